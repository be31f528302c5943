import { contentSecurityPolicy } from '@/lib/security-headers'

// WebKit (Safari) logs a console error on every page for each policy directive
// it does not recognize, so the policy names only directives that Chromium,
// Firefox and WebKit all implement.
const knownToEveryEngine = new Set([
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'object-src',
  'base-uri',
  'frame-ancestors',
  'form-action',
  'worker-src',
  'media-src',
  'frame-src',
  'child-src',
])

const directiveNames = (policy: string) =>
  policy.split(';').map((directive) => directive.trim().split(/\s+/)[0] ?? '')

describe('the Content-Security-Policy', () => {
  it.each<[string, Parameters<typeof contentSecurityPolicy>[0]]>([
    ['a static page', { production: true }],
    ['a static page in development', { production: false }],
    [
      'a page with a nonce and Supabase',
      { production: true, nonce: 'abc=', supabaseUrl: 'https://x.supabase.co' },
    ],
  ])('names only directives every engine recognizes, for %s', (_, options) => {
    const names = directiveNames(contentSecurityPolicy(options))
    expect(names.filter((name) => !knownToEveryEngine.has(name))).toEqual([])
    // default-src covers what is left out, such as the web app manifest.
    expect(contentSecurityPolicy(options)).toContain("default-src 'self'")
  })
})
