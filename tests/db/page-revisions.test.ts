import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts, pageContentTables } from '../support/database'
import { engines } from '../support/engines'

// Saves based on a revision, on the real SQL and as the API roles: of two
// saves that started from the same state, the second stores nothing and
// answers who changed the page and when.

const anon: Caller = { role: 'anon' }
const path = '/ayudas-placas-solares'
type State = {
  revision: number
  saved?: boolean
  changedAt?: string
  changedBy?: string
  changedByEmail?: string
}

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, {
    secondAdmin: true,
    emptyBeforeEach: pageContentTables,
  })
  const { run } = world

  const value = (caller: Caller, sql: string, params: unknown[]) => world.value<State>(caller, sql, params)
  const contentState = (caller: Caller) => value(caller, 'public.page_content_state($1)', [path])
  const saveDraft = (caller: Caller, subtitle: string, basedOn: number | null) =>
    value(caller, 'public.save_page_draft($1, $2::jsonb, null, $3)', [
      path,
      JSON.stringify({ hero: { subtitle } }),
      basedOn,
    ])
  const publish = (caller: Caller, basedOn: number) =>
    value(caller, 'public.publish_page_draft($1, $2)', [path, basedOn])
  const draftSubtitle = async () =>
    (
      await world.db.query<{ content: { hero: { subtitle: string } } }>(
        'select content from public.page_content_drafts',
      )
    ).rows[0]?.content.hero.subtitle

  it('keeps the first of two drafts based on the same state and refuses the second with who and when', async () => {
    const opened = await contentState(world.admin)
    expect(opened).toEqual({ revision: 0 })
    const first = await saveDraft(world.ana, 'De Ana', opened.revision)
    expect(first).toMatchObject({ saved: true, changedByEmail: 'ana@example.com' })
    expect(first.revision).toBeGreaterThan(0)

    const second = await saveDraft(world.admin, 'Del admin', opened.revision)
    expect(second).toMatchObject({
      saved: false,
      revision: first.revision,
      changedByEmail: 'ana@example.com',
      changedBy: (world.ana as { userId: string }).userId,
    })
    expect(new Date(second.changedAt!).getTime()).toBe(new Date(first.changedAt!).getTime())
    expect(await draftSubtitle()).toBe('De Ana')

    // Saving again from the state the refusal answered is deliberate: it stores.
    expect(await saveDraft(world.admin, 'Del admin', second.revision)).toMatchObject({
      saved: true,
      changedByEmail: 'admin@example.com',
    })
    expect(await draftSubtitle()).toBe('Del admin')
  })

  it('refuses a publish based on a state someone changed since, and publishes nothing', async () => {
    const mine = await saveDraft(world.admin, 'Mío', 0)
    const theirs = await saveDraft(world.ana, 'De Ana', mine.revision)
    expect(await publish(world.admin, mine.revision)).toMatchObject({
      saved: false,
      revision: theirs.revision,
      changedByEmail: 'ana@example.com',
    })
    expect((await world.db.query('select * from public.page_content')).rows).toEqual([])

    const published = await publish(world.admin, theirs.revision)
    expect(published).toMatchObject({ saved: true, changedByEmail: 'admin@example.com' })
    expect(published.revision).toBeGreaterThan(theirs.revision)
    // A draft based on the page before that publish is refused: the publish moved it.
    expect(await saveDraft(world.ana, 'Tarde', theirs.revision)).toMatchObject({ saved: false })
  })

  it('keeps every draft save as a version, the newest 50 drafts per page and every publish', async () => {
    let state = await saveDraft(world.ana, 'Primero', 0)
    state = await saveDraft(world.admin, 'Segundo', state.revision)
    const versions = () =>
      world.db.query<{ kind: string; subtitle: string; created_by_email: string }>(
        `select kind, record -> 'content' -> 'hero' ->> 'subtitle' as subtitle, created_by_email
           from public.page_versions where path = $1 order by id`,
        [path],
      )
    // The draft that the second save replaced is still there to read and bring back.
    expect((await versions()).rows).toEqual([
      { kind: 'draft', subtitle: 'Primero', created_by_email: 'ana@example.com' },
      { kind: 'draft', subtitle: 'Segundo', created_by_email: 'admin@example.com' },
    ])
    await publish(world.admin, state.revision)
    for (let save = 0; save < 50; save += 1)
      state = await saveDraft(world.admin, `Borrador ${save}`, (await contentState(world.admin)).revision)

    const { rows } = await versions()
    expect(rows.filter((row) => row.kind === 'draft').map((row) => row.subtitle)).toEqual(
      Array.from({ length: 50 }, (_, save) => `Borrador ${save}`),
    )
    expect(rows.filter((row) => row.kind === 'publish').map((row) => row.subtitle)).toEqual(['Segundo'])
    // Only admins read them: the draft versions are as private as the drafts.
    await expect(run(anon, 'select * from public.page_versions', [])).rejects.toThrow(/permission denied/)
    expect((await run(world.staff, 'select * from public.page_versions', [])).rows).toEqual([])
  })

  it('numbers a page past every revision it stored, as after a restore of rows numbered past the sequence', async () => {
    const saved = await saveDraft(world.admin, 'Antes', null)
    await world.db.exec(
      `alter table public.page_content_drafts disable trigger user;
       update public.page_content_drafts set revision = revision + 1000000;
       alter table public.page_content_drafts enable trigger user`,
    )
    const next = await saveDraft(world.admin, 'Después', saved.revision + 1000000)
    expect(next).toMatchObject({ saved: true })
    expect(next.revision).toBeGreaterThan(saved.revision + 1000000)
  })

  it('lets no visitor call them, and saves nothing for an account that is not an admin', async () => {
    await expect(saveDraft(anon, 'x', 0)).rejects.toThrow(/permission denied/)
    await expect(contentState(anon)).rejects.toThrow(/permission denied/)
    await expect(saveDraft(world.staff, 'x', 0)).rejects.toThrow(/row-level security/)
    expect(await draftSubtitle()).toBeUndefined()
  })
})
