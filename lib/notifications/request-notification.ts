import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { invokeSiteFunction } from '@/lib/supabase/site-function'
import type { TestEmailAnswer } from './transports'

/**
 * Asks the edge function send-contact-notification to e-mail a stored lead.
 * It needs nothing but the lead's id: it reads the lead itself. Throws when
 * the function refuses or fails. Its 404 means nothing is pending for the
 * lead (a test lead's notification is recorded as skipped, or another run
 * has it): the database already says where it stands, so that is no failure.
 */
export async function requestLeadNotification(
  client: SupabaseClient,
  siteSecret: string,
  leadId: string,
): Promise<void> {
  try {
    await invokeSiteFunction(client, siteSecret, 'send-contact-notification', { body: { leadId } })
  } catch (error) {
    if (nothingPending(error)) return
    throw error
  }
}

function nothingPending(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined
  return cause instanceof FunctionsHttpError && (cause.context as Response).status === 404
}

/**
 * Asks the function to send the admin panel's test e-mail. Its answer holds the e-mail API's
 * reply; a refusal throws with the function's status and body, which hold the API's.
 */
export async function requestTestEmail(client: SupabaseClient, siteSecret: string): Promise<TestEmailAnswer> {
  const data = (await invokeSiteFunction(client, siteSecret, 'send-contact-notification', {
    body: { test: true },
  })) as { to: string; answer: string }
  return { outcome: 'sent', to: data.to, response: data.answer }
}
