import 'server-only'
import { backend } from '@/lib/env'
import { getLocalDb } from '@/lib/data/local/database'
import { createPublicClient } from '@/lib/supabase/public'
import { siteSharedSecret } from '@/lib/supabase/site-secret'
import { deliverDueNotifications } from './local-outbox'
import { requestLeadNotification } from './request-notification'
import { localTransport } from './transports'

let cachedTransport: ReturnType<typeof localTransport> | undefined
const transport = () => (cachedTransport ??= localTransport())

/**
 * Tells the company about a new lead; runs after the visitor's answer has gone.
 * Supabase: the send-contact-notification function, with the site's
 * shared secret; it records the delivery and is re-run on a schedule for
 * retries. Local: the outbox delivers every due notification, this one among them.
 * Never throws: a failed notification is logged and retried, the lead is safe.
 */
export async function notifyLead(leadId: string): Promise<void> {
  try {
    if (backend === 'supabase') {
      await requestLeadNotification(createPublicClient(), siteSharedSecret(), leadId)
      return
    }
    await deliverDueNotifications(await getLocalDb(), transport())
  } catch (error) {
    console.error('Lead notification failed; it stays pending for a retry', error)
  }
}

/**
 * Local backend, at server start: opens the database at once (so the first
 * visitor does not wait for it), delivers what was left pending before a
 * restart, then retries pending notifications every minute.
 */
export function startLocalRetryLoop(): void {
  if (backend !== 'local') return
  const run = () =>
    getLocalDb()
      .then((db) => deliverDueNotifications(db, transport()))
      .catch((error) => console.error('Notification retry run failed', error))
  void run()
  setInterval(run, 60_000).unref()
}
