import type { SeoRecord } from '@/lib/data/types'
import type { EffectiveSeo } from './types'
import { absoluteUrl } from './urls'

export const defaultSocialImage = '/social-image.png'

const noindexRule = /\bnoindex\b/i

export const isNoindex = (record: Pick<SeoRecord, 'robots'>) => noindexRule.test(record.robots)

/**
 * A page's effective record: the stored one, else the built-in one, then the
 * indexing rules. A page built as noindex (the quote and legal pages) stays
 * noindex whatever is stored; otherwise the record's robots apply (default
 * 'index,follow'). The canonical defaults to the page itself; addresses become absolute.
 */
export function effectiveSeo(builtIn: SeoRecord, stored: SeoRecord | null): EffectiveSeo {
  const record = stored ?? builtIn
  const noindex = isNoindex(builtIn) || isNoindex(record)
  const nofollow = /\bnofollow\b/i.test(record.robots)
  return {
    ...record,
    robots: `${noindex ? 'noindex' : 'index'},${nofollow ? 'nofollow' : 'follow'}`,
    ogType: record.ogType || 'website',
    schemaType: record.schemaType || 'WebPage',
    indexable: !noindex,
    canonicalUrl: absoluteUrl(record.canonical?.trim() || record.path),
    ogImageUrl: absoluteUrl(record.ogImage?.trim() || defaultSocialImage),
  }
}
