import type { PGlite } from '@electric-sql/pglite'

// A lead's notification as the database holds it, and a way to move its time,
// for the tests of the one notification delivery and of the Supabase function.

export type NotificationState = {
  status: string
  attempts: number
  last_error: string | null
  sent_at: Date | null
  due_in_seconds: number
}

export async function notificationOf(db: PGlite, leadId: string): Promise<NotificationState> {
  const { rows } = await db.query<NotificationState>(
    `select status, attempts, last_error, sent_at,
            extract(epoch from next_attempt_at - now())::int as due_in_seconds
       from public.lead_notifications where lead_id = $1`,
    [leadId],
  )
  return rows[0]!
}

/** Makes a lead's notification due now, as if its retry delay (or a claim's lease) had passed. */
export const makeNotificationDue = (db: PGlite, leadId: string) =>
  db.query(
    `update public.lead_notifications set next_attempt_at = now() - interval '1 second' where lead_id = $1`,
    [leadId],
  )
