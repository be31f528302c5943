import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts, emptyStaffPages } from '../support/database'
import { engines } from '../support/engines'
import { townPageSeoColumns } from '../support/seo'

// Pages staff create, on the real SQL and as the API roles meet it: an admin
// creates, publishes (the usual publish), unpublishes, renames and deletes; a
// rename moves the page's rows and leaves a 308 with no chain; visitors see
// only published pages; nobody else writes anything.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }
const content = { hero: { h1: 'Placas solares en Jumilla' } }
/** The SEO half as seo_pages' columns, as the site stores a draft's. */
const seo = townPageSeoColumns()

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  beforeEach(() => emptyStaffPages(world.db))

  const create = (caller: Caller, path: string, template = 'placas-localidad') =>
    run(caller, 'select public.create_staff_page($1, $2, $3::jsonb, $4::jsonb)', [
      path,
      template,
      JSON.stringify(content),
      JSON.stringify(seo),
    ])
  const publish = (caller: Caller, path: string) =>
    run(caller, 'select public.publish_page_draft($1, null)', [path])
  const status = async (path: string) =>
    (
      await world.db.query<{ status: string }>('select status from public.staff_pages where path = $1', [
        path,
      ])
    ).rows[0]?.status
  const redirects = async () =>
    (
      await world.db.query<{ source: string; destination: string; permanent: boolean }>(
        'select source, destination, permanent from public.site_redirects order by source',
      )
    ).rows
  const visible = async (caller: Caller) =>
    (await run(caller, 'select path from public.staff_pages order by path')).rows.map((row) => row.path)

  it('creates a page with its first draft, published by the usual publish, and shows visitors only published pages', async () => {
    await create(world.admin, '/placas-solares-jumilla')
    await create(world.admin, '/electricista-yecla', 'servicio-electrico')
    expect(await status('/placas-solares-jumilla')).toBe('draft')
    const draft = await world.db.query<{ content: unknown; seo: unknown }>(
      'select content, seo from public.page_content_drafts where path = $1',
      ['/placas-solares-jumilla'],
    )
    expect(draft.rows).toEqual([
      { content, seo: { ...seo, path: '/placas-solares-jumilla', updated_at: expect.any(String) } },
    ])
    expect(await visible(anon)).toEqual([])

    await publish(world.admin, '/placas-solares-jumilla')
    expect(await status('/placas-solares-jumilla')).toBe('published')
    expect(await visible(anon)).toEqual(['/placas-solares-jumilla'])
    expect(await visible(world.staff)).toEqual(['/placas-solares-jumilla'])
    expect(await visible(world.admin)).toEqual(['/electricista-yecla', '/placas-solares-jumilla'])
  })

  it('refuses an address that is not one lowercase segment, or that a page, a redirect or stored rows hold', async () => {
    for (const bad of [
      '/Placas',
      '/placas--solares',
      '/placas/jumilla',
      '/placas-',
      'placas',
      '/placas_solares',
    ])
      await expect(create(world.admin, bad)).rejects.toThrow(/Not a page address/)
    await create(world.admin, '/placas-solares-jumilla')
    await expect(create(world.admin, '/placas-solares-jumilla')).rejects.toThrow(/taken/)
    await world.db.exec(
      `insert into public.site_redirects (source, destination, permanent) values ('/antigua', '/', true)`,
    )
    await expect(create(world.admin, '/antigua')).rejects.toThrow(/taken/)
    // The home page's SEO record (a built-in page's row).
    await world.db.exec(
      `insert into public.seo_pages (path, title, description, h1) values ('/tarifas', 'T', 'D', 'H')`,
    )
    await expect(create(world.admin, '/tarifas')).rejects.toThrow(/taken/)
    expect(await visible(world.admin)).toEqual(['/placas-solares-jumilla'])
  })

  it('lets no one but an admin create, unpublish, rename or delete', async () => {
    await create(world.admin, '/placas-solares-jumilla')
    await publish(world.admin, '/placas-solares-jumilla')
    for (const caller of [anon, server]) {
      await expect(create(caller, '/otra')).rejects.toThrow(
        /permission denied for function create_staff_page/,
      )
      for (const [name, sql] of [
        ['unpublish_staff_page', 'select public.unpublish_staff_page($1, null)'],
        ['delete_staff_page', 'select public.delete_staff_page($1, null)'],
        ['rename_staff_page', `select public.rename_staff_page($1, '/otra')`],
      ] as const)
        await expect(run(caller, sql, ['/placas-solares-jumilla'])).rejects.toThrow(
          new RegExp(`permission denied for function ${name}`),
        )
      await expect(
        run(caller, `insert into public.staff_pages (path, template) values ('/x', 'guia')`),
      ).rejects.toThrow(/permission denied/)
    }
    await expect(create(world.staff, '/otra')).rejects.toThrow(/Only admins/)
    await expect(
      run(world.staff, `select public.rename_staff_page('/placas-solares-jumilla', '/otra')`),
    ).rejects.toThrow(/Only admins/)
    await expect(run(world.admin, `update public.staff_pages set status = 'draft'`)).rejects.toThrow(
      /permission denied/,
    )
    expect(await status('/placas-solares-jumilla')).toBe('published')
  })

  it('renames a page: its rows move, the old address answers 308, and older redirects are re-pointed', async () => {
    const old = '/placas-solares-jumilla'
    const renamed = '/instalacion-placas-jumilla'
    await create(world.admin, old)
    await publish(world.admin, old)
    await run(
      world.admin,
      `select public.save_page_draft($1, '{"hero":{"h1":"Nuevo"}}'::jsonb, null, null)`,
      [old],
    )
    await run(world.admin, `select public.set_page_review_date($1, '2030-01-01')`, [old])
    await run(world.admin, 'select public.mark_page_editing($1)', [old])
    await world.db.exec(
      `insert into public.site_redirects (source, destination, permanent) values ('/jumilla', '${old}', true)`,
    )
    const versionsBefore = await world.db.query<{ n: number }>(
      'select count(*)::int as n from public.page_versions where path = $1',
      [old],
    )

    await run(world.admin, 'select public.rename_staff_page($1, $2)', [old, renamed])

    expect(await status(old)).toBeUndefined()
    expect(await status(renamed)).toBe('published')
    for (const table of [
      'page_content',
      'page_content_drafts',
      'seo_pages',
      'page_versions',
      'page_review_dates',
      'page_presence',
    ]) {
      const { rows } = await world.db.query<{ path: string }>(
        `select distinct path from public.${table} where path in ($1, $2)`,
        [old, renamed],
      )
      expect([table, rows]).toEqual([table, [{ path: renamed }]])
    }
    // Moving is not a new version.
    const versionsAfter = await world.db.query<{ n: number; paths: string[] }>(
      `select count(*)::int as n, array_agg(distinct record ->> 'path') filter (where record ? 'path') as paths
         from public.page_versions where path = $1`,
      [renamed],
    )
    expect(versionsAfter.rows[0]).toEqual({ n: versionsBefore.rows[0]!.n, paths: [renamed] })
    expect(await redirects()).toEqual([
      { source: '/jumilla', destination: renamed, permanent: true },
      { source: old, destination: renamed, permanent: true },
    ])

    // Renaming back takes the redirect the first rename left, with no loop.
    await run(world.admin, 'select public.rename_staff_page($1, $2)', [renamed, old])
    expect(await redirects()).toEqual([
      { source: renamed, destination: old, permanent: true },
      { source: '/jumilla', destination: old, permanent: true },
    ])
  })

  it('refuses a rename to an address taken by another page or a redirect, and moves nothing', async () => {
    await create(world.admin, '/uno')
    await create(world.admin, '/dos')
    await world.db.exec(
      `insert into public.site_redirects (source, destination, permanent) values ('/tres', '/', true)`,
    )
    await expect(run(world.admin, `select public.rename_staff_page('/uno', '/dos')`)).rejects.toThrow(/taken/)
    await expect(run(world.admin, `select public.rename_staff_page('/uno', '/tres')`)).rejects.toThrow(
      /taken/,
    )
    await expect(run(world.admin, `select public.rename_staff_page('/uno', '/Tres')`)).rejects.toThrow(
      /Not a page address/,
    )
    expect(await visible(world.admin)).toEqual(['/dos', '/uno'])
    expect(await redirects()).toEqual([{ source: '/tres', destination: '/', permanent: true }])
  })

  it('unpublishes a page (404, or a 307 where staff choose) and publishing brings it back', async () => {
    await create(world.admin, '/uno')
    await publish(world.admin, '/uno')
    await world.db.exec(
      `insert into public.site_redirects (source, destination, permanent) values ('/viejo', '/uno', true)`,
    )
    await run(world.admin, `select public.unpublish_staff_page('/uno', '/instalacion-placas-murcia')`)
    expect(await status('/uno')).toBe('unpublished')
    expect(await visible(anon)).toEqual([])
    expect(await redirects()).toEqual([
      { source: '/uno', destination: '/instalacion-placas-murcia', permanent: false },
      { source: '/viejo', destination: '/instalacion-placas-murcia', permanent: true },
    ])
    await expect(run(world.admin, `select public.unpublish_staff_page('/uno', null)`)).rejects.toThrow(
      /No published staff page/,
    )

    // Back: the redirect goes first (the site refuses to publish over one), then a publish.
    await world.db.exec(`delete from public.site_redirects where source = '/uno'`)
    await run(world.admin, `select public.save_page_draft('/uno', '{"hero":{}}'::jsonb, null, null)`)
    await publish(world.admin, '/uno')
    expect(await status('/uno')).toBe('published')
  })

  it('deletes a page and everything under its address, optionally leaving a 308', async () => {
    await create(world.admin, '/uno')
    await publish(world.admin, '/uno')
    await create(world.admin, '/dos')
    await run(world.admin, `select public.delete_staff_page('/uno', '/dos')`)
    await run(world.admin, `select public.delete_staff_page('/dos', null)`)
    expect(await visible(world.admin)).toEqual([])
    for (const table of ['page_content', 'page_content_drafts', 'seo_pages', 'page_versions']) {
      const { rows } = await world.db.query(`select path from public.${table} where path in ('/uno', '/dos')`)
      expect([table, rows]).toEqual([table, []])
    }
    expect(await redirects()).toEqual([{ source: '/uno', destination: '/dos', permanent: true }])
    await expect(run(world.admin, `select public.delete_staff_page('/dos', null)`)).rejects.toThrow(
      /No staff page/,
    )
  })
})
