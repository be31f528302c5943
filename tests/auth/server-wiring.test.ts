import type { PGlite } from '@electric-sql/pglite'
import { cookies, headers } from 'next/headers'
import { NextRequest, type NextResponse } from 'next/server'
import { signInFlow, signUpFlow } from '@/lib/auth/flows'
import { createLocalAuthBackend } from '@/lib/auth/local/backend'
import { passwordHashing, passwordHashingLimits } from '@/lib/auth/local/passwords'
import { signSession, verifySession } from '@/lib/auth/local/session-cookie'
import { issueSetupToken } from '@/lib/auth/local/setup-tokens'
import { requireAdmin } from '@/lib/auth/session'
import { createMemoryLimitStore } from '@/lib/limits/memory'
import { createSignUpLimit } from '@/lib/limits/request-limits'
import { createSupabaseAuthBackend } from '@/lib/auth/supabase/backend'
import { getLocalDb } from '@/lib/db/database'
import { proxy } from '@/proxy'

// On admin paths the proxy answers with a NextResponse (the action guard's plain Response is for actions).
const runProxy = async (request: NextRequest) => (await proxy(request)) as NextResponse
/** The proxy as it would answer at another time. */
async function proxyAt(request: NextRequest, now: number) {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now)
  try {
    return await runProxy(request)
  } finally {
    clock.mockRestore()
  }
}
import { memoryThrottles } from '../support/sign-in-throttles'
import { createTestDb } from '../support/database'
import {
  cookieJar,
  fakeFetch,
  publishableKey,
  sessionClient,
  supabaseUrl,
  userBody,
} from '../support/fake-supabase'

// The server-side wiring of both backends: Next.js's cookies() and headers()
// are replaced by an in-memory request, the database is a real PGlite.

jest.mock('next/headers', () => ({ cookies: jest.fn(), headers: jest.fn() }))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

const secret = 'clave-de-prueba-'.repeat(3)

type Written = { name: string; value: string; options?: Record<string, unknown> }

/** One request's cookie store, as next/headers exposes it to a server action. */
function request({ cookie, proto = 'http' }: { cookie?: string; proto?: string } = {}) {
  const incoming = new Map<string, string>(cookie ? [['sec_session', cookie]] : [])
  const written: Written[] = []
  const deleted: string[] = []
  jest.mocked(cookies).mockResolvedValue({
    get: (name: string) => (incoming.has(name) ? { name, value: incoming.get(name)! } : undefined),
    getAll: () => [...incoming].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options?: Record<string, unknown>) =>
      void written.push({ name, value, options }),
    delete: (name: string) => void deleted.push(name),
  } as never)
  jest.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-proto': proto }) as never)
  return { written, deleted }
}

let db: PGlite
beforeAll(async () => {
  db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(db)
})
afterAll(() => db.close())

