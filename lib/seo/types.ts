import { z } from 'zod'

export const faqSchema = z.object({ question: z.string(), answer: z.string() })
export type Faq = z.output<typeof faqSchema>

/** A page's search metadata: the built-in record (lib/seo/config.ts), a stored row of seo_pages, what the editor saves. */
export const seoRecordSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  h2Primary: z.string(),
  h2Secondary: z.array(z.string()),
  h3Strategic: z.array(z.string()),
  keywords: z.array(z.string()),
  canonical: z.string().nullable(),
  robots: z.string(),
  ogImage: z.string().nullable(),
  ogType: z.string(),
  schemaType: z.string(),
  category: z.string(),
  faqs: z.array(faqSchema),
  additionalSchema: z.record(z.string(), z.unknown()).nullable(),
  /** When staff last saved it (ISO 8601), set by the database; null for a record not stored. */
  updatedAt: z.string().nullable(),
})
export type SeoRecord = z.output<typeof seoRecordSchema>

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
