import { createHmac, timingSafeEqual } from 'node:crypto'

// The local backend's session: a cookie holding `payload.signature`, where
// payload is the base64url JSON {sub, email, ver, auth_time, exp} and
// signature its HMAC-SHA256 under the server's secret (secret.ts). No session
// table: the signature proves the server issued it, exp bounds its life,
// auth_time (the sign-in) its absolute life, and the server still looks the
// account up, with its session version, before trusting it (accounts.ts).

export const LOCAL_SESSION_COOKIE = 'sec_session'
/** Eight hours; proxy.ts re-issues the cookie once less than half remains. */
export const sessionMaxAgeSeconds = 8 * 60 * 60
/** However often it is re-issued, a session ends seven days after its sign-in. */
export const sessionAbsoluteLifetimeSeconds = 7 * 24 * 60 * 60

/** `ver`: the account's session version when signing in; `auth_time`: the sign-in, in seconds. */
export type SessionClaims = { sub: string; email: string; ver: number; auth_time: number; exp: number }

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest()

const sessionEnd = (claims: Pick<SessionClaims, 'auth_time' | 'exp'>) =>
  Math.min(claims.exp, claims.auth_time + sessionAbsoluteLifetimeSeconds)

/**
 * Issues a session cookie's value: at sign-in (no `authTime`), or again for a
 * session that goes on (its `authTime`), never past seven days after it.
 */
export function signSession(
  account: { sub: string; email: string; ver: number; authTime?: number },
  secret: string,
  { now = Date.now(), maxAgeSeconds = sessionMaxAgeSeconds } = {},
): { token: string; claims: SessionClaims; maxAgeSeconds: number } {
  const seconds = Math.floor(now / 1000)
  const authTime = account.authTime ?? seconds
  const claims: SessionClaims = {
    sub: account.sub,
    email: account.email,
    ver: account.ver,
    auth_time: authTime,
    exp: sessionEnd({ auth_time: authTime, exp: seconds + maxAgeSeconds }),
  }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const token = `${payload}.${sign(payload, secret).toString('base64url')}`
  return { token, claims, maxAgeSeconds: claims.exp - seconds }
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifySession(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): SessionClaims | null {
  if (!token || token.length > 2048) return null
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token)
  if (!match) return null
  const [, payload, signature] = match as unknown as [string, string, string]
  const given = Buffer.from(signature, 'base64url')
  const expected = sign(payload, secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!isClaims(claims) || sessionEnd(claims) * 1000 <= now) return null
  return {
    sub: claims.sub,
    email: claims.email,
    ver: claims.ver,
    auth_time: claims.auth_time,
    exp: claims.exp,
  }
}

function isClaims(value: unknown): value is SessionClaims {
  const claims = value as Partial<SessionClaims> | null
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.sub === 'string' &&
    typeof claims.email === 'string' &&
    Number.isInteger(claims.ver) &&
    Number.isInteger(claims.auth_time) &&
    Number.isInteger(claims.exp)
  )
}

/**
 * True once less than half of the cookie's eight hours remains, unless the
 * cookie already ends where the session's absolute lifetime does.
 */
export function needsRefresh(claims: SessionClaims, now = Date.now(), maxAgeSeconds = sessionMaxAgeSeconds) {
  if (claims.exp >= claims.auth_time + sessionAbsoluteLifetimeSeconds) return false
  return claims.exp * 1000 - now < (maxAgeSeconds * 1000) / 2
}

/**
 * HTTP-only (no script reads it), SameSite=Lax (not sent with cross-site
 * POSTs), Secure whenever the request came over https. Not always Secure:
 * the e2e server and `npm start` on a laptop serve plain http://127.0.0.1,
 * where a Secure cookie would never be sent back.
 */
export function sessionCookieOptions(https: boolean, maxAgeSeconds = sessionMaxAgeSeconds) {
  return { httpOnly: true, sameSite: 'lax', secure: https, path: '/', maxAge: maxAgeSeconds } as const
}

/** Whether the request reached us over https: directly, or through a front server that says so. */
export function isHttpsRequest(headers: Headers, url?: URL): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return forwarded === 'https' || url?.protocol === 'https:'
}
