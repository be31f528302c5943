import {
  isHttpsRequest,
  needsRefresh,
  sessionAbsoluteLifetimeSeconds,
  sessionCookieOptions,
  sessionMaxAgeSeconds,
  signSession,
  verifySession,
} from '@/lib/auth/local/session-cookie'

const secret = 'a'.repeat(43)
const account = { sub: '7b0e5a52-5d0e-4a3c-9a57-1e1f2b3c4d5e', email: 'ana@example.com', ver: 2 }
const now = Date.UTC(2026, 10, 22, 10, 0, 0)

describe('local session cookie', () => {
  it('round-trips the account, its session version, the sign-in time and an expiry eight hours ahead', () => {
    const { token, claims, maxAgeSeconds } = signSession(account, secret, { now })
    expect(claims).toEqual({ ...account, auth_time: now / 1000, exp: now / 1000 + sessionMaxAgeSeconds })
    expect(sessionMaxAgeSeconds).toBe(8 * 3600)
    expect(maxAgeSeconds).toBe(8 * 3600)
    expect(verifySession(token, secret, now)).toEqual(claims)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
  })

  it('refuses an expired token', () => {
    const { token, claims } = signSession(account, secret, { now })
    expect(verifySession(token, secret, claims.exp * 1000 - 1)).not.toBeNull()
    expect(verifySession(token, secret, claims.exp * 1000)).toBeNull()
  })

  it('refuses a token signed with another secret', () => {
    const { token } = signSession(account, 'b'.repeat(43), { now })
    expect(verifySession(token, secret, now)).toBeNull()
  })

  it('refuses a token whose payload was changed (another account, a later expiry)', () => {
    const { token } = signSession(account, secret, { now })
    const [, signature] = token.split('.')
    for (const forged of [
      { ...account, sub: '00000000-0000-4000-8000-000000000000', exp: now / 1000 + 3600 },
      { ...account, exp: now / 1000 + 10 * 365 * 86400 },
    ]) {
      const payload = Buffer.from(JSON.stringify(forged)).toString('base64url')
      expect(verifySession(`${payload}.${signature}`, secret, now)).toBeNull()
    }
  })

  it('refuses a changed signature, and junk of every shape', () => {
    const { token } = signSession(account, secret, { now })
    const [payload, signature] = token.split('.') as [string, string]
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BA' : 'AA')
    for (const candidate of [
      `${payload}.${flipped}`,
      `${payload}.`,
      payload,
      `${payload}.${signature}.x`,
      '',
      undefined,
      'x'.repeat(5000),
      `${payload}.${signature.slice(0, 10)}`,
    ]) {
      expect(verifySession(candidate, secret, now)).toBeNull()
    }
  })

  it('refuses a correctly signed payload that is not a session', () => {
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto')
    const sign = (value: unknown) => {
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url')
      return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`
    }
    const times = { auth_time: now / 1000, exp: now / 1000 + 60 }
    expect(verifySession(sign({ sub: account.sub, ...times }), secret, now)).toBeNull()
    expect(verifySession(sign({ ...account, ...times, exp: 'mañana' }), secret, now)).toBeNull()
    expect(verifySession(sign(null), secret, now)).toBeNull()
    // A cookie issued before sessions had a version and a sign-in time.
    expect(
      verifySession(sign({ sub: account.sub, email: account.email, exp: times.exp }), secret, now),
    ).toBeNull()
    expect(verifySession(sign({ ...account, ...times, ver: '2' }), secret, now)).toBeNull()
    expect(verifySession(sign({ ...account, ...times }), secret, now)).not.toBeNull()
  })

  it('asks for a refresh once less than half of the session remains', () => {
    const { claims } = signSession(account, secret, { now })
    const half = (sessionMaxAgeSeconds * 1000) / 2
    expect(needsRefresh(claims, now)).toBe(false)
    expect(needsRefresh(claims, now + half - 1000)).toBe(false)
    expect(needsRefresh(claims, now + half + 1000)).toBe(true)
  })

  it('ends a session seven days after its sign-in, however often it was re-issued', () => {
    expect(sessionAbsoluteLifetimeSeconds).toBe(7 * 24 * 3600)
    const signIn = signSession(account, secret, { now })
    const end = now + sessionAbsoluteLifetimeSeconds * 1000
    let current = signIn
    let reissued = 0
    // A visit every hour, as the proxy sees it: re-issued once less than half remains.
    for (let at = now; at < end; at += 3600 * 1000) {
      const claims = verifySession(current.token, secret, at)
      expect(claims).not.toBeNull()
      if (needsRefresh(claims!, at)) {
        const { sub, email, ver, auth_time: authTime } = claims!
        current = signSession({ sub, email, ver, authTime }, secret, { now: at })
        reissued += 1
        expect(current.claims.auth_time).toBe(signIn.claims.auth_time)
        expect(current.maxAgeSeconds).toBe(current.claims.exp - Math.floor(at / 1000))
      }
    }
    expect(reissued).toBeGreaterThan(30)
    // The last cookie ends exactly where the session does, and asks for no more refreshing.
    expect(current.claims.exp * 1000).toBe(end)
    expect(needsRefresh(current.claims, end - 60_000)).toBe(false)
    expect(verifySession(current.token, secret, end - 1000)).not.toBeNull()
    expect(verifySession(current.token, secret, end)).toBeNull()
    // Re-issued past the seven days, it is dead on arrival.
    const late = signSession({ ...account, authTime: signIn.claims.auth_time }, secret, { now: end + 1000 })
    expect(verifySession(late.token, secret, end + 1000)).toBeNull()
  })

  it('refuses a signed cookie whose expiry runs past seven days after its sign-in', () => {
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto')
    const claims = {
      ...account,
      auth_time: now / 1000 - sessionAbsoluteLifetimeSeconds,
      exp: now / 1000 + 3600,
    }
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const token = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`
    expect(verifySession(token, secret, now)).toBeNull()
    expect(verifySession(token, secret, now - 1000)).not.toBeNull()
  })

  it('is HTTP-only, SameSite=Lax, site-wide, and Secure over https only', () => {
    expect(sessionCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: sessionMaxAgeSeconds,
    })
    expect(sessionCookieOptions(false).secure).toBe(false)
  })

  it('recognises https from the URL or from the front server’s x-forwarded-proto', () => {
    expect(isHttpsRequest(new Headers(), new URL('https://ejemplo.es/auth'))).toBe(true)
    expect(isHttpsRequest(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true)
    expect(isHttpsRequest(new Headers({ 'x-forwarded-proto': 'https, http' }))).toBe(true)
    expect(isHttpsRequest(new Headers({ 'x-forwarded-proto': 'http' }), new URL('http://127.0.0.1/'))).toBe(
      false,
    )
    expect(isHttpsRequest(new Headers())).toBe(false)
  })
})
