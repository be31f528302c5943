import { NextRequest, type NextResponse } from 'next/server'
import {
  choosePasswordWithSupabase,
  signInWithSupabase,
  signOutOfSupabase,
  signUpWithSupabase,
  supabaseSessionUser,
  supabaseSignUpsOpen,
} from '@/lib/auth/supabase/auth'
import { choosePasswordFlow, signInFlow, signUpFlow } from '@/lib/auth/flows'
import { updateSupabaseSession } from '@/lib/auth/supabase/proxy'
import {
  accessToken,
  publishableKey,
  authError,
  cookieJar,
  fakeFetch,
  sessionBody,
  sessionClient,
  supabaseUrl,
  userBody,
  type Answer,
  type Sent,
} from '../support/fake-supabase'
import { memoryThrottles } from '../support/sign-in-throttles'

const ana = { id: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60', email: 'ana@example.com' }
const credentials = { email: 'ana@example.com', password: 'secreto1' }
const redirectTo = 'https://www.solaryelectricidadcieza.es/seo-dashboard'

/** Supabase Auth's refusals that these tests play, each written once. */
const refused = {
  invalidCredentials: authError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: authError(400, 'email_not_confirmed', 'Email not confirmed'),
  requestRateLimit: authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  unknownCode: authError(400, 'sso_provider_not_found', 'No SSO provider'),
  userExists: authError(422, 'user_already_exists', 'User already registered'),
  weakSignUpPassword: {
    status: 422,
    body: {
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    },
  },
  emailRateLimit: authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  signUpsDisabled: authError(403, 'signup_disabled', 'Signups not allowed for this instance'),
  samePassword: authError(422, 'same_password', 'New password should be different from the old password.'),
  weakNewPassword: authError(
    422,
    'weak_password',
    'Password should contain at least one character of each: abc',
  ),
  linkExpired: authError(403, 'otp_expired', 'Email link is invalid or has expired'),
  serverError: { status: 500, body: { message: 'internal' } },
} satisfies Record<string, Answer>
// The Spanish that sign-in, sign-up and choosing a password share.
const tooManyAttempts = 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.'
const weakPassword = 'La contraseña es demasiado débil. Elige una más larga o difícil de adivinar.'

/** A Supabase that knows Ana, issues her tokens and answers /user only for tokens it issued. */
function supabase(
  overrides: {
    token?: Answer
    signup?: Answer
    verify?: Answer
    updateUser?: Answer
    admins?: unknown[]
  } = {},
) {
  const issued = new Set<string>()
  // Ana's user_metadata, as updateUser's `data` leaves it.
  let metadata: Record<string, unknown> = {}
  const user = () => ({ ...userBody(ana), user_metadata: metadata })
  const issue = (method = 'password') => {
    const token = accessToken(ana, 3600, method)
    issued.add(token)
    return { ...sessionBody(ana, token), user: user() }
  }
  return fakeFetch((request: Sent): Answer => {
    const path = request.url.pathname
    if (path === '/auth/v1/token') {
      if (overrides.token) return overrides.token
      const password = request.body?.password
      if (password !== undefined && password !== credentials.password && password !== 'secreto-nuevo')
        return refused.invalidCredentials
      return { status: 200, body: issue() }
    }
    if (path === '/auth/v1/signup') return overrides.signup ?? { status: 200, body: issue() }
    if (path === '/auth/v1/verify') return overrides.verify ?? { status: 200, body: issue('invite') }
    if (path === '/auth/v1/user') {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
      if (!issued.has(token))
        return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
      if (request.method === 'PUT') {
        if (overrides.updateUser) return overrides.updateUser
        metadata = { ...metadata, ...((request.body?.data as Record<string, unknown>) ?? {}) }
      }
      return { status: 200, body: user() }
    }
    if (path === '/auth/v1/logout') return { status: 204 }
    if (path === '/rest/v1/admins') return { status: 200, body: overrides.admins ?? [] }
    return { status: 404, body: { message: 'unexpected request' } }
  })
}

const hasSession = (jar: ReturnType<typeof cookieJar>) =>
  [...jar.jar.keys()].some((name) => name.startsWith('sb-proyecto-auth-token') && !name.endsWith('verifier'))
const setsSessionCookie = (response: NextResponse) =>
  response.cookies.getAll().some((cookie) => cookie.name.startsWith('sb-proyecto-auth-token'))

/** What proxy.ts makes of a request for this path, carrying the jar's cookies. */
const proxySession = (path: string, fetch: typeof globalThis.fetch, jar = cookieJar()) =>
  updateSupabaseSession(
    new NextRequest(`https://www.solaryelectricidadcieza.es${path}`, {
      headers: {
        cookie: jar
          .getAll()
          .map(({ name, value }) => `${name}=${value}`)
          .join('; '),
      },
    }),
    supabaseUrl,
    publishableKey,
    fetch,
  )

describe('Supabase sign-in', () => {
  it('posts the e-mail and password with the anon key, and keeps the session in cookies', async () => {
    const { fetch, sent } = supabase()
    const jar = cookieJar()
    expect(await signInWithSupabase(sessionClient(jar, fetch), credentials)).toEqual({
      ok: true,
      next: 'dashboard',
    })
    const request = sent[0]!
    expect(request.method).toBe('POST')
    expect(`${request.url.origin}${request.url.pathname}`).toBe(`${supabaseUrl}/auth/v1/token`)
    expect(request.url.searchParams.get('grant_type')).toBe('password')
    expect(request.headers.get('apikey')).toBe(publishableKey)
    expect(request.body).toMatchObject({ email: 'ana@example.com', password: 'secreto1' })
    expect(hasSession(jar)).toBe(true)
  })

  it.each([
    ['400 invalid credentials', refused.invalidCredentials, 'Correo o contraseña incorrectos'],
    ['400 e-mail not confirmed', refused.emailNotConfirmed, 'Confirma tu correo antes de iniciar sesión'],
    ['429 rate limit', refused.requestRateLimit, tooManyAttempts],
    ['500 server error', refused.serverError, 'Error al iniciar sesión'],
    ['an unknown code', refused.unknownCode, 'Error al iniciar sesión'],
    ['a network error', 'network-error', 'Error al iniciar sesión'],
  ] as [string, Answer, string][])(
    'answers %s in Spanish and starts no session',
    async (_, answer, message) => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
      const { fetch } = supabase({ token: answer })
      const jar = cookieJar()
      const result = await signInFlow(credentials, {
        backend: { signIn: (c) => signInWithSupabase(sessionClient(jar, fetch), c) },
        throttles: memoryThrottles({ slowAfter: 5, lockAfter: 10, windowMs: 60_000 }),
        clientKey: '203.0.113.7',
      })
      errors.mockRestore()
      expect(result).toEqual({ ok: false, message })
      expect(hasSession(jar)).toBe(false)
    },
  )

  it('counts only invalid credentials towards the failed sign-in throttle', async () => {
    const throttles = memoryThrottles({ slowAfter: 1, lockAfter: 2, windowMs: 60_000 })
    const attempt = (answer: Answer) => {
      const { fetch } = supabase({ token: answer })
      const backend = {
        signIn: (c: typeof credentials) => signInWithSupabase(sessionClient(cookieJar(), fetch), c),
      }
      return signInFlow(credentials, { backend, throttles, clientKey: 'c', sleep: async () => {} })
    }
    await attempt(refused.requestRateLimit)
    await attempt(refused.requestRateLimit)
    expect(throttles.client.begin(['c'])).toEqual({ refused: false, delayMs: 0 })
    throttles.client.end(['c'], false)
    await attempt(refused.invalidCredentials)
    await attempt(refused.invalidCredentials)
    expect(throttles.client.begin(['c'])).toEqual({ refused: true })
  })
})

