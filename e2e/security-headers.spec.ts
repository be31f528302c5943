import { expect, test, type APIResponse } from '@playwright/test'
import { adminPaths, publicRoutes } from '@/lib/routes'
import { allMatches } from './html'
import { watchConsoleErrors } from './support'

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

// The admin pages render per request: their policy lets only scripts that
// carry this answer's nonce run (proxy.ts), never inline scripts at large.
test.describe('admin pages: a nonce-based Content-Security-Policy', () => {
  const policiesOf = (response: APIResponse) =>
    response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
      .map(({ value }) => value)
  const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1]

  test('/auth sends one policy whose scripts need this answer’s nonce, and every script carries it', async ({
    request,
  }) => {
    const response = await request.get('/auth')
    expect(response.status()).toBe(200)
    const policies = policiesOf(response)
    expect(policies).toHaveLength(1)
    const policy = policies[0]!
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!
    expect(scriptSrc).toContain("'strict-dynamic'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    const nonce = nonceOf(scriptSrc)
    expect(nonce).toBeTruthy()

    const scripts = allMatches(await response.text(), /<script\b[^>]*>/).map(([tag]) => tag!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`)
  })

  test('the nonce is new on every answer, the redirect’s included', async ({ request }) => {
    const nonces = [
      ...policiesOf(await request.get('/auth')),
      ...policiesOf(await request.get('/auth')),
      ...policiesOf(await request.get('/seo-dashboard', { maxRedirects: 0 })),
    ].map(nonceOf)
    expect(nonces).toHaveLength(3)
    expect(nonces.every(Boolean)).toBe(true)
    expect(new Set(nonces).size).toBe(3)
  })

  test('the sign-in form hydrates and checks its fields, with no policy violation', async ({ page }) => {
    const errors = watchConsoleErrors(page)
    await page.goto('/auth')
    const login = page.getByRole('tabpanel', { name: 'Iniciar sesión' })
    await login.getByLabel('Correo').fill('ana@')
    await login.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(login.getByLabel('Correo')).toHaveAccessibleDescription('Email inválido')
    expect(errors).toEqual([])
  })

  test('public pages keep the static policy, which needs no nonce', async ({ request }) => {
    const policies = policiesOf(await request.get('/'))
    expect(policies).toHaveLength(1)
    expect(nonceOf(policies[0]!)).toBeUndefined()
  })
})
