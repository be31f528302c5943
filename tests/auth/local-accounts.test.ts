/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite'
import {
  createLocalAccount,
  findLocalSessionUser,
  isLocalAdmin,
  verifyLocalAccount,
} from '@/lib/auth/local/accounts'
import { verifyPassword } from '@/lib/auth/local/passwords'
import { createTestDb } from '../support/database'

// Local accounts against a real Postgres (PGlite) with the shim and every migration.

let db: PGlite

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(() => db.close())
// One database for the file (booting Postgres takes seconds); every test starts with no accounts.
beforeEach(async () => {
  await db.exec('delete from public.admins; delete from auth.users')
})

const storedRow = async (email: string) =>
  (
    await db.query<{ encrypted_password: string; last_sign_in_at: Date | null }>(
      'select encrypted_password, last_sign_in_at from auth.users where email = $1',
      [email],
    )
  ).rows[0]

describe('local sign-up', () => {
  it('makes the first account of an empty database an admin, and later ones not', async () => {
    const first = await createLocalAccount(db, { email: 'Primera@Example.com ', password: 'secreto1' })
    const second = await createLocalAccount(db, { email: 'segunda@example.com', password: 'secreto2' })
    expect(first).toEqual({
      ok: true,
      user: { id: expect.any(String), email: 'primera@example.com', isAdmin: true },
    })
    expect(second).toEqual({
      ok: true,
      user: { id: expect.any(String), email: 'segunda@example.com', isAdmin: false },
    })
    const { rows } = await db.query('select email from public.admins')
    expect(rows).toEqual([{ email: 'primera@example.com' }])
  })

  it('stores only an scrypt string that verifies the password', async () => {
    await createLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' })
    const row = await storedRow('ana@example.com')
    expect(row!.encrypted_password).toMatch(/^scrypt\$/)
    expect(row!.encrypted_password).not.toContain('secreto1')
    expect(await verifyPassword('secreto1', row!.encrypted_password)).toBe(true)
  })

  it('refuses a second account with the same e-mail, whatever its case, and keeps the first password', async () => {
    await createLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' })
    expect(await createLocalAccount(db, { email: 'ANA@example.com', password: 'otraclave' })).toEqual({
      ok: false,
      error: 'user-exists',
    })
    expect((await db.query('select * from auth.users')).rows).toHaveLength(1)
    expect(await verifyLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' })).not.toBeNull()
  })

  it('gives exactly one admin when the first sign-ups arrive together', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        createLocalAccount(db, { email: `${name}@example.com`, password: 'secreto1' }),
      ),
    )
    expect(results.filter((result) => result.ok && result.user.isAdmin)).toHaveLength(1)
    expect((await db.query('select * from public.admins')).rows).toHaveLength(1)
  })

  it('does not make anyone admin on a database that already has accounts but no admin', async () => {
    await db.query(`insert into auth.users (email, encrypted_password) values ('vieja@example.com', 'x')`)
    const created = await createLocalAccount(db, { email: 'nueva@example.com', password: 'secreto1' })
    expect(created.ok && created.user.isAdmin).toBe(false)
  })
})

describe('local sign-in', () => {
  beforeEach(async () => {
    await createLocalAccount(db, { email: 'admin@example.com', password: 'secreto1' })
    await createLocalAccount(db, { email: 'staff@example.com', password: 'secreto2' })
  })

  it('returns the account and its admin right for the right password, and records the time', async () => {
    expect((await storedRow('staff@example.com'))!.last_sign_in_at).not.toBeNull()
    await db.query('update auth.users set last_sign_in_at = null')
    expect(await verifyLocalAccount(db, { email: ' Admin@Example.com', password: 'secreto1' })).toEqual({
      id: expect.any(String),
      email: 'admin@example.com',
      isAdmin: true,
    })
    expect(await verifyLocalAccount(db, { email: 'staff@example.com', password: 'secreto2' })).toMatchObject({
      isAdmin: false,
    })
    expect((await storedRow('admin@example.com'))!.last_sign_in_at).toBeInstanceOf(Date)
  })

  it('returns null for a wrong password or an unknown e-mail, and records nothing', async () => {
    await db.query('update auth.users set last_sign_in_at = null')
    expect(await verifyLocalAccount(db, { email: 'admin@example.com', password: 'secreto2' })).toBeNull()
    expect(await verifyLocalAccount(db, { email: 'nadie@example.com', password: 'secreto1' })).toBeNull()
    expect((await storedRow('admin@example.com'))!.last_sign_in_at).toBeNull()
  })
})

describe('local session lookup and admin right', () => {
  it('finds the account a cookie names, with its current right, and nothing once it is gone', async () => {
    const created = await createLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' })
    if (!created.ok) throw new Error('sign-up failed')
    const claims = { sub: created.user.id, email: created.user.email, exp: 0 }
    expect(await findLocalSessionUser(db, claims)).toEqual(created.user)
    await db.query('delete from public.admins')
    expect(await findLocalSessionUser(db, claims)).toEqual({ ...created.user, isAdmin: false })
    await db.query('delete from auth.users')
    expect(await findLocalSessionUser(db, claims)).toBeNull()
    expect(await findLocalSessionUser(db, { ...claims, sub: 'not-a-uuid' })).toBeNull()
  })

  it('reads the admin right under row-level security, as the account itself', async () => {
    await createLocalAccount(db, { email: 'admin@example.com', password: 'secreto1' })
    const staff = await createLocalAccount(db, { email: 'staff@example.com', password: 'secreto2' })
    if (!staff.ok) throw new Error('sign-up failed')
    expect(await isLocalAdmin(db, staff.user)).toBe(false)
    // A policy that hides the admin list from everyone makes even a real admin read false.
    await db.exec(`drop policy "Accounts see their own admin entry" on public.admins`)
    try {
      const admin = await verifyLocalAccount(db, { email: 'admin@example.com', password: 'secreto1' })
      expect(admin?.isAdmin).toBe(false)
    } finally {
      await db.exec(`create policy "Accounts see their own admin entry" on public.admins
        for select to authenticated using (user_id = (select auth.uid()))`)
    }
  })
})
