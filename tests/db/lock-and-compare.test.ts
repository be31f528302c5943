import { asCaller, type Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// private.lock_and_compare, the first step of a new function that writes a
// page for an editor, on the real SQL and as the API roles meet it: never
// directly, only through such a function (here a scratch one that saves the
// hero's subtitle, as a migration would write it). It lets the write through
// at the revision the editor opened, answers as every save does when someone
// else changed the page meanwhile, and holds the page's lock, the one the
// existing writers take, until the transaction ends.

const anon: Caller = { role: 'anon' }
const service: Caller = { role: 'service_role' }
const path = '/ayudas-placas-solares'
type State = { revision: number; saved?: boolean; changedByEmail?: string }

const scratchWriter = `
  create function public.scratch_subtitle(page_path text, subtitle text, based_on bigint) returns jsonb
  language plpgsql volatile security definer set search_path = '' as $$
  declare stale jsonb;
  begin
    if not (select public.is_admin()) then raise exception 'Only admins' using errcode = '42501'; end if;
    stale := private.lock_and_compare(page_path, based_on);
    if stale is not null then return stale; end if;
    delete from public.page_content_drafts d where d.path = page_path;
    insert into public.page_content_drafts (path, content, updated_by, updated_by_email)
    select page_path, jsonb_build_object('hero', jsonb_build_object('subtitle', subtitle)), a.user_id, a.email
      from public.admins a where a.user_id = (select auth.uid());
    return public.page_content_state(page_path) || jsonb_build_object('saved', true);
  end $$;
  revoke execute on function public.scratch_subtitle(text, text, bigint) from public, anon, service_role;
  grant execute on function public.scratch_subtitle(text, text, bigint) to authenticated;`

/** Whether this session holds the page's advisory lock (its 64-bit key is split in two columns). */
const holdsPageLock = `select exists (
  select 1 from pg_locks l
   where l.locktype = 'advisory' and l.objsubid = 1 and l.pid = pg_backend_pid() and l.granted
     and ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended('page_content ' || $1, 0)
) as held`

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  beforeAll(() => world.db.exec(scratchWriter))
  beforeEach(() => world.db.exec('delete from public.page_versions; delete from public.page_content_drafts'))

  const answer = async (caller: Caller, sql: string, params: unknown[]) =>
    (await world.run(caller, `select ${sql} as answer`, params)).rows[0]!.answer as State
  const opened = async () => (await answer(world.admin, 'public.page_content_state($1)', [path])).revision
  const write = (subtitle: string, basedOn: number | null) =>
    answer(world.admin, 'public.scratch_subtitle($1, $2, $3)', [path, subtitle, basedOn])
  /** Another editor's draft, stored as the existing save function stores it. */
  const othersDraft = (basedOn: number) =>
    world.db.query(
      `insert into public.page_content_drafts (path, content, updated_by_email) values ($1, $2::jsonb, 'ana@example.com')
         on conflict (path) do update set content = excluded.content, updated_by_email = excluded.updated_by_email`,
      [path, JSON.stringify({ hero: { subtitle: `De Ana, sobre la revisión ${basedOn}` } })],
    )
  const subtitle = async () =>
    (
      await world.db.query<{ subtitle: string }>(
        `select content -> 'hero' ->> 'subtitle' as subtitle from public.page_content_drafts where path = $1`,
        [path],
      )
    ).rows[0]?.subtitle

  it('is called by no API role directly', async () => {
    for (const caller of [anon, world.staff, world.admin, service])
      await expect(world.run(caller, 'select private.lock_and_compare($1, 0)', [path])).rejects.toThrow(
        /permission denied/,
      )
  })

  it('lets the write through at the revision the editor opened, or based on none', async () => {
    const atOpening = await opened()
    const saved = await write('Del admin', atOpening)
    expect(saved).toMatchObject({ saved: true, changedByEmail: 'admin@example.com' })
    expect(saved.revision).toBeGreaterThan(atOpening)
    await othersDraft(saved.revision)
    expect(await write('Otra vez del admin', null)).toMatchObject({ saved: true })
    expect(await subtitle()).toBe('Otra vez del admin')
  })

  it('refuses a write past the revision opened, storing nothing, with the answer the save functions give', async () => {
    const atOpening = await opened()
    await othersDraft(atOpening)
    const refused = await write('Del admin', atOpening)
    expect(refused).toMatchObject({ saved: false, changedByEmail: 'ana@example.com' })
    expect(refused.revision).toBeGreaterThan(atOpening)
    expect(await subtitle()).toBe(`De Ana, sobre la revisión ${atOpening}`)
    const draft = JSON.stringify({ hero: { subtitle: 'Del admin' } })
    expect(refused).toEqual(
      await answer(world.admin, 'public.save_page_draft($1, $2::jsonb, null, $3)', [path, draft, atOpening]),
    )
  })

  it('holds the page’s lock, the one the existing writers take, until the transaction ends', async () => {
    const heldInside = await asCaller(world.db, world.admin, async (tx) => {
      await tx.query('select public.scratch_subtitle($1, $2, null)', [path, 'Del admin'])
      return (await tx.query<{ held: boolean }>(holdsPageLock, [path])).rows[0]!.held
    })
    expect(heldInside).toBe(true)
    expect((await world.db.query<{ held: boolean }>(holdsPageLock, [path])).rows[0]!.held).toBe(false)
  })
})
