import { legalPages } from '@/content/legal'
import { home } from '@/content/home'
import { landingPages } from '@/content/pages'
import { quotePage } from '@/content/quote'

// The registry of every public page: the e2e suite walks it, and the sitemap
// and robots rules are built from it. A page that is not here is not tested.

export type PublicRoute = {
  path: string
  /** The page's only H1, as visitors see it. */
  h1: string
  /** Left out of the sitemap and marked 'noindex, follow' when false. */
  indexable: boolean
}

export const publicRoutes: PublicRoute[] = [
  { path: '/', h1: home.hero.h1, indexable: true },
  ...landingPages.map((page) => ({ path: page.path, h1: page.hero.h1, indexable: true })),
  { path: quotePage.path, h1: quotePage.hero.h1, indexable: false },
  ...legalPages.map((page) => ({ path: page.path, h1: page.h1, indexable: false })),
]

/** The admin area: never indexed, disallowed in robots.txt, guarded by proxy.ts. */
export const adminPaths = ['/auth', '/seo-dashboard'] as const