describe('Supabase sign-up', () => {
  it('sends the e-mail, password and the dashboard as the confirmation redirect, then asks to confirm', async () => {
    const { fetch, sent } = supabase({ signup: { status: 200, body: userBody(ana) } })
    const jar = cookieJar()
    const outcome = await signUpWithSupabase(sessionClient(jar, fetch), credentials, redirectTo)
    expect(outcome).toEqual({ ok: true, next: 'confirm-email' })
    const request = sent[0]!
    expect(`${request.url.origin}${request.url.pathname}`).toBe(`${supabaseUrl}/auth/v1/signup`)
    expect(request.method).toBe('POST')
    expect(request.url.searchParams.get('redirect_to')).toBe(redirectTo)
    expect(request.headers.get('apikey')).toBe(publishableKey)
    expect(request.body).toMatchObject({ email: 'ana@example.com', password: 'secreto1' })
    expect(hasSession(jar)).toBe(false)
  })

  it('goes straight to the dashboard when the project does not ask for confirmation', async () => {
    const { fetch } = supabase()
    const jar = cookieJar()
    expect(await signUpWithSupabase(sessionClient(jar, fetch), credentials, redirectTo)).toEqual({
      ok: true,
      next: 'dashboard',
    })
    expect(hasSession(jar)).toBe(true)
  })

  it.each([
    ['422 user exists', refused.userExists, 'Ya existe una cuenta con este correo'],
    ['422 weak password', refused.weakSignUpPassword, weakPassword],
    ['429 e-mail rate limit', refused.emailRateLimit, tooManyAttempts],
    [
      '403 sign-ups disabled',
      refused.signUpsDisabled,
      'El registro está cerrado. Pide a un administrador que te invite.',
    ],
    ['a network error', 'network-error', 'Error al crear la cuenta'],
  ] as [string, Answer, string][])('answers %s in Spanish', async (_, answer, message) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch } = supabase({ signup: answer })
    const backend = {
      signUp: (c: typeof credentials) => signUpWithSupabase(sessionClient(cookieJar(), fetch), c, redirectTo),
    }
    const limit = { take: async () => 'allowed' as const }
    expect(
      await signUpFlow(credentials, { backend, limit, clientKey: '203.0.113.7', acceptsSetupToken: false }),
    ).toEqual({
      ok: false,
      message,
    })
    errors.mockRestore()
  })

  it('refuses a sign-up carrying a setup token, which means nothing on Supabase, sending Supabase nothing', async () => {
    const { fetch, sent } = supabase({ signup: { status: 200, body: userBody(ana) } })
    const backend = {
      signUp: (c: typeof credentials) => signUpWithSupabase(sessionClient(cookieJar(), fetch), c, redirectTo),
    }
    const take = jest.fn(async () => 'allowed' as const)
    const setupToken = 'A'.repeat(21) + '_-' + 'z9'.repeat(10)
    expect(
      await signUpFlow(
        { ...credentials, setupToken },
        { backend, limit: { take }, clientKey: '203.0.113.7', acceptsSetupToken: false },
      ),
    ).toEqual({
      ok: false,
      message:
        'Este sitio no usa enlaces de configuración. Regístrate sin el enlace; un administrador te dará acceso al panel.',
    })
    expect(sent).toEqual([])
    expect(take).not.toHaveBeenCalled()
  })
})

