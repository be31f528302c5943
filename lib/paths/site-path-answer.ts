import { NextResponse, type NextRequest } from 'next/server'
import type { KnownPaths, StaffRedirect } from './known-paths'
import { requestedPath } from './paths'
import { missedPathKey } from './missing-page-route'
import { isOwnRoute, MISSED_PATH_HEADER, MISSING_PAGE_ROUTE } from './site-routes'

// What the proxy answers for a path no built-in page takes: the app's own
// routes and files go on; a published staff page goes on to the catch-all
// (static, one kept render per staff page), under its own spelling; a staff
// redirect is answered here; anything else goes to the one 404 route,
// rendered once at build time, and is counted here.

export type SitePathDecision =
  | { kind: 'pass' }
  | { kind: 'canonical'; path: string }
  | { kind: 'redirect'; rule: StaffRedirect }
  | { kind: 'missing' }

/**
 * `pathname` as the request has it (percent escapes kept); `known` null when the lists could not be
 * read, and then everything goes on to the catch-all, as before the proxy knew them.
 */
export function decideSitePath(pathname: string, known: KnownPaths | null): SitePathDecision {
  if (pathname === MISSING_PAGE_ROUTE) return { kind: 'missing' }
  if (isOwnRoute(pathname) || !known) return { kind: 'pass' }
  // As the catch-all reads it: decoded and lowercase.
  const path = requestedPath(pathname.slice(1).split('/'))
  if (known.staffPaths.has(path))
    return pathname === path || pathname === encodeURI(path) ? { kind: 'pass' } : { kind: 'canonical', path }
  const rule = known.redirects.get(path)
  return rule ? { kind: 'redirect', rule } : { kind: 'missing' }
}

/** A staff redirect's answer: 308 when permanent, else 307, to a site path or an https address. */
export function answerStaffRedirect(rule: StaffRedirect, request: NextRequest): NextResponse {
  return NextResponse.redirect(new URL(rule.destination, request.url), rule.permanent ? 308 : 307)
}

export function answerSitePath(request: NextRequest, decision: SitePathDecision): NextResponse {
  const headers = new Headers(request.headers)
  // Only this proxy sends a request to the 404 route: a visitor's own header of that name is dropped.
  headers.delete(MISSED_PATH_HEADER)
  switch (decision.kind) {
    case 'canonical':
      return NextResponse.redirect(new URL(encodeURI(decision.path), request.url), 308)
    case 'redirect':
      return answerStaffRedirect(decision.rule, request)
    case 'missing':
      // next.config.ts rewrites a request carrying this header to the 404 route. Not a rewrite from
      // here: Next.js proxies those over the network when `next start` listens on 127.0.0.1.
      headers.set(MISSED_PATH_HEADER, missedPathKey())
      return NextResponse.next({ request: { headers } })
    case 'pass':
      return NextResponse.next({ request: { headers } })
  }
}
