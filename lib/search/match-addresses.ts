import type { ExportPageRow } from './read-export'
import type { SearchFigure } from './types'
import { addTotals } from './weighted'

// Search Console's addresses matched to the site's pages, built-in and
// staff-made, whatever their host, 'www', scheme, trailing slash, query or
// fragment. An address that matches no page is kept apart: it may be a
// redirect, or a page that is gone.

/** The site page an address names, or null. */
export function pageOfAddress(address: string, pages: ReadonlySet<string>): string | null {
  if (!URL.canParse(address)) return null
  const path = new URL(address).pathname.replace(/\/+$/, '') || '/'
  return pages.has(path) ? path : null
}

/** One row per page (its addresses summed), then one per address that matches none; figures rounded as stored. */
export function figuresOfRows(rows: readonly ExportPageRow[], pages: ReadonlySet<string>): SearchFigure[] {
  const grouped = new Map<string, { page: boolean; rows: ExportPageRow[] }>()
  for (const row of rows) {
    const page = pageOfAddress(row.address, pages)
    const key = page ?? row.address
    const group = grouped.get(key) ?? { page: page !== null, rows: [] }
    group.rows.push(row)
    grouped.set(key, group)
  }
  return [...grouped]
    .map(([address, group]) => {
      const totals = addTotals(group.rows)
      const position = totals.position === null ? null : Math.max(1, Math.round(totals.position * 100) / 100)
      return { address, page: group.page, clicks: totals.clicks, impressions: totals.impressions, position }
    })
    .sort((a, b) => Number(b.page) - Number(a.page) || a.address.localeCompare(b.address))
}
