import { NextResponse, type NextRequest } from 'next/server'
import { refreshLocalSession } from '@/lib/auth/local/proxy'
import { guardActionRequest } from '@/lib/security/action-guard'
import { updateSupabaseSession } from '@/lib/supabase/proxy'

// Runs for the admin area and for server-action requests only (see the
// matcher): public page views never pay for it. Hostile action requests get a
// 4xx here instead of Next.js's 500. On admin paths it verifies and refreshes
// the session and sends visitors without one from the dashboard to /auth. It
// is a convenience, not the lock: the pages and every admin action check the
// session and the admin right again on the server. Signed-in visitors on
// /auth are sent on by the page itself, which also checks that the account
// still exists (a signed cookie can outlive it).

export async function proxy(request: NextRequest) {
  // Server-action requests on any path (the last two matcher entries): a 4xx for hostile ones.
  const rejected = await guardActionRequest(request)
  if (rejected) return rejected
  if (!isAdminPath(request.nextUrl.pathname)) return NextResponse.next()

  const url = process.env.NEXT_PUBLIC_SUPABASE_URL
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY
  const session =
    url && anonKey ? await updateSupabaseSession(request, url, anonKey) : refreshLocalSession(request)

  if (session.landing) return session.redirect(session.landing)
  const wantsDashboard = request.nextUrl.pathname.startsWith('/seo-dashboard')
  // Only page loads are redirected; server actions (POST) answer for themselves.
  const isPageLoad = request.method === 'GET' || request.method === 'HEAD'
  if (wantsDashboard && isPageLoad && !session.signedIn) {
    return session.redirect(new URL('/auth', request.url))
  }
  return session.next()
}

const isAdminPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/seo-dashboard')

export const config = {
  matcher: [
    '/auth',
    '/seo-dashboard/:path*',
    // What Next.js treats as a possible server action; ordinary page requests never match these.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
}
