/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite'
import { addLocalAdmin, addSupabaseAdmin } from '@/lib/auth/admins'
import { createLocalAccount, isLocalAdmin } from '@/lib/auth/local/accounts'
import { createServiceRoleClients } from '@/lib/supabase/service-role'
import { createTestDb } from '../support/database'
import { fakeFetch, supabaseUrl, type Answer } from '../support/fake-supabase'

// What `npm run admin -- add EMAIL` does on each backend.

describe('on the local backend', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await createTestDb()
  })
  afterAll(() => db.close())

  it('puts an existing account on the admin list once, found by its e-mail in any case', async () => {
    await createLocalAccount(db, { email: 'admin@example.com', password: 'secreto1' })
    const staff = await createLocalAccount(db, { email: 'staff@example.com', password: 'secreto2' })
    if (!staff.ok) throw new Error('sign-up failed')
    expect(await isLocalAdmin(db, staff.user)).toBe(false)
    expect(await addLocalAdmin(db, ' Staff@Example.com')).toEqual({
      ok: true,
      email: 'staff@example.com',
      alreadyAdmin: false,
    })
    expect(await isLocalAdmin(db, staff.user)).toBe(true)
    expect(await addLocalAdmin(db, 'staff@example.com')).toMatchObject({ ok: true, alreadyAdmin: true })
  })

  it('says so when no account uses the e-mail', async () => {
    expect(await addLocalAdmin(db, 'nadie@example.com')).toEqual({
      ok: false,
      message: 'No account uses nadie@example.com. Sign up at /auth first, then run this again.',
    })
  })
})

describe('on Supabase, with the service-role key', () => {
  const user = (n: number) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `u${n}@example.com`,
  })
  // Two pages of accounts: the one sought is on the second.
  const pages = [
    Array.from({ length: 1000 }, (_, i) => user(i)),
    [user(1000), { ...user(1001), email: 'Jefa@Example.com' }],
  ]

  function supabase(adminsAnswer: Answer = { status: 201, body: [{ user_id: user(1001).id }] }) {
    const { fetch, sent } = fakeFetch((request) => {
      if (request.url.pathname === '/auth/v1/admin/users') {
        const page = Number(request.url.searchParams.get('page'))
        return { status: 200, body: { users: pages[page - 1] ?? [], aud: 'authenticated' } }
      }
      if (request.url.pathname === '/rest/v1/admins') return adminsAnswer
      return { status: 404, body: { message: 'unexpected request' } }
    })
    return { client: createServiceRoleClients(supabaseUrl, 'service-role-key', fetch), sent }
  }

  it('finds the account through the auth admin API, page by page, and inserts it into admins', async () => {
    const { client, sent } = supabase()
    expect(await addSupabaseAdmin(client, 'jefa@example.com')).toEqual({
      ok: true,
      email: 'jefa@example.com',
      alreadyAdmin: false,
    })
    const [first, second, insert] = sent
    expect(first!.url.searchParams.get('page')).toBe('1')
    expect(second!.url.searchParams.get('page')).toBe('2')
    for (const request of sent) {
      expect(request.headers.get('apikey')).toBe('service-role-key')
      expect(request.headers.get('authorization')).toBe('Bearer service-role-key')
    }
    expect(insert!.method).toBe('POST')
    expect(insert!.url.searchParams.get('on_conflict')).toBe('user_id')
    expect(insert!.body).toEqual({ user_id: user(1001).id, email: 'jefa@example.com' })
  })

  it('reports an account that already was an admin', async () => {
    const { client } = supabase({ status: 201, body: [] })
    expect(await addSupabaseAdmin(client, 'jefa@example.com')).toMatchObject({ ok: true, alreadyAdmin: true })
  })

  it('says so when no account uses the e-mail, and when Supabase refuses', async () => {
    expect(await addSupabaseAdmin(supabase().client, 'nadie@example.com')).toEqual({
      ok: false,
      message: 'No account uses nadie@example.com. Sign up at /auth first, then run this again.',
    })
    const refused = supabase({
      status: 403,
      body: { code: '42501', message: 'permission denied for table admins' },
    })
    expect(await addSupabaseAdmin(refused.client, 'jefa@example.com')).toEqual({
      ok: false,
      message: 'Could not write admins: permission denied for table admins',
    })
  })
})
