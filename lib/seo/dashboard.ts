import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { getEditablePage } from '@/lib/content/editable-pages'
import { readReviewDates } from '@/lib/content/review-dates'
import { listContentDrafts } from '@/lib/data'
import { listPageSeo } from './page-seo'
import { healthIssues, healthScore, madridToday, reviewIssues, type HealthIssue } from './quality'
import type { EffectiveSeo } from './types'

// What the SEO dashboard shows: every page's effective record with its health
// issues (the review date's among them), whether it has an unpublished draft,
// the list's search and filter, and the summary.

export type DashboardPage = EffectiveSeo & {
  issues: HealthIssue[]
  /** 'YYYY-MM-DD' by which staff should check the page again, or null. */
  reviewBefore: string | null
  /** A content draft is waiting to be published (only known when an admin asks). */
  hasDraft: boolean
}

/** Which pages the list shows: all, those with any issue, or those with one issue. */
export type IssueFilter = 'all' | 'any' | HealthIssue

export type DashboardSummary = {
  total: number
  indexable: number
  noindex: number
  withStructuredData: number
  withFaqs: number
  /** 100 minus 5 per issue over all pages, never below 0. */
  health: number
}

/**
 * Every page with its issues; with `admin`, which ones have a draft and the review dates staff stored
 * (both are the admins'), else the repository's review dates. `liveOnly`: of the staff pages, only
 * those visitors see (published), as a view of what the site brings in lists them.
 */
export async function listDashboardPages(
  admin?: SessionUser,
  { liveOnly = false } = {},
): Promise<DashboardPage[]> {
  const builtIn = async () => (path: string) => getEditablePage(path)?.reviewBefore ?? null
  const [records, drafts, reviewDateOf] = await Promise.all([
    listPageSeo(liveOnly ? null : (admin ?? null)),
    admin ? listContentDrafts(admin) : Promise.resolve([]),
    admin ? readReviewDates(admin) : builtIn(),
  ])
  const drafted = new Set(drafts.map((draft) => draft.path))
  return records.map((seo) => {
    const reviewBefore = reviewDateOf(seo.path)
    return {
      ...seo,
      issues: [...healthIssues(seo), ...reviewIssues(reviewBefore)],
      reviewBefore,
      hasDraft: drafted.has(seo.path),
    }
  })
}

/** A schema type beyond a plain WebPage, or additional schema. */
const hasRichStructuredData = (page: DashboardPage) =>
  page.schemaType !== 'WebPage' || page.additionalSchema !== null

export function dashboardSummary(pages: DashboardPage[]): DashboardSummary {
  const indexable = pages.filter((page) => page.indexable).length
  return {
    total: pages.length,
    indexable,
    noindex: pages.length - indexable,
    withStructuredData: pages.filter(hasRichStructuredData).length,
    withFaqs: pages.filter((page) => page.faqs.length > 0).length,
    health: healthScore(pages.reduce((sum, page) => sum + page.issues.length, 0)),
  }
}

/**
 * The pages whose path, title or H1 hold every word of the query, with the chosen issue, and with
 * `reviewSoon` only those whose review date has passed or comes within 30 days (Madrid's calendar).
 */
export function filterDashboardPages(
  pages: DashboardPage[],
  { query, issue, reviewSoon = false }: { query: string; issue: IssueFilter; reviewSoon?: boolean },
  now = new Date(),
): DashboardPage[] {
  const words = query.toLocaleLowerCase('es').split(/\s+/).filter(Boolean)
  const in30Days = madridToday(new Date(now.getTime() + 30 * 86_400_000))
  return pages.filter((page) => {
    if (reviewSoon && (page.reviewBefore === null || page.reviewBefore > in30Days)) return false
    const haystack = `${page.path} ${page.title} ${page.h1}`.toLocaleLowerCase('es')
    const matchesIssue =
      issue === 'all' || (issue === 'any' ? page.issues.length > 0 : page.issues.includes(issue))
    return matchesIssue && words.every((word) => haystack.includes(word))
  })
}
