import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { InboxAnswer, InboxEntryRow, NoteRow, ResultsAnswer, StatusChangeRow } from '../inbox-rows'
import { leadsInboxOver } from '../leads-inbox'
import type { AdminCaller, DataBackend } from '../types'
import { asCaller } from './roles'

/** The admin inbox on PGlite: every query runs as the signed-in account, so RLS decides. */
export function createLocalLeadsInbox(getDb: () => Promise<PGlite>): DataBackend['leadsInbox'] {
  const asAdmin = async <T>(caller: AdminCaller, work: (tx: Transaction) => Promise<T>) =>
    asCaller(await getDb(), { role: 'authenticated', ...caller }, work)

  return leadsInboxOver({
    async inbox(args, caller) {
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
    },
    async entry(id, caller) {
      const { rows } = await asAdmin(caller, (tx) =>
        tx.query<InboxEntryRow>('select * from public.lead_inbox_entries where id = $1', [id]),
      )
      return rows[0] ?? null
    },
    async setStatus(id, status, caller) {
      const { rows } = await asAdmin(caller, (tx) =>
        tx.query<{ status: string }>('select public.set_lead_status($1, $2) as status', [id, status]),
      )
      return rows[0]?.status
    },
    activity: (id, caller) =>
      asAdmin(caller, async (tx) => {
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
        return { changes: changes.rows, notes: notes.rows }
      }),
    async addNote(id, body, caller) {
      await asAdmin(caller, (tx) => tx.query('select public.add_lead_note($1, $2)', [id, body]))
    },
    async results(caller) {
      const { rows } = await asAdmin(caller, (tx) =>
        tx.query<{ answer: ResultsAnswer }>('select public.lead_results() as answer'),
      )
      return rows[0]!.answer
    },
  })
}
