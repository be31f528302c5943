import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts, emptyStaffPages } from '../support/database'
import { engines } from '../support/engines'
import { townPageSeoColumns } from '../support/seo'

// A renamed staff page keeps its leads, on the real SQL and as the API roles
// meet it: the rename moves the leads' pages that named the old address (the
// credited page, the form's page, the page before), and no other lead; the
// leads stay out of every API role's reach for writing, and the trigger's
// function is no one's to call.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }
/** The SEO half as seo_pages' columns, as the site stores a draft's. */
const seo = townPageSeoColumns()

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  beforeEach(async () => {
    await world.db.exec('delete from public.leads')
    await emptyStaffPages(world.db)
  })

  const createPublished = async (path: string) => {
    await run(
      world.admin,
      `select public.create_staff_page($1, 'placas-localidad', '{}'::jsonb, $2::jsonb)`,
      [path, JSON.stringify(seo)],
    )
    await run(world.admin, 'select public.publish_page_draft($1, null)', [path])
  }
  /** A lead as the site's server stores one, with its three pages. */
  const lead = (name: string, source: string | null, form: string | null, previous: string | null) =>
    run(
      server,
      `insert into public.leads (email, name, city, message, privacy_accepted, source_page, form_page, previous_page)
       values ('ana@example.com', $1, 'Jumilla', 'Quiero placas', true, $2, $3, $4)`,
      [name, source, form, previous],
    )
  const pagesOfLeads = async () =>
    (
      await world.db.query(
        'select name, source_page, form_page, previous_page from public.leads order by name',
      )
    ).rows

  it('moves the leads that name the old address to the new one in the rename, and no other', async () => {
    await createPublished('/placas-solares-jumilla')
    await lead('a', '/placas-solares-jumilla', '/solicitar-presupuesto', '/placas-solares-jumilla')
    await lead('b', '/placas-solares-jumilla', '/placas-solares-jumilla', null)
    await lead('c', '/solicitar-presupuesto', '/solicitar-presupuesto', null)
    await lead('d', null, null, null)

    await run(world.admin, 'select public.rename_staff_page($1, $2)', [
      '/placas-solares-jumilla',
      '/placas-jumilla',
    ])

    expect(await pagesOfLeads()).toEqual([
      {
        name: 'a',
        source_page: '/placas-jumilla',
        form_page: '/solicitar-presupuesto',
        previous_page: '/placas-jumilla',
      },
      { name: 'b', source_page: '/placas-jumilla', form_page: '/placas-jumilla', previous_page: null },
      {
        name: 'c',
        source_page: '/solicitar-presupuesto',
        form_page: '/solicitar-presupuesto',
        previous_page: null,
      },
      { name: 'd', source_page: null, form_page: null, previous_page: null },
    ])
  })

  it('moves nothing when the rename is refused', async () => {
    await createPublished('/placas-solares-jumilla')
    await createPublished('/placas-solares-yecla')
    await lead('a', '/placas-solares-jumilla', '/placas-solares-jumilla', null)
    await expect(
      run(world.admin, 'select public.rename_staff_page($1, $2)', [
        '/placas-solares-jumilla',
        '/placas-solares-yecla',
      ]),
    ).rejects.toThrow(/taken/)
    await expect(
      run(world.staff, 'select public.rename_staff_page($1, $2)', ['/placas-solares-jumilla', '/otra']),
    ).rejects.toThrow(/Only admins/)
    expect(await pagesOfLeads()).toEqual([
      {
        name: 'a',
        source_page: '/placas-solares-jumilla',
        form_page: '/placas-solares-jumilla',
        previous_page: null,
      },
    ])
  })

  it('leaves the leads unwritable by every API role, and the trigger’s function callable by none', async () => {
    await createPublished('/placas-solares-jumilla')
    await lead('a', '/placas-solares-jumilla', '/placas-solares-jumilla', null)
    for (const caller of [anon, world.staff, world.admin, server])
      await expect(run(caller, `update public.leads set source_page = '/'`)).rejects.toThrow(
        /permission denied/,
      )
    // Moving a staff page's row by hand is no API role's right either: the rename function is the one way.
    for (const caller of [anon, world.admin, server])
      await expect(
        run(caller, `update public.staff_pages set path = '/otra' where path = '/placas-solares-jumilla'`),
      ).rejects.toThrow(/permission denied/)
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows } = await world.db.query<{ allowed: boolean }>(
        `select has_function_privilege($1, 'private.move_leads_with_staff_page()', 'execute') as allowed`,
        [role],
      )
      expect([role, rows[0]!.allowed]).toEqual([role, false])
    }
    expect((await pagesOfLeads())[0]).toMatchObject({ source_page: '/placas-solares-jumilla' })
  })
})
