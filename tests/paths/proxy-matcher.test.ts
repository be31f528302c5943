import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { publicRoutes } from '@/lib/routes'
import { config } from '@/proxy'

// The proxy's matcher, compiled as Next.js compiles it: the built-in pages,
// Next.js's files and the photos never run the proxy (their views stay
// static and fast); every path that could reach the catch-all does, so none
// reaches it undecided.

// The compiler Next.js's build runs on the matcher (exported, though not in its type declarations).
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (
    matcher: unknown,
    nextConfig: unknown,
  ) => Parameters<typeof getMiddlewareRouteMatcher>[0]
}>('next/dist/build/analysis/get-page-static-info')

const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}))
const runsProxy = (path: string, headers: Record<string, string> = {}) =>
  matches(path, { headers } as never, {})

it('leaves out the home page, every built-in page, Next.js’s files and a photo', () => {
  const paths = [...publicRoutes.map((route) => route.path), '/_next/static/chunks/a.js', '/fotos/a1b2.webp']
  expect(paths.filter((path) => runsProxy(path))).toEqual([])
})

it('runs for every other path: below a page, unknown, a missing file, the admin area', () => {
  const paths = [
    '/aviso-legal/x',
    '/aviso-legalx',
    '/instalacion-placas-solares-cieza',
    '/esta-no-existe',
    '/a/b/c/d',
    '/images/x.png',
    '/fotos/a/b',
    '/api/nope',
    '/cualquier.php',
    '/sin-pagina',
    '/auth',
    '/seo-dashboard/solicitudes',
    `/${'x'.repeat(5000)}`,
  ]
  expect(paths.filter((path) => !runsProxy(path))).toEqual([])
})

it('still runs for a percent escape and a server action on a built-in page', () => {
  expect(runsProxy('/aviso%2Dlegal')).toBe(true)
  expect(runsProxy('/aviso-legal', { 'next-action': 'abc' })).toBe(true)
})
