import { absoluteUrl } from './urls'
import type { PageSeo, SeoConfig, SeoPageRecord } from './types'

export const defaultSocialImage = '/social-image.png'

/**
 * Applies the indexing rules (spec section 4) to a stored or built-in record:
 * listed noindex pages and satellites of a pillar are 'noindex, follow', a
 * satellite's canonical is its pillar, everything else follows the record
 * (default 'index, follow'). Addresses become absolute.
 */
export function resolvePageSeo(
  record: SeoConfig | SeoPageRecord,
  rules: { pillar?: string; forcedNoindex: boolean },
): PageSeo {
  const pillar = rules.pillar ?? null
  const noindex = rules.forcedNoindex || pillar !== null || /\bnoindex\b/i.test(record.robots)
  const nofollow = /\bnofollow\b/i.test(record.robots)
  const canonical = pillar ?? (record.canonical?.trim() || record.path)
  return {
    path: record.path,
    title: record.title,
    description: record.description,
    h1: record.h1,
    h2Primary: record.h2Primary,
    h2Secondary: record.h2Secondary,
    h3Strategic: record.h3Strategic,
    keywords: record.keywords,
    canonical: absoluteUrl(canonical),
    robots: `${noindex ? 'noindex' : 'index'}, ${nofollow ? 'nofollow' : 'follow'}`,
    indexable: !noindex,
    ogImage: absoluteUrl(record.ogImage?.trim() || defaultSocialImage),
    ogType: record.ogType || 'website',
    schemaType: record.schemaType || 'WebPage',
    category: record.category,
    faqs: record.faqs,
    additionalSchema: record.additionalSchema,
    pillar,
    updatedAt: 'updatedAt' in record ? record.updatedAt : null,
  }
}
