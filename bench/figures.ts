// Small helpers shared by the benchmarks' figures and tables.

/** The value at percentile `p` (0–100) of the values, by nearest rank; null for none. */
export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export const median = (values: number[]) => percentile(values, 50)

/** A number for a table: '–' when missing, thousands separated. */
export function show(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–'
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** A figure against the same figure of the reference measured in the same run: '×1.23'. */
export function ratio(value: number | null | undefined, reference: number | null | undefined): string {
  if (value === null || value === undefined || !reference) return ''
  return `×${(value / reference).toFixed(2)}`
}

/** A Markdown table, so the printed report reads in a terminal and pastes into a document. */
export function table(headings: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    line(headings),
    line(headings.map((_, index) => (index ? '---:' : ':---'))),
    ...rows.map(line),
  ].join('\n')
}

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
