export type Faq = { question: string; answer: string }

/** A page's search metadata: the built-in record (lib/seo/config.ts), a stored row of seo_pages, what the editor saves. */
export type SeoRecord = {
  path: string
  title: string
  description: string
  h1: string
  h2Primary: string
  h2Secondary: string[]
  h3Strategic: string[]
  keywords: string[]
  canonical: string | null
  robots: string
  ogImage: string | null
  ogType: string
  schemaType: string
  category: string
  faqs: Faq[]
  additionalSchema: Record<string, unknown> | null
  /** When staff last saved it (ISO 8601), set by the database; null for a record not stored. */
  updatedAt: string | null
}

/** The schema.org types a page's JSON-LD can be built as. */
export const schemaTypes = [
  'WebPage',
  'Service',
  'FAQPage',
  'Article',
  'LocalBusiness',
  'Electrician',
] as const

/** A built-in record: a stored one cannot name a pillar page. */
export type BuiltInSeo = SeoRecord & {
  /** The pillar this page is a satellite of: it is not indexed and its canonical is the pillar's. */
  pillarPage: string | null
}

/**
 * A page's record as the site uses it (lib/seo/effective-seo.ts): the stored
 * record, else the built-in one, with the indexing rules applied to robots.
 * The record's own fields stay as written, so the editor can show them; the
 * head, JSON-LD and sitemap read the absolute addresses.
 */
export type EffectiveSeo = BuiltInSeo & {
  indexable: boolean
  /** Absolute https address: the record's canonical, else the page itself. */
  canonicalUrl: string
  /** Absolute address of the social image: the record's, else the default one. */
  ogImageUrl: string
}
