/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite'
import { addLocalAdmin, addSupabaseAdmin, inviteSupabaseAdmin } from '@/lib/auth/admins'
import { createLocalAccount, isLocalAdmin } from '@/lib/auth/local/accounts'
import { createServiceRoleClients } from '@/lib/supabase/service-role'
import { createTestDb } from '../support/database'
import { authError, fakeFetch, supabaseUrl, type Answer, type Sent } from '../support/fake-supabase'

// What `npm run admin -- add EMAIL` and `invite EMAIL` do on each backend.

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
    email_confirmed_at: '2026-11-20T10:00:00Z',
    confirmed_at: '2026-11-20T10:00:00Z',
    last_sign_in_at: '2026-11-21T10:00:00Z',
  })
  const jefa = { ...user(1001), email: 'Jefa@Example.com' }
  // Someone signed up with this address and never confirmed it: perhaps a stranger.
  const unconfirmed = {
    ...user(1002),
    email: 'pendiente@example.com',
    email_confirmed_at: null,
    confirmed_at: null,
    last_sign_in_at: null,
  }
  const neverSignedIn = { ...user(1003), email: 'nueva@example.com', last_sign_in_at: null }
  // Two pages of accounts: the ones sought are on the second.
  const pages = [
    Array.from({ length: 1000 }, (_, i) => user(i)),
    [user(1000), jefa, unconfirmed, neverSignedIn],
  ]
  const invited = { id: '11111111-2222-4333-8444-555555555555', email: 'tecnico@example.com' }

  type Answers = { admins?: Answer; invite?: (request: Sent) => Answer }
  /** The account Supabase creates for an invitation: the metadata sent becomes its user_metadata. */
  const inviteCreates =
    (account = invited) =>
    (request: Sent): Answer => ({
      status: 200,
      body: {
        ...account,
        aud: 'authenticated',
        role: 'authenticated',
        invited_at: '2026-11-27T12:00:00Z',
        user_metadata: request.body?.data ?? {},
        app_metadata: { provider: 'email', providers: ['email'] },
        created_at: '2026-11-27T12:00:00Z',
      },
    })

  function supabase({
    admins = { status: 201, body: [{ user_id: jefa.id }] },
    invite = inviteCreates(),
  }: Answers = {}) {
    const { fetch, sent } = fakeFetch((request) => {
      if (request.url.pathname === '/auth/v1/admin/users') {
        const page = Number(request.url.searchParams.get('page'))
        return { status: 200, body: { users: pages[page - 1] ?? [], aud: 'authenticated' } }
      }
      if (request.url.pathname === '/auth/v1/invite') return invite(request)
      if (request.url.pathname === '/rest/v1/admins') return admins
      return { status: 404, body: { message: 'unexpected request' } }
    })
    return { client: createServiceRoleClients(supabaseUrl, 'service-role-key', fetch), sent }
  }
  const calls = (sent: Sent[]) => sent.map((request) => `${request.method} ${request.url.pathname}`)

  describe('add', () => {
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
      expect(insert!.body).toEqual({ user_id: jefa.id, email: 'jefa@example.com' })
    })

    it('reports an account that already was an admin', async () => {
      const { client } = supabase({ admins: { status: 201, body: [] } })
      expect(await addSupabaseAdmin(client, 'jefa@example.com')).toMatchObject({
        ok: true,
        alreadyAdmin: true,
      })
    })

    it('refuses an account whose address was never confirmed, pointing to invite, and writes nothing', async () => {
      const { client, sent } = supabase()
      expect(await addSupabaseAdmin(client, 'Pendiente@example.com')).toEqual({
        ok: false,
        message:
          'pendiente@example.com has an account whose address was never confirmed: it may be a stranger’s ' +
          'sign-up, whose password would stay theirs, so it is not made admin. Delete it in the Supabase ' +
          'dashboard (Authentication → Users), then run: npm run admin -- invite pendiente@example.com',
      })
      expect(calls(sent)).not.toContain('POST /rest/v1/admins')
    })

    it('refuses a confirmed account that has never signed in, and writes nothing', async () => {
      const { client, sent } = supabase()
      const result = await addSupabaseAdmin(client, 'nueva@example.com')
      expect(result).toEqual({
        ok: false,
        message:
          'nueva@example.com has an account that has never signed in, so nothing shows that its owner chose ' +
          'its password; it is not made admin. Ask the person to sign in at /auth once, then run add again; ' +
          'or delete it in the Supabase dashboard (Authentication → Users) and run: ' +
          'npm run admin -- invite nueva@example.com',
      })
      expect(calls(sent)).not.toContain('POST /rest/v1/admins')
    })

    it('says so when no account uses the e-mail, and when Supabase refuses', async () => {
      expect(await addSupabaseAdmin(supabase().client, 'nadie@example.com')).toEqual({
        ok: false,
        message:
          'No account uses nadie@example.com. Invite the person: npm run admin -- invite nadie@example.com',
      })
      const refused = supabase({
        admins: { status: 403, body: { code: '42501', message: 'permission denied for table admins' } },
      })
      expect(await addSupabaseAdmin(refused.client, 'jefa@example.com')).toEqual({
        ok: false,
        message: 'Could not write admins: permission denied for table admins',
      })
    })
  })

  describe('invite', () => {
    const redirectTo = 'https://www.solaryelectricidadcieza.es/seo-dashboard/bienvenida'

    it('sends Supabase’s invitation with the password page as its redirect, then puts the new account on admins', async () => {
      const { client, sent } = supabase({ admins: { status: 201, body: [{ user_id: invited.id }] } })
      expect(await inviteSupabaseAdmin(client, ' Tecnico@Example.com', redirectTo)).toEqual({
        ok: true,
        email: 'tecnico@example.com',
      })
      expect(calls(sent)).toEqual([
        'GET /auth/v1/admin/users',
        'GET /auth/v1/admin/users',
        'POST /auth/v1/invite',
        'POST /rest/v1/admins',
      ])
      const [, , invite, insert] = sent
      expect(invite!.url.searchParams.get('redirect_to')).toBe(redirectTo)
      expect(invite!.headers.get('authorization')).toBe('Bearer service-role-key')
      expect(invite!.body).toEqual({
        email: 'tecnico@example.com',
        data: { invitation: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      })
      expect(insert!.url.searchParams.get('on_conflict')).toBe('user_id')
      expect(insert!.body).toEqual({ user_id: invited.id, email: 'tecnico@example.com' })
    })

    it.each([
      [
        'an unconfirmed account (perhaps a stranger’s sign-up)',
        'pendiente@example.com',
        'pendiente@example.com already has an account that was never confirmed (a sign-up, or an invitation ' +
          'not yet accepted). It may be a stranger’s, and its password would survive an invitation. Delete it ' +
          'in the Supabase dashboard (Authentication → Users), then run: npm run admin -- invite pendiente@example.com',
      ],
      [
        'a confirmed account',
        'jefa@example.com',
        'jefa@example.com already has an account. Once its owner has signed in, make it admin with: ' +
          'npm run admin -- add jefa@example.com',
      ],
    ])('refuses an address with %s, inviting no one and writing nothing', async (_, email, message) => {
      const { client, sent } = supabase()
      expect(await inviteSupabaseAdmin(client, email, redirectTo)).toEqual({ ok: false, message })
      expect(calls(sent)).toEqual(['GET /auth/v1/admin/users', 'GET /auth/v1/admin/users'])
    })

    it('refuses when Supabase says a confirmed account took the address meanwhile', async () => {
      const { client, sent } = supabase({
        invite: () =>
          authError(422, 'email_exists', 'A user with this email address has already been registered'),
      })
      expect(await inviteSupabaseAdmin(client, 'tecnico@example.com', redirectTo)).toEqual({
        ok: false,
        message:
          'tecnico@example.com already has an account. Once its owner has signed in, make it admin with: ' +
          'npm run admin -- add tecnico@example.com',
      })
      expect(calls(sent)).not.toContain('POST /rest/v1/admins')
    })

    it('makes no one admin when Supabase invited an unconfirmed account that appeared meanwhile', async () => {
      // Supabase invites an existing unconfirmed account without touching its metadata: no mark of ours.
      const stranger = { id: '99999999-2222-4333-8444-555555555555', email: 'tecnico@example.com' }
      const { client, sent } = supabase({
        invite: (request) => {
          const answer = inviteCreates(stranger)(request) as { status: number; body: Record<string, unknown> }
          return { ...answer, body: { ...answer.body, user_metadata: {} } }
        },
      })
      expect(await inviteSupabaseAdmin(client, 'tecnico@example.com', redirectTo)).toEqual({
        ok: false,
        message:
          'An account with tecnico@example.com was created while inviting, not by this invitation, so it is ' +
          'not made admin. Delete it in the Supabase dashboard (Authentication → Users), then run: ' +
          'npm run admin -- invite tecnico@example.com',
      })
      expect(calls(sent)).not.toContain('POST /rest/v1/admins')
    })

    it('says what to run when the invitation went but admins could not be written', async () => {
      const { client } = supabase({
        admins: { status: 403, body: { code: '42501', message: 'permission denied for table admins' } },
      })
      expect(await inviteSupabaseAdmin(client, 'tecnico@example.com', redirectTo)).toEqual({
        ok: false,
        message:
          'The invitation went to tecnico@example.com, but admins could not be written: permission denied for ' +
          'table admins. Once the person has chosen a password, run: npm run admin -- add tecnico@example.com',
      })
    })

    it('passes on Supabase’s refusal to send', async () => {
      const { client } = supabase({
        invite: () => authError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
      })
      expect(await inviteSupabaseAdmin(client, 'tecnico@example.com', redirectTo)).toEqual({
        ok: false,
        message: 'Supabase refused to send the invitation: email rate limit exceeded',
      })
    })
  })
})
