import 'server-only'
import { cookies, headers } from 'next/headers'
import { getLocalDb } from '@/lib/data/local/database'
import type { AuthBackend, SessionUser } from '../types'
import { createLocalAccount, findLocalSessionUser, verifyLocalAccount } from './accounts'
import { localAuthSecret } from './secret'
import {
  isHttpsRequest,
  LOCAL_SESSION_COOKIE,
  sessionCookieOptions,
  signSession,
  verifySession,
} from './session-cookie'

/** Accounts in PGlite, the session in a signed, HTTP-only cookie. */
export function createLocalAuthBackend(): AuthBackend {
  async function startSession(user: SessionUser) {
    const { token } = signSession({ sub: user.id, email: user.email }, localAuthSecret())
    const store = await cookies()
    store.set(LOCAL_SESSION_COOKIE, token, sessionCookieOptions(isHttpsRequest(await headers())))
  }

  return {
    async signIn(credentials) {
      const user = await verifyLocalAccount(await getLocalDb(), credentials)
      if (!user) return { ok: false, error: 'invalid-credentials' }
      await startSession(user)
      return { ok: true, next: 'dashboard' }
    },
    async signUp(credentials) {
      const created = await createLocalAccount(await getLocalDb(), credentials)
      if (!created.ok) return { ok: false, error: created.error }
      await startSession(created.user)
      return { ok: true, next: 'dashboard' }
    },
    async signOut() {
      ;(await cookies()).delete(LOCAL_SESSION_COOKIE)
    },
    async currentUser() {
      const claims = verifySession((await cookies()).get(LOCAL_SESSION_COOKIE)?.value, localAuthSecret())
      return claims ? findLocalSessionUser(await getLocalDb(), claims) : null
    },
  }
}
