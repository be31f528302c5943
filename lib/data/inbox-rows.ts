import { leadFromColumns, type LeadColumns } from '@/supabase/functions/_shared/lead-fields'
import {
  leadSourceFromColumns,
  type LeadSourceColumns,
} from '@/supabase/functions/_shared/lead-source-fields'
import {
  leadStatuses,
  notificationStatuses,
  type InboxFilters,
  type InboxLead,
  type InboxPage,
  type LeadActivity,
  type LeadNotificationState,
  type LeadResults,
  type LeadStatus,
  type LeadSummary,
} from './types'

// The admin inbox's rows (view lead_inbox_entries, function leads_inbox) in
// the app's types, shared by both backends so they cannot drift apart.

export type InboxEntryRow = LeadColumns &
  LeadSourceColumns & {
    id: string
    created_at: string | Date
    status: string
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
    source: leadSourceFromColumns(row),
    status: toLeadStatus(row.status),
    notification: toNotificationState(row),
  }
}

/** A state the app does not know (a newer database) reads as 'new' rather than failing the page. */
export const toLeadStatus = (value: unknown): LeadStatus =>
  leadStatuses.find((known) => known === value) ?? 'new'

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
    source: filters.source,
    page_limit: page ? page.pageSize : null,
    page_offset: page ? (page.page - 1) * page.pageSize : 0,
    include_tests: filters.includeTests,
  }
}

/** Rows of public.lead_status_changes and public.lead_notes. */
export type StatusChangeRow = {
  from_status: string
  to_status: string
  changed_at: string | Date
  changed_by_email: string | null
}
export type NoteRow = { id: string; body: string; created_at: string | Date; author_email: string | null }

export function toLeadActivity(changes: StatusChangeRow[], notes: NoteRow[]): LeadActivity {
  return {
    changes: changes.map((row) => ({
      from: toLeadStatus(row.from_status),
      to: toLeadStatus(row.to_status),
      at: iso(row.changed_at),
      by: row.changed_by_email,
    })),
    notes: notes.map((row) => ({
      id: row.id,
      body: row.body,
      at: iso(row.created_at),
      by: row.author_email,
    })),
  }
}

/** What public.lead_results answers (its counts may arrive as strings or numbers). */
export type ResultsAnswer = {
  pages: { page: string | null; last30: number | string; last90: number | string }[]
  weeks: { week: string; count: number | string }[]
}

export function toLeadResults(answer: ResultsAnswer): LeadResults {
  return {
    pages: answer.pages.map((row) => ({
      page: row.page,
      last30: Number(row.last30),
      last90: Number(row.last90),
    })),
    weeks: answer.weeks.map((row) => ({ week: row.week, count: Number(row.count) })),
  }
}
