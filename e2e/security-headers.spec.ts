import { expect, test } from '@playwright/test'
import { adminPaths, publicRoutes } from '@/lib/routes'

const paths = [
  ...publicRoutes.map((route) => route.path),
  ...adminPaths,
  '/esta-pagina-no-existe',
  '/robots.txt',
]

for (const path of paths) {
  test(`${path} carries the security headers`, async ({ request }) => {
    const response = await request.get(path)
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
  })
}
