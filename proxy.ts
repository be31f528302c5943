import { NextResponse, type NextRequest } from 'next/server'
import { guardActionRequest } from '@/lib/security/action-guard'
import { updateSupabaseSession } from '@/lib/supabase/proxy'

// Runs for the admin area and for server-action requests only (see the matcher):
// public page views never pay for it.
// It refreshes the session and sends visitors without one from the dashboard
// to /auth. It is a convenience, not the lock: the dashboard page and every
// admin action check the session and the admin right again on the server.

export const LOCAL_SESSION_COOKIE = 'sec_session'

export async function proxy(request: NextRequest) {
  // Server-action requests on any path (the last two matcher entries): a 4xx for hostile ones.
  const rejected = await guardActionRequest(request)
  if (rejected) return rejected
  if (!isAdminPath(request.nextUrl.pathname)) return NextResponse.next()

  const url = process.env.NEXT_PUBLIC_SUPABASE_URL
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY
  const wantsDashboard = request.nextUrl.pathname.startsWith('/seo-dashboard')

  if (url && anonKey) {
    const session = await updateSupabaseSession(request, url, anonKey)
    if (wantsDashboard && !session.signedIn) return redirectToSignIn(request)
    return session.response()
  }

  if (wantsDashboard && !request.cookies.has(LOCAL_SESSION_COOKIE)) return redirectToSignIn(request)
  return NextResponse.next()
}

const isAdminPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/seo-dashboard')

function redirectToSignIn(request: NextRequest) {
  return NextResponse.redirect(new URL('/auth', request.url))
}

export const config = {
  matcher: [
    '/auth',
    '/seo-dashboard/:path*',
    // What Next.js treats as a possible server action; ordinary page requests never match these.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
}
