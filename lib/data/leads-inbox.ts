import {
  leadFields,
  leadFromColumns,
  type LeadColumns,
  type LeadField,
} from '@/supabase/functions/_shared/lead-fields'
import {
  leadSourceFields,
  leadSourceFromColumns,
  type LeadSourceColumns,
} from '@/supabase/functions/_shared/lead-source-fields'
import { z } from 'zod'
import { leadEstimateSchema } from '@/lib/validations/lead-estimate'
import { rpcAnswer, selectRows } from './answer'
import { asAdmin, type Query, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller } from './types'
import {
  leadResultsSchema,
  leadStatuses,
  notificationStatuses,
  type InboxFilters,
  type ExportedLead,
  type InboxLead,
  type LeadNote,
  type LeadStatus,
  type LeadSummary,
} from '@/lib/leads/types'

/** A column of public.leads, as leadFields types it: a box is a boolean, an optional text may be null. */
const leadColumnSchema = (field: LeadField): z.ZodType =>
  field.kind === 'checkbox' ? z.boolean() : 'required' in field ? z.string() : z.string().nullable()
const leadColumnsShape = Object.fromEntries(
  leadFields.map((field) => [field.column, leadColumnSchema(field)]),
) as { [Column in keyof LeadColumns]: z.ZodType<LeadColumns[Column]> }
const sourceColumnsShape = Object.fromEntries(
  leadSourceFields.map((field): [string, z.ZodType] => [field.column, z.string().nullable()]),
) as { [Column in keyof LeadSourceColumns]: z.ZodType<string | null> }

/** A row of the view lead_inbox_entries (and of what public.leads_inbox answers). */
const inboxEntryRowSchema = z.object({
  ...leadColumnsShape,
  ...sourceColumnsShape,
  id: z.string(),
  created_at: z.string(),
  status: z.string(),
  notification_status: z.string().nullable(),
  notification_attempts: z.number().nullable(),
  notification_last_error: z.string().nullable(),
  notification_sent_at: z.string().nullable(),
  savings_estimate: leadEstimateSchema.nullable(),
})
type InboxEntryRow = z.output<typeof inboxEntryRowSchema>
const changeRowSchema = z.object({
  from_status: z.string(),
  to_status: z.string(),
  changed_at: z.string(),
  changed_by_email: z.string().nullable(),
})
const changeColumns = 'from_status, to_status, changed_at, changed_by_email'
const noteColumns = 'id, body, created_at, author_email'
const noteRowSchema = z.object({
  id: z.string(),
  body: z.string(),
  created_at: z.string(),
  author_email: z.string().nullable(),
})
/** What public.lead_notes_of answers: the notes of many leads, each lead's newest first. */
const notesOfLeadsAnswer = z.array(noteRowSchema.extend({ lead_id: z.string() }))
/** What public.leads_inbox answers: how many match, and the page's rows of lead_inbox_entries. */
const inboxAnswer = z.object({ total: z.coerce.number(), rows: z.array(inboxEntryRowSchema) })

const iso = (value: string) => new Date(value).toISOString()

const toLeadNote = ({ id, body, ...row }: z.output<typeof noteRowSchema>): LeadNote => ({
  id,
  body,
  at: iso(row.created_at),
  by: row.author_email,
})

/** A state the app does not know (a newer database) reads as 'new' rather than failing the page. */
const toLeadStatus = (value: unknown): LeadStatus => leadStatuses.find((known) => known === value) ?? 'new'

function toInboxLead(row: InboxEntryRow): InboxLead {
  const notification = notificationStatuses.find((known) => known === row.notification_status)
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    ...leadFromColumns(row),
    source: leadSourceFromColumns(row),
    estimate: row.savings_estimate,
    status: toLeadStatus(row.status),
    notification: notification
      ? {
          status: notification,
          attempts: row.notification_attempts ?? 0,
          lastError: row.notification_last_error,
          sentAt: row.notification_sent_at && iso(row.notification_sent_at),
        }
      : null,
  }
}

/** A lead as the list shows it: the first line of its message that has text. */
export function toLeadSummary({ message, ...lead }: InboxLead): LeadSummary {
  const lines = message.split('\n').map((line) => line.trim())
  return { ...lead, firstLine: lines.find(Boolean) ?? '' }
}

