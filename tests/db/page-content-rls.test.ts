import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// Stored page content per role, on the real SQL: visitors and the build read
// the published content only; drafts and the history are the admins'; every
// publish and every SEO save becomes a version in the same transaction.

const anon: Caller = { role: 'anon' }
const path = '/ayudas-placas-solares'
const draftContent = JSON.stringify({ hero: { subtitle: 'Borrador' } })

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  const saveDraft = (caller: Caller, content = draftContent) =>
    run(
      caller,
      `insert into public.page_content_drafts (path, content, review_before) values ($1, $2, '2027-03-31')
       on conflict (path) do update set content = excluded.content`,
      [path, content],
    )
  const publish = (caller: Caller) => run(caller, 'select * from public.publish_page_content($1)', [path])
  const table = async (name: string) => (await world.db.query(`select * from public.${name}`)).rows

  beforeEach(() =>
    world.db.exec(
      'delete from public.page_versions; delete from public.page_content; delete from public.page_content_drafts',
    ),
  )

  it('lets an admin save a draft that visitors and other accounts cannot read', async () => {
    await saveDraft(world.admin)
    expect((await run(world.admin, 'select content from public.page_content_drafts')).rows).toEqual([
      { content: { hero: { subtitle: 'Borrador' } } },
    ])
    await expect(run(anon, 'select * from public.page_content_drafts')).rejects.toThrow(/permission denied/)
    expect((await run(world.staff, 'select * from public.page_content_drafts')).rows).toEqual([])
    expect((await run(anon, 'select * from public.page_content')).rows).toEqual([])
  })

  it('refuses drafts and publishing to visitors and to accounts that are not admins', async () => {
    await expect(saveDraft(anon)).rejects.toThrow(/permission denied/)
    await expect(saveDraft(world.staff)).rejects.toThrow(/row-level security/)
    await saveDraft(world.admin)
    await expect(publish(anon)).rejects.toThrow(/permission denied/)
    await expect(publish(world.staff)).rejects.toThrow(/No draft/)
    await expect(
      run(world.staff, `insert into public.page_content (path, content) values ($1, '{}')`, [path]),
    ).rejects.toThrow(/row-level security/)
    expect(await table('page_content')).toEqual([])
    // The admin's draft alone is in the history.
    expect((await world.db.query('select kind, created_by_email from public.page_versions')).rows).toEqual([
      { kind: 'draft', created_by_email: 'admin@example.com' },
    ])
  })

  it('publishes the draft for everyone, drops the draft and records a version with its author', async () => {
    await saveDraft(world.admin)
    const { rows } = await publish(world.admin)
    expect(rows).toHaveLength(1)
    expect(await table('page_content_drafts')).toEqual([])
    expect((await run(anon, 'select path, content from public.page_content')).rows).toEqual([
      { path, content: { hero: { subtitle: 'Borrador' } } },
    ])
    const versions = (await run(world.admin, 'select * from public.page_versions order by id')).rows
    expect(versions).toEqual([
      expect.objectContaining({ path, part: 'content', kind: 'draft' }),
      expect.objectContaining({
        path,
        part: 'content',
        kind: 'publish',
        created_by_email: 'admin@example.com',
        record: expect.objectContaining({
          content: { hero: { subtitle: 'Borrador' } },
          review_before: '2027-03-31',
        }),
      }),
    ])
    expect((await run(world.staff, 'select * from public.page_versions')).rows).toEqual([])
    await expect(run(anon, 'select * from public.page_versions')).rejects.toThrow(/permission denied/)
  })

  it('keeps every SEO save as a version too', async () => {
    await run(world.admin, `update public.seo_pages set title = 'Inicio nuevo' where path = '/'`)
    const versions = (await run(world.admin, `select part, record from public.page_versions`)).rows
    expect(versions).toEqual([
      { part: 'seo', record: expect.objectContaining({ path: '/', title: 'Inicio nuevo' }) },
    ])
  })

  it('refuses content that is not an object, and paths that are not the site’s', async () => {
    await expect(saveDraft(world.admin, '[]')).rejects.toThrow(/check constraint/)
    await expect(
      run(world.admin, `insert into public.page_content_drafts (path, content) values ('//evil.com', '{}')`),
    ).rejects.toThrow(/check constraint/)
    expect(await table('page_content_drafts')).toEqual([])
  })
})
