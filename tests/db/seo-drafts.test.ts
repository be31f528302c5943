import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts, pageContentTables } from '../support/database'
import { engines } from '../support/engines'

// SEO drafts on the real SQL, as the API roles meet them: the SEO record is the
// SEO half of the page's one draft row, based on the page's one revision, and
// 'Publicar' (publish_page_draft) publishes both halves in one transaction.

const anon: Caller = { role: 'anon' }
const path = '/ayudas-placas-solares'
type Answer = { revision: number; saved?: boolean; changedByEmail?: string }

const seoRecord = (title: string) => ({
  path,
  title,
  description: 'Ayudas para placas solares en la Región de Murcia',
  h1: `H1 de ${title}`,
  h2_primary: 'Qué ayudas hay',
  h2_secondary: ['Deducciones en el IRPF'],
  h3_strategic: [],
  keywords: ['ayudas', 'placas'],
  canonical: null,
  robots: 'index,follow',
  og_image: null,
  og_type: 'article',
  schema_type: 'Article',
  category: 'guias',
  faqs: [{ question: '¿Hasta cuándo?', answer: 'Hasta el 31 de diciembre.' }],
  additional_schema: null,
})

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, {
    secondAdmin: true,
    emptyBeforeEach: [...pageContentTables, "public.seo_pages where path <> '/'"],
  })
  const { run } = world

  const value = (caller: Caller, sql: string, params: unknown[]) => world.value<Answer>(caller, sql, params)
  const revision = async () => (await value(world.admin, 'public.page_content_state($1)', [path])).revision
  const saveSeo = (caller: Caller, title: string, basedOn: number | null) =>
    value(caller, 'public.save_page_seo_draft($1, $2::jsonb, $3)', [
      path,
      JSON.stringify(seoRecord(title)),
      basedOn,
    ])
  const saveContent = (caller: Caller, subtitle: string, basedOn: number | null) =>
    value(caller, 'public.save_page_draft($1, $2::jsonb, null, $3)', [
      path,
      JSON.stringify({ hero: { subtitle } }),
      basedOn,
    ])
  const publish = (caller: Caller, basedOn: number | null) =>
    value(caller, 'public.publish_page_draft($1, $2)', [path, basedOn])
  const draft = async () =>
    (
      await world.db.query<{ subtitle: string | null; title: string | null }>(
        `select content -> 'hero' ->> 'subtitle' as subtitle, seo ->> 'title' as title
           from public.page_content_drafts where path = $1`,
        [path],
      )
    ).rows[0]
  const liveTitle = async (caller: Caller) =>
    (await run(caller, 'select title from public.seo_pages where path = $1', [path])).rows[0]?.title
  const versions = async () =>
    (
      await world.db.query<{ part: string; kind: string; label: string }>(
        `select part, kind, coalesce(record ->> 'title', record -> 'content' -> 'hero' ->> 'subtitle') as label
           from public.page_versions where path = $1 order by id`,
        [path],
      )
    ).rows

  it('keeps an SEO draft from visitors: anon reads seo_pages as before, and no draft', async () => {
    expect(await saveSeo(world.admin, 'Ayudas 2027', 0)).toMatchObject({ saved: true })
    expect(await draft()).toEqual({ subtitle: null, title: 'Ayudas 2027' })
    expect(await liveTitle(anon)).toBeUndefined()
    expect((await run(anon, `select title from public.seo_pages where path = '/'`)).rows).toEqual([
      { title: 'Inicio' },
    ])
    await expect(run(anon, 'select * from public.page_content_drafts')).rejects.toThrow(/permission denied/)
    expect((await run(world.staff, 'select * from public.page_content_drafts')).rows).toEqual([])
  })

  it('keeps the SEO draft when the content is saved, and the content draft when the SEO is', async () => {
    let state = await saveSeo(world.admin, 'Ayudas 2027', 0)
    state = await saveContent(world.ana, 'Subtítulo nuevo', state.revision)
    expect(state).toMatchObject({ saved: true })
    expect(await draft()).toEqual({ subtitle: 'Subtítulo nuevo', title: 'Ayudas 2027' })
    await saveSeo(world.admin, 'Ayudas 2028', state.revision)
    expect(await draft()).toEqual({ subtitle: 'Subtítulo nuevo', title: 'Ayudas 2028' })
  })

  it('refuses an SEO draft based on the page before a content save, saying who saved', async () => {
    const opened = await revision()
    await saveContent(world.ana, 'De Ana', opened)
    expect(await saveSeo(world.admin, 'Tarde', opened)).toMatchObject({
      saved: false,
      changedByEmail: 'ana@example.com',
    })
    expect(await draft()).toEqual({ subtitle: 'De Ana', title: null })
    // And a content draft based on the page before an SEO draft.
    const now = await revision()
    await saveSeo(world.ana, 'De Ana', now)
    expect(await saveContent(world.admin, 'Tarde', now)).toMatchObject({ saved: false })
    expect(await draft()).toEqual({ subtitle: 'De Ana', title: 'De Ana' })
  })

  it('publishes both halves in one go, drops the draft, and keeps each save and publish as a version', async () => {
    let state = await saveContent(world.admin, 'Subtítulo publicado', 0)
    state = await saveSeo(world.ana, 'Ayudas publicadas', state.revision)
    expect(await publish(world.admin, state.revision)).toMatchObject({
      saved: true,
      changedByEmail: 'admin@example.com',
    })
    expect(await liveTitle(anon)).toBe('Ayudas publicadas')
    const content = await run(anon, `select content -> 'hero' ->> 'subtitle' as s from public.page_content`)
    expect(content.rows).toEqual([{ s: 'Subtítulo publicado' }])
    expect(await draft()).toBeUndefined()
    expect(await versions()).toEqual([
      { part: 'content', kind: 'draft', label: 'Subtítulo publicado' },
      { part: 'seo', kind: 'draft', label: 'Ayudas publicadas' },
      { part: 'seo', kind: 'publish', label: 'Ayudas publicadas' },
      { part: 'content', kind: 'publish', label: 'Subtítulo publicado' },
    ])
  })

  it('publishes an SEO-only draft as is, based on whatever revision (as the scheduler does)', async () => {
    await saveSeo(world.admin, 'Solo SEO', null)
    expect(await publish(world.admin, null)).toMatchObject({ saved: true })
    expect(await liveTitle(anon)).toBe('Solo SEO')
    expect((await world.db.query('select * from public.page_content')).rows).toEqual([])
    expect(await draft()).toBeUndefined()
  })

  it('publishes nothing when either half fails: both halves are one transaction', async () => {
    let state = await saveContent(world.admin, 'Nuevo', 0)
    state = await saveSeo(world.admin, 'Nuevo título', state.revision)
    await world.db.exec(
      `create function public.refuse_for_test() returns trigger language plpgsql as
         $$ begin raise exception 'content refused'; end $$;
       create trigger refuse_for_test before insert on public.page_content
         for each row execute function public.refuse_for_test()`,
    )
    try {
      await expect(publish(world.admin, state.revision)).rejects.toThrow(/content refused/)
    } finally {
      await world.db.exec(
        'drop trigger refuse_for_test on public.page_content; drop function public.refuse_for_test()',
      )
    }
    expect(await liveTitle(anon)).toBeUndefined()
    expect(await draft()).toEqual({ subtitle: 'Nuevo', title: 'Nuevo título' })
  })

  it('refuses a publish based on the page before an SEO draft save', async () => {
    const opened = await revision()
    await saveSeo(world.ana, 'De Ana', opened)
    await saveContent(world.admin, 'Mío', null)
    expect(await publish(world.ana, opened)).toMatchObject({ saved: false })
    expect(await liveTitle(anon)).toBeUndefined()
  })

  it('lets publish_page_content publish the content half alone, keeping the SEO draft', async () => {
    await saveSeo(world.admin, 'Queda en borrador', null)
    await expect(run(world.admin, 'select public.publish_page_content($1)', [path])).rejects.toThrow(
      /No content draft/,
    )
    await saveContent(world.admin, 'Contenido', null)
    await run(world.admin, 'select * from public.publish_page_content($1)', [path])
    expect(await draft()).toEqual({ subtitle: null, title: 'Queda en borrador' })
    expect(await liveTitle(anon)).toBeUndefined()
  })

  it('refuses a record without title or H1, a visitor, and an account that is not an admin', async () => {
    const { h1, ...withoutH1 } = seoRecord('Sin H1')
    void h1
    await expect(
      run(world.admin, 'select public.save_page_seo_draft($1, $2::jsonb, null)', [
        path,
        JSON.stringify(withoutH1),
      ]),
    ).rejects.toThrow(/title, a description and an H1/)
    await expect(saveSeo(anon, 'x', null)).rejects.toThrow(/permission denied/)
    await expect(saveSeo(world.staff, 'x', null)).rejects.toThrow(/row-level security/)
    expect(await draft()).toBeUndefined()
  })
})
