import { randomBytes } from 'node:crypto'
import type { NextConfig } from 'next'
import { MISSED_PATH_HEADER, MISSING_PAGE_ROUTE } from './lib/paths/missing-page-route'
import { redirects } from './lib/redirects'
import { remoteImagePatterns } from './lib/remote-images'
import { ACTION_BODY_LIMIT_BYTES } from './lib/security/action-guard'
import { securityHeaders } from './lib/security-headers'

const production = process.env.NODE_ENV === 'production'
// Read directly: lib/env.ts is server-only (Node loads this file without the
// react-server condition). The server parses it, and stops on a malformed
// value, when it loads the pages; the policy only needs the origin.
const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL?.trim().replace(/\/+$/, '') || undefined
// `BENCH=1` builds the benchmarks' variant of the site into its own folder:
// the same pages plus the *.bench.tsx baseline pages, which production never ships.
const bench = process.env.BENCH === '1'
// `E2E=1` builds the end-to-end tests' variant: the same pages plus the
// *.e2e.ts test routes (direct database access on loopback), in its own folder.
const e2e = process.env.E2E === '1'
// Made at build, inlined into the proxy's code: see lib/paths/missing-page-route.ts.
const missedPathKey = process.env.MISSED_PATH_KEY || randomBytes(16).toString('hex')
// `CHECKED_BUILD=1`: the run has type-checked this same tree itself (scripts/test-all.sh runs
// tsc over the whole project, the e2e build's route types included), so the build skips its
// own pass of the same check; and it writes no build cache, which a throwaway build never reads.
const checkedBuild = process.env.CHECKED_BUILD === '1'
const extraExtensions = [...(bench ? ['bench.tsx'] : []), ...(e2e ? ['e2e.ts'] : [])]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  env: { MISSED_PATH_KEY: missedPathKey },
  // NEXT_DIST_DIR lets an e2e test serve its own copy of the e2e build (e2e/next-server.ts).
  distDir: process.env.NEXT_DIST_DIR ?? (bench ? '.next-bench' : e2e ? '.next-e2e' : '.next'),
  pageExtensions: [...extraExtensions, 'tsx', 'ts'],
  typescript: { ignoreBuildErrors: checkedBuild },
  experimental: {
    turbopackFileSystemCacheForBuild: !checkedBuild,
    // Unknown addresses get app/global-not-found.tsx, the 404 in the site's frame; the root
    // not-found.tsx, which Next.js sends with every page, can then stay small.
    globalNotFound: true,
    // A quote request is a few kilobytes; nothing larger reaches an action (proxy.ts answers 413 first).
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
  },
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The heroes' artwork is read from public/images/ when a page renders (lib/artwork.ts), ISR included;
  // the migrations when the server first opens a fresh local database (lib/db/migrate.ts reads their folder).
  outputFileTracingIncludes: { '/**': ['./public/images/hero-*.svg', './supabase/migrations/*.sql'] },
  images: {
    formats: ['image/avif', 'image/webp'],
    // 75, Next's default, for every picture; 50 for a hero photo under its dark overlay (HERO_PHOTO_QUALITY).
    qualities: [50, 75],
    // Review avatars only (lib/remote-images.ts), and our own pictures and the photo library only, without a query.
    remotePatterns: [...remoteImagePatterns],
    localPatterns: [
      { pathname: '/images/**', search: '' },
      { pathname: '/fotos/**', search: '' },
    ],
    // A redirect's target is fetched without the allow-list's check: follow none (the avatars answer directly).
    maximumRedirects: 0,
  },
  async redirects() {
    return redirects.map(({ source, destination }) => ({ source, destination, permanent: true }))
  },
  async rewrites() {
    return {
      // proxy.ts marks an unknown path with this header and the build's key (a visitor cannot know
      // it) for the one 404 page; before the catch-all, which would keep a render of every such path.
      beforeFiles: [
        {
          source: '/:path*',
          has: [{ type: 'header', key: MISSED_PATH_HEADER, value: missedPathKey }],
          destination: MISSING_PAGE_ROUTE,
        },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ production, supabaseUrl }),
      },
    ]
  },
}

export default nextConfig