describe('Supabase session', () => {
  async function signedInJar(fetch: typeof globalThis.fetch) {
    const jar = cookieJar()
    await signInWithSupabase(sessionClient(jar, fetch), credentials)
    return jar
  }

  it('verifies the token with Supabase and reads the admin right as the user (RLS)', async () => {
    const { fetch, sent } = supabase({ admins: [{ user_id: ana.id }] })
    const jar = await signedInJar(fetch)
    sent.length = 0
    expect(await supabaseSessionUser(sessionClient(jar, fetch))).toEqual({ ...ana, isAdmin: true })
    const [verify, admins] = sent
    expect(verify!.url.pathname).toBe('/auth/v1/user')
    expect(admins!.url.pathname).toBe('/rest/v1/admins')
    expect(admins!.url.searchParams.get('user_id')).toBe(`eq.${ana.id}`)
    // The user's own token, so row-level security answers for that user.
    expect(admins!.headers.get('authorization')).toBe(verify!.headers.get('authorization'))
  })

  it('signs in accounts that are not on the admin list without the admin right', async () => {
    const { fetch } = supabase({ admins: [] })
    expect(await supabaseSessionUser(sessionClient(await signedInJar(fetch), fetch))).toEqual({
      ...ana,
      isAdmin: false,
    })
  })

  it('finds no one without cookies, and no one behind a token Supabase did not issue', async () => {
    const { fetch, sent } = supabase()
    expect(await supabaseSessionUser(sessionClient(cookieJar(), fetch))).toBeNull()
    expect(sent).toHaveLength(0)

    const forged = cookieJar()
    const client = sessionClient(forged, fetch)
    const otherSupabase = supabase()
    await signInWithSupabase(sessionClient(forged, otherSupabase.fetch), credentials)
    expect(await supabaseSessionUser(client)).toBeNull()
  })

  it('signs out this browser at Supabase and drops the cookies', async () => {
    const { fetch, sent } = supabase()
    const jar = await signedInJar(fetch)
    sent.length = 0
    expect(await signOutOfSupabase(sessionClient(jar, fetch))).toBe(true)
    expect(sent[0]!.url.pathname).toBe('/auth/v1/logout')
    expect(sent[0]!.url.searchParams.get('scope')).toBe('local')
    expect(sent[0]!.headers.get('authorization')).toMatch(/^Bearer /)
    expect(hasSession(jar)).toBe(false)
  })
})

