import { remoteImageHosts } from './remote-images'

// Response headers sent with every answer of the site (next.config.ts).
//
// Public pages are static HTML, so a per-request nonce is impossible: scripts
// are limited to our own origin plus the inline bootstrap scripts that
// Next.js writes into every page ('unsafe-inline'). The admin pages render per
// request, so proxy.ts gives each of their answers a policy with a fresh nonce
// instead ('strict-dynamic': only scripts carrying it, and what they load, run).
// Everything else is the same for both and locked down: no plugins, no
// framing, no foreign form targets or base URLs. Only directives every engine
// knows are listed (WebKit logs a console error for each one it does not, such
// as manifest-src, which default-src 'self' covers anyway).

export function contentSecurityPolicy({
  production,
  supabaseUrl,
  nonce,
}: {
  production: boolean
  supabaseUrl?: string
  /** This answer's nonce, for a page rendered per request; none for static pages. */
  nonce?: string
}) {
  const connect = ["'self'", supabaseUrl].filter(Boolean).join(' ')
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'"
  const directives = [
    "default-src 'self'",
    // React's development build needs eval for its error overlays; production never does.
    `script-src ${scripts}${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remoteImageHosts.map((host) => `https://${host}`).join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "worker-src 'self' blob:",
  ]
  return directives.join('; ')
}

/** 128 random bits, base64: unguessable, and in the form Next.js reads back from the policy. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

export function securityHeaders({ production, supabaseUrl }: { production: boolean; supabaseUrl?: string }) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ production, supabaseUrl }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  if (production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' })
  }
  return headers
}