describe('local backend on the server', () => {
  const backend = createLocalAuthBackend(getLocalDb)
  // Each test starts with no account, then the admin signs up through a setup link.
  beforeEach(() =>
    db.exec('delete from public.admins; delete from auth.users; delete from auth.setup_tokens'),
  )

  /** The admin's sign-up through a setup link: its outcome and the cookies it wrote. */
  async function adminSignsUp() {
    const { token: setupToken } = await issueSetupToken(db)
    const { written } = request()
    const outcome = await backend.signUp({ email: 'admin@example.com', password: 'secreto1', setupToken })
    return { outcome, written }
  }
  /** The admin's session cookie, from a sign-up through a setup link. */
  const adminToken = async () => (await adminSignsUp()).written[0]!.value

  it('signs up through the setup link as admin and sets the session cookie: HTTP-only, Lax, 8 hours, not Secure over http', async () => {
    const { outcome, written } = await adminSignsUp()
    expect(outcome).toEqual({ ok: true, next: 'dashboard' })
    expect(written).toHaveLength(1)
    const [cookie] = written
    expect(cookie!.name).toBe('sec_session')
    expect(cookie!.options).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: 28800,
    })
    expect(verifySession(cookie!.value, secret)).toMatchObject({ email: 'admin@example.com', ver: 0 })

    request({ cookie: cookie!.value })
    expect(await backend.currentUser()).toEqual({
      id: expect.any(String),
      email: 'admin@example.com',
      isAdmin: true,
    })
  })

  it('answers a used or expired setup link in Spanish, creating nothing and setting no cookie', async () => {
    const used = await issueSetupToken(db)
    await db.query('delete from auth.setup_tokens')
    const expired = await issueSetupToken(db)
    await db.query(`update auth.setup_tokens set expires_at = now() - interval '1 minute'`)
    const { written } = request()
    for (const setupToken of [used.token, expired.token]) {
      expect(
        await signUpFlow(
          { email: 'intrusa@example.com', password: 'secreto1', setupToken },
          signUpDeps(backend),
        ),
      ).toEqual({
        ok: false,
        message:
          'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.',
      })
    }
    expect(written).toEqual([])
    expect((await db.query(`select * from auth.users where email = 'intrusa@example.com'`)).rows).toEqual([])
  })

  it('marks the cookie Secure when the request came over https', async () => {
    await adminSignsUp()
    const { written } = request({ proto: 'https' })
    await backend.signIn({ email: 'admin@example.com', password: 'secreto1' })
    expect(written[0]!.options).toMatchObject({ secure: true })
  })

  it('sets no cookie for a taken e-mail, a wrong password or a sign-up once an admin exists', async () => {
    const { written } = request()
    await backend.signUp({ email: 'staff@example.com', password: 'secreto2' })
    expect(await backend.signUp({ email: 'staff@example.com', password: 'secreto1' })).toEqual({
      ok: false,
      error: 'user-exists',
    })
    expect(written).toHaveLength(1)
    await adminSignsUp()
    const after = request()
    expect(await backend.signIn({ email: 'admin@example.com', password: 'otra-clave' })).toEqual({
      ok: false,
      error: 'invalid-credentials',
    })
    expect(await backend.signUp({ email: 'nueva@example.com', password: 'secreto1' })).toEqual({
      ok: false,
      error: 'signup-disabled',
    })
    expect(after.written).toEqual([])
    expect((await db.query(`select * from auth.users where email = 'nueva@example.com'`)).rows).toEqual([])
  })

  it('closes the sign-up tab once an admin exists', async () => {
    expect(await backend.signUpsOpen()).toBe(true)
    await adminSignsUp()
    expect(await backend.signUpsOpen()).toBe(false)
  })

  it('gives a sign-up without the link no admin right; requireAdmin refuses it and people without a session', async () => {
    // Signed up while no admin existed, as sign-up was open then.
    const { written } = request()
    await backend.signUp({ email: 'staff@example.com', password: 'secreto2' })
    const admin = await adminToken()
    request({ cookie: written[0]!.value })
    expect(await requireAdmin()).toEqual({
      ok: false,
      reason: 'not-admin',
      message: 'Tu cuenta no tiene permiso para gestionar el SEO.',
    })
    request()
    expect(await requireAdmin()).toEqual({
      ok: false,
      reason: 'signed-out',
      message: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    })
    request({ cookie: admin })
    expect(await requireAdmin()).toEqual({
      ok: true,
      user: { id: expect.any(String), email: 'admin@example.com', isAdmin: true },
    })
  })

  it('trusts no forged, foreign or orphaned cookie', async () => {
    const token = await adminToken()
    const admin = verifySession(token, secret)!
    const forged = `${Buffer.from(JSON.stringify({ ...admin, exp: admin.exp + 3600 })).toString('base64url')}.${token.split('.')[1]}`
    const foreign = signSession(
      { sub: admin.sub, email: admin.email, ver: admin.ver },
      'otra-clave-distinta-'.repeat(2),
    ).token
    const orphan = signSession(
      { sub: '0b5c6a43-8f7e-4d21-9c3b-5a6f7e8d9c0b', email: 'borrada@example.com', ver: 0 },
      secret,
    ).token
    for (const cookie of [forged, foreign, orphan, 'basura']) {
      request({ cookie })
      expect(await backend.currentUser()).toBeNull()
    }
  })

  it('signing out in one browser ends the account’s session in every browser', async () => {
    const signedUp = await adminToken()
    const signIn = async () => {
      const { written } = request()
      await backend.signIn({ email: 'admin@example.com', password: 'secreto1' })
      return written[0]!.value
    }
    const laptop = await signIn()
    const phone = await signIn()
    request({ cookie: phone })
    expect(await requireAdmin()).toMatchObject({ ok: true })

    const { deleted } = request({ cookie: laptop })
    await backend.signOut()
    expect(deleted).toEqual(['sec_session'])
    for (const cookie of [laptop, phone, signedUp]) {
      request({ cookie })
      expect(await backend.currentUser()).toBeNull()
      expect(await requireAdmin()).toMatchObject({ ok: false, reason: 'signed-out' })
    }

    // Signing in again opens a new session, which the old cookies' sign-out cannot end.
    const again = await signIn()
    request({ cookie: phone })
    await backend.signOut()
    request({ cookie: again })
    expect(await requireAdmin()).toMatchObject({ ok: true })
  })

  it('refuses at once, without counting it as a failed sign-in, what finds password hashing full', async () => {
    await adminSignsUp()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const { running, waiting } = passwordHashingLimits
    const occupying = Array.from({ length: running + waiting }, () => passwordHashing.run(() => held))
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const throttles = memoryThrottles({ slowAfter: 1, lockAfter: 2, windowMs: 60_000 })
    const waits: number[] = []
    const signIn = (email: string, password: string) =>
      signInFlow(
        { email, password },
        { backend, throttles, clientKey: '203.0.113.9', sleep: async (ms) => void waits.push(ms) },
      )
    try {
      const { written } = request()
      for (const email of ['admin@example.com', 'admin@example.com', 'nadie@example.com']) {
        expect(await signIn(email, 'secreto1')).toEqual({ ok: false, message: 'Error al iniciar sesión' })
      }
      expect(
        await signUpFlow({ email: 'cola@example.com', password: 'secreto1' }, signUpDeps(backend)),
      ).toEqual({
        ok: false,
        message: 'Error al crear la cuenta',
      })
      expect(written).toEqual([])
      expect((await db.query(`select * from auth.users where email = 'cola@example.com'`)).rows).toEqual([])
    } finally {
      release()
      await Promise.all(occupying)
    }
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    // Once the queue drains, the right password opens at once: none of those refusals counted.
    request()
    expect(await signIn('admin@example.com', 'secreto1')).toMatchObject({ ok: true })
    expect(await signIn('nadie@example.com', 'secreto1')).toEqual({
      ok: false,
      message: 'Correo o contraseña incorrectos',
    })
    expect(waits).toEqual([])
  })
})

