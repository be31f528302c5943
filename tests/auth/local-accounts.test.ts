import { createHash, randomBytes } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import {
  createLocalAccount,
  endLocalSessions,
  findLocalSessionUser,
  isLocalAdmin,
  verifyLocalAccount,
} from '@/lib/auth/local/accounts'
import { verifyPassword } from '@/lib/auth/local/passwords'
import { issueSetupToken } from '@/lib/auth/local/setup-tokens'
import { migrate } from '@/lib/db/migrate'
import { accountTables, createTestDb, emptyTables } from '../support/database'

// Local accounts against a real Postgres (PGlite) with the shim and every migration.

let db: PGlite

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(() => db.close())
// One database for the file (booting Postgres takes seconds); every test starts with no accounts.
beforeEach(() => emptyTables(db, accountTables))

const storedRow = async (email: string) =>
  (
    await db.query<{ encrypted_password: string; last_sign_in_at: Date | null }>(
      'select encrypted_password, last_sign_in_at from auth.users where email = $1',
      [email],
    )
  ).rows[0]

describe('local sign-up', () => {
  it('gives a sign-up without the setup link no rights, even on an empty database', async () => {
    const first = await createLocalAccount(db, { email: 'Primera@Example.com ', password: 'secreto1' })
    expect(first).toEqual({
      ok: true,
      user: { id: expect.any(String), email: 'primera@example.com', isAdmin: false, sessionVersion: 0 },
    })
    expect((await db.query('select * from public.admins')).rows).toEqual([])
  })

  it('makes the sign-up that carries a valid setup link an admin, and the link then works no more', async () => {
    const { token } = await issueSetupToken(db)
    const admin = await createLocalAccount(db, {
      email: 'jefa@example.com',
      password: 'secreto1',
      setupToken: token,
    })
    expect(admin).toEqual({
      ok: true,
      user: { id: expect.any(String), email: 'jefa@example.com', isAdmin: true, sessionVersion: 0 },
    })
    expect((await db.query('select email from public.admins')).rows).toEqual([{ email: 'jefa@example.com' }])
    expect((await db.query('select * from auth.setup_tokens')).rows).toEqual([])

    expect(
      await createLocalAccount(db, { email: 'otra@example.com', password: 'secreto1', setupToken: token }),
    ).toEqual({ ok: false, error: 'invalid-setup-link' })
    expect((await db.query('select email from auth.users order by email')).rows).toEqual([
      { email: 'jefa@example.com' },
    ])
  })

  it('refuses an unknown, replaced or expired setup link and creates nothing', async () => {
    const replaced = await issueSetupToken(db)
    const current = await issueSetupToken(db)
    await db.query(`update auth.setup_tokens set expires_at = now() - interval '1 second'`)
    for (const setupToken of [replaced.token, current.token, randomBytes(32).toString('base64url')]) {
      expect(
        await createLocalAccount(db, { email: 'ana@example.com', password: 'secreto1', setupToken }),
      ).toEqual({ ok: false, error: 'invalid-setup-link' })
    }
    expect((await db.query('select * from auth.users')).rows).toEqual([])
    expect((await db.query('select * from public.admins')).rows).toEqual([])
  })

  it('keeps the setup link valid when its sign-up is refused for a taken e-mail', async () => {
    await createLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' })
    const { token } = await issueSetupToken(db)
    expect(
      await createLocalAccount(db, { email: 'ana@example.com', password: 'otra-clave', setupToken: token }),
    ).toEqual({ ok: false, error: 'user-exists' })
    const retry = await createLocalAccount(db, {
      email: 'jefa@example.com',
      password: 'secreto1',
      setupToken: token,
    })
    expect(retry.ok && retry.user.isAdmin).toBe(true)
  })

  it('stores only the SHA-256 of the setup token, expiring in 24 hours', async () => {
    const { token, expiresAt } = await issueSetupToken(db)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { rows } = await db.query<{ token_hash: string; hours: number }>(
      `select token_hash, (extract(epoch from expires_at - now()) / 3600)::float8 as hours from auth.setup_tokens`,
    )
    expect(rows).toEqual([
      { token_hash: createHash('sha256').update(token).digest('hex'), hours: expect.any(Number) },
    ])
    expect(rows[0]!.hours).toBeCloseTo(24, 1)
    expect(JSON.stringify(await db.query('select * from auth.setup_tokens'))).not.toContain(token)
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000)
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

  it('gives exactly one admin when sign-ups carrying the same setup link arrive together', async () => {
    const { token } = await issueSetupToken(db)
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        createLocalAccount(db, { email: `${name}@example.com`, password: 'secreto1', setupToken: token }),
      ),
    )
    expect(results.filter((result) => result.ok && result.user.isAdmin)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.error === 'invalid-setup-link')).toHaveLength(2)
    expect((await db.query('select * from public.admins')).rows).toHaveLength(1)
    expect((await db.query('select * from auth.users')).rows).toHaveLength(1)
  })
})

