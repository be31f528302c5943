import type { PGlite } from '@electric-sql/pglite'
import {
  leadFields,
  leadFromColumns,
  type LeadColumns,
  type LeadValues,
} from '@/supabase/functions/_shared/lead-fields'
import {
  leadSourceFields,
  leadSourceFromColumns,
  type LeadSource,
  type LeadSourceColumns,
} from '@/supabase/functions/_shared/lead-source'
import { MAX_ATTEMPTS, retryDelayMs } from '@/supabase/functions/_shared/notification-policy'

// Delivery of the local backend's pending lead notifications (table
// lead_notifications). A failed delivery is retried with a growing delay and
// given up as 'failed' after MAX_ATTEMPTS; the lead itself is never touched.

/**
 * Sends the notification e-mail of one lead, and says what became of it: 'sent' when an e-mail
 * server accepted it, 'logged' when there is no e-mail server and it went to the log only.
 */
export type Transport = (lead: LeadValues & { source: LeadSource }) => Promise<DeliveryOutcome>
export type DeliveryOutcome = 'sent' | 'logged'
export type DeliveryReport = { sent: number; logged: number; retrying: number; failed: number }

type DueRow = LeadColumns & LeadSourceColumns & { id: string; attempts: number }

const leadColumns = [...leadFields, ...leadSourceFields].map((field) => `l.${field.column}`).join(', ')

// One delivery run at a time in this process, so no notification is sent
// twice: a call made while a run is going waits for it, then runs on what is
// still due. `now` (the run's start, by default) lets tests move time.
let running: Promise<unknown> = Promise.resolve()

export function deliverDueNotifications(
  db: PGlite,
  transport: Transport,
  now?: Date,
): Promise<DeliveryReport> {
  const run = running.then(() => deliver(db, transport, now ?? new Date()))
  running = run.catch(() => undefined)
  return run
}

async function deliver(db: PGlite, transport: Transport, now: Date): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, logged: 0, retrying: 0, failed: 0 }
  const { rows } = await db.query<DueRow>(
    `select l.id, ${leadColumns}, n.attempts
       from public.lead_notifications n join public.leads l on l.id = n.lead_id
      where n.status = 'pending' and n.next_attempt_at <= $1
      order by n.next_attempt_at
      limit 50`,
    [now],
  )
  const done: Record<DeliveryOutcome, string[]> = { sent: [], logged: [] }
  for (const row of rows) {
    const attempts = row.attempts + 1
    try {
      done[await transport({ ...leadFromColumns(row), source: leadSourceFromColumns(row) })].push(row.id)
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
  // One statement per outcome marks the run's deliveries. If the process died before
  // it, they would be sent again on restart: at least once, never lost.
  for (const outcome of ['sent', 'logged'] as const) {
    if (done[outcome].length === 0) continue
    await db.query(
      `update public.lead_notifications
          set status = $3, attempts = attempts + 1, sent_at = $2, last_error = null, updated_at = $2
        where lead_id = any($1::uuid[])`,
      [done[outcome], now, outcome],
    )
    report[outcome] = done[outcome].length
  }
  return report
}
