import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { getLeadResults } from '@/lib/data'
import { listDashboardPages } from '@/lib/seo/dashboard'
import { pageResults } from './results'

/**
 * What 'Resultados' shows, as the admin reads it: each live page's leads beside its SEO health, with
 * the review dates staff stored (a page given a later date is no longer overdue), and the weeks' counts.
 */
export async function readResults(admin: SessionUser) {
  const [results, pages] = await Promise.all([
    getLeadResults(admin),
    listDashboardPages(admin, { liveOnly: true }),
  ])
  return { byPage: pageResults(results.pages, pages), weeks: results.weeks }
}
