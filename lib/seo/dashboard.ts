import 'server-only'
import { listPageSeo } from './page-seo'
import { healthIssues, healthScore, type HealthIssue } from './quality'
import type { EffectiveSeo } from './types'

// What the SEO dashboard shows: every page's effective record with its health
// issues, the list's search and filter, and the summary.

export type DashboardPage = EffectiveSeo & { issues: HealthIssue[] }

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

export async function listDashboardPages(): Promise<DashboardPage[]> {
  return (await listPageSeo()).map((seo) => ({ ...seo, issues: healthIssues(seo) }))
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