describe('Supabase session in proxy.ts', () => {
  it('exchanges the confirmation link’s code for a session and lands on the dashboard without it', async () => {
    const { fetch, sent } = supabase({ signup: { status: 200, body: userBody(ana) } })
    const jar = cookieJar()
    // Sign-up leaves the PKCE code verifier in this browser's cookies.
    await signUpWithSupabase(sessionClient(jar, fetch), credentials, redirectTo)
    sent.length = 0
    const session = await proxySession('/seo-dashboard?code=codigo-123', fetch, jar)
    const exchange = sent[0]!
    expect(exchange.url.searchParams.get('grant_type')).toBe('pkce')
    expect(exchange.body).toMatchObject({ auth_code: 'codigo-123', code_verifier: expect.any(String) })
    expect(session.signedIn).toBe(true)
    expect(session.landing?.toString()).toBe('https://www.solaryelectricidadcieza.es/seo-dashboard')
    const response = session.redirect(session.landing!)
    expect(response.headers.get('location')).toBe('https://www.solaryelectricidadcieza.es/seo-dashboard')
    expect(setsSessionCookie(response)).toBe(true)
  })

  it('confirms the e-mail link’s token hash in any browser, and lands on the dashboard without it', async () => {
    const { fetch, sent } = supabase()
    // Another browser than the one that signed up: no cookies at all, so no PKCE verifier.
    const session = await proxySession('/seo-dashboard?token_hash=pkce_0a1b2c3d4e5f&type=email', fetch)
    const verify = sent[0]!
    expect(`${verify.method} ${verify.url.origin}${verify.url.pathname}`).toBe(
      `POST ${supabaseUrl}/auth/v1/verify`,
    )
    expect(verify.headers.get('apikey')).toBe(publishableKey)
    expect(verify.body).toMatchObject({ token_hash: 'pkce_0a1b2c3d4e5f', type: 'email' })
    expect(session.signedIn).toBe(true)
    const response = session.redirect(session.landing!)
    expect(response.headers.get('location')).toBe('https://www.solaryelectricidadcieza.es/seo-dashboard')
    expect(setsSessionCookie(response)).toBe(true)
  })

  it('opens no session for a used or expired confirmation link, and drops it from the address', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch, sent } = supabase({
      verify: refused.linkExpired,
    })
    const session = await proxySession('/seo-dashboard?token_hash=caducado&type=email&pagina=2', fetch)
    expect(sent.map((r) => r.url.pathname)).toEqual(['/auth/v1/verify'])
    expect(session.signedIn).toBe(false)
    const response = session.redirect(session.landing!)
    expect(response.headers.get('location')).toBe(
      'https://www.solaryelectricidadcieza.es/seo-dashboard?pagina=2',
    )
    expect(response.cookies.getAll()).toEqual([])
    errors.mockRestore()
  })

  it('sends Supabase nothing for a link whose type is not a sign-up confirmation', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch, sent } = supabase()
    const session = await proxySession('/seo-dashboard?token_hash=abc&type=recovery', fetch)
    expect(sent).toEqual([])
    expect(session.signedIn).toBe(false)
    expect(session.landing?.toString()).toBe('https://www.solaryelectricidadcieza.es/seo-dashboard')
    errors.mockRestore()
  })

  it('verifies an invitation’s token hash and lands on the page where the person chooses a password', async () => {
    // The template's link names the password page; one that names the dashboard lands there too.
    for (const path of ['/seo-dashboard/bienvenida', '/seo-dashboard']) {
      const { fetch, sent } = supabase()
      const session = await proxySession(`${path}?token_hash=pkce_invitacion&type=invite`, fetch)
      const verify = sent[0]!
      expect(`${verify.method} ${verify.url.pathname}`).toBe('POST /auth/v1/verify')
      expect(verify.body).toMatchObject({ token_hash: 'pkce_invitacion', type: 'invite' })
      expect(session.signedIn).toBe(true)
      const response = session.redirect(session.landing!)
      expect(response.headers.get('location')).toBe(
        'https://www.solaryelectricidadcieza.es/seo-dashboard/bienvenida',
      )
      expect(setsSessionCookie(response)).toBe(true)
    }
  })

  it('opens no session for an expired invitation, and lands on /auth, which says so', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch } = supabase({
      verify: refused.linkExpired,
    })
    const session = await proxySession('/seo-dashboard/bienvenida?token_hash=caducado&type=invite', fetch)
    expect(session.signedIn).toBe(false)
    // The sign-in page says the link is used or expired.
    expect(session.landing?.toString()).toBe(
      'https://www.solaryelectricidadcieza.es/auth?invitacion=caducada',
    )
    errors.mockRestore()
  })

  it('reports no session for a visitor without cookies', async () => {
    const { fetch } = supabase()
    const session = await proxySession('/seo-dashboard', fetch)
    expect(session.signedIn).toBe(false)
    expect(session.landing).toBeUndefined()
  })
})

