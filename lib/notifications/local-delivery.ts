import 'server-only'
import { getLocalDb } from '@/lib/db/database'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'
import {
  deliverNotifications,
  type DeliveryReport,
  type Transport,
} from '@/supabase/functions/_shared/notification-delivery'
import { localTransport } from './transports'

// The local backend's delivery of lead notifications: the delivery the
// Supabase function runs, over PGlite, through SMTP or the log.

let transport: Transport | undefined

/** Delivers one stored lead's notification (right after the visitor's answer), or every due one. */
export async function deliverLocalNotifications(only: { leadId: string } | 'due'): Promise<DeliveryReport> {
  return deliverNotifications(serviceRoleRpc(await getLocalDb()), (transport ??= localTransport()), only)
}

/**
 * At server start: opens the database at once (so the first visitor does not
 * wait for it), delivers what was left pending before a restart, then retries
 * due notifications every minute.
 */
export function startLocalRetryLoop(): void {
  const run = () =>
    deliverLocalNotifications('due').catch((error) => console.error('Notification retry run failed', error))
  void run()
  setInterval(run, 60_000).unref()
}
