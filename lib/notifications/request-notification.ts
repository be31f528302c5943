import type { SupabaseClient } from '@supabase/supabase-js'
import { invokeSiteFunction } from '@/lib/supabase/site-function'

/**
 * Asks the edge function send-contact-notification to e-mail a stored lead.
 * It needs nothing but the lead's id: it reads the lead itself. Throws when
 * the function refuses or fails.
 */
export async function requestLeadNotification(
  client: SupabaseClient,
  siteSecret: string,
  leadId: string,
): Promise<void> {
  await invokeSiteFunction(client, siteSecret, 'send-contact-notification', { body: { leadId } })
}
