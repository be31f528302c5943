import type { SupabaseClient } from '@supabase/supabase-js'
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
import { DataError, type DataBackend } from '../types'

/**
 * The admin inbox on Supabase, through the signed-in user's session client:
 * the same view and functions as the local backend, and the same RLS.
 */
export function createSupabaseLeadsInbox(
  getSessionClient: () => Promise<SupabaseClient>,
): DataBackend['leadsInbox'] {
  const inbox = async (args: ReturnType<typeof inboxArgs>, failure: string) => {
    const { data, error } = await (await getSessionClient()).rpc('leads_inbox', args)
    if (error || !data) throw new DataError(failure, { cause: error })
    return data as InboxAnswer
  }

  return {
    async list(filters) {
      return toInboxPage(await inbox(inboxArgs(filters, filters), 'Could not list the leads'))
    },
    async get(id) {
      const { data, error } = await (
        await getSessionClient()
      )
        .from('lead_inbox_entries')
        .select('*')
        .eq('id', id)
        .maybeSingle()
      if (error) throw new DataError(`Could not read the lead ${id}`, { cause: error })
      return data ? toInboxLead(data as InboxEntryRow) : null
    },
    async setStatus(id, status) {
      const { data, error } = await (
        await getSessionClient()
      ).rpc('set_lead_status', { lead_id: id, new_status: status })
      if (error) throw new DataError(`Could not change the state of the lead ${id}`, { cause: error })
      return toLeadStatus(data)
    },
    async activity(id) {
      const client = await getSessionClient()
      const [changes, notes] = await Promise.all([
        client
          .from('lead_status_changes')
          .select('from_status, to_status, changed_at, changed_by_email')
          .eq('lead_id', id)
          .order('changed_at')
          .order('id'),
        client
          .from('lead_notes')
          .select('id, body, created_at, author_email')
          .eq('lead_id', id)
          .order('created_at')
          .order('id'),
      ])
      const error = changes.error ?? notes.error
      if (error) throw new DataError(`Could not read the history of the lead ${id}`, { cause: error })
      return toLeadActivity((changes.data ?? []) as StatusChangeRow[], (notes.data ?? []) as NoteRow[])
    },
    async addNote(id, body) {
      const { error } = await (await getSessionClient()).rpc('add_lead_note', { lead_id: id, body })
      if (error) throw new DataError(`Could not add a note to the lead ${id}`, { cause: error })
    },
    async results() {
      const { data, error } = await (await getSessionClient()).rpc('lead_results')
      if (error || !data) throw new DataError('Could not count the leads', { cause: error })
      return toLeadResults(data as ResultsAnswer)
    },
    async export(filters) {
      return (await inbox(inboxArgs(filters), 'Could not export the leads')).rows.map(toInboxLead)
    },
  }
}
