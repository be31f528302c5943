import type { NextConfig } from 'next'
import { env } from './lib/env'
import { redirects } from './lib/redirects'
import { securityHeaders } from './lib/security-headers'

const production = process.env.NODE_ENV === 'production'
// `BENCH=1` builds the benchmarks' variant of the site into its own folder:
// the same pages plus the *.bench.tsx baseline pages, which production never ships.
const bench = process.env.BENCH === '1'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  distDir: bench ? '.next-bench' : '.next',
  pageExtensions: bench ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'lh3.googleusercontent.com' }],
  },
  async redirects() {
    return redirects.map(({ source, destination }) => ({ source, destination, permanent: true }))
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ production, supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL }),
      },
    ]
  },
}

export default nextConfig
