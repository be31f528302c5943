import { leadsOver } from './leads'
import { leadsInboxOver } from './leads-inbox'
import { pageContentOver } from './page-content'
import { pagePresenceOver } from './page-presence'
import { listDueOver, pageDatesOver, publishDueOver } from './page-dates'
import { claimRegenerationOver } from './page-regenerations'
import { photoFocusOver, photosOver } from './photos'
import { reviewsOver } from './reviews'
import { searchFiguresOver } from './search-figures'
import { seoPagesOver } from './seo-pages'
import { staffPagesOver } from './staff-pages'
import { sitePathsOver } from './site-paths'
import { teamOver } from './team'
import type { Transport } from './transport'
import type { DataHooks } from './types'
import type { StaffPage } from '@/lib/staff-pages/types'

/**
 * Every stored-data area over one backend's transport: each area's queries,
 * mapping and failures are written once, in its own module, for every backend.
 */
export function dataOver(db: Transport, hooks: DataHooks = {}) {
  const seoPages = seoPagesOver(db)
  const pageContent = pageContentOver(db, hooks)
  const { onStaffPagesChanged } = hooks
  const staffPagesChanged =
    onStaffPagesChanged &&
    (async (published: StaffPage[]) => {
      onStaffPagesChanged(published)
      // Unpublishing or deleting a page takes its content and SEO record off what visitors read.
      hooks.onContentPublished?.(await pageContent.listPublished())
      hooks.onSeoPagesSaved?.(await seoPages.list())
    })
  return {
    leads: leadsOver(db),
    seoPages,
    pageContent,
    pagePresence: pagePresenceOver(db),
    pageDates: pageDatesOver(db),
    listDue: listDueOver(db),
    // Published in SQL (content, and an SEO draft with it): the hooks hear of it as of a publish.
    publishDue: publishDueOver(db, async () => {
      hooks.onContentPublished?.(await pageContent.listPublished())
      hooks.onSeoPagesSaved?.(await seoPages.list())
    }),
    claimRegeneration: claimRegenerationOver(db),
    staffPages: staffPagesOver(db, staffPagesChanged),
    leadsInbox: leadsInboxOver(db),
    reviews: reviewsOver(db),
    photos: photosOver(db, hooks),
    photoFocus: photoFocusOver(db),
    sitePaths: sitePathsOver(db),
    team: teamOver(db),
    searchFigures: searchFiguresOver(db),
  }
}

export type DataBackend = ReturnType<typeof dataOver>
