import { leadFromColumns, type LeadColumns } from '@/supabase/functions/_shared/lead-fields'
import {
  notificationStatuses,
  type InboxFilters,
  type InboxLead,
  type InboxPage,
  type LeadNotificationState,
  type LeadSummary,
} from './types'

// The admin inbox's rows (view lead_inbox_entries, function leads_inbox) in
// the app's types, shared by both backends so they cannot drift apart.

export type InboxEntryRow = LeadColumns & {
  id: string
  created_at: string | Date
  handled_at: string | Date | null
  handled_by_email: string | null
  notification_status: string | null
  notification_attempts: number | null
  notification_last_error: string | null
  notification_sent_at: string | Date | null
}

/** What public.leads_inbox answers. */
export type InboxAnswer = { total: number; rows: InboxEntryRow[] }

const iso = (value: string | Date) => new Date(value).toISOString()
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value))

export function toInboxLead(row: InboxEntryRow): InboxLead {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    ...leadFromColumns(row),
    handledAt: isoOrNull(row.handled_at),
    handledByEmail: row.handled_by_email,
    notification: toNotificationState(row),
  }
}

function toNotificationState(row: InboxEntryRow): LeadNotificationState {
  const status = notificationStatuses.find((known) => known === row.notification_status)
  if (!status) return null
  return {
    status,
    attempts: row.notification_attempts ?? 0,
    lastError: row.notification_last_error,
    sentAt: isoOrNull(row.notification_sent_at),
  }
}

/** The first line of a message that has text, as the list shows it. */
export function firstLineOf(message: string): string {
  return (
    message
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  )
}

export function toLeadSummary({ message, ...lead }: InboxLead): LeadSummary {
  return { ...lead, firstLine: firstLineOf(message) }
}

export function toInboxPage(answer: InboxAnswer): InboxPage {
  return { total: Number(answer.total), leads: answer.rows.map((row) => toLeadSummary(toInboxLead(row))) }
}

/** The arguments of public.leads_inbox; a null limit returns every match. */
export function inboxArgs(filters: InboxFilters, page?: { page: number; pageSize: number }) {
  return {
    search: filters.query.trim() || null,
    state: filters.status,
    page_limit: page ? page.pageSize : null,
    page_offset: page ? (page.page - 1) * page.pageSize : 0,
    include_tests: filters.includeTests,
  }
}
