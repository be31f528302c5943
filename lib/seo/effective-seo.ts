import type { SeoRecord } from '@/lib/seo/types'
import type { BuiltInSeo, EffectiveSeo } from './types'
import { absoluteUrl } from './urls'

export const defaultSocialImage = '/social-image.png'

const noindexRule = /\bnoindex\b/i

export const isNoindex = (record: Pick<SeoRecord, 'robots'>) => noindexRule.test(record.robots)

/**
 * A page's effective record: the stored one, else the built-in one, then the
 * indexing rules. A page built as noindex (the quote and legal pages) stays
 * noindex whatever is stored; a satellite of a pillar page is 'noindex,follow'
 * with its canonical at the pillar; otherwise the record's robots apply
 * (default 'index,follow'). The canonical defaults to the page itself;
 * addresses become absolute.
 */
export function effectiveSeo(builtIn: BuiltInSeo, stored: SeoRecord | null): EffectiveSeo {
  const record = stored ?? builtIn
  const pillarPage = builtIn.pillarPage !== builtIn.path ? builtIn.pillarPage : null
  const noindex = pillarPage !== null || isNoindex(builtIn) || isNoindex(record)
  const nofollow = pillarPage === null && /\bnofollow\b/i.test(record.robots)
  return {
    ...record,
    pillarPage,
    robots: `${noindex ? 'noindex' : 'index'},${nofollow ? 'nofollow' : 'follow'}`,
    ogType: record.ogType || 'website',
    schemaType: record.schemaType || 'WebPage',
    indexable: !noindex,
    canonicalUrl: absoluteUrl(pillarPage ?? (record.canonical?.trim() || record.path)),
    ogImageUrl: absoluteUrl(record.ogImage?.trim() || defaultSocialImage),
  }
}
