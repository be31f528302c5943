import { NextResponse, type NextRequest } from 'next/server'
import type { ProxySession } from '../types'
import { localAuthSecret } from './secret'
import {
  isHttpsRequest,
  LOCAL_SESSION_COOKIE,
  needsRefresh,
  sessionCookieOptions,
  signSession,
  verifySession,
} from './session-cookie'

/**
 * Checks the local session cookie's signature and expiry (no database here:
 * only the server process may open PGlite), re-issues it once less than half
 * of its life remains (keeping its sign-in time, so never past the session's
 * seven days), and drops a cookie that no longer verifies.
 */
export function refreshLocalSession(request: NextRequest, now = Date.now()): ProxySession {
  const secret = localAuthSecret()
  const token = request.cookies.get(LOCAL_SESSION_COOKIE)?.value
  const claims = verifySession(token, secret, now)

  const withCookie = (response: NextResponse) => {
    if (token && !claims) response.cookies.delete(LOCAL_SESSION_COOKIE)
    if (claims && needsRefresh(claims, now)) {
      const { sub, email, ver, auth_time: authTime } = claims
      const fresh = signSession({ sub, email, ver, authTime }, secret, { now })
      const https = isHttpsRequest(request.headers, request.nextUrl)
      response.cookies.set(
        LOCAL_SESSION_COOKIE,
        fresh.token,
        sessionCookieOptions(https, fresh.maxAgeSeconds),
      )
    }
    return response
  }

  return {
    signedIn: claims !== null,
    next: (requestHeaders) => withCookie(NextResponse.next({ request: { headers: requestHeaders } })),
    redirect: (url) => withCookie(NextResponse.redirect(url)),
  }
}
