import type { SupabaseClient } from '@supabase/supabase-js'
import { inboxArgs, toInboxLead, toInboxPage, type InboxAnswer, type InboxEntryRow } from '../inbox-rows'
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
    async setHandled(id, handled) {
      const { data, error } = await (
        await getSessionClient()
      ).rpc('set_lead_handled', {
        lead_id: id,
        handled,
      })
      if (error) throw new DataError(`Could not mark the lead ${id}`, { cause: error })
      return data ? new Date(data as string).toISOString() : null
    },
    async export(filters) {
      return (await inbox(inboxArgs(filters), 'Could not export the leads')).rows.map(toInboxLead)
    },
  }
}
