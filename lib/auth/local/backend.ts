import 'server-only'
import type { PGlite } from '@electric-sql/pglite'
import { cookies, headers } from 'next/headers'
import type { AuthBackend, AuthOutcome } from '../types'
import {
  createLocalAccount,
  endLocalSessions,
  findLocalSessionUser,
  verifyLocalAccount,
  type LocalAccount,
} from './accounts'
import { invitedEmail } from './invitations'
import { localAuthSecret } from './secret'
import {
  isHttpsRequest,
  LOCAL_SESSION_COOKIE,
  sessionCookieOptions,
  signSession,
  verifySession,
} from './session-cookie'
import { hasLocalAdmin } from './setup-tokens'
import { WorkLimitFullError } from './work-limit'

/**
 * Password hashing at its limit answers 'unavailable' at once: not a wrong
 * password (the sign-in throttle does not count it), and nothing to log.
 */
async function unlessHashingIsFull(work: () => Promise<AuthOutcome>): Promise<AuthOutcome> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof WorkLimitFullError) return { ok: false, error: 'unavailable' }
    throw error
  }
}

/** Accounts in PGlite, the session in a signed, HTTP-only cookie. */
export function createLocalAuthBackend(getDb: () => Promise<PGlite>): AuthBackend {
  async function startSession(account: LocalAccount) {
    const session = { sub: account.id, email: account.email, ver: account.sessionVersion }
    const { token, maxAgeSeconds } = signSession(session, localAuthSecret())
    const store = await cookies()
    store.set(
      LOCAL_SESSION_COOKIE,
      token,
      sessionCookieOptions(isHttpsRequest(await headers()), maxAgeSeconds),
    )
  }

  return {
    signIn: (credentials) =>
      unlessHashingIsFull(async () => {
        const account = await verifyLocalAccount(await getDb(), credentials)
        if (!account) return { ok: false, error: 'invalid-credentials' }
        await startSession(account)
        return { ok: true, next: 'dashboard' }
      }),
    signUp: (request) =>
      unlessHashingIsFull(async () => {
        const created = await createLocalAccount(await getDb(), request)
        if (!created.ok) return { ok: false, error: created.error }
        await startSession(created.user)
        return { ok: true, next: 'dashboard' }
      }),
    /** Ends this account's sessions in every browser (accounts.ts), then drops this browser's cookie. */
    async signOut() {
      const store = await cookies()
      const claims = verifySession(store.get(LOCAL_SESSION_COOKIE)?.value, localAuthSecret())
      try {
        if (claims) await endLocalSessions(await getDb(), claims)
      } finally {
        store.delete(LOCAL_SESSION_COOKIE)
      }
    },
    // Open only until the first admin exists; after that, colleagues are invited (invitations.ts).
    signUpsOpen: async () => !(await hasLocalAdmin(await getDb())),
    invitedEmail: async (token) => invitedEmail(await getDb(), token),
    async currentUser() {
      const claims = verifySession((await cookies()).get(LOCAL_SESSION_COOKIE)?.value, localAuthSecret())
      return claims ? findLocalSessionUser(await getDb(), claims) : null
    },
  }
}
