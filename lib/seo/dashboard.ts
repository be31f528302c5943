import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { editablePages } from '@/lib/content/editable-pages'
import { listContentDrafts, listPublishedContent } from '@/lib/data'
import { listPageSeo } from './page-seo'
import { healthIssues, healthScore, reviewIssues, type HealthIssue } from './quality'
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

/** Every page with its issues; with `admin`, which ones have a draft (drafts are the admins'). */
export async function listDashboardPages(admin?: SessionUser): Promise<DashboardPage[]> {
  const [records, published, drafts] = await Promise.all([
    listPageSeo(),
    listPublishedContent(),
    admin ? listContentDrafts(admin) : Promise.resolve([]),
  ])
  const stored = new Map(published.map((content) => [content.path, content.reviewBefore]))
  const builtIn = new Map(editablePages.map((page) => [page.path, page.reviewBefore]))
  const drafted = new Set(drafts.map((draft) => draft.path))
  return records.map((seo) => {
    const reviewBefore = stored.has(seo.path) ? stored.get(seo.path)! : (builtIn.get(seo.path) ?? null)
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

/** The pages whose path, title or H1 hold every word of the query, with the chosen issue. */
export function filterDashboardPages(
  pages: DashboardPage[],
  { query, issue }: { query: string; issue: IssueFilter },
): DashboardPage[] {
  const words = query.toLocaleLowerCase('es').split(/\s+/).filter(Boolean)
  return pages.filter((page) => {
    const haystack = `${page.path} ${page.title} ${page.h1}`.toLocaleLowerCase('es')
    const matchesIssue =
      issue === 'all' || (issue === 'any' ? page.issues.length > 0 : page.issues.includes(issue))
    return matchesIssue && words.every((word) => haystack.includes(word))
  })
}