describe('Supabase backend on the server', () => {
  const project = { url: supabaseUrl, publicKey: publishableKey }
  it('asks Supabase to send the confirmation link back to ${SITE_URL}/seo-dashboard', async () => {
    const { fetch, sent } = fakeFetch(() => ({
      status: 200,
      body: userBody({ id: 'u1', email: 'ana@example.com' }),
    }))
    const backend = createSupabaseAuthBackend(async () => sessionClient(cookieJar(), fetch) as never, project)
    expect(await backend.signUp({ email: 'ana@example.com', password: 'secreto1' })).toEqual({
      ok: true,
      next: 'confirm-email',
    })
    expect(sent[0]!.url.searchParams.get('redirect_to')).toBe(
      'https://www.solaryelectricidadcieza.es/seo-dashboard',
    )
  })

  it('drops the session cookies itself when Supabase cannot be reached to sign out', async () => {
    const { deleted } = request()
    const jar = cookieJar({ 'sb-proyecto-auth-token': 'base64-e30' })
    jest.mocked(cookies).mockResolvedValue({
      getAll: () => [...jar.getAll(), { name: 'otra', value: '1' }],
      delete: (name: string) => void deleted.push(name),
    } as never)
    const failing = {
      auth: { signOut: async () => ({ error: new Error('fetch failed') }) },
    }
    await createSupabaseAuthBackend(async () => failing as never, project).signOut()
    expect(deleted).toEqual(['sb-proyecto-auth-token'])
  })
})

