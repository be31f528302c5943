import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server'
import { countMissedPath, countRedirectHit } from '@/lib/paths/count-missed-path'
import { requestedPath } from '@/lib/paths/paths'
import { answerSitePath, decideSitePath } from '@/lib/paths/site-path-answer'
import { storedPaths } from '@/lib/paths/stored-paths'
import { updateAdminSession } from '@/lib/auth/proxy-session'
import { supabaseOrigin } from '@/lib/backend/kind'
import { guardActionRequest } from '@/lib/security/action-guard'
import { isMalformedPath } from '@/lib/security/path-guard'
import { contentSecurityPolicy, newNonce } from '@/lib/security-headers'

// Runs for every path but the built-in pages, Next.js's files and the photos
// (see the matcher): their views never pay for it. Every other path would
// reach the catch-all route, which keeps what it renders on disk, so the proxy
// decides it first (lib/paths/site-path-answer.ts): only the staff pages
// reach the catch-all; an unknown path is counted here and gets the one 404
// page, built once. Hostile action requests get a
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

export async function proxy(request: NextRequest, event?: NextFetchEvent) {
  // Any path with a percent sign (a matcher entry): a malformed one gets a 400, not Next.js's 500.
  if (isMalformedPath(request.nextUrl.pathname))
    return new NextResponse('Solicitud no válida.', { status: 400 })
  // Server-action requests on any path (the last two matcher entries): a 4xx for hostile ones.
  const rejected = await guardActionRequest(request)
  if (rejected) return rejected
  if (!isAdminPath(request.nextUrl.pathname)) return answerSiteRequest(request, event)

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

async function answerSiteRequest(request: NextRequest, event?: NextFetchEvent) {
  // An admin's preview (Draft Mode) renders the catch-all afresh and keeps nothing. Only with a
  // session: Next.js keeps the render of a request whose Draft Mode cookie it does not accept.
  if (request.cookies.has(DRAFT_MODE_COOKIE) && (await updateAdminSession(request)).signedIn)
    return answerSitePath(request, { kind: 'pass' })
  const { pathname } = request.nextUrl
  const decision = decideSitePath(pathname, await storedPaths())
  // Counted once the answer is on its way, as the 404 page itself is the same for every path; a
  // redirect by the source it matched (the same path as the catch-all reads it).
  const path = () => requestedPath(pathname.slice(1).split('/'))
  if (decision.kind === 'missing') event?.waitUntil(countMissedPath(path(), request.headers.get('referer')))
  if (decision.kind === 'redirect') event?.waitUntil(countRedirectHit(path()))
  return answerSitePath(request, decision)
}

const DRAFT_MODE_COOKIE = '__prerender_bypass'

const isAdminPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/seo-dashboard')

export const config = {
  matcher: [
    // Every path but the home page, the built-in pages (listed here as Next.js needs the matcher
    // written out; tests/paths/proxy-matcher.test.ts checks the list), Next.js's files and a photo.
    '/((?!_next/|fotos/[^/]+$|(?:aviso-legal|ayudas-para-instalar-placas-solares-en-murcia|ayudas-placas-solares|calcular-ahorro-placas-solares|instalacion-electrica-de-baja-tension|instalacion-electrica-edificios|instalacion-electrica-exterior|instalacion-electrica-garajes|instalacion-electrica-industrial|instalacion-electrica-murcia|instalacion-electrica-valencia|instalacion-electrica-viviendas|instalacion-placas-murcia|instalacion-placas-solares|instalacion-placas-solares-albacete|instalacion-placas-solares-alicante|instalacion-placas-solares-autoconsumo|instalacion-placas-solares-comunidades-vecinos|instalacion-placas-solares-valencia|instalaciones-electricas|politica-de-cookies|politica-de-privacidad|solicitar-presupuesto)$).+)',
    // A percent escape: refused when malformed (lib/security/path-guard.ts).
    '/(.*%.*)',
    // What Next.js treats as a possible server action; ordinary page requests never match these.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
}
