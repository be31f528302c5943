import { legalPages } from '@/content/legal'
import { home } from '@/content/home'
import { landingPages } from '@/content/pages'
import { quotePage } from '@/content/quote'
import { noindexPaths } from '@/lib/seo/config'

// The registry of every public page: the e2e suite walks it, and the sitemap
// and robots rules are built from it. A page that is not here is not tested.

export type PublicRoute = {
  path: string
  /** The page's only H1, as visitors see it. */
  h1: string
  /** Left out of the sitemap and marked 'noindex, follow' when false (lib/seo/config.ts). */
  indexable: boolean
}

const route = (path: string, h1: string): PublicRoute => ({
  path,
  h1,
  indexable: !noindexPaths.includes(path),
})

export const publicRoutes: PublicRoute[] = [
  route('/', home.hero.h1),
  ...landingPages.map((page) => route(page.path, page.hero.h1)),
  route(quotePage.path, quotePage.hero.h1),
  ...legalPages.map((page) => route(page.path, page.h1)),
]

/** The admin area: never indexed, disallowed in robots.txt, guarded by proxy.ts. */
export const adminPaths = ['/auth', '/seo-dashboard'] as const
