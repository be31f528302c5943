import { NextRequest } from 'next/server'
import type { KnownPaths } from '@/lib/paths/known-paths'
import { answerSitePath, decideSitePath } from '@/lib/paths/site-path-answer'
import { MISSED_PATH_HEADER } from '@/lib/paths/site-routes'

// What the proxy does with a path no built-in page takes. Only a published
// staff page's own path reaches the catch-all (whose renders Next.js keeps on
// disk); a staff redirect is answered here; everything else is rewritten to
// the one 404 page (next.config.ts rewrites on a header no visitor can set).

const known: KnownPaths = {
  staffPaths: new Set(['/placas-jumilla', '/guias/autoconsumo']),
  redirects: new Map([
    ['/viejo', { destination: '/placas-jumilla', permanent: true }],
    ['/oferta', { destination: 'https://example.com/oferta', permanent: false }],
  ]),
}

it('sends a published staff page’s path on to the catch-all, and nothing else', () => {
  expect(decideSitePath('/placas-jumilla', known)).toEqual({ kind: 'pass' })
  expect(decideSitePath('/guias/autoconsumo', known)).toEqual({ kind: 'pass' })
  for (const path of [
    '/placas-yecla',
    '/placas-jumilla/x',
    '/x/placas-jumilla',
    '/a'.repeat(1900),
    '/x%C3%B1',
  ])
    expect([path.slice(0, 30), decideSitePath(path, known)]).toEqual([path.slice(0, 30), { kind: 'missing' }])
})

it('sends another spelling of a staff page to its own path, so the catch-all keeps one render per page', () => {
  expect(decideSitePath('/Placas-Jumilla', known)).toEqual({ kind: 'canonical', path: '/placas-jumilla' })
  expect(decideSitePath('/placas%2Djumilla', known)).toEqual({ kind: 'canonical', path: '/placas-jumilla' })
})

it('answers a staff redirect itself, under any spelling of its source', () => {
  expect(decideSitePath('/viejo', known)).toEqual({
    kind: 'redirect',
    rule: { destination: '/placas-jumilla', permanent: true },
  })
  expect(decideSitePath('/VIEJO', known)).toMatchObject({ kind: 'redirect' })
})

it('leaves the app’s own routes and files alone, and everything when the lists could not be read', () => {
  for (const path of [
    '/api/fotos',
    '/images/gallery-1.svg',
    '/fotos/a.webp',
    '/sitemap.xml',
    '/seo-dashboard/x',
  ])
    expect([path, decideSitePath(path, known)]).toEqual([path, { kind: 'pass' }])
  expect(decideSitePath('/esta-no-existe', null)).toEqual({ kind: 'pass' })
  // Asked for directly, the 404 route gets its header from the proxy like any unknown path.
  expect(decideSitePath('/sin-pagina', null)).toEqual({ kind: 'missing' })
})

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://example.com${path}`, { headers })
/** The request headers Next.js hands the page after the proxy: x-middleware-request-<name>. */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`)

it('marks an unknown path for the 404 route with the header next.config.ts rewrites on, holding the build’s key', () => {
  process.env.MISSED_PATH_KEY = 'clave-de-esta-build'
  try {
    const response = answerSitePath(request('/no-existe?x=1'), { kind: 'missing' })
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(forwarded(response, MISSED_PATH_HEADER)).toBe('clave-de-esta-build')
  } finally {
    delete process.env.MISSED_PATH_KEY
  }
})

it('drops a visitor’s header on the way to any other route', () => {
  const response = answerSitePath(request('/placas-jumilla', { [MISSED_PATH_HEADER]: '/otra' }), {
    kind: 'pass',
  })
  expect(response.headers.get('x-middleware-next')).toBe('1')
  expect(forwarded(response, MISSED_PATH_HEADER)).toBeNull()
})

it('answers 308 for a permanent redirect and another spelling, 307 for a temporary one', () => {
  const permanent = answerSitePath(request('/viejo'), decideSitePath('/viejo', known))
  expect([permanent.status, permanent.headers.get('location')]).toEqual([
    308,
    'http://example.com/placas-jumilla',
  ])
  const temporary = answerSitePath(request('/oferta'), decideSitePath('/oferta', known))
  expect([temporary.status, temporary.headers.get('location')]).toEqual([307, 'https://example.com/oferta'])
  const spelling = answerSitePath(request('/Placas-Jumilla'), decideSitePath('/Placas-Jumilla', known))
  expect([spelling.status, spelling.headers.get('location')]).toEqual([
    308,
    'http://example.com/placas-jumilla',
  ])
})
