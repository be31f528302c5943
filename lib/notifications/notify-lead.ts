import 'server-only'
import { getLeadNotifier } from '@/lib/notifications/senders'

/**
 * Tells the company about a new lead, through the backend's notifier; runs
 * after the visitor's answer has gone. Never throws: a failed notification is
 * logged and retried, the lead is safe.
 */
export async function notifyLead(leadId: string): Promise<void> {
  try {
    await getLeadNotifier()(leadId)
  } catch (error) {
    console.error('Lead notification failed; it stays pending for a retry', error)
  }
}
