// Figures summed over addresses or periods: clicks and impressions add up; the
// average position is weighted by impressions (a row seen ten times counts ten
// times), and is null when there were none.

export type Totals = { clicks: number; impressions: number; position: number | null }

export const noTotals: Totals = { clicks: 0, impressions: 0, position: null }

export function addTotals(rows: readonly Totals[]): Totals {
  let clicks = 0
  let impressions = 0
  let weighted = 0
  for (const row of rows) {
    clicks += row.clicks
    impressions += row.impressions
    if (row.position !== null) weighted += row.position * row.impressions
  }
  return { clicks, impressions, position: impressions > 0 ? weighted / impressions : null }
}

/** Clicks per impression, or null without impressions. */
export const clickRate = ({ clicks, impressions }: Totals) => (impressions > 0 ? clicks / impressions : null)
