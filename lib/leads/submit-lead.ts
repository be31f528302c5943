import { randomUUID } from 'node:crypto'
import type { NewLead } from '@/lib/data/types'
import type { RateLimiter } from '@/lib/limits/types'
import { fieldErrorsOf, firstErrorMessage, leadSchema, type LeadFieldErrors } from '@/lib/validations/lead'
import { leadFromForm } from '@/supabase/functions/_shared/lead-fields'
import { checkLeadSource } from './check-lead-source'
import { leadMessages } from './messages'
import {
  readAttachedEstimate,
  workOutAgain,
  type EstimateSources,
  type ShownEstimate,
} from './attached-estimate'

export type SubmitLeadResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: LeadFieldErrors }
  /** Nothing sent: the estimate, worked out again, is not the one the visitor saw; this one is. */
  | { ok: false; message: string; estimateChanged: ShownEstimate }

export type SubmitLeadDeps = {
  clientKey: string
  limiter: RateLimiter
  insert: (lead: NewLead) => Promise<void>
  /** The paths of the staff pages published now: a lead may come from one of them. */
  publishedStaffPaths: () => Promise<ReadonlySet<string>>
  /** Hands the stored lead's notification over; it must not make the visitor wait. */
  notify: (leadId: string) => void
  /** Where a savings estimate the request carries is worked out again. */
  estimates: EstimateSources
}

/** A failed read costs a staff page its credit (the source falls back as for an unknown page), never the lead. */
async function staffPathsOrNone(deps: SubmitLeadDeps): Promise<ReadonlySet<string>> {
  try {
    return await deps.publishedStaffPaths()
  } catch (error) {
    console.error('The published staff pages could not be read; the lead is stored without them', error)
    return new Set()
  }
}

/**
 * Validates a submission with the form's own schema (and the page it reports
 * coming from, which never refuses it), applies the rate limit, works out
 * again the savings estimate it may carry, stores the lead and hands its
 * notification over. The answer never carries internal details or echoes the
 * input back (a changed estimate is the server's own).
 */
export async function submitLead(input: unknown, deps: SubmitLeadDeps): Promise<SubmitLeadResult> {
  const parsed = leadSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return { ok: false, message: firstErrorMessage(fieldErrors) ?? leadMessages.failure, fieldErrors }
  }
  // Unreadable estimate inputs are the visitor's to fix, like a field: nothing is counted or stored.
  const attached = readAttachedEstimate((input as { estimate?: unknown }).estimate)
  if (attached.kind === 'invalid') return { ok: false, message: attached.message }
  try {
    if (!(await deps.limiter.take(deps.clientKey))) return { ok: false, message: leadMessages.rateLimited }
  } catch (error) {
    console.error('Lead rate limit unavailable', error)
    return { ok: false, message: leadMessages.failure }
  }

  const values = parsed.data
  // A filled honeypot is a bot: it gets the ordinary answer, and nothing is stored or sent.
  if (values.website !== '') return { ok: true, message: leadMessages.success }

  let estimate: NewLead['estimate'] = null
  if (attached.kind === 'attached') {
    try {
      const worked = await workOutAgain(attached, deps.estimates)
      if (worked.kind === 'invalid') return { ok: false, message: worked.message }
      if (worked.kind === 'changed')
        return { ok: false, message: leadMessages.estimateChanged, estimateChanged: worked.shown }
      estimate = worked.estimate
    } catch (error) {
      console.error('The savings estimate could not be worked out again; nothing was stored', error)
      return { ok: false, message: leadMessages.failure }
    }
  }

  const source = checkLeadSource((input as { source?: unknown }).source, await staffPathsOrNone(deps))
  const lead: NewLead = { id: randomUUID(), ...leadFromForm(values), source, estimate }
  try {
    await deps.insert(lead)
  } catch (error) {
    console.error('Error al guardar los datos', error)
    return { ok: false, message: leadMessages.failure }
  }
  deps.notify(lead.id)
  return { ok: true, message: leadMessages.success }
}
