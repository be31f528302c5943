import { redirects as builtInRedirects } from '@/lib/redirects'
import { adminPaths, publicRoutes } from '@/lib/routes'
import { MISSING_PAGE_ROUTE } from './site-routes'

// Paths no staff redirect or page may take: the built-in pages, the built-in
// redirects (next.config.ts serves them first), and what the site itself
// answers or keeps for itself.

/** Each path and everything under it. */
const reservedFolders = [
  ...adminPaths,
  '/api',
  '/fotos',
  '/images',
  '/_next',
  '/.well-known',
  MISSING_PAGE_ROUTE,
]

const builtInPages = new Set(publicRoutes.map((route) => route.path))

/** A next.config source (`/blog/author/:author`, `/x/:rest*`) as a test of a path. */
function sourcePattern(source: string): RegExp {
  const parts = source.split('/').map((segment) => {
    if (/^:\w+[*]$/.test(segment)) return '.*'
    if (/^:\w+[+]$/.test(segment)) return '.+'
    if (/^:\w+$/.test(segment)) return '[^/]+'
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  return new RegExp(`^${parts.join('/')}$`)
}
const builtInSources = builtInRedirects.map((redirect) => ({
  ...redirect,
  pattern: sourcePattern(redirect.source),
}))

/** The built-in redirect (lib/redirects.ts) that answers this path, if any. */
export const builtInRedirectFor = (path: string) =>
  builtInSources.find((redirect) => redirect.pattern.test(path)) ?? null

export const isBuiltInPage = (path: string) => builtInPages.has(path)

/** A file at the root (`/robots.txt`, `/favicon.ico`); an old `.html` page is not one. */
const isRootFile = (path: string) => /^\/[^/]*\.[^/]*$/.test(path) && !/\.html?$/.test(path)

/**
 * Whether the site keeps this path for itself: a built-in page, a built-in redirect's source, the
 * admin area, the API, photos, Next.js's files, the benchmarks' pages, a file at the root.
 * `path` as normalizeSitePath gives it.
 */
export function isReservedPath(path: string): boolean {
  return (
    path === '/' ||
    isBuiltInPage(path) ||
    builtInRedirectFor(path) !== null ||
    reservedFolders.some((folder) => path === folder || path.startsWith(`${folder}/`)) ||
    path.startsWith('/bench-') ||
    isRootFile(path)
  )
}
