import { remoteImageHosts } from './remote-images'

// Response headers sent with every answer of the site (next.config.ts).
//
// Public pages are static HTML, so a per-request nonce is impossible: scripts
// are limited to our own origin plus the inline bootstrap scripts that
// Next.js writes into every page ('unsafe-inline'). Everything else is
// locked down: no plugins, no framing, no foreign form targets or base URLs.

export function contentSecurityPolicy({
  production,
  supabaseUrl,
}: {
  production: boolean
  supabaseUrl?: string
}) {
  const connect = ["'self'", supabaseUrl].filter(Boolean).join(' ')
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remoteImageHosts.map((host) => `https://${host}`).join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ]
  return directives.join('; ')
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
