import pg from 'pg'
import type { Caller } from '@/lib/db/roles'
import { createAccount, databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'
import { createNamedPostgresDatabase, migratedTemplate, serverAddress } from '../support/postgres/database'

// 'Equipo' on the real SQL, as the API roles meet it: admins list the team
// with each one's last sign-in, record the invitations the server sends,
// remove a colleague (never the last admin, even two removals at once) and
// read who did what; visitors, the server key and accounts that are not
// admins get nothing.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }
type Admin = Extract<Caller, { role: 'authenticated' }>
type Member = { email: string; last_sign_in_at: string | null; invited_at: string | null }

const teamFunctions = [
  'public.team_members()',
  'public.record_team_invitation(text)',
  'public.remove_team_member(uuid)',
]

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, { secondAdmin: true })
  const { run, value } = world
  let accounts = 0
  const admin = () => world.admin as Admin
  const ana = () => world.ana as Admin

  /** Leaves the team as admin@ and ana@, and no history. */
  beforeEach(async () => {
    await world.db.exec('delete from public.team_events')
    for (const account of [admin(), ana()])
      await world.db.query(
        'insert into public.admins (user_id, email) values ($1, $2) on conflict (user_id) do nothing',
        [account.userId, account.email],
      )
    await world.db.query('delete from public.admins where user_id not in ($1, $2)', [
      admin().userId,
      ana().userId,
    ])
  })

  const members = async (caller: Caller) =>
    (await run(caller, 'select email, last_sign_in_at, invited_at from public.team_members()'))
      .rows as Member[]
  const remove = async (caller: Caller, member: Admin) =>
    value<string>(caller, 'public.remove_team_member($1)', [member.userId])
  const invite = (caller: Caller, email: string) =>
    run(caller, 'select public.record_team_invitation($1)', [email])
  const history = async (caller: Caller) =>
    (
      await run(
        caller,
        'select kind, member_email, actor_email, actor_id from public.team_events order by happened_at, id',
      )
    ).rows
  const adminEmails = async () =>
    (await world.db.query<{ email: string }>('select email from public.admins order by email')).rows.map(
      (row) => row.email,
    )
  const newAdmin = async () =>
    (await createAccount(world.db, `colega${++accounts}@example.com`, { admin: true })) as Admin

  it('grants the team’s functions and history to signed-in accounts alone, by name', async () => {
    for (const fn of teamFunctions) {
      const { rows } = await world.db.query<{ role: string; allowed: boolean }>(
        `select role, has_function_privilege(role, $1, 'execute') as allowed
           from unnest(array['anon', 'authenticated', 'service_role']) as role order by role`,
        [fn],
      )
      expect(rows).toEqual([
        { role: 'anon', allowed: false },
        { role: 'authenticated', allowed: true },
        { role: 'service_role', allowed: false },
      ])
    }
    for (const caller of [anon, server]) {
      await expect(members(caller)).rejects.toThrow(/permission denied for function team_members/)
      await expect(remove(caller, ana())).rejects.toThrow(/permission denied for function remove_team_member/)
      await expect(invite(caller, 'nueva@example.com')).rejects.toThrow(
        /permission denied for function record_team_invitation/,
      )
      await expect(history(caller)).rejects.toThrow(/permission denied for table team_events/)
    }
    // Nobody writes the history but the functions.
    await expect(
      run(
        admin(),
        `insert into public.team_events (kind, member_email, actor_email) values ('removed', 'x@example.com', 'y@example.com')`,
      ),
    ).rejects.toThrow(/permission denied for table team_events/)
    expect(await adminEmails()).toEqual(['admin@example.com', 'ana@example.com'])
  })

  it('refuses an account that is not an admin, which sees no history', async () => {
    await invite(admin(), 'nueva@example.com')
    await expect(members(world.staff)).rejects.toThrow(/Only admins manage the team/)
    await expect(remove(world.staff, ana())).rejects.toThrow(/Only admins manage the team/)
    await expect(invite(world.staff, 'otra@example.com')).rejects.toThrow(/Only admins manage the team/)
    expect(await history(world.staff)).toEqual([])
    expect(await adminEmails()).toEqual(['admin@example.com', 'ana@example.com'])
  })

  it('lists the admins with their last sign-in', async () => {
    await world.db.query(`update auth.users set last_sign_in_at = '2026-11-20T09:30:00Z' where id = $1`, [
      ana().userId,
    ])
    await world.db.query('update auth.users set last_sign_in_at = null where id = $1', [admin().userId])
    const listed = await members(admin())
    expect(
      listed.map(({ email, last_sign_in_at, invited_at }) => [email, last_sign_in_at, invited_at]),
    ).toEqual([
      ['admin@example.com', null, null],
      ['ana@example.com', expect.anything(), null],
    ])
    expect(new Date(listed[1]!.last_sign_in_at!).toISOString()).toBe('2026-11-20T09:30:00.000Z')
  })

  it('reads when Supabase invited an account, where auth.users has that column', async () => {
    await world.db.exec('alter table auth.users add column invited_at timestamptz')
    try {
      await world.db.query(`update auth.users set invited_at = '2026-11-27T10:00:00Z' where id = $1`, [
        ana().userId,
      ])
      const invited = (await members(admin())).find((member) => member.email === 'ana@example.com')!
      expect(new Date(invited.invited_at!).toISOString()).toBe('2026-11-27T10:00:00.000Z')
    } finally {
      await world.db.exec('alter table auth.users drop column invited_at')
    }
  })

  it('records an invitation, by whom, with the address as stored', async () => {
    await invite(ana(), '  Nueva@Example.com ')
    expect(await history(admin())).toEqual([
      {
        kind: 'invited',
        member_email: 'nueva@example.com',
        actor_email: 'ana@example.com',
        actor_id: ana().userId,
      },
    ])
    await expect(invite(ana(), 'no es un correo')).rejects.toThrow(/team_events_member_email_check/)
  })

  it('removes a colleague, records it, and answers when they were not on the team', async () => {
    const colleague = await newAdmin()
    expect(await remove(admin(), colleague)).toBe('removed')
    expect(await adminEmails()).toEqual(['admin@example.com', 'ana@example.com'])
    expect(await history(ana())).toEqual([
      {
        kind: 'removed',
        member_email: colleague.email,
        actor_email: 'admin@example.com',
        actor_id: admin().userId,
      },
    ])
    expect(await remove(admin(), colleague)).toBe('not_member')
    expect(await history(ana())).toHaveLength(1)
  })

  it('never removes the last admin, and lets an admin leave while another remains', async () => {
    expect(await remove(ana(), ana())).toBe('removed')
    // Ana is no longer an admin: she can neither list nor remove.
    await expect(members(ana())).rejects.toThrow(/Only admins manage the team/)
    await expect(remove(ana(), admin())).rejects.toThrow(/Only admins manage the team/)
    expect(await remove(admin(), admin())).toBe('last_admin')
    expect(await adminEmails()).toEqual(['admin@example.com'])
    expect((await history(admin())).map((event) => event.member_email)).toEqual(['ana@example.com'])
  })

  it('leaves one admin when both leave at once', async () => {
    const answers = await Promise.all([remove(admin(), admin()), remove(ana(), ana())])
    expect(answers.sort()).toEqual(['last_admin', 'removed'])
    expect(await adminEmails()).toHaveLength(1)
  })

  it('keeps the removed person’s history entries once their account is deleted', async () => {
    const colleague = await newAdmin()
    await invite(colleague, 'otra@example.com')
    await world.db.query('delete from auth.users where id = $1', [colleague.userId])
    expect(await history(admin())).toEqual([
      { kind: 'invited', member_email: 'otra@example.com', actor_email: colleague.email, actor_id: null },
    ])
  })
})

