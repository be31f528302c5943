import type { Faq, SeoPageRecord } from '@/lib/data/types'

// Three shapes of one page's search metadata:
// - SeoConfig: the built-in configuration in code (lib/seo/config.ts);
// - SeoPageRecord: a row of seo_pages as staff saved it (lib/data/types.ts);
// - PageSeo: what a page renders, resolved from the stored row or else the
//   built-in configuration, with the indexing rules applied.

export type { Faq, SeoPageRecord }

/** The schema.org types a page's JSON-LD can be built as. */
export const schemaTypes = [
  'WebPage',
  'Service',
  'FAQPage',
  'Article',
  'LocalBusiness',
  'Electrician',
] as const
export type SchemaType = (typeof schemaTypes)[number]

export type SeoConfig = Omit<SeoPageRecord, 'updatedAt'> & {
  /** A satellite page names its pillar: it is then 'noindex, follow' with a canonical to the pillar. */
  pillar?: string
}

export type PageSeo = Omit<SeoPageRecord, 'canonical' | 'ogImage' | 'updatedAt'> & {
  /** Absolute https address. */
  canonical: string
  /** As written in the robots meta element: 'index, follow' or 'noindex, follow'. */
  robots: string
  indexable: boolean
  /** Absolute address of the social image. */
  ogImage: string
  pillar: string | null
  /** When staff last saved it; null for the built-in configuration. */
  updatedAt: string | null
}
