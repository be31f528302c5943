/** @jest-environment node */
import { asCaller, type Caller } from '@/lib/data/local/roles'
import { createAccount, createMigratedDb } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'

// Admins carried over from the local backend wait in pending_admins until
// their owner signs up on Supabase with that e-mail and confirms it; then,
// and only then, the account is on the admin list. Supabase Auth writes
// auth.users; the tests write it the same way, with Supabase's
// email_confirmed_at column added to the shim's table.

const anon: Caller = { role: 'anon' }

describe.each(engines)('on %s', (engine) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createMigratedDb(engine)
  })
  afterAll(() => db.close())

  const isAdmin = async (email: string) =>
    (await db.query('select 1 from public.admins where email = $1', [email])).rows.length === 1
  const pending = async () =>
    (await db.query<{ email: string }>('select email from public.pending_admins order by email')).rows.map(
      (row) => row.email,
    )
  /** Supabase Auth's sign-up: the account, confirmed at once or not yet. */
  const signUp = async (email: string, confirmed: boolean) =>
    (
      await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at)
         values ($1, 'hash', case when $2::boolean then now() end) returning id`,
        [email, confirmed],
      )
    ).rows[0]!.id

  it('still lets the local backend create accounts, whose auth.users has no email_confirmed_at', async () => {
    await db.query(`insert into public.pending_admins (email) values ('local@example.com')`)
    await createAccount(db, 'local@example.com')
    expect(await isAdmin('local@example.com')).toBe(false)
    expect(await pending()).toEqual(['local@example.com'])
    await db.exec(`delete from public.pending_admins;
      alter table auth.users add column email_confirmed_at timestamptz`)
  })

  it('makes a pending e-mail admin once its owner confirms it, and nobody else', async () => {
    await db.query(`insert into public.pending_admins (email) values ('gerencia@example.com')`)

    await signUp('intruso@example.com', true)
    const owner = await signUp('Gerencia@Example.com', false)
    expect(await isAdmin('intruso@example.com')).toBe(false)
    expect(await isAdmin('Gerencia@Example.com')).toBe(false) // not confirmed yet
    expect(await pending()).toEqual(['gerencia@example.com'])

    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [owner])
    expect(await isAdmin('Gerencia@Example.com')).toBe(true)
    expect(await pending()).toEqual([])
    expect(await isAdmin('intruso@example.com')).toBe(false)
  })

  it('admits an account confirmed at sign-up at once', async () => {
    await db.query(`insert into public.pending_admins (email) values ('tecnico@example.com')`)
    await signUp('tecnico@example.com', true)
    expect(await isAdmin('tecnico@example.com')).toBe(true)
    expect(await pending()).toEqual([])
  })

  it('is out of reach of every API role a visitor or an account acts as', async () => {
    await db.query(`insert into public.pending_admins (email) values ('espera@example.com')`)
    const staffId = await signUp('staff@example.com', true)
    const staff: Caller = { role: 'authenticated', userId: staffId, email: 'staff@example.com' }
    for (const caller of [anon, staff]) {
      await expect(
        asCaller(db, caller, (tx) => tx.query('select email from public.pending_admins')),
      ).rejects.toThrow(/permission denied/)
      await expect(
        asCaller(db, caller, (tx) =>
          tx.query(`insert into public.pending_admins (email) values ('atacante@example.com')`),
        ),
      ).rejects.toThrow(/permission denied/)
      await expect(
        asCaller(db, caller, (tx) => tx.query('select public.admit_pending_admin()')),
      ).rejects.toThrow(/permission denied|trigger functions can only be called as triggers/)
    }
    expect(await pending()).toEqual(['espera@example.com'])
  })
})
