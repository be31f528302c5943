// The runs whose layout moved, for the page benchmark's report.

import type { LighthouseResult } from './lighthouse'
import { codeIfHtml } from './markdown'

/**
 * The runs that moved something on screen. The CLS column is a median, so a
 * shift in one run of three does not show there; it is listed here with the
 * elements that moved, so that a rare shift can be traced.
 */
export function renderShiftedRuns(shiftedRuns: LighthouseResult[]): string[] {
  const out = ['### Layout shifts in single runs', '']
  if (!shiftedRuns.length)
    return [...out, 'No run of any page moved anything on screen (CLS 0 in every run).']
  out.push(
    `${shiftedRuns.length} run${shiftedRuns.length === 1 ? '' : 's'} had a layout shift. Each shift: the element that moved most, its score and, where Lighthouse found one, its cause.`,
    '',
  )
  for (const run of shiftedRuns) {
    out.push(`- \`${run.path}\`: CLS ${run.cls?.toFixed(3) ?? '?'}`)
    for (const shift of run.layoutShifts) out.push(`  - ${codeIfHtml(shift)}`)
  }
  return out
}
