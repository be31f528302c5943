'use server'

import { cookies, headers } from 'next/headers'
import { requireAdmin } from '@/lib/auth/session'
import { isHttpsRequest } from '@/lib/auth/local/session-cookie'
import { mailNoticeCookie } from './mail-notice-cookie'

/**
 * Hides the mail notice until the browser is closed: a session cookie (no expiry), read by the
 * server, so the notice is not drawn at all on the next pages. Only an admin sees the notice.
 */
export async function hideMailNotice() {
  if (!(await requireAdmin()).ok) return
  ;(await cookies()).set(mailNoticeCookie, 'oculto', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(await headers()),
    path: '/seo-dashboard',
  })
}
