import { NextResponse, type NextRequest } from 'next/server'
import { supabaseOrigin, updateAdminSession } from '@/lib/backend/proxy'
import { guardActionRequest } from '@/lib/security/action-guard'
import { isMalformedPath } from '@/lib/security/path-guard'
import { contentSecurityPolicy, newNonce } from '@/lib/security-headers'

// Runs for the admin area, server-action requests and paths with a percent
// escape only (see the matcher; no page of the site has one): public page
// views never pay for it. Hostile action requests get a
// 4xx here instead of Next.js's 500. On admin paths it verifies and refreshes
// the session and sends visitors without one from the dashboard to /auth. It
// is a convenience, not the lock: the pages and every admin action check the
// session and the admin right again on the server. Signed-in visitors on
// /auth are sent on by the page itself, which also checks that the account
// still exists (a signed cookie can outlive it).
//
// Every answer on an admin path gets its own Content-Security-Policy with a
// fresh nonce, also handed to the page's render, where Next.js reads it and
// stamps the nonce on its own scripts. It replaces the static policy that
// next.config.ts gives every path (Next.js applies the proxy's headers last),
// so an admin page sends one policy, and a path the proxy never sees keeps the static one.

export async function proxy(request: NextRequest) {
  // Any path with a percent sign (a matcher entry): a malformed one gets a 400, not Next.js's 500.
  if (isMalformedPath(request.nextUrl.pathname))
    return new NextResponse('Solicitud no válida.', { status: 400 })
  // Server-action requests on any path (the last two matcher entries): a 4xx for hostile ones.
  const rejected = await guardActionRequest(request)
  if (rejected) return rejected
  if (!isAdminPath(request.nextUrl.pathname)) return NextResponse.next()

  const policy = contentSecurityPolicy({
    production: process.env.NODE_ENV === 'production',
    supabaseUrl: supabaseOrigin,
    nonce: newNonce(),
  })
  const response = await answerAdminRequest(request, policy)
  response.headers.set('Content-Security-Policy', policy)
  return response
}

async function answerAdminRequest(request: NextRequest, policy: string) {
  const session = await updateAdminSession(request)

  if (session.landing) return session.redirect(session.landing)
  const wantsDashboard = request.nextUrl.pathname.startsWith('/seo-dashboard')
  // Only page loads are redirected; server actions (POST) answer for themselves.
  const isPageLoad = request.method === 'GET' || request.method === 'HEAD'
  if (wantsDashboard && isPageLoad && !session.signedIn) {
    return session.redirect(new URL('/auth', request.url))
  }
  const forwarded = new Headers(request.headers)
  forwarded.set('Content-Security-Policy', policy)
  return session.next(forwarded)
}

const isAdminPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/seo-dashboard')

export const config = {
  matcher: [
    '/auth',
    '/seo-dashboard/:path*',
    // A percent escape: refused when malformed (lib/security/path-guard.ts).
    '/(.*%.*)',
    // What Next.js treats as a possible server action; ordinary page requests never match these.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
}