// Two sessions of their own, each in its transaction: the second removal waits
// for the first to commit, then looks again, and refuses.
describe('two removals on separate connections (PostgreSQL 15)', () => {
  const on = engines.includes('PostgreSQL 15') ? it.each : it.skip.each
  type Account = { userId: string; email: string }
  on([
    [
      'each removes the other',
      (first: Account, second: Account) => [second, first],
      /Only admins manage the team/,
    ],
    ['both leave', (first: Account, second: Account) => [first, second], null],
  ] as const)('when %s, the second waits for the first, then is refused', async (_case, targets, refusal) => {
    const { db, name } = await createNamedPostgresDatabase({ template: migratedTemplate })
    const sessions = [0, 1, 2].map(() => new pg.Client({ ...serverAddress(), database: name }))
    try {
      const first = await createAccount(db, 'primera@example.com', { admin: true })
      const second = await createAccount(db, 'segunda@example.com', { admin: true })
      await Promise.all(sessions.map((session) => session.connect()))
      const [one, two, watcher] = sessions as [pg.Client, pg.Client, pg.Client]
      const signIn = async (session: pg.Client, account: Account) => {
        await session.query('begin')
        await session.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ role: 'authenticated', sub: account.userId, email: account.email }),
        ])
        await session.query('set local role authenticated')
      }
      const removal = (session: pg.Client, member: Account) =>
        session
          .query<{ answer: string }>('select public.remove_team_member($1) as answer', [member.userId])
          .then((result) => result.rows[0]!.answer)
      await signIn(one, first)
      await signIn(two, second)
      const [firstTarget, secondTarget] = targets(first, second) as [Account, Account]

      expect(await removal(one, firstTarget)).toBe('removed')
      const waiting = removal(two, secondTarget)
      // Polled until the second is seen blocked on the first's lock.
      for (;;) {
        const { rows } = await watcher.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_locks where not granted and relation = 'public.admins'::regclass`,
        )
        if (rows[0]!.waiting > 0) break
      }
      await one.query('commit')
      if (refusal) await expect(waiting).rejects.toThrow(refusal)
      else expect(await waiting).toBe('last_admin')
      await two.query('rollback')
      const { rows } = await db.query<{ email: string }>('select email from public.admins')
      expect(rows).toHaveLength(1)
    } finally {
      await Promise.all(sessions.map((session) => session.end().catch(() => undefined)))
      await db.close()
    }
  })
})
