import { migrate } from '@/lib/db/migrate'
import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts, emptyStaffPages } from '../support/database'
import { createEmptyDatabase, engines } from '../support/engines'
import { townPageSeoColumns } from '../support/seo'

// What the API answers a visitor (and a signed-in account that is not admin)
// about a staff page in each state: its content and SEO record only while it
// is published; the built-in pages' rows always. An unpublished page's rows
// wait in its draft, where its admin's editor and preview find them.

const anon: Caller = { role: 'anon' }
const content = { hero: { h1: 'Placas solares en Jumilla' } }
/** The SEO half as seo_pages' columns, as the site stores a draft's. */
const seo = townPageSeoColumns({
  description: 'Instalación en Jumilla',
  faqs: [{ question: '¿Cuánto tarda?', answer: 'Dos días' }],
})

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  beforeEach(() => emptyStaffPages(world.db))

  const create = (path: string) =>
    run(world.admin, `select public.create_staff_page($1, 'placas-localidad', $2::jsonb, $3::jsonb)`, [
      path,
      JSON.stringify(content),
      JSON.stringify(seo),
    ])
  const publish = (path: string) => run(world.admin, 'select public.publish_page_draft($1, null)', [path])
  const unpublish = (path: string) => run(world.admin, 'select public.unpublish_staff_page($1, null)', [path])

  /** Everything `caller` reads through the API of the page at `path`: its content, its SEO title and FAQs. */
  const readAs = async (caller: Caller, path: string) => ({
    content: (await run(caller, 'select content from public.page_content where path = $1', [path])).rows,
    seo: (await run(caller, 'select title, faqs from public.seo_pages where path = $1', [path])).rows,
  })
  const nothing = { content: [], seo: [] }
  const everything = { content: [{ content }], seo: [{ title: seo.title, faqs: seo.faqs }] }

  it('shows nothing of a page never published', async () => {
    await create('/placas-solares-jumilla')
    expect(await readAs(anon, '/placas-solares-jumilla')).toEqual(nothing)
    expect(await readAs(world.staff, '/placas-solares-jumilla')).toEqual(nothing)
  })

  it('shows a published page’s content and SEO record, and the built-in pages’', async () => {
    await create('/placas-solares-jumilla')
    await publish('/placas-solares-jumilla')
    expect(await readAs(anon, '/placas-solares-jumilla')).toEqual(everything)
    expect(await readAs(world.staff, '/placas-solares-jumilla')).toEqual(everything)
    expect((await run(anon, `select title from public.seo_pages where path = '/'`)).rows).toEqual([
      { title: 'Inicio' },
    ])
  })

  it('shows nothing of an unpublished page; its draft keeps it, and publishing brings it back as it was', async () => {
    await create('/placas-solares-jumilla')
    await publish('/placas-solares-jumilla')
    await unpublish('/placas-solares-jumilla')

    expect(await readAs(anon, '/placas-solares-jumilla')).toEqual(nothing)
    expect(await readAs(world.staff, '/placas-solares-jumilla')).toEqual(nothing)
    const draft = await run(
      world.admin,
      `select content, seo ->> 'title' as title from public.page_content_drafts where path = $1`,
      ['/placas-solares-jumilla'],
    )
    expect(draft.rows).toEqual([{ content, title: seo.title }])

    await publish('/placas-solares-jumilla')
    expect(await readAs(anon, '/placas-solares-jumilla')).toEqual(everything)
  })

  it('keeps a newer draft’s half when unpublishing, and fills the half it lacks from the published page', async () => {
    await create('/placas-solares-jumilla')
    await publish('/placas-solares-jumilla')
    const newer = { hero: { h1: 'Placas solares en Jumilla, ahora con baterías' } }
    await run(world.admin, `select public.save_page_draft($1, $2::jsonb, null, null)`, [
      '/placas-solares-jumilla',
      JSON.stringify(newer),
    ])
    await unpublish('/placas-solares-jumilla')

    const draft = await run(
      world.admin,
      `select content, seo ->> 'title' as title from public.page_content_drafts where path = $1`,
      ['/placas-solares-jumilla'],
    )
    expect(draft.rows).toEqual([{ content: newer, title: seo.title }])
    expect(await readAs(anon, '/placas-solares-jumilla')).toEqual(nothing)
  })

  it('leaves nothing of a deleted page, published or unpublished before', async () => {
    for (const path of ['/uno', '/dos']) {
      await create(path)
      await publish(path)
    }
    await unpublish('/dos')
    for (const path of ['/uno', '/dos'])
      await run(world.admin, 'select public.delete_staff_page($1, null)', [path])
    for (const path of ['/uno', '/dos']) expect(await readAs(anon, path)).toEqual(nothing)
    const left = await world.db.query(
      `select path from public.page_content where path in ('/uno', '/dos')
       union all select path from public.seo_pages where path in ('/uno', '/dos')
       union all select path from public.page_content_drafts where path in ('/uno', '/dos')
       union all select path from public.page_versions where path in ('/uno', '/dos')`,
    )
    expect(left.rows).toEqual([])
  })

  it('publishes an unpublished page that an admin writes a row for through the API: no row waits hidden in public view', async () => {
    await create('/placas-solares-jumilla')
    await publish('/placas-solares-jumilla')
    await unpublish('/placas-solares-jumilla')
    await run(
      world.admin,
      `insert into public.seo_pages (path, title, description, h1) values ('/placas-solares-jumilla', 'T', 'D', 'H')`,
    )
    const status = await world.db.query(
      `select status from public.staff_pages where path = '/placas-solares-jumilla'`,
    )
    expect(status.rows).toEqual([{ status: 'published' }])
  })
})

describe.each(engines)('the change on %s, over pages stored before it', (engine) => {
  it('moves the rows of pages already unpublished (or never published) to their drafts, and keeps the published ones', async () => {
    const db = await createEmptyDatabase(engine)
    try {
      await migrate(db, { upTo: '20261203000100' })
      // Rows as the release before left them, or as a restore inserts them (no trigger runs).
      await db.exec(`
        insert into public.staff_pages (path, template, status) values
          ('/retirada', 'placas-localidad', 'unpublished'), ('/borrador', 'guia', 'draft'),
          ('/publicada', 'placas-localidad', 'published');
        alter table public.page_content disable trigger user;
        alter table public.seo_pages disable trigger user;
        insert into public.page_content (path, content) values
          ('/retirada', '{"hero":{"h1":"Retirada"}}'), ('/borrador', '{"hero":{"h1":"Borrador"}}'),
          ('/publicada', '{"hero":{"h1":"Publicada"}}');
        insert into public.seo_pages (path, title, description, h1) values
          ('/retirada', 'Retirada', 'D', 'H'), ('/publicada', 'Publicada', 'D', 'H');
        alter table public.page_content enable trigger user;
        alter table public.seo_pages enable trigger user;`)
      await migrate(db)

      const visible = await db.query(
        `select path from public.page_content union all select path from public.seo_pages order by 1`,
      )
      expect(visible.rows).toEqual([{ path: '/publicada' }, { path: '/publicada' }])
      const drafts = await db.query(
        `select path, content -> 'hero' ->> 'h1' as h1, seo ->> 'title' as title
           from public.page_content_drafts order by path`,
      )
      expect(drafts.rows).toEqual([
        { path: '/borrador', h1: 'Borrador', title: null },
        { path: '/retirada', h1: 'Retirada', title: 'Retirada' },
      ])
    } finally {
      await db.close()
    }
  })
})