describe('choosing a password after an invitation', () => {
  /**
   * A Supabase (with these answers) that has just verified Ana's invitation:
   * the cookies the proxy set, as the browser keeps them, and no request sent so far.
   */
  async function invited(overrides: Parameters<typeof supabase>[0] = {}) {
    const { fetch, sent } = supabase(overrides)
    const session = await proxySession('/seo-dashboard/bienvenida?token_hash=h&type=invite', fetch)
    const response = session.redirect(session.landing!)
    const jar = cookieJar(
      Object.fromEntries(response.cookies.getAll().map(({ name, value }) => [name, value])),
    )
    sent.length = 0
    return { fetch, sent, jar }
  }
  const choose = (jar: ReturnType<typeof cookieJar>, fetch: typeof globalThis.fetch, input: unknown) =>
    choosePasswordFlow(input, {
      choosePassword: (change) => choosePasswordWithSupabase(sessionClient(jar, fetch), change),
    })

  it('sets the password of the account the invitation signed in, as that account', async () => {
    const { fetch, sent, jar } = await invited()
    expect(await choose(jar, fetch, { password: 'secreto-nuevo' })).toEqual({
      ok: true,
      message: 'Contraseña guardada. Ya puedes usar el panel.',
    })
    const update = sent.find((request) => request.method === 'PUT')!
    expect(`${update.url.origin}${update.url.pathname}`).toBe(`${supabaseUrl}/auth/v1/user`)
    expect(update.body).toMatchObject({ password: 'secreto-nuevo' })
    expect(update.headers.get('apikey')).toBe(publishableKey)
    // The fake Supabase accepts only the token it issued when verifying the invitation.
    expect(update.headers.get('authorization')).toMatch(/^Bearer .+/)
    expect(hasSession(jar)).toBe(true)
  })

  it('asks for the current password once the invited person has chosen one, sending no new password', async () => {
    const { fetch, sent, jar } = await invited()
    expect(await choose(jar, fetch, { password: 'secreto-nuevo' })).toMatchObject({ ok: true })
    sent.length = 0
    expect(await choose(jar, fetch, { password: 'otra-clave-9' })).toEqual({
      ok: false,
      message: 'Escribe tu contraseña actual para cambiarla.',
      fieldErrors: { currentPassword: 'Escribe tu contraseña actual para cambiarla.' },
    })
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([])
  })

  it('a session opened with a password changes it only with the current one, checked by signing in with it', async () => {
    const { fetch, sent } = supabase()
    const jar = cookieJar()
    await signInWithSupabase(sessionClient(jar, fetch), credentials)
    sent.length = 0
    expect(await choose(jar, fetch, { password: 'otra-clave-9' })).toMatchObject({
      ok: false,
      message: 'Escribe tu contraseña actual para cambiarla.',
    })
    expect(await choose(jar, fetch, { password: 'otra-clave-9', currentPassword: 'no-es-esta' })).toEqual({
      ok: false,
      message: 'La contraseña actual no es correcta.',
      fieldErrors: { currentPassword: 'La contraseña actual no es correcta.' },
    })
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([])

    sent.length = 0
    expect(
      await choose(jar, fetch, { password: 'otra-clave-9', currentPassword: credentials.password }),
    ).toMatchObject({ ok: true })
    const check = sent.find((request) => request.url.pathname === '/auth/v1/token')!
    expect(check.url.searchParams.get('grant_type')).toBe('password')
    expect(check.body).toMatchObject({ email: 'ana@example.com', password: credentials.password })
    const update = sent.find((request) => request.method === 'PUT')!
    expect(update.body).toMatchObject({ password: 'otra-clave-9' })
    expect(sent.indexOf(check)).toBeLessThan(sent.indexOf(update))
  })

  it('refuses 5 characters with the sign-up’s Spanish message, sending Supabase nothing', async () => {
    const { fetch, sent, jar } = await invited()
    expect(await choose(jar, fetch, { password: '12345' })).toEqual({
      ok: false,
      message: 'La contraseña debe tener al menos 6 caracteres',
      fieldErrors: { password: 'La contraseña debe tener al menos 6 caracteres' },
    })
    expect(sent).toEqual([])
  })

  it.each([
    ['422 same password', refused.samePassword, 'La nueva contraseña debe ser distinta de la actual.'],
    ['422 weak password', refused.weakNewPassword, weakPassword],
    ['500 server error', refused.serverError, 'No se ha podido guardar la contraseña. Inténtalo de nuevo.'],
  ] as [string, Answer, string][])('answers %s in Spanish', async (_, answer, message) => {
    const { fetch, jar } = await invited({ updateUser: answer })
    expect(await choose(jar, fetch, { password: 'secreto-nuevo' })).toEqual({
      ok: false,
      message,
    })
  })

  it('says to open the invitation again when there is no session, sending Supabase nothing', async () => {
    const { fetch, sent } = supabase()
    expect(await choose(cookieJar(), fetch, { password: 'secreto-nuevo' })).toEqual({
      ok: false,
      message:
        'Tu sesión ha caducado. Abre de nuevo el enlace de la invitación o pide a un administrador que te invite otra vez.',
    })
    expect(sent).toEqual([])
  })

  it('refuses on a backend without invitations (local)', async () => {
    expect(await choosePasswordFlow({ password: 'secreto-nuevo' }, {})).toEqual({
      ok: false,
      message: 'No se ha podido guardar la contraseña. Inténtalo de nuevo.',
    })
  })
})

