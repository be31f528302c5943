import type { SupabaseClient } from '@supabase/supabase-js'
import { invokeSiteFunction, SiteFunctionError } from '@/lib/supabase/site-function'
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

const nothingPending = (error: unknown) => error instanceof SiteFunctionError && error.status === 404

/**
 * Asks the function to send the admin panel's test e-mail. Its answer holds the e-mail API's
 * reply, or its refusal of the function's key (503 email_api_refused); any other refusal
 * throws with the function's status and body, which hold the API's.
 */
export async function requestTestEmail(client: SupabaseClient, siteSecret: string): Promise<TestEmailAnswer> {
  try {
    const data = (await invokeSiteFunction(client, siteSecret, 'send-contact-notification', {
      body: { test: true },
    })) as { to: string; answer: string }
    return { outcome: 'sent', to: data.to, response: data.answer }
  } catch (error) {
    const answer = error instanceof SiteFunctionError ? error.answer : null
    if (answer?.error !== 'email_api_refused') throw error
    console.error('Test e-mail refused:', (error as Error).message)
    return { outcome: 'key-refused', reason: `${answer.email_api_status} ${answer.reason}` }
  }
}
