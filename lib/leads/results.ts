import type { LeadResults } from '@/lib/leads/types'
import type { HealthIssue } from '@/lib/seo/quality'

// The results view's figures, shaped for display: a row for every indexable
// page (with no lead too), and 12 weeks with the empty ones filled in.

export type PageResult = {
  /** null: leads stored before the page was recorded. */
  page: string | null
  last30: number
  last90: number
  /** Of the last 90 days' leads, those that came with a savings estimate. */
  estimates90: number
  /** The page's SEO health issues; null for a page the SEO panel does not list. */
  issues: HealthIssue[] | null
  /** No lead in 90 days: the row stands out. */
  quiet: boolean
}

export type WeekResult = { monday: string; label: string; count: number }

/** Every indexable page with its counts, then any other page that brought leads; most leads first. */
export function pageResults(
  counts: LeadResults['pages'],
  pages: readonly { path: string; indexable: boolean; issues: HealthIssue[] }[],
): PageResult[] {
  const byPage = new Map(counts.map((row) => [row.page, row]))
  const issuesOf = new Map(pages.map((page) => [page.path, page.issues]))
  const shown = new Set<string | null>([
    ...pages.filter((page) => page.indexable).map((page) => page.path),
    ...counts.map((row) => row.page),
  ])
  return [...shown]
    .map((page) => {
      const row = byPage.get(page)
      const last90 = row?.last90 ?? 0
      return {
        page,
        last30: row?.last30 ?? 0,
        last90,
        estimates90: row?.estimates90 ?? 0,
        issues: page === null ? null : (issuesOf.get(page) ?? null),
        quiet: last90 === 0,
      }
    })
    .sort(
      (a, b) =>
        b.last90 - a.last90 || b.last30 - a.last30 || (a.page ?? '\uffff').localeCompare(b.page ?? '\uffff'),
    )
}

const weekLabel = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const DAY_MS = 86_400_000

/** The last 12 weeks (Mondays in Madrid, the current week last), with 0 for a week without leads. */
export function weeklyResults(weeks: LeadResults['weeks'], now: Date): WeekResult[] {
  const today = new Date(`${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })}T00:00:00Z`)
  const thisMonday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS
  const counts = new Map(weeks.map((week) => [week.week, week.count]))
  return Array.from({ length: 12 }, (_, index) => {
    const monday = new Date(thisMonday - (11 - index) * 7 * DAY_MS)
    const key = monday.toISOString().slice(0, 10)
    return { monday: key, label: weekLabel.format(monday).replace('.', ''), count: counts.get(key) ?? 0 }
  })
}
