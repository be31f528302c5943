import { z } from 'zod'
import type { LeadEstimate } from '@/supabase/functions/_shared/lead-estimate'

// A lead's savings estimate as the database keeps it (public.leads.savings_estimate,
// whose checks this repeats). Read loosely on purpose: a lead keeps the inputs
// and the estimate of the model that served it, and an older lead must still
// read after the calculator gains an input; staff read its summary lines.

export type { LeadEstimate }

export const leadEstimateSchema = z.object({
  version: z.string().min(1).max(40),
  input: z.record(z.string(), z.unknown()),
  estimate: z.record(z.string(), z.unknown()),
  summary: z
    .array(z.object({ label: z.string(), value: z.string() }))
    .min(1)
    .max(40),
}) satisfies z.ZodType<LeadEstimate>
