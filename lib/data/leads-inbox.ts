import { leadFromColumns, type LeadColumns } from '@/supabase/functions/_shared/lead-fields'
import {
  leadSourceFromColumns,
  type LeadSourceColumns,
} from '@/supabase/functions/_shared/lead-source-fields'
import { asAdmin, type Transport } from './transport'
import {
  failingAs,
  leadStatuses,
  notificationStatuses,
  type AdminCaller,
  type InboxFilters,
  type InboxLead,
  type InboxPage,
  type LeadActivity,
  type LeadResults,
  type LeadStatus,
  type LeadSummary,
} from './types'

/** A row of the view lead_inbox_entries. */
type InboxEntryRow = LeadColumns &
  LeadSourceColumns & {
    id: string
    created_at: string
    status: string
    notification_status: string | null
    notification_attempts: number | null
    notification_last_error: string | null
    notification_sent_at: string | null
  }

/** What public.leads_inbox answers. */
type InboxAnswer = { total: number; rows: InboxEntryRow[] }
type StatusChangeRow = {
  from_status: string
  to_status: string
  changed_at: string
  changed_by_email: string | null
}
type NoteRow = { id: string; body: string; created_at: string; author_email: string | null }
/** What public.lead_results answers (its counts may arrive as strings or numbers). */
type ResultsAnswer = {
  pages: { page: string | null; last30: number | string; last90: number | string }[]
  weeks: { week: string; count: number | string }[]
}

const iso = (value: string) => new Date(value).toISOString()

/** A state the app does not know (a newer database) reads as 'new' rather than failing the page. */
const toLeadStatus = (value: unknown): LeadStatus => leadStatuses.find((known) => known === value) ?? 'new'

function toInboxLead(row: InboxEntryRow): InboxLead {
  const status = notificationStatuses.find((known) => known === row.notification_status)
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    ...leadFromColumns(row),
    source: leadSourceFromColumns(row),
    status: toLeadStatus(row.status),
    notification: status
      ? {
          status,
          attempts: row.notification_attempts ?? 0,
          lastError: row.notification_last_error,
          sentAt: row.notification_sent_at === null ? null : iso(row.notification_sent_at),
        }
      : null,
  }
}

/** A lead as the list shows it: the first line of its message that has text. */
export function toLeadSummary({ message, ...lead }: InboxLead): LeadSummary {
  const firstLine = message
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
  return { ...lead, firstLine: firstLine ?? '' }
}

/** The arguments of public.leads_inbox; a null limit returns every match. */
const inboxArgs = (filters: InboxFilters, page?: { page: number; pageSize: number }) => ({
  search: filters.query.trim() || null,
  state: filters.status,
  source: filters.source,
  page_limit: page ? page.pageSize : null,
  page_offset: page ? (page.page - 1) * page.pageSize : 0,
  include_tests: filters.includeTests,
})

/** The admin inbox. Every call runs as `caller`; row-level security lets only admins see or change leads. */
export function leadsInboxOver(db: Transport) {
  const inbox = (args: ReturnType<typeof inboxArgs>, caller: AdminCaller) =>
    db.rpc<InboxAnswer>('leads_inbox', args, asAdmin(caller))
  const ofLead = (id: string, columns: string, order: string[]) => ({
    columns,
    eq: ['lead_id', id] as [string, string],
    order,
  })

  return {
    /** One page of the leads matching `filters`, newest first, and how many match in all. */
    list: (
      filters: InboxFilters & { page: number; pageSize: number },
      caller: AdminCaller,
    ): Promise<InboxPage> =>
      failingAs('Could not list the leads', async () => {
        const answer = await inbox(inboxArgs(filters, filters), caller)
        return {
          total: Number(answer.total),
          leads: answer.rows.map((row) => toLeadSummary(toInboxLead(row))),
        }
      }),
    /** One lead in full, or null when it does not exist (or the caller may not read it). */
    get: (id: string, caller: AdminCaller): Promise<InboxLead | null> =>
      failingAs(`Could not read the lead ${id}`, async () => {
        const [row] = await db.select<InboxEntryRow>(
          'lead_inbox_entries',
          { eq: ['id', id], one: true },
          asAdmin(caller),
        )
        return row ? toInboxLead(row) : null
      }),
    /** Moves a lead to a state (the database records who, when and from what); answers its state. */
    setStatus: (id: string, status: LeadStatus, caller: AdminCaller): Promise<LeadStatus> =>
      failingAs(`Could not change the state of the lead ${id}`, async () =>
        toLeadStatus(await db.rpc('set_lead_status', { lead_id: id, new_status: status }, asAdmin(caller))),
      ),
    /** The lead's recorded steps and notes, oldest first. */
    activity: (id: string, caller: AdminCaller): Promise<LeadActivity> =>
      failingAs(`Could not read the history of the lead ${id}`, async () => {
        const [changes, notes] = await Promise.all([
          db.select<StatusChangeRow>(
            'lead_status_changes',
            ofLead(id, 'from_status, to_status, changed_at, changed_by_email', ['changed_at', 'id']),
            asAdmin(caller),
          ),
          db.select<NoteRow>(
            'lead_notes',
            ofLead(id, 'id, body, created_at, author_email', ['created_at', 'id']),
            asAdmin(caller),
          ),
        ])
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
      }),
    /** Adds a note (the database records the author and the time). */
    addNote: (id: string, body: string, caller: AdminCaller): Promise<void> =>
      failingAs(`Could not add a note to the lead ${id}`, async () => {
        await db.rpc('add_lead_note', { lead_id: id, body }, asAdmin(caller))
      }),
    /** Leads per credited page in the last 30 and 90 days, and per week for 12 weeks; test leads left out. */
    results: (caller: AdminCaller): Promise<LeadResults> =>
      failingAs('Could not count the leads', async () => {
        const answer = await db.rpc<ResultsAnswer>('lead_results', {}, asAdmin(caller))
        return {
          pages: answer.pages.map((row) => ({
            page: row.page,
            last30: Number(row.last30),
            last90: Number(row.last90),
          })),
          weeks: answer.weeks.map((row) => ({ week: row.week, count: Number(row.count) })),
        }
      }),
    /** Every lead matching `filters`, newest first (the CSV export). */
    export: (filters: InboxFilters, caller: AdminCaller): Promise<InboxLead[]> =>
      failingAs('Could not export the leads', async () =>
        (await inbox(inboxArgs(filters), caller)).rows.map(toInboxLead),
      ),
  }
}
