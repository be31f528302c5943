import 'server-only'
import { getLocalDb } from '@/lib/data/local/database'
import { deliverDueNotifications } from './local-outbox'
import { localTransport } from './transports'

// The local backend's delivery of lead notifications, through its outbox.

let cachedTransport: ReturnType<typeof localTransport> | undefined
const transport = () => (cachedTransport ??= localTransport())

/** Delivers every due notification of the local outbox. */
export async function deliverLocalNotifications(): Promise<void> {
  await deliverDueNotifications(await getLocalDb(), transport())
}

/**
 * At server start: opens the database at once (so the first visitor does not
 * wait for it), delivers what was left pending before a restart, then retries
 * pending notifications every minute.
 */
export function startLocalRetryLoop(): void {
  const run = () =>
    deliverLocalNotifications().catch((error) => console.error('Notification retry run failed', error))
  void run()
  setInterval(run, 60_000).unref()
}
