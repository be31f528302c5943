import type { SupabaseClient } from '@supabase/supabase-js'
import { describeFunctionError } from '@/lib/supabase/function-error'
import { SITE_SECRET_HEADER } from '@/supabase/functions/_shared/site-secret'

/**
 * Asks the edge function send-contact-notification to e-mail a stored lead.
 * It answers only the site's shared secret, and needs nothing but the lead's
 * id: it reads the lead itself. Throws when the function refuses or fails.
 */
export async function requestLeadNotification(
  client: SupabaseClient,
  siteSecret: string,
  leadId: string,
): Promise<void> {
  const { error } = await client.functions.invoke('send-contact-notification', {
    body: { leadId },
    headers: { [SITE_SECRET_HEADER]: siteSecret },
  })
  if (error)
    throw new Error(`send-contact-notification failed: ${await describeFunctionError(error)}`, {
      cause: error,
    })
}
