import type { SupabaseClient } from '@supabase/supabase-js'
import type { InboxAnswer, InboxEntryRow, NoteRow, ResultsAnswer, StatusChangeRow } from '../inbox-rows'
import { leadsInboxOver } from '../leads-inbox'
import type { DataBackend } from '../types'
import { dataOf } from './data-of'

/**
 * The admin inbox on Supabase, through the signed-in user's session client:
 * the same view and functions as the local backend, and the same RLS.
 */
export function createSupabaseLeadsInbox(
  getSessionClient: () => Promise<SupabaseClient>,
): DataBackend['leadsInbox'] {
  return leadsInboxOver({
    inbox: async (args) => dataOf<InboxAnswer>(await (await getSessionClient()).rpc('leads_inbox', args)),
    entry: async (id) =>
      dataOf<InboxEntryRow | null>(
        await (await getSessionClient()).from('lead_inbox_entries').select('*').eq('id', id).maybeSingle(),
        { maybe: true },
      ),
    setStatus: async (id, status) =>
      dataOf(await (await getSessionClient()).rpc('set_lead_status', { lead_id: id, new_status: status }), {
        maybe: true,
      }),
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
      return {
        changes: dataOf<StatusChangeRow[] | null>(changes, { maybe: true }) ?? [],
        notes: dataOf<NoteRow[] | null>(notes, { maybe: true }) ?? [],
      }
    },
    async addNote(id, body) {
      dataOf(await (await getSessionClient()).rpc('add_lead_note', { lead_id: id, body }), { maybe: true })
    },
    results: async () => dataOf<ResultsAnswer>(await (await getSessionClient()).rpc('lead_results')),
  })
}
