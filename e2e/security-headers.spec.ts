import { expect, test, type APIResponse } from '@playwright/test'
import { redirects } from '@/lib/redirects'
import { adminPaths, publicRoutes } from '@/lib/routes'

// Every answer of the site carries the security headers (lib/security-headers.ts):
// pages, admin paths, the 404 page, files, and redirects themselves.

const pages = [
  ...publicRoutes.map((route) => route.path),
  ...adminPaths,
  '/esta-pagina-no-existe',
  '/robots.txt',
  '/sitemap.xml',
]
// Answered with a redirect before any page: checked as they are, unfollowed.
const unfollowed = [...redirects.map((redirect) => redirect.example), '/seo-dashboard']

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
