import { rmSync } from 'node:fs'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { proxy } from '@/proxy'
import { seedMigratedDataFolder } from '../support/pglite-snapshot'

// proxy.ts gives every answer on an admin path its own Content-Security-Policy
// with a fresh nonce, and passes the same policy on to the page's render,
// where Next.js reads the nonce and stamps it on its own scripts.

jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

const at = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
  new NextRequest(`http://127.0.0.1:3600${path}`, init)
const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? ''
const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1]
/** The request headers the proxy hands on to the render (NextResponse.next's own encoding). */
const forwardedPolicy = (response: Response) =>
  response.headers.get('x-middleware-request-content-security-policy')

// A public path's answer reads the staff pages and redirects: from a migrated copy, not a first opening.
const dataDir = process.env.LOCAL_DATA_DIR!
beforeAll(() => seedMigratedDataFolder(dataDir))
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }))

describe('the admin pages’ Content-Security-Policy', () => {
  // As served by `next start` (development adds 'unsafe-eval' for React's error overlays).
  beforeEach(() => jest.replaceProperty(process, 'env', { ...process.env, NODE_ENV: 'production' }))
  afterEach(() => jest.restoreAllMocks())

  it('sends scripts-by-nonce only, with a new nonce on every answer', async () => {
    const first = await proxy(at('/auth'))
    const second = await proxy(at('/auth'))
    const policy = policyOf(first)
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'(;|$)/)
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(nonceOf(policy)).not.toBe(nonceOf(policyOf(second)))
  })

  it('hands the same policy to the page’s render, so Next.js stamps the nonce on its scripts', async () => {
    const response = await proxy(at('/seo-dashboard/solicitudes'))
    // No session: the redirect to /auth carries a policy too.
    expect(response.headers.get('location')).toMatch(/\/auth$/)
    expect(nonceOf(policyOf(response))).toBeTruthy()

    const page = await proxy(at('/auth'))
    expect(forwardedPolicy(page)).toBe(policyOf(page))
  })

  it('leaves public pages’ server actions to the static policy of next.config.ts', async () => {
    const response = await proxy(
      at('/solicitar-presupuesto', {
        method: 'POST',
        headers: {
          'next-action': 'abc',
          host: '127.0.0.1:3600',
          origin: 'http://127.0.0.1:3600',
          'content-type': 'text/plain',
        },
        body: '[]',
      }),
    )
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})
