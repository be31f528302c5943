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
} from './inbox-rows'
import { failingAs, type AdminCaller, type DataBackend, type LeadStatus } from './types'

/**
 * What a backend asks its database for the inbox, as the signed-in account:
 * the view's rows and the functions' answers, unmapped. A failure throws its cause.
 */
export type InboxQueries = {
  inbox(args: ReturnType<typeof inboxArgs>, caller: AdminCaller): Promise<InboxAnswer>
  entry(id: string, caller: AdminCaller): Promise<InboxEntryRow | null>
  setStatus(id: string, status: LeadStatus, caller: AdminCaller): Promise<unknown>
  activity(id: string, caller: AdminCaller): Promise<{ changes: StatusChangeRow[]; notes: NoteRow[] }>
  addNote(id: string, body: string, caller: AdminCaller): Promise<void>
  results(caller: AdminCaller): Promise<ResultsAnswer>
}

/** The admin inbox of both backends: the same mapping and the same failures over each one's queries. */
export function leadsInboxOver(queries: InboxQueries): DataBackend['leadsInbox'] {
  return {
    list: (filters, caller) =>
      failingAs('Could not list the leads', async () =>
        toInboxPage(await queries.inbox(inboxArgs(filters, filters), caller)),
      ),
    get: (id, caller) =>
      failingAs(`Could not read the lead ${id}`, async () => {
        const row = await queries.entry(id, caller)
        return row ? toInboxLead(row) : null
      }),
    setStatus: (id, status, caller) =>
      failingAs(`Could not change the state of the lead ${id}`, async () =>
        toLeadStatus(await queries.setStatus(id, status, caller)),
      ),
    activity: (id, caller) =>
      failingAs(`Could not read the history of the lead ${id}`, async () => {
        const { changes, notes } = await queries.activity(id, caller)
        return toLeadActivity(changes, notes)
      }),
    addNote: (id, body, caller) =>
      failingAs(`Could not add a note to the lead ${id}`, () => queries.addNote(id, body, caller)),
    results: (caller) =>
      failingAs('Could not count the leads', async () => toLeadResults(await queries.results(caller))),
    export: (filters, caller) =>
      failingAs('Could not export the leads', async () =>
        (await queries.inbox(inboxArgs(filters), caller)).rows.map(toInboxLead),
      ),
  }
}
