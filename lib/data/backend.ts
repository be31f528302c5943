import { leadsOver } from './leads'
import { leadsInboxOver } from './leads-inbox'
import { pageContentOver } from './page-content'
import { reviewsOver } from './reviews'
import { seoPagesOver } from './seo-pages'
import type { Transport } from './transport'
import type { SeoRecord, StoredContent } from './types'

/** Called after a publish with every stored SEO record and published content, for the build's snapshots. */
export type DataHooks = {
  onSeoPagesSaved?: (records: SeoRecord[]) => void
  onContentPublished?: (records: StoredContent[]) => void
}

/**
 * Every stored-data area over one backend's transport: each area's queries,
 * mapping and failures are written once, in its own module, for every backend.
 */
export function dataOver(db: Transport, hooks: DataHooks = {}) {
  return {
    leads: leadsOver(db),
    seoPages: seoPagesOver(db),
    pageContent: pageContentOver(db, hooks),
    leadsInbox: leadsInboxOver(db),
    reviews: reviewsOver(db),
  }
}

export type DataBackend = ReturnType<typeof dataOver>
