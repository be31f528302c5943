import { leadsOver } from './leads'
import { leadsInboxOver } from './leads-inbox'
import { pageContentOver } from './page-content'
import { reviewsOver } from './reviews'
import { seoPagesOver } from './seo-pages'
import type { Transport } from './transport'
import type { SeoRecord, StoredContent } from './types'

export type DataHooks = {
  /** Called with every stored SEO record after a save (the local server keeps the build's snapshot current). */
  onSeoPagesSaved?: (records: SeoRecord[]) => void
  /** Called with every published page's content after a publish (the same, for the content snapshot). */
  onContentPublished?: (records: StoredContent[]) => void
}

/**
 * Every stored-data area over one backend's transport: each area's queries,
 * mapping and failures are written once, in its own module, for every backend.
 */
export function dataOver(db: Transport, hooks: DataHooks = {}) {
  return {
    leads: leadsOver(db),
    seoPages: seoPagesOver(db, hooks.onSeoPagesSaved),
    pageContent: pageContentOver(db, hooks.onContentPublished),
    leadsInbox: leadsInboxOver(db),
    reviews: reviewsOver(db),
  }
}

export type DataBackend = ReturnType<typeof dataOver>