describe('proxy.ts on the local backend', () => {
  const at = (path: string, cookie?: string, method = 'GET') =>
    new NextRequest(`http://127.0.0.1:3310${path}`, {
      method,
      headers: cookie ? { cookie: `sec_session=${cookie}` } : {},
    })
  // Next.js makes the redirect relative when it leaves the proxy; called directly, its path is what counts.
  const location = (response: Response) => new URL(response.headers.get('location')!).pathname
  const account = { sub: '7b0e5a52-5d0e-4a3c-9a57-1e1f2b3c4d5e', email: 'ana@example.com', ver: 0 }

  it('sends a visitor without a session from the dashboard to /auth', async () => {
    const response = await runProxy(at('/seo-dashboard'))
    expect(response.status).toBe(307)
    expect(location(response)).toBe('/auth')
  })

  it('sends a forged or expired session to /auth and drops its cookie', async () => {
    const expired = signSession(account, secret, { now: Date.now() - 9 * 3600 * 1000 }).token
    for (const cookie of ['basura.firma', expired]) {
      const response = await runProxy(at('/seo-dashboard/', cookie))
      expect(location(response)).toBe('/auth')
      expect(response.cookies.get('sec_session')?.value).toBe('')
    }
  })

  it('lets a valid session through, re-issuing the cookie only once less than half of it remains', async () => {
    const fresh = signSession(account, secret).token
    const fresher = await runProxy(at('/seo-dashboard', fresh))
    expect(fresher.headers.get('location')).toBeNull()
    expect(fresher.cookies.get('sec_session')).toBeUndefined()

    const old = signSession(account, secret, { now: Date.now() - 5 * 3600 * 1000 })
    const refreshed = await runProxy(at('/seo-dashboard', old.token))
    expect(refreshed.headers.get('location')).toBeNull()
    const cookie = refreshed.cookies.get('sec_session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 28800 })
    expect(verifySession(cookie.value, secret)!.exp).toBeGreaterThan(old.claims.exp)
  })

  it('re-issues a session only up to seven days after its sign-in, and then sends it to /auth', async () => {
    const hour = 3600 * 1000
    const now = Date.now()
    // Signed in 6 days 19 hours ago; this cookie was re-issued 5 hours ago.
    const signedIn = Math.floor((now - 7 * 24 * hour + 5 * hour) / 1000)
    const old = signSession({ ...account, authTime: signedIn }, secret, { now: now - 5 * hour })
    const refreshed = (await proxyAt(at('/seo-dashboard', old.token), now)).cookies.get('sec_session')!
    const claims = verifySession(refreshed.value, secret, now)!
    expect(claims.auth_time).toBe(signedIn)
    expect(claims.exp).toBe(signedIn + 7 * 24 * 3600)
    expect(refreshed.maxAge).toBeLessThanOrEqual(5 * 3600)

    // Past the seven days that cookie, though re-issued less than eight hours before, is refused.
    const late = await proxyAt(at('/seo-dashboard', refreshed.value), now + 5 * hour + 1000)
    expect(location(late)).toBe('/auth')
    expect(late.cookies.get('sec_session')?.value).toBe('')
  })

  it('leaves /auth and server actions (POST) to the pages and actions themselves', async () => {
    expect((await runProxy(at('/auth'))).headers.get('location')).toBeNull()
    expect(
      (await runProxy(at('/auth', signSession(account, secret).token))).headers.get('location'),
    ).toBeNull()
    expect((await runProxy(at('/seo-dashboard', undefined, 'POST'))).headers.get('location')).toBeNull()
  })
})

/** What the sign-up action passes on the local backend, with limits no test here reaches. */
function signUpDeps(backend: Parameters<typeof signUpFlow>[1]['backend']) {
  const hour = { max: 1000, windowMs: 3_600_000 }
  const limit = createSignUpLimit(createMemoryLimitStore(), { signUpPerClient: hour, signUpTotal: hour })
  return { backend, limit, clientKey: '198.51.100.4', acceptsSetupToken: true }
}
