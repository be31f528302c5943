import { periodBefore } from './period'
import type { SearchOverview, SearchPeriod } from './types'
import { addTotals, clickRate, noTotals, type Totals } from './weighted'

// What 'Resultados' shows of search for the chosen period and the one before
// it: per page, its figures side by side with its leads from a Google search,
// its history over every imported period, and the days it was published.

export type PeriodFigures = Totals & {
  ctr: number | null
  leads: number
  /** Leads per 100 clicks; null without clicks. */
  leadsPer100Clicks: number | null
}

export type PageSearch = {
  page: string
  current: PeriodFigures
  /** Null when no period before the chosen one is imported. */
  previous: PeriodFigures | null
}

export type HistoryPoint = SearchPeriod & Totals & { ctr: number | null }

export type SearchView = {
  periods: SearchPeriod[]
  chosen: SearchPeriod | null
  /** The imported periods combined as the one before the chosen. */
  previous: SearchPeriod[]
  pages: PageSearch[]
  /** Addresses matching no page in the chosen period, most impressions first. */
  unmatched: { address: string; clicks: number; impressions: number }[]
}

const withRates = (totals: Totals, leads: number): PeriodFigures => ({
  ...totals,
  ctr: clickRate(totals),
  leads,
  leadsPer100Clicks: totals.clicks > 0 ? (100 * leads) / totals.clicks : null,
})

/**
 * The stored periods that make up the one before `period`: those that end before it starts and whose
 * middle day falls in the same number of days just before it (a month before a month, a week before a week).
 */
export function periodsBefore(period: SearchPeriod, periods: readonly SearchPeriod[]): SearchPeriod[] {
  const before = periodBefore(period)
  return periods.filter((stored) => {
    const middle = new Date((Date.parse(stored.startsOn) + Date.parse(stored.endsOn)) / 2)
      .toISOString()
      .slice(0, 10)
    return stored.endsOn < period.startsOn && middle >= before.startsOn && middle <= before.endsOn
  })
}

/** A page's figures over some periods, combined. */
function figuresIn(overview: SearchOverview, starts: ReadonlySet<string>, page: string): PeriodFigures {
  const rows = overview.figures.filter((row) => row.page && row.address === page && starts.has(row.startsOn))
  const leads = overview.leads
    .filter((row) => row.page === page && starts.has(row.startsOn))
    .reduce((sum, row) => sum + row.leads, 0)
  return withRates(rows.length > 0 ? addTotals(rows) : noTotals, leads)
}

/**
 * The view for the period starting on `chosenStart` (the latest when it names none): every live page,
 * and every page with figures, most impressions first.
 */
export function searchView(
  overview: SearchOverview,
  livePages: readonly string[],
  chosenStart: string | null,
): SearchView {
  const { periods } = overview
  const chosen = periods.find((period) => period.startsOn === chosenStart) ?? periods.at(-1) ?? null
  if (chosen === null) return { periods, chosen, previous: [], pages: [], unmatched: [] }
  const previous = periodsBefore(chosen, periods)
  const current = new Set([chosen.startsOn])
  const before = new Set(previous.map((period) => period.startsOn))
  const inChosen = overview.figures.filter((row) => row.startsOn === chosen.startsOn)
  const shown = new Set([...livePages, ...inChosen.filter((row) => row.page).map((row) => row.address)])
  const pages = [...shown]
    .map((page) => ({
      page,
      current: figuresIn(overview, current, page),
      previous: previous.length > 0 ? figuresIn(overview, before, page) : null,
    }))
    .sort((a, b) => b.current.impressions - a.current.impressions || a.page.localeCompare(b.page))
  const unmatched = inChosen
    .filter((row) => !row.page)
    .map(({ address, clicks, impressions }) => ({ address, clicks, impressions }))
    .sort((a, b) => b.impressions - a.impressions || a.address.localeCompare(b.address))
  return { periods, chosen, previous, pages, unmatched }
}

/** One page's figures in every imported period, oldest first (zero where it had none). */
export function pageHistory(overview: SearchOverview, page: string): HistoryPoint[] {
  return overview.periods.map((period) => {
    const row = overview.figures.find(
      (figure) => figure.page && figure.address === page && figure.startsOn === period.startsOn,
    )
    const totals = row ? addTotals([row]) : noTotals
    return { ...period, ...totals, ctr: clickRate(totals) }
  })
}

/** The days a page was published, within the imported periods' span. */
export function publishDays(overview: SearchOverview, page: string): string[] {
  const first = overview.periods[0]?.startsOn
  const last = overview.periods.at(-1)?.endsOn
  if (!first || !last) return []
  return overview.publishes
    .filter((row) => row.page === page && row.day >= first && row.day <= last)
    .map((row) => row.day)
}