/** An admin, made the one way a web sign-up can make one: through the setup link. */
async function createAdmin(email: string, password: string) {
  const { token } = await issueSetupToken(db)
  const created = await createLocalAccount(db, { email, password, setupToken: token })
  if (!created.ok) throw new Error('admin sign-up failed')
  return created.user
}

describe('local sign-up once an admin exists', () => {
  it('is closed without a link, creating nothing; the setup and invitation links record how the account was made', async () => {
    const early = await createLocalAccount(db, { email: 'temprana@example.com', password: 'secreto1' })
    await createAdmin('admin@example.com', 'secreto1')
    expect(await createLocalAccount(db, { email: 'tarde@example.com', password: 'secreto1' })).toEqual({
      ok: false,
      error: 'signup-disabled',
    })
    expect(early.ok).toBe(true)
    expect((await db.query('select email, created_through from auth.users order by email')).rows).toEqual([
      { email: 'admin@example.com', created_through: 'setup-link' },
      { email: 'temprana@example.com', created_through: 'sign-up' },
    ])
  })

  it('refuses an address that is not a plain e-mail address in the database too', async () => {
    await expect(
      db.query(`insert into auth.users (email, encrypted_password) values ($1, 'x')`, [
        'ana@example.com\r\x1b[2K',
      ]),
    ).rejects.toThrow(/users_email_format/)
  })
})

describe('local sign-in', () => {
  beforeEach(async () => {
    // Signed up while no admin existed: sign-up closes with the first admin.
    await createLocalAccount(db, { email: 'staff@example.com', password: 'secreto2' })
    await createAdmin('admin@example.com', 'secreto1')
  })

  it('returns the account, its admin right and session version for the right password, and records the time', async () => {
    expect((await storedRow('staff@example.com'))!.last_sign_in_at).not.toBeNull()
    await db.query('update auth.users set last_sign_in_at = null')
    await db.query(`update auth.users set session_version = 3 where email = 'admin@example.com'`)
    expect(await verifyLocalAccount(db, { email: ' Admin@Example.com', password: 'secreto1' })).toEqual({
      id: expect.any(String),
      email: 'admin@example.com',
      isAdmin: true,
      sessionVersion: 3,
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

const claimsOf = (account: { id: string; email: string; sessionVersion: number }) => ({
  sub: account.id,
  email: account.email,
  ver: account.sessionVersion,
  auth_time: 0,
  exp: 0,
})

describe('local session lookup and admin right', () => {
  it('finds the account a cookie names, with its current right, and nothing once it is gone', async () => {
    const user = await createAdmin('ana@example.com', 'secreto1')
    const claims = claimsOf(user)
    const sessionUser = { id: user.id, email: user.email, isAdmin: user.isAdmin }
    expect(await findLocalSessionUser(db, claims)).toEqual(sessionUser)
    await db.query('delete from public.admins')
    expect(await findLocalSessionUser(db, claims)).toEqual({ ...sessionUser, isAdmin: false })
    await db.query('delete from auth.users')
    expect(await findLocalSessionUser(db, claims)).toBeNull()
    expect(await findLocalSessionUser(db, { ...claims, sub: 'not-a-uuid' })).toBeNull()
  })

  it('ends every session of the account at sign-out, and only when the signing-out session is current', async () => {
    const created = await createLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' })
    if (!created.ok) throw new Error('sign-up failed')
    const laptop = claimsOf(created.user)
    const phone = claimsOf(
      (await verifyLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' }))!,
    )
    expect(await findLocalSessionUser(db, phone)).not.toBeNull()

    await endLocalSessions(db, laptop)
    expect(await findLocalSessionUser(db, laptop)).toBeNull()
    expect(await findLocalSessionUser(db, phone)).toBeNull()

    // A new sign-in works; signing out again from an already ended session leaves it alone.
    const tablet = claimsOf(
      (await verifyLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' }))!,
    )
    expect(tablet.ver).toBe(laptop.ver + 1)
    await endLocalSessions(db, phone)
    expect(await findLocalSessionUser(db, tablet)).not.toBeNull()
  })

  it('reads the admin right under row-level security, as the account itself', async () => {
    const staff = await createLocalAccount(db, { email: 'staff@example.com', password: 'secreto2' })
    if (!staff.ok) throw new Error('sign-up failed')
    await createAdmin('admin@example.com', 'secreto1')
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

describe('an existing local database', () => {
  it('gains the session version and the setup tokens on its next open, keeping its accounts', async () => {
    const old = await createTestDb()
    try {
      await old.exec('alter table auth.users drop column session_version; drop table auth.setup_tokens')
      await old.query(`insert into auth.users (email, encrypted_password) values ('vieja@example.com', 'x')`)
      expect(await migrate(old)).toEqual([])
      expect((await old.query('select email, session_version from auth.users')).rows).toEqual([
        { email: 'vieja@example.com', session_version: 0 },
      ])
      expect((await old.query('select * from auth.setup_tokens')).rows).toEqual([])
    } finally {
      await old.close()
    }
  })
})
