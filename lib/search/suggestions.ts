import type { PageSearch } from './search-view'

// What to work on next, from the chosen period's figures, ordered by the
// leads each could bring (the clicks it could gain, at the site's own leads
// per click). The rules, in the staff guide's words:
//
// - 'Revisar título y descripción': seen often (100 impressions or more) but
//   clicked less than half as often as the site's median page in the same
//   position band (1-3, 4-7, 8-20, beyond 20; a band needs 3 pages with 10
//   impressions or more for its median).
// - 'En la segunda página': average position 8 to 20 and 100 impressions or
//   more; reaching the first page would bring the 4-7 band's clicks.
// - 'Trae clics pero no solicitudes': 20 clicks or more, no lead from Google.
// - 'Sin impresiones': an indexable page Google did not show in the period.

export const SEEN_OFTEN = 100
export const CLICKS_WITHOUT_LEADS = 20
const BAND_MIN_IMPRESSIONS = 10
const BAND_MIN_PAGES = 3
/** The CTR assumed for a band without enough pages of its own: Search Console's usual figures. */
const usualCtr = [0.15, 0.05, 0.01, 0.002]
/** A lead per 100 clicks, for a site without a lead from Google yet. */
const usualLeadsPerClick = 0.01

/** Each band by the position it stays below: an average position such as 3.9995 falls in one too. */
const positionBands = [
  { label: '1-3', below: 4 },
  { label: '4-7', below: 8 },
  { label: '8-20', below: 21 },
  { label: 'más de 20', below: Infinity },
] as const

export type SuggestionKind = 'low-ctr' | 'second-page' | 'no-leads' | 'no-impressions'

export type Suggestion = {
  kind: SuggestionKind
  page: string
  /** Leads it could bring in a period like this one (0: none to estimate). */
  worth: number
}

const bandOf = (position: number) => positionBands.findIndex((band) => position < band.below)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each position band's median CTR over the site's pages, or the usual one when too few pages fall in it. */
export function bandMedians(pages: readonly PageSearch[]): number[] {
  return positionBands.map((_, band) => {
    const ctrs = pages.flatMap(({ current }) =>
      current.position !== null &&
      current.impressions >= BAND_MIN_IMPRESSIONS &&
      bandOf(current.position) === band
        ? [current.ctr ?? 0]
        : [],
    )
    return ctrs.length >= BAND_MIN_PAGES ? median(ctrs) : usualCtr[band]!
  })
}

/** The suggestions, the most worth first; a page may have more than one. */
export function suggestions(pages: readonly PageSearch[], indexable: ReadonlySet<string>): Suggestion[] {
  const medians = bandMedians(pages)
  const clicks = pages.reduce((sum, page) => sum + page.current.clicks, 0)
  const leads = pages.reduce((sum, page) => sum + page.current.leads, 0)
  const leadsPerClick = clicks > 0 && leads > 0 ? leads / clicks : usualLeadsPerClick
  const found: Suggestion[] = []
  for (const { page, current } of pages) {
    const ctr = current.ctr ?? 0
    if (current.position !== null && current.impressions >= SEEN_OFTEN) {
      const bandMedian = medians[bandOf(current.position)]!
      if (ctr < bandMedian / 2)
        found.push({ kind: 'low-ctr', page, worth: current.impressions * (bandMedian - ctr) * leadsPerClick })
      if (current.position >= 8 && current.position <= 20)
        found.push({
          kind: 'second-page',
          page,
          worth: Math.max(0, current.impressions * medians[1]! - current.clicks) * leadsPerClick,
        })
    }
    if (current.clicks >= CLICKS_WITHOUT_LEADS && current.leads === 0)
      found.push({ kind: 'no-leads', page, worth: current.clicks * leadsPerClick })
    if (current.impressions === 0 && indexable.has(page))
      found.push({ kind: 'no-impressions', page, worth: 0 })
  }
  return found.sort((a, b) => b.worth - a.worth || a.page.localeCompare(b.page))
}
