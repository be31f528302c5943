import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// Who else is editing a page, on the real SQL and as the API roles meet it:
// an admin who marks a page is seen by the other admins (not by themselves)
// for 2 minutes; visitors and the site's server key can neither mark nor read.
// And 'Descartar borrador': the draft goes only while the page is at the
// revision the editor showed.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }
const path = '/ayudas-placas-solares'

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, {
    secondAdmin: true,
    emptyBeforeEach: ['public.page_presence', 'public.page_content_drafts'],
  })
  const { run } = world

  const mark = (caller: Caller, page = path) => run(caller, 'select public.mark_page_editing($1)', [page])
  const editors = async (caller: Caller, page = path) =>
    (await run(caller, 'select email from public.page_editors($1)', [page])).rows.map((row) => row.email)
  const stored = async () =>
    (await world.db.query<{ email: string }>('select email from public.page_presence order by email')).rows

  it('shows an admin who marked the page to the other admins, not to themselves', async () => {
    await mark(world.ana)
    expect(await editors(world.admin)).toEqual(['ana@example.com'])
    expect(await editors(world.ana)).toEqual([])
    expect(await editors(world.admin, '/otra-pagina')).toEqual([])

    // Marking again renews the one row of that page and account.
    await mark(world.ana)
    await mark(world.admin)
    expect(await stored()).toEqual([{ email: 'admin@example.com' }, { email: 'ana@example.com' }])
    expect(await editors(world.ana)).toEqual(['admin@example.com'])
  })

  it('stops showing a mark older than 2 minutes', async () => {
    await mark(world.ana)
    await world.db.exec(`update public.page_presence set seen_at = now() - interval '121 seconds'`)
    expect(await editors(world.admin)).toEqual([])
    await world.db.exec(`update public.page_presence set seen_at = now() - interval '110 seconds'`)
    expect(await editors(world.admin)).toEqual(['ana@example.com'])
  })

  it('lets visitors and the server key neither mark nor read, and an account that is not admin mark nothing and see no one', async () => {
    await mark(world.ana)
    for (const caller of [anon, server]) {
      await expect(mark(caller)).rejects.toThrow(/permission denied for function mark_page_editing/)
      await expect(editors(caller)).rejects.toThrow(/permission denied for function page_editors/)
      await expect(run(caller, 'select * from public.page_presence')).rejects.toThrow(/permission denied/)
    }
    await mark(world.staff)
    expect(await stored()).toEqual([{ email: 'ana@example.com' }])
    expect(await editors(world.staff)).toEqual([])
    // Nor can an admin write someone else's mark.
    const someoneElse = (world.staff as { userId: string }).userId
    await expect(
      run(
        world.ana,
        `insert into public.page_presence (path, user_id, email) values ($1, $2, 'x@example.com')`,
        [path, someoneElse],
      ),
    ).rejects.toThrow(/row-level security/)
  })

  describe('discarding the draft', () => {
    const state = async (caller: Caller) =>
      (await run(caller, 'select public.page_content_state($1) as value', [path])).rows[0]!.value as {
        revision: number
        saved?: boolean
      }
    const saveDraft = async (caller: Caller, basedOn: number) =>
      (
        await run(caller, `select public.save_page_draft($1, '{"hero":{}}'::jsonb, null, $2) as value`, [
          path,
          basedOn,
        ])
      ).rows[0]!.value as { revision: number }
    const discard = async (caller: Caller, basedOn: number) =>
      (await run(caller, 'select public.discard_page_draft($1, $2) as value', [path, basedOn])).rows[0]!
        .value as { revision: number; saved: boolean; changedByEmail?: string }
    const drafts = async () => (await world.db.query('select path from public.page_content_drafts')).rows

    it('drops the draft the editor showed, and refuses one based on a state someone changed since', async () => {
      const mine = await saveDraft(world.admin, (await state(world.admin)).revision)
      const theirs = await saveDraft(world.ana, mine.revision)

      expect(await discard(world.admin, mine.revision)).toMatchObject({
        saved: false,
        revision: theirs.revision,
        changedByEmail: 'ana@example.com',
      })
      expect(await drafts()).toEqual([{ path }])

      expect(await discard(world.admin, theirs.revision)).toMatchObject({ saved: true, revision: 0 })
      expect(await drafts()).toEqual([])
    })

    it('lets no visitor or server key call it, and drops nothing for an account that is not admin', async () => {
      const saved = await saveDraft(world.admin, 0)
      await expect(discard(anon, saved.revision)).rejects.toThrow(/permission denied for function/)
      await expect(discard(server, saved.revision)).rejects.toThrow(/permission denied for function/)
      await discard(world.staff, 0)
      expect(await drafts()).toEqual([{ path }])
    })
  })
})
