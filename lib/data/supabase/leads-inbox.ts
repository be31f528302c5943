import type { SupabaseClient } from '@supabase/supabase-js'
import type { InboxAnswer, InboxEntryRow, NoteRow, ResultsAnswer, StatusChangeRow } from '../inbox-rows'
import { leadsInboxOver } from '../leads-inbox'
import type { DataBackend } from '../types'

/**
 * The admin inbox on Supabase, through the signed-in user's session client:
 * the same view and functions as the local backend, and the same RLS.
 */
export function createSupabaseLeadsInbox(
  getSessionClient: () => Promise<SupabaseClient>,
): DataBackend['leadsInbox'] {
  /** The answer's data; its error, or a missing answer where one is required, throws. */
  const dataOf = <T>({ data, error }: { data: unknown; error: unknown }, required = true) => {
    if (error || (required && !data)) throw error ?? new Error('Supabase answered no data')
    return data as T
  }

  return leadsInboxOver({
    inbox: async (args) => dataOf<InboxAnswer>(await (await getSessionClient()).rpc('leads_inbox', args)),
    entry: async (id) =>
      dataOf<InboxEntryRow | null>(
        await (await getSessionClient()).from('lead_inbox_entries').select('*').eq('id', id).maybeSingle(),
        false,
      ),
    setStatus: async (id, status) =>
      dataOf(
        await (await getSessionClient()).rpc('set_lead_status', { lead_id: id, new_status: status }),
        false,
      ),
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
        changes: dataOf<StatusChangeRow[] | null>(changes, false) ?? [],
        notes: dataOf<NoteRow[] | null>(notes, false) ?? [],
      }
    },
    async addNote(id, body) {
      dataOf(await (await getSessionClient()).rpc('add_lead_note', { lead_id: id, body }), false)
    },
    results: async () => dataOf<ResultsAnswer>(await (await getSessionClient()).rpc('lead_results')),
  })
}
