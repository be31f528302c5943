import type { PGlite } from '@electric-sql/pglite'
import { notificationOf, type LeadNotification, type LeadRow } from '@/supabase/functions/_shared/lead-email'
import { MAX_ATTEMPTS, retryDelayMs } from '@/supabase/functions/_shared/notification-policy'

// Delivery of the local backend's pending lead notifications (table
// lead_notifications). A failed delivery is retried with a growing delay and
// given up as 'failed' after MAX_ATTEMPTS; the lead itself is never touched.

export type Transport = (notification: LeadNotification) => Promise<void>
export type DeliveryReport = { sent: number; retrying: number; failed: number }

type DueRow = LeadRow & { id: string; attempts: number }

// One delivery run at a time in this process, so no notification is sent twice.
// A call starts a run a moment later (GATHER_MS) and every call made until that
// run starts shares it: fifty leads arriving together are delivered by one run,
// one query to read them and one to mark them sent, not fifty of each.
const GATHER_MS = 100
let running: Promise<unknown> = Promise.resolve()
let queued: { db: PGlite; promise: Promise<DeliveryReport> } | undefined

export function deliverDueNotifications(
  db: PGlite,
  transport: Transport,
  now?: Date,
): Promise<DeliveryReport> {
  if (queued && queued.db === db && !now) return queued.promise
  const gathered = now
    ? running
    : Promise.all([running, new Promise((resolve) => setTimeout(resolve, GATHER_MS))])
  const promise = gathered.then(() => {
    if (queued?.promise === promise) queued = undefined
    return deliver(db, transport, now ?? new Date())
  })
  if (!now) queued = { db, promise }
  running = promise.catch(() => undefined)
  return promise
}

async function deliver(db: PGlite, transport: Transport, now: Date): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
  const { rows } = await db.query<DueRow>(
    `select l.id, l.name, l.email, l.company, l.city, l.phone, l.message, l.privacy_accepted,
            l.communication_consent, n.attempts
       from public.lead_notifications n join public.leads l on l.id = n.lead_id
      where n.status = 'pending' and n.next_attempt_at <= $1
      order by n.next_attempt_at
      limit 50`,
    [now],
  )
  const sent: string[] = []
  for (const row of rows) {
    const attempts = row.attempts + 1
    try {
      await transport(notificationOf(row.id, row))
      sent.push(row.id)
    } catch (error) {
      const giveUp = attempts >= MAX_ATTEMPTS
      await db.query(
        `update public.lead_notifications
            set status = $2, attempts = $3, last_error = $4, next_attempt_at = $5, updated_at = $6
          where lead_id = $1`,
        [
          row.id,
          giveUp ? 'failed' : 'pending',
          attempts,
          String(error instanceof Error ? error.message : error).slice(0, 500),
          new Date(now.getTime() + retryDelayMs(attempts)),
          now,
        ],
      )
      console.error(
        `Lead notification ${row.id} failed (attempt ${attempts}${giveUp ? ', giving up' : ''}):`,
        error,
      )
      if (giveUp) report.failed += 1
      else report.retrying += 1
    }
  }
  // One statement marks the run's deliveries sent. If the process died before
  // it, they would be sent again on restart: at least once, never lost.
  if (sent.length > 0) {
    await db.query(
      `update public.lead_notifications
          set status = 'sent', attempts = attempts + 1, sent_at = $2, last_error = null, updated_at = $2
        where lead_id = any($1::uuid[])`,
      [sent, now],
    )
    report.sent = sent.length
  }
  return report
}