/** The arguments of public.leads_inbox; a null limit returns every match. */
const inboxArgs = ({ query, status, source, includeTests }: InboxFilters, page?: Paging) => ({
  search: query.trim() || null,
  state: status,
  source,
  page_limit: page ? page.pageSize : null,
  page_offset: page ? (page.page - 1) * page.pageSize : 0,
  include_tests: includeTests,
})
type Paging = { page: number; pageSize: number }

/** The admin inbox. Every call runs as `caller`; row-level security lets only admins see or change leads. */
export function leadsInboxOver(db: Transport) {
  const inbox = (args: ReturnType<typeof inboxArgs>, caller: AdminCaller) =>
    rpcAnswer(db, 'leads_inbox', args, asAdmin(caller), inboxAnswer)

  return {
    /** One page of the leads matching `filters`, newest first, and how many match in all. */
    list: (filters: InboxFilters & Paging, caller: AdminCaller) =>
      failingAs('Could not list the leads', async () => {
        const { total, rows } = await inbox(inboxArgs(filters, filters), caller)
        return { total, leads: rows.map((row) => toLeadSummary(toInboxLead(row))) }
      }),
    /** One lead in full, or null when it does not exist (or the caller may not read it). */
    get: (id: string, caller: AdminCaller) =>
      failingAs(`Could not read the lead ${id}`, async () => {
        const query = { eq: ['id', id], one: true } satisfies Query
        const [row] = await selectRows(db, 'lead_inbox_entries', query, asAdmin(caller), inboxEntryRowSchema)
        return row ? toInboxLead(row) : null
      }),
    /** Moves a lead to a state (the database records who, when and from what); answers its state. */
    setStatus: (id: string, status: LeadStatus, caller: AdminCaller) =>
      failingAs(`Could not change the state of the lead ${id}`, async () =>
        toLeadStatus(await db.rpc('set_lead_status', { lead_id: id, new_status: status }, asAdmin(caller))),
      ),
    /** The lead's recorded steps and notes, oldest first. */
    activity: (id: string, caller: AdminCaller) =>
      failingAs(`Could not read the history of the lead ${id}`, async () => {
        // Each read's rows of this lead, oldest first.
        const ofLead = <S extends z.ZodType>(relation: string, columns: string, order: string, row: S) =>
          selectRows(db, relation, { columns, eq: ['lead_id', id], order }, asAdmin(caller), row)
        const [changes, notes] = await Promise.all([
          ofLead('lead_status_changes', changeColumns, 'changed_at, id', changeRowSchema),
          ofLead('lead_notes', noteColumns, 'created_at, id', noteRowSchema),
        ])
        return {
          changes: changes.map((row) => ({
            from: toLeadStatus(row.from_status),
            to: toLeadStatus(row.to_status),
            at: iso(row.changed_at),
            by: row.changed_by_email,
          })),
          notes: notes.map(toLeadNote),
        }
      }),
    /** Adds a note (the database records the author and the time). */
    addNote: (id: string, body: string, caller: AdminCaller) =>
      failingAs(`Could not add a note to the lead ${id}`, async () => {
        await db.rpc('add_lead_note', { lead_id: id, body }, asAdmin(caller))
      }),
    /** Leads per credited page in the last 30 and 90 days, and per week for 12 weeks; test leads left out. */
    results: (caller: AdminCaller) =>
      failingAs('Could not count the leads', () =>
        rpcAnswer(db, 'lead_results', {}, asAdmin(caller), leadResultsSchema),
      ),
    /** Every lead matching `filters`, newest first, each with its notes, newest first (the CSV export). */
    export: (filters: InboxFilters, caller: AdminCaller) =>
      failingAs('Could not export the leads', async (): Promise<ExportedLead[]> => {
        const leads = (await inbox(inboxArgs(filters), caller)).rows.map(toInboxLead)
        // Every lead's notes in one call, however many leads the file holds.
        const notes = await rpcAnswer(
          db,
          'lead_notes_of',
          { lead_ids: leads.map((lead) => lead.id) },
          asAdmin(caller),
          notesOfLeadsAnswer,
        )
        const notesByLead = new Map<string, LeadNote[]>()
        for (const note of notes)
          notesByLead.set(note.lead_id, [...(notesByLead.get(note.lead_id) ?? []), toLeadNote(note)])
        return leads.map((lead) => ({ ...lead, notes: notesByLead.get(lead.id) ?? [] }))
      }),
  }
}
