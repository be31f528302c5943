import 'server-only'
import { cache } from 'react'
import { getAuthBackend } from '@/lib/auth/get-auth-backend'
import { authMessages } from './messages'
import type { SessionUser } from './types'

/** The verified signed-in account of this request, or null. Read once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => getAuthBackend().currentUser())

export type AdminAccess =
  { ok: true; user: SessionUser } | { ok: false; reason: 'signed-out' | 'not-admin'; message: string }

/**
 * The check every admin server action starts with: the session and the admin
 * right, read again on the server (proxy.ts is a convenience, not the lock).
 */
export async function requireAdmin(): Promise<AdminAccess> {
  const user = await getSessionUser()
  if (!user) return { ok: false, reason: 'signed-out', message: authMessages.signedOut }
  if (!user.isAdmin) return { ok: false, reason: 'not-admin', message: authMessages.notAdmin }
  return { ok: true, user }
}
