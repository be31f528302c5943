import { adminPaths, publicRoutes } from '@/lib/routes'

// Every path a route of the app or a file of public/ answers, so that only
// the others reach the catch-all, app/(site)/[...path]. The proxy leaves these
// alone and decides the rest (staff page, staff redirect or the 404).
// tests/paths/site-routes.test.ts walks app/ and public/ and fails when
// a route or a file is missing here. No server import: the proxy reads it.

export { MISSED_PATH_HEADER, MISSING_PAGE_ROUTE } from './missing-page-route'

/** Routes of one exact path: pages, metadata files, API routes, the e2e's and benchmarks' routes. */
const exactRoutes = new Set<string>([
  ...publicRoutes.map((route) => route.path),
  ...adminPaths,
  '/sitemap.xml',
  '/robots.txt',
  '/icon.svg',
  '/social-image.png',
  '/api/cron/publicaciones',
  '/api/fotos',
  '/api/busquedas',
  // Built only with E2E=1 or BENCH=1; elsewhere they reach the catch-all like any unknown path.
  '/api/e2e/invitation',
  '/api/e2e/sql',
  '/api/e2e/scheduler',
  '/api/e2e/seo',
  '/bench-minimal',
  '/bench-same-size',
  '/bench-photo-hero',
])

/** The files of public/, each by name: a missing one is an unknown path like any other. */
export const publicFiles = new Set<string>(
  [
    'gallery-1.svg',
    'gallery-2.svg',
    'gallery-3.svg',
    'gallery-4.svg',
    'gallery-5.svg',
    'gallery-6.svg',
    'hero-electrical-home.svg',
    'hero-electrical-industry.svg',
    'hero-electrical-outdoor.svg',
    'hero-electrical-panel.svg',
    'hero-ev-charging.svg',
    'hero-solar-community.svg',
    'hero-solar-field.svg',
    'hero-solar-roof.svg',
    'hero-subsidies.svg',
  ].map((name) => `/images/${name}`),
)

/** The files above a visitor can open (the rest are the admin's, the API's, the tests'). */
const visitorFiles = new Set(['/sitemap.xml', '/robots.txt', '/icon.svg', '/social-image.png'])

/** Whether this path (as normalizeSitePath gives it) is one of the app's pages or files any visitor opens. */
export const isVisitorRoute = (path: string) =>
  publicRoutes.some((route) => route.path === path) || visitorFiles.has(path) || publicFiles.has(path)

/** Routes under a path: Next.js's own files, the dashboard (its catch-all answers every path below it). */
const routeFolders = ['/_next/', '/seo-dashboard/']

/** One photo per name: app/fotos/[file]; one social image per name: app/fotos/social/[file]. */
const isPhotoPath = (path: string) => /^\/fotos\/(social\/)?[^/]+$/.test(path)

/**
 * Whether a route or file of the app answers `path` (the request's pathname, as sent), so the
 * catch-all never sees it. The missing-page route is not one: the proxy rewrites to it itself.
 */
export function isOwnRoute(path: string): boolean {
  return (
    exactRoutes.has(path) ||
    publicFiles.has(path) ||
    routeFolders.some((folder) => path.startsWith(folder)) ||
    isPhotoPath(path)
  )
}
