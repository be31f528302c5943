// The savings estimate a quote request may carry, as public.leads keeps it
// (column savings_estimate): the calculator's inputs, the estimate the site's
// server worked out, the figures' version, and the summary lines staff read.
// The lines are written when the lead is stored, so whoever shows the lead
// (the site, or Deno's edge function, which cannot run the site's savings
// code) shows the same words the visitor was shown. Plain data with no
// imports, loaded by Deno and Node alike.

/** One line of an estimate's summary: 'Ahorro al año', '600 € – 800 €'. */
export type EstimateLine = { label: string; value: string }

/** A lead's estimate as stored. The inputs and the estimate are the model's of the day, kept as they were. */
export type LeadEstimate = {
  /** The figures' version the estimate was worked out with: when they were published, or 'repositorio'. */
  version: string
  input: Record<string, unknown>
  estimate: Record<string, unknown>
  summary: EstimateLine[]
}

/** How staff call an estimate that came with a quote request. */
export const estimateHeading = 'Cálculo de ahorro'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isLine = (line: unknown): line is EstimateLine =>
  isRecord(line) && typeof line.label === 'string' && typeof line.value === 'string'

/**
 * A stored estimate read from its column's value, or null when the lead came
 * without one. Read without a schema library (Deno loads this file): the
 * database has checked the shape already, and a value that does not fit
 * shows as no estimate rather than failing an e-mail.
 */
export function leadEstimateOf(stored: unknown): LeadEstimate | null {
  if (!isRecord(stored)) return null
  const { version, input, estimate, summary } = stored
  if (typeof version !== 'string') return null
  if (!isRecord(input) || !isRecord(estimate) || !Array.isArray(summary)) return null
  const lines = summary.filter(isLine).map(({ label, value }) => ({ label, value }))
  return lines.length > 0 ? { version, input, estimate, summary: lines } : null
}

/** The summary as one text, a line each ('Ahorro al año: 600 € – 800 €'): the CSV's cell. */
export const estimateText = (estimate: LeadEstimate) =>
  estimate.summary.map(({ label, value }) => `${label}: ${value}`).join('\n')