describe('whether Supabase lets new accounts sign up', () => {
  const project = { url: supabaseUrl, publicKey: publishableKey }

  it.each([
    [
      'disable_signup: true',
      { status: 200, body: { disable_signup: true, mailer_autoconfirm: false } },
      false,
    ],
    [
      'disable_signup: false',
      { status: 200, body: { disable_signup: false, mailer_autoconfirm: false } },
      true,
    ],
  ] as [string, Answer, boolean][])(
    'reads Auth’s public settings with the public key: %s',
    async (_, answer, open) => {
      const { fetch, sent } = fakeFetch(() => answer)
      expect(await supabaseSignUpsOpen(project, fetch)).toBe(open)
      expect(sent.map((request) => `${request.method} ${request.url.href}`)).toEqual([
        `GET ${supabaseUrl}/auth/v1/settings`,
      ])
      expect(sent[0]!.headers.get('apikey')).toBe(publishableKey)
    },
  )

  it.each([
    ['a 500', refused.serverError],
    ['an answer without the setting', { status: 200, body: { external: {} } }],
    ['a network error', 'network-error'],
  ] as [string, Answer][])('keeps the form open when the settings cannot be read (%s)', async (_, answer) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { fetch } = fakeFetch(() => answer)
    expect(await supabaseSignUpsOpen(project, fetch)).toBe(true)
    errors.mockRestore()
  })
})
