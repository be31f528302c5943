import type { PGlite, Transaction } from '@electric-sql/pglite'
import { inboxArgs, toInboxLead, toInboxPage, type InboxAnswer, type InboxEntryRow } from '../inbox-rows'
import { DataError, type AdminCaller, type DataBackend, type InboxFilters } from '../types'
import { asCaller } from './roles'

/** The admin inbox on PGlite: every query runs as the signed-in account, so RLS decides. */
export function createLocalLeadsInbox(getDb: () => Promise<PGlite>): DataBackend['leadsInbox'] {
  const asAdmin = async <T>(caller: AdminCaller, work: (tx: Transaction) => Promise<T>) =>
    asCaller(await getDb(), { role: 'authenticated', ...caller }, work)

  const inbox = async (caller: AdminCaller, args: ReturnType<typeof inboxArgs>) => {
    const { rows } = await asAdmin(caller, (tx) =>
      tx.query<{ answer: InboxAnswer }>('select public.leads_inbox($1, $2, $3, $4, $5) as answer', [
        args.search,
        args.state,
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
    async setHandled(id, handled, caller) {
      try {
        const { rows } = await asAdmin(caller, (tx) =>
          tx.query<{ handled_at: Date | null }>('select public.set_lead_handled($1, $2) as handled_at', [
            id,
            handled,
          ]),
        )
        const handledAt = rows[0]?.handled_at
        return handledAt ? handledAt.toISOString() : null
      } catch (cause) {
        throw new DataError(`Could not mark the lead ${id}`, { cause })
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
