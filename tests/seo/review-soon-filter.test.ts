import { filterDashboardPages, type DashboardPage } from '@/lib/seo/dashboard'

// 'Vence en 30 días': the pages whose review date has passed or comes within
// 30 days of Madrid's today, whatever the other filters; none without a date.

const page = (path: string, reviewBefore: string | null) =>
  ({ path, title: path, h1: path, issues: [], reviewBefore }) as unknown as DashboardPage

describe('the review-date filter of the page list', () => {
  const now = new Date('2026-12-01T23:30:00Z') // Already 2 December in Madrid.
  const pages = [
    page('/pasada', '2026-03-31'),
    page('/en-30-dias', '2026-12-31'),
    page('/en-31-dias', '2027-01-02'),
    page('/sin-fecha', null),
  ]

  it('keeps those due by Madrid’s today plus 30 days, overdue ones too', () => {
    const shown = filterDashboardPages(pages, { query: '', issue: 'all', reviewSoon: true }, now)
    expect(shown.map((shownPage) => shownPage.path)).toEqual(['/pasada', '/en-30-dias'])
  })

  it('keeps every page unticked, and adds to the search', () => {
    expect(filterDashboardPages(pages, { query: '', issue: 'all', reviewSoon: false }, now)).toHaveLength(4)
    const searched = filterDashboardPages(pages, { query: 'dias', issue: 'all', reviewSoon: true }, now)
    expect(searched.map((shownPage) => shownPage.path)).toEqual(['/en-30-dias'])
  })
})
