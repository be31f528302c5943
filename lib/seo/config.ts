import { home } from '@/content/home'
import { legalPages } from '@/content/legal'
import { landingPages } from '@/content/pages'
import { quotePage } from '@/content/quote'
import type { SearchCopy } from '@/content/types'
import type { SeoRecord } from '@/lib/seo/types'
import { isNoindex } from './effective-seo'
import type { BuiltInSeo } from './types'

// The built-in SEO records: one per public page, derived from the page
// content so that the H1, the first section's heading and the FAQs a page
// shows by default are exactly what its record says. A row in seo_pages for
// the same path replaces it (lib/seo/page-seo.ts).

const defaults = {
  canonical: null,
  robots: 'index,follow',
  ogImage: null,
  ogType: 'website',
  additionalSchema: null,
  updatedAt: null,
  pillarPage: null,
} satisfies Partial<BuiltInSeo>

export function fromSearchCopy(
  path: string,
  seo: SearchCopy,
  body: { h1: string; h2Primary: string; faqs: SeoRecord['faqs'] },
): BuiltInSeo {
  return {
    ...defaults,
    path,
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    schemaType: seo.schemaType,
    category: seo.category,
    h2Secondary: seo.h2Secondary,
    h3Strategic: seo.h3Strategic,
    pillarPage: seo.pillarPage ?? null,
    ...body,
  }
}

const noindex = { robots: 'noindex,follow' } as const

export const seoConfigs: BuiltInSeo[] = checkPillarPages([
  fromSearchCopy('/', home.seo, { h1: home.hero.h1, h2Primary: home.sections[0]?.heading ?? '', faqs: [] }),
  ...landingPages.map((page) =>
    fromSearchCopy(page.path, page.seo, {
      h1: page.hero.h1,
      h2Primary: page.sections[0]?.heading ?? '',
      faqs: page.faq.items,
    }),
  ),
  {
    ...fromSearchCopy(quotePage.path, quotePage.seo, {
      h1: quotePage.hero.h1,
      h2Primary: quotePage.form.heading,
      faqs: [],
    }),
    ...noindex,
  },
  ...legalPages.map((page) => ({
    ...defaults,
    ...noindex,
    path: page.path,
    title: page.title,
    description: page.description,
    h1: page.h1,
    h2Primary: page.sections[0]?.heading ?? '',
    h2Secondary: [],
    h3Strategic: [],
    keywords: [],
    schemaType: 'WebPage',
    category: 'legal',
    faqs: [],
  })),
])

/** Paths never indexed, whatever a stored record says: those built as noindex, and satellites. */
export function neverIndexedPaths(configs: BuiltInSeo[]): string[] {
  return configs.filter((config) => isNoindex(config) || config.pillarPage).map((config) => config.path)
}

export const noindexPaths = neverIndexedPaths(seoConfigs)

const byPath = new Map(seoConfigs.map((config) => [config.path, config]))

/** The built-in record of a path, or undefined for a path the site does not have. */
export function getSeoConfig(path: string): BuiltInSeo | undefined {
  return byPath.get(path)
}

/** Stops the build when a page names itself, an unknown path or another satellite as its pillar. */
export function checkPillarPages(configs: BuiltInSeo[]): BuiltInSeo[] {
  const pages = new Map(configs.map((config) => [config.path, config]))
  for (const { path, pillarPage } of configs) {
    if (pillarPage === null) continue
    const pillar = pages.get(pillarPage)
    if (pillarPage === path || !pillar || pillar.pillarPage !== null || isNoindex(pillar)) {
      throw new Error(
        `${path}: its pillar page ${pillarPage} must be another indexable page that is not a satellite`,
      )
    }
  }
  return configs
}
