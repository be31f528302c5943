import { asCaller, type Caller } from '@/lib/db/roles'
import { createAccount, databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// private.lock_and_compare, the first step of a new function that writes a
// page for an editor, on the real SQL and as the API roles meet it: never
// directly, only through such a function (here a scratch one, written as a
// migration would write it). It lets the write through at the revision the
// editor opened, answers as every save does when someone else changed the page
// meanwhile, and holds the page's lock, the one the existing writers take,
// until the transaction ends.

const anon: Caller = { role: 'anon' }
const service: Caller = { role: 'service_role' }
const path = '/ayudas-placas-solares'
type State = { revision: number; saved?: boolean; changedByEmail?: string }

const scratchWriter = `
  create function public.scratch_save_subtitle(page_path text, subtitle text, based_on bigint) returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
  declare
    stale jsonb;
  begin
    if not (select public.is_admin()) then
      raise exception 'Only admins save pages' using errcode = '42501';
    end if;
    stale := private.lock_and_compare(page_path, based_on);
    if stale is not null then return stale; end if;
    insert into public.page_content_drafts as d (path, content, updated_at, updated_by, updated_by_email)
    values (page_path, jsonb_build_object('hero', jsonb_build_object('subtitle', subtitle)), now(),
            (select auth.uid()), (select a.email from public.admins a where a.user_id = (select auth.uid())))
    on conflict (path) do update
      set content = excluded.content, updated_at = excluded.updated_at, updated_by = excluded.updated_by,
          updated_by_email = excluded.updated_by_email;
    return public.page_content_state(page_path) || jsonb_build_object('saved', true);
  end
  $$;
  revoke execute on function public.scratch_save_subtitle(text, text, bigint) from public, anon, service_role;
  grant execute on function public.scratch_save_subtitle(text, text, bigint) to authenticated;`

/** Whether this session holds the page's advisory lock (its 64-bit key is split in two columns). */
const holdsPageLock = `select exists (
  select 1 from pg_locks l
   where l.locktype = 'advisory' and l.objsubid = 1 and l.pid = pg_backend_pid() and l.granted
     and ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended('page_content ' || $1, 0)
) as held`

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  let ana: Caller
  beforeAll(async () => {
    ana = await createAccount(world.db, 'ana@example.com', { admin: true })
    await world.db.exec(scratchWriter)
  })
  beforeEach(() =>
    world.db.exec(
      'delete from public.page_versions; delete from public.page_content; delete from public.page_content_drafts',
    ),
  )

  const value = async (caller: Caller, sql: string, params: unknown[]) =>
    (await run(caller, `select ${sql} as value`, params)).rows[0]!.value as State
  const save = (caller: Caller, subtitle: string, basedOn: number | null) =>
    value(caller, 'public.scratch_save_subtitle($1, $2, $3)', [path, subtitle, basedOn])
  const draftSubtitle = async () =>
    (
      await world.db.query<{ subtitle: string }>(
        `select content -> 'hero' ->> 'subtitle' as subtitle from public.page_content_drafts where path = $1`,
        [path],
      )
    ).rows[0]?.subtitle

  it('is called by no API role directly', async () => {
    for (const caller of [anon, world.staff, world.admin, service])
      await expect(run(caller, 'select private.lock_and_compare($1, 0)', [path])).rejects.toThrow(
        /permission denied/,
      )
  })

  it('lets a write through at the revision opened, and refuses one past it as the save functions do', async () => {
    const opened = await value(world.admin, 'public.page_content_state($1)', [path])
    expect(opened).toEqual({ revision: 0 })
    const first = await save(ana, 'De Ana', opened.revision)
    expect(first).toMatchObject({ saved: true, changedByEmail: 'ana@example.com' })
    expect(first.revision).toBeGreaterThan(0)

    const second = await save(world.admin, 'Del admin', opened.revision)
    expect(second).toMatchObject({
      saved: false,
      revision: first.revision,
      changedByEmail: 'ana@example.com',
    })
    expect(await draftSubtitle()).toBe('De Ana')
    const existing = await value(world.admin, 'public.save_page_draft($1, $2::jsonb, null, $3)', [
      path,
      JSON.stringify({ hero: { subtitle: 'Del admin' } }),
      opened.revision,
    ])
    expect(second).toEqual(existing)
  })

  it('lets a write based on no revision through, whatever the page is at', async () => {
    const first = await save(ana, 'De Ana', null)
    const second = await save(world.admin, 'Del admin', null)
    expect(second).toMatchObject({ saved: true, changedByEmail: 'admin@example.com' })
    expect(second.revision).toBeGreaterThan(first.revision)
    expect(await draftSubtitle()).toBe('Del admin')
  })

  it('holds the page’s lock, the one the existing writers take, until the transaction ends', async () => {
    const heldInside = await asCaller(world.db, world.admin, async (tx) => {
      await tx.query('select public.scratch_save_subtitle($1, $2, null)', [path, 'Del admin'])
      return (await tx.query<{ held: boolean }>(holdsPageLock, [path])).rows[0]!.held
    })
    expect(heldInside).toBe(true)
    expect((await world.db.query<{ held: boolean }>(holdsPageLock, [path])).rows[0]!.held).toBe(false)
  })
})
