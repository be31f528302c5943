import { expect, test, type APIResponse } from '@playwright/test'
import { adminPaths, publicRoutes } from '@/lib/routes'

// Every page of the site carries the security headers (lib/security-headers.ts):
// public pages, admin paths, the 404 page and files.

const pages = [
  ...publicRoutes.map((route) => route.path),
  ...adminPaths,
  '/esta-pagina-no-existe',
  '/robots.txt',
  '/sitemap.xml',
]
// The proxy's redirect to /auth, checked as it is, unfollowed. The 308s of
// next.config.ts (lib/redirects.ts) are not: Next.js sends none of the
// configured headers with them (resolve-routes.js drops them for a redirect
// route), and an empty redirect has no document for them to protect; the page
// each one leads to is checked above.
const unfollowed = ['/seo-dashboard']

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive)
  }
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['strict-transport-security']).toContain('max-age=')
  expect(headers['x-powered-by']).toBeUndefined()
}

for (const path of pages) {
  test(`${path} carries the security headers`, async ({ request }) => {
    expectSecurityHeaders(await request.get(path))
  })
}

for (const path of unfollowed) {
  test(`the redirect from ${path} carries the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBeGreaterThanOrEqual(300)
    expect(response.status()).toBeLessThan(400)
    expectSecurityHeaders(response)
  })
}
