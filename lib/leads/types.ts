import { z } from 'zod'
import type { NewLead } from '@/lib/data/types'
import type { SavingsEstimate } from '@/lib/savings/types'

// The admin inbox's leads, their states and figures, as every backend answers them. Times are ISO 8601.

/** A lead's place in the pipeline, in order; the database's domain lead_status holds the same five. */
export const leadStatuses = ['new', 'contacted', 'quote_sent', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** Which leads the inbox shows: every one, or those in one state. */
export type InboxStatus = 'all' | LeadStatus

/** `source`: the leads credited to that page (null: any); `includeTests`: the e2e tests' leads too (pruebas.example.com). */
export type InboxFilters = {
  query: string
  status: InboxStatus
  source: string | null
  includeTests: boolean
}

/** How many leads one page of the inbox lists. */
export const INBOX_PAGE_SIZE = 25

/** A notification's states. 'skipped': a test lead's (lastError says why); 'logged': no e-mail transport, the log only. */
export const notificationStatuses = ['pending', 'sent', 'failed', 'skipped', 'logged'] as const

/** Where a lead's notification e-mail stands; null for leads stored before notifications were tracked. */
export type LeadNotificationState = {
  status: (typeof notificationStatuses)[number]
  attempts: number
  lastError: string | null
  sentAt: string | null
} | null

/** A stored lead as the admin inbox shows it (with its state and notification). */
export type InboxLead = NewLead & {
  createdAt: string
  status: LeadStatus
  notification: LeadNotificationState
}

/** A staff's internal note on a lead; `by`: its author's e-mail (null when unknown). */
export type LeadNote = { id: string; body: string; at: string; by: string | null }

/** A lead's history (its steps through the pipeline) and the staff's internal notes, oldest first. */
export type LeadActivity = {
  changes: { from: LeadStatus; to: LeadStatus; at: string; by: string | null }[]
  notes: LeadNote[]
}

/** A lead as the CSV export writes it: with all its notes, newest first. */
export type ExportedLead = InboxLead & { notes: LeadNote[] }

/**
 * The results view's figures, as public.lead_results() answers them (its counts may arrive as strings
 * or numbers): leads per credited page (null: not recorded), with those that came with a savings
 * estimate, and per week (Monday, YYYY-MM-DD).
 */
export const leadResultsSchema = z.object({
  pages: z.array(
    z.object({
      page: z.string().nullable(),
      last30: z.coerce.number(),
      last90: z.coerce.number(),
      /** Of the last 90 days' leads, those that came with a savings estimate. */
      estimates90: z.coerce.number(),
    }),
  ),
  weeks: z.array(z.object({ week: z.string(), count: z.coerce.number() })),
})
export type LeadResults = z.output<typeof leadResultsSchema>

/** A row of the inbox's list: the lead with its message's first line instead of the whole message. */
export type LeadSummary = Omit<InboxLead, 'message'> & { firstLine: string }

/**
 * The savings estimate a quote form sends with the request: the calculator's inputs as its form holds
 * them, and the estimate the visitor was shown (the server works it out again from the inputs).
 */
export type EstimateToSend = { input: Record<string, string | undefined>; shown: SavingsEstimate }
