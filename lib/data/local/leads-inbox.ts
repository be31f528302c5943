import type { PGlite, Transaction } from '@electric-sql/pglite'
import {
  inboxArgs,
  toInboxLead,
  toInboxPage,
  toLeadActivity,
  toLeadResults,
  toLeadStatus,
  type InboxAnswer,
  type InboxEntryRow,
  type NoteRow,
  type ResultsAnswer,
  type StatusChangeRow,
} from '../inbox-rows'
import { DataError, type AdminCaller, type DataBackend, type InboxFilters } from '../types'
import { asCaller } from './roles'

/** The admin inbox on PGlite: every query runs as the signed-in account, so RLS decides. */
export function createLocalLeadsInbox(getDb: () => Promise<PGlite>): DataBackend['leadsInbox'] {
  const asAdmin = async <T>(caller: AdminCaller, work: (tx: Transaction) => Promise<T>) =>
    asCaller(await getDb(), { role: 'authenticated', ...caller }, work)

  const inbox = async (caller: AdminCaller, args: ReturnType<typeof inboxArgs>) => {
    const { rows } = await asAdmin(caller, (tx) =>
      tx.query<{ answer: InboxAnswer }>('select public.leads_inbox($1, $2, $3, $4, $5, $6) as answer', [
        args.search,
        args.state,
        args.source,
        args.page_limit,
        args.page_offset,
        args.include_tests,
      ]),
    )
    return rows[0]!.answer
  }

  return {
    async list(filters, caller) {
      try {
        return toInboxPage(await inbox(caller, inboxArgs(filters, filters)))
      } catch (cause) {
        throw new DataError('Could not list the leads', { cause })
      }
    },
    async get(id, caller) {
      try {
        const { rows } = await asAdmin(caller, (tx) =>
          tx.query<InboxEntryRow>('select * from public.lead_inbox_entries where id = $1', [id]),
        )
        return rows[0] ? toInboxLead(rows[0]) : null
      } catch (cause) {
        throw new DataError(`Could not read the lead ${id}`, { cause })
      }
    },
    async setStatus(id, status, caller) {
      try {
        const { rows } = await asAdmin(caller, (tx) =>
          tx.query<{ status: string }>('select public.set_lead_status($1, $2) as status', [id, status]),
        )
        return toLeadStatus(rows[0]?.status)
      } catch (cause) {
        throw new DataError(`Could not change the state of the lead ${id}`, { cause })
      }
    },
    async activity(id, caller) {
      try {
        return await asAdmin(caller, async (tx) => {
          const changes = await tx.query<StatusChangeRow>(
            `select from_status, to_status, changed_at, changed_by_email
               from public.lead_status_changes where lead_id = $1 order by changed_at, id`,
            [id],
          )
          const notes = await tx.query<NoteRow>(
            `select id, body, created_at, author_email
               from public.lead_notes where lead_id = $1 order by created_at, id`,
            [id],
          )
          return toLeadActivity(changes.rows, notes.rows)
        })
      } catch (cause) {
        throw new DataError(`Could not read the history of the lead ${id}`, { cause })
      }
    },
    async addNote(id, body, caller) {
      try {
        await asAdmin(caller, (tx) => tx.query('select public.add_lead_note($1, $2)', [id, body]))
      } catch (cause) {
        throw new DataError(`Could not add a note to the lead ${id}`, { cause })
      }
    },
    async results(caller) {
      try {
        const { rows } = await asAdmin(caller, (tx) =>
          tx.query<{ answer: ResultsAnswer }>('select public.lead_results() as answer'),
        )
        return toLeadResults(rows[0]!.answer)
      } catch (cause) {
        throw new DataError('Could not count the leads', { cause })
      }
    },
    async export(filters: InboxFilters, caller) {
      try {
        return (await inbox(caller, inboxArgs(filters))).rows.map(toInboxLead)
      } catch (cause) {
        throw new DataError('Could not export the leads', { cause })
      }
    },
  }
}
