import type { PGlite } from '@electric-sql/pglite'
import { addLocalAdmin, addSupabaseAdmin, inviteLocalAdmin, inviteSupabaseAdmin } from '@/lib/auth/admins'
import { createLocalAccount, verifyLocalAccount } from '@/lib/auth/local/accounts'
import { invitedEmail } from '@/lib/auth/local/invitations'
import { createServiceRoleClients } from '@/lib/supabase/service-role'
import { accountTables, createTestDb, emptyTables } from '../support/database'
import { authError, fakeFetch, supabaseUrl, type Answer, type Sent } from '../support/fake-supabase'

// What `npm run admin -- add EMAIL` and `invite EMAIL` do on each backend.

describe('on the local backend', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await createTestDb()
  })
  afterAll(() => db.close())
  // Each test starts with no account and no invitation, whatever ran before it.
  beforeEach(() => emptyTables(db, ['auth.invitations', ...accountTables]))

  const tokenOf = (path: string) => new URL(path, 'http://localhost').searchParams.get('invitacion')!
  const originOf = async (email: string) =>
    (
      await db.query<{ created_through: string }>('select created_through from auth.users where email = $1', [
        email,
      ])
    ).rows[0]?.created_through
  const adminEmailsNow = async () =>
    (await db.query<{ email: string }>('select email from public.admins order by email')).rows.map(
      (row) => row.email,
    )
  /** An account made through an invitation link, as `invite` and the sign-up after it make one: an admin. */
  async function accountThroughInvitation(email: string) {
    const invitation = await inviteLocalAdmin(db, email)
    if (!invitation.ok) throw new Error(invitation.message)
    const created = await createLocalAccount(db, {
      email,
      password: 'secreto1',
      invitationToken: tokenOf(invitation.path),
    })
    if (!created.ok) throw new Error('invitation refused')
  }

  it('invites with a one-time link bound to the address, valid 24 hours; opening it makes that account admin', async () => {
    const invitation = await inviteLocalAdmin(db, ' Tecnico@Example.com ')
    if (!invitation.ok) throw new Error(invitation.message)
    expect(invitation.email).toBe('tecnico@example.com')
    expect(invitation.path).toMatch(/^\/auth\?invitacion=[A-Za-z0-9_-]{43}$/)
    expect(
      (
        await db.query(
          `select expires_at = $1 as returned, expires_at - created_at = interval '24 hours' as lifetime
             from auth.invitations where email = 'tecnico@example.com'`,
          [invitation.expiresAt],
        )
      ).rows,
    ).toEqual([{ returned: true, lifetime: true }])
    const token = tokenOf(invitation.path)
    expect(await invitedEmail(db, token)).toBe('tecnico@example.com')
    const signUpThroughLink = (email: string, password: string) =>
      createLocalAccount(db, { email, password, invitationToken: token })

    // Another address with this link creates nothing.
    expect(await signUpThroughLink('otro@example.com', 'secreto1')).toEqual({
      ok: false,
      error: 'invalid-invitation',
    })
    expect(await originOf('otro@example.com')).toBeUndefined()

    const created = await signUpThroughLink('tecnico@example.com', 'secreto1')
    expect(created).toMatchObject({ ok: true, user: { email: 'tecnico@example.com', isAdmin: true } })
    expect(await originOf('tecnico@example.com')).toBe('invitation')
    expect(await adminEmailsNow()).toContain('tecnico@example.com')
    // Used once: the same link creates nothing more.
    expect(await invitedEmail(db, token)).toBeNull()
    expect(await signUpThroughLink('tecnico@example.com', 'otra-clave')).toEqual({
      ok: false,
      error: 'invalid-invitation',
    })
  })

  it('an expired or replaced invitation link creates nothing', async () => {
    const first = await inviteLocalAdmin(db, 'oficina@example.com')
    const second = await inviteLocalAdmin(db, 'oficina@example.com')
    if (!first.ok || !second.ok) throw new Error('not invited')
    const request = { email: 'oficina@example.com', password: 'secreto1' }
    expect(await createLocalAccount(db, { ...request, invitationToken: tokenOf(first.path) })).toEqual({
      ok: false,
      error: 'invalid-invitation',
    })
    await db.query(`update auth.invitations set expires_at = now() - interval '1 second' where email = $1`, [
      'oficina@example.com',
    ])
    expect(await createLocalAccount(db, { ...request, invitationToken: tokenOf(second.path) })).toEqual({
      ok: false,
      error: 'invalid-invitation',
    })
    expect(await originOf('oficina@example.com')).toBeUndefined()
  })

  it('a stranger who signed up first with the address loses the account to the invited owner', async () => {
    await accountThroughInvitation('tecnico@example.com')
    await db.query('delete from public.admins')
    const stranger = await createLocalAccount(db, { email: 'gerencia@example.com', password: 'del-extrano' })
    if (!stranger.ok) throw new Error('sign-up failed')
    await db.query(
      'insert into public.admins (user_id, email) select id, email from auth.users where email = $1',
      ['tecnico@example.com'],
    )
    // add refuses the sign-up, pointing to invite, and writes nothing.
    expect(await addLocalAdmin(db, 'gerencia@example.com')).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^gerencia@example\.com has an account made by signing up at \/auth.*it is not made admin\. Invite the person instead: npm run admin -- invite gerencia@example\.com\./,
      ),
    })
    expect(await adminEmailsNow()).toEqual(['tecnico@example.com'])

    const invitation = await inviteLocalAdmin(db, 'gerencia@example.com')
    if (!invitation.ok) throw new Error(invitation.message)
    const owner = await createLocalAccount(db, {
      email: 'gerencia@example.com',
      password: 'de-la-gerente',
      invitationToken: tokenOf(invitation.path),
    })
    if (!owner.ok) throw new Error('invitation refused')
    expect(owner.user).toMatchObject({ id: stranger.user.id, isAdmin: true })
    // The stranger's sessions end and the password is the owner's.
    expect(owner.user.sessionVersion).toBeGreaterThan(stranger.user.sessionVersion)
    expect(
      await verifyLocalAccount(db, { email: 'gerencia@example.com', password: 'del-extrano' }),
    ).toBeNull()
    expect(
      await verifyLocalAccount(db, { email: 'gerencia@example.com', password: 'de-la-gerente' }),
    ).toMatchObject({ isAdmin: true })
  })

  it('add puts back on the list an account made through a link, once, found by its e-mail in any case', async () => {
    await accountThroughInvitation('tecnico@example.com')
    const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
      'tecnico@example.com',
    ])
    await db.query('delete from public.admins where user_id = $1', [rows[0]!.id])
    expect(await addLocalAdmin(db, ' Tecnico@Example.com')).toEqual({
      ok: true,
      email: 'tecnico@example.com',
      alreadyAdmin: false,
    })
    expect(await addLocalAdmin(db, 'tecnico@example.com')).toMatchObject({ ok: true, alreadyAdmin: true })
  })

  it('says to invite when no account uses the e-mail', async () => {
    expect(await addLocalAdmin(db, 'nadie@example.com')).toEqual({
      ok: false,
      message:
        'No account uses nadie@example.com. Invite the person: npm run admin -- invite nadie@example.com',
    })
  })

  it('refuses an address that is not plain printable ASCII, printing it escaped, and writes nothing', async () => {
    const planted = 'ana@example.com\r\x1b[2Kgerencia@example.com'
    const before = await adminEmailsNow()
    for (const result of [await addLocalAdmin(db, planted), await inviteLocalAdmin(db, planted)])
      expect(result).toEqual({
        ok: false,
        message:
          'ana@example.com\\r\\x1b[2kgerencia@example.com is not a plain e-mail address; nothing was changed.',
      })
    expect(await adminEmailsNow()).toEqual(before)
    expect((await db.query('select 1 from auth.invitations where email like $1', ['ana@%'])).rows).toEqual([])
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
  // A refusal with its message, and nothing written to admins.
  function expectRefusedWithoutWriting(result: unknown, sent: Sent[], message: string) {
    expect(result).toEqual({ ok: false, message })
    expect(calls(sent)).not.toContain('POST /rest/v1/admins')
  }

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

    it.each([
      [
        'an account whose address was never confirmed, pointing to invite,',
        'Pendiente@example.com',
        'pendiente@example.com has an account whose address was never confirmed: it may be a stranger’s ' +
          'sign-up, whose password would stay theirs, so it is not made admin. Delete it in the Supabase ' +
          'dashboard (Authentication → Users), then run: npm run admin -- invite pendiente@example.com',
      ],
      [
        'a confirmed account that has never signed in,',
        'nueva@example.com',
        'nueva@example.com has an account that has never signed in, so nothing shows that its owner chose ' +
          'its password; it is not made admin. Ask the person to sign in at /auth once, then run add again; ' +
          'or delete it in the Supabase dashboard (Authentication → Users) and run: ' +
          'npm run admin -- invite nueva@example.com',
      ],
    ])('refuses %s and writes nothing', async (_, email, message) => {
      const { client, sent } = supabase()
      expectRefusedWithoutWriting(await addSupabaseAdmin(client, email), sent, message)
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
      expectRefusedWithoutWriting(
        await inviteSupabaseAdmin(client, 'tecnico@example.com', redirectTo),
        sent,
        'tecnico@example.com already has an account. Once its owner has signed in, make it admin with: ' +
          'npm run admin -- add tecnico@example.com',
      )
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
      expectRefusedWithoutWriting(
        await inviteSupabaseAdmin(client, 'tecnico@example.com', redirectTo),
        sent,
        'An account with tecnico@example.com was created while inviting, not by this invitation, so it is ' +
          'not made admin. Delete it in the Supabase dashboard (Authentication → Users), then run: ' +
          'npm run admin -- invite tecnico@example.com',
      )
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
  describe('invite again', () => {
    const redirectTo = 'https://www.solaryelectricidadcieza.es/seo-dashboard/bienvenida'

    it('sends the invitation again to an account that never used it, writing nothing to admins', async () => {
      const { client, sent } = supabase()
      expect(
        await inviteSupabaseAdmin(client, ' Pendiente@Example.com', redirectTo, { again: true }),
      ).toEqual({
        ok: true,
        email: 'pendiente@example.com',
      })
      expect(calls(sent)).toEqual([
        'GET /auth/v1/admin/users',
        'GET /auth/v1/admin/users',
        'POST /auth/v1/invite',
      ])
      const invite = sent[2]!
      expect(invite.url.searchParams.get('redirect_to')).toBe(redirectTo)
      expect(invite.headers.get('authorization')).toBe('Bearer service-role-key')
      expect(invite.body).toEqual({ email: 'pendiente@example.com' })
    })

    it.each([
      [
        'an account that has signed in',
        'jefa@example.com',
        'jefa@example.com has already used its invitation: there is nothing to send again.',
      ],
      [
        'a confirmed account',
        'nueva@example.com',
        'nueva@example.com has already used its invitation: there is nothing to send again.',
      ],
      [
        'an address without an account',
        'nadie@example.com',
        'No account uses nadie@example.com: there is no invitation to send again.',
      ],
    ])('refuses %s, sending nothing', async (_, email, message) => {
      const { client, sent } = supabase()
      expect(await inviteSupabaseAdmin(client, email, redirectTo, { again: true })).toEqual({
        ok: false,
        message,
      })
      expect(calls(sent)).toEqual(['GET /auth/v1/admin/users', 'GET /auth/v1/admin/users'])
    })
  })
})
