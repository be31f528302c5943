import { NextResponse, type NextRequest } from 'next/server'
import { updateSupabaseSession } from '@/lib/supabase/proxy'

// Runs for the admin area only (see the matcher): public pages never pay for it.
// It refreshes the session and sends visitors without one from the dashboard
// to /auth. It is a convenience, not the lock: the dashboard page and every
// admin action check the session and the admin right again on the server.

export const LOCAL_SESSION_COOKIE = 'sec_session'

export async function proxy(request: NextRequest) {
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

function redirectToSignIn(request: NextRequest) {
  return NextResponse.redirect(new URL('/auth', request.url))
}

export const config = {
  matcher: ['/auth', '/seo-dashboard/:path*'],
}
