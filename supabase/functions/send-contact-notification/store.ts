import { notificationOf, type LeadRow } from '../_shared/lead-email.ts'
import type { ClaimedLead, NotificationStore } from './handler.ts'

// lead_notifications through the service role (inside Supabase only). Each
// method is one call of an SQL function of the migrations: the claim's
// atomicity is the database's, not this file's.

/** The part of a supabase-js client this store uses (a service-role client). */
export type RpcClient = {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: unknown }>
}

/** How long a claim keeps other runs off a notification; a run that died is retried after it. */
export const CLAIM_LEASE_SECONDS = 300

type ClaimedRow = LeadRow & { lead_id: string; attempts: number }

export function supabaseStore(client: RpcClient): NotificationStore {
  const call = async (fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(fn, args)
    if (error) throw error
    return data
  }
  return {
    async claim(leadId, limit) {
      const rows = (await call('claim_lead_notifications', {
        p_lead_id: leadId,
        p_limit: limit,
        p_lease_seconds: CLAIM_LEASE_SECONDS,
      })) as ClaimedRow[]
      return rows.map((row): ClaimedLead => ({ ...notificationOf(row.lead_id, row), attempts: row.attempts }))
    },
    async markSent(leadId, attempts) {
      await call('mark_lead_notification_sent', { p_lead_id: leadId, p_attempts: attempts })
    },
    async markFailed(leadId, attempts, error, retryInSeconds) {
      await call('mark_lead_notification_failed', {
        p_lead_id: leadId,
        p_attempts: attempts,
        p_error: error.slice(0, 500),
        p_retry_in_seconds: retryInSeconds,
      })
    },
  }
}
