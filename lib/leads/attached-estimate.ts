import { isDeepStrictEqual } from 'node:util'
import { estimateSavings } from '@/lib/savings/estimate'
import { findPlace } from '@/lib/savings/place'
import { estimateSummary, type SummaryLine } from '@/lib/savings/summary'
import type { SavingsFigures } from '@/lib/savings/types'
import { savingsInputSchema, type SavingsInput, type StoredEstimate } from '@/lib/validations/savings'
import type { LeadEstimate } from '@/lib/validations/lead-estimate'
import { leadMessages } from './messages'

// The savings estimate a quote request carries. The browser sends the
// calculator's inputs and the estimate the visitor was shown; the server
// trusts neither's figures: it reads the inputs with the calculator's own
// rules, works the estimate out again with the published figures, and stores
// that. When it differs from what the visitor saw (staff published new
// figures, an aid ended since the page was drawn), the visitor is shown the
// new one and sends again.

/** An estimate as the quote form shows it and sends it back: the stored parts and their summary. */
export type ShownEstimate = { stored: StoredEstimate; lines: SummaryLine[] }

/** The published figures and their version (publishedSavingsFigures), and today's date in Madrid (YYYY-MM-DD). */
export type EstimateSources = {
  figures: () => Promise<{ figures: SavingsFigures; version: string }>
  today: () => string
}

/** What the quote form sent of an estimate: none, unreadable inputs (with why), or inputs to work out again. */
export type AttachedEstimate =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'attached'; input: SavingsInput; shown: unknown }

/** The estimate part of a submission (`{ input, shown }`); anything but an object with inputs is refused. */
export function readAttachedEstimate(sent: unknown): AttachedEstimate {
  if (sent === undefined || sent === null) return { kind: 'none' }
  const { input, shown } = typeof sent === 'object' ? (sent as { input?: unknown; shown?: unknown }) : {}
  const parsed = savingsInputSchema.safeParse(input)
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message
    return { kind: 'invalid', message: leadMessages.estimateInvalid(reason) }
  }
  return { kind: 'attached', input: parsed.data, shown }
}

/** JSON's view of a value: what went through the browser compares equal to what never left the server. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null))

export type WorkedOut =
  | { kind: 'same'; estimate: LeadEstimate }
  | { kind: 'changed'; shown: ShownEstimate }
  | { kind: 'invalid'; message: string }

/**
 * The estimate worked out again from the inputs with the published figures:
 * the lead's estimate when it is what the visitor was shown, else the new one
 * to show. A town the published figures no longer list is invalid input.
 */
export async function workOutAgain(
  { input, shown }: Extract<AttachedEstimate, { kind: 'attached' }>,
  sources: EstimateSources,
): Promise<WorkedOut> {
  const { figures, version } = await sources.figures()
  if (!findPlace(figures, input.town))
    return { kind: 'invalid', message: leadMessages.estimateInvalid('Elige tu localidad en la lista') }
  const stored: StoredEstimate = {
    version,
    input,
    estimate: estimateSavings(input, figures, sources.today()),
  }
  const lines = estimateSummary(stored)
  if (!isDeepStrictEqual(asJson(shown), asJson(stored.estimate)))
    return { kind: 'changed', shown: { stored, lines } }
  return { kind: 'same', estimate: { ...stored, summary: lines } }
}
