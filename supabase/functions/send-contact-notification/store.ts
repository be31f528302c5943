import { leadFromColumns, type LeadColumns } from '../_shared/lead-fields.ts'
import { leadSourceFromColumns, type LeadSourceColumns } from '../_shared/lead-source.ts'
import { callRpc, type RpcClient } from '../_shared/rpc-client.ts'
import type { ClaimedLead, NotificationStore } from './handler.ts'

// lead_notifications through the service role (inside Supabase only). Each
// method is one call of an SQL function of the migrations: the claim's
// atomicity is the database's, not this file's.

/** How long a claim keeps other runs off a notification; a run that died is retried after it. */
export const CLAIM_LEASE_SECONDS = 300

/** A claimed notification and its lead's whole row of public.leads. */
type ClaimedRow = { lead_id: string; attempts: number; lead: LeadColumns & Partial<LeadSourceColumns> }

export function supabaseStore(client: RpcClient): NotificationStore {
  return {
    async claim(leadId, limit) {
      const rows = (await callRpc(client, 'claim_lead_notifications', {
        p_lead_id: leadId,
        p_limit: limit,
        p_lease_seconds: CLAIM_LEASE_SECONDS,
      })) as ClaimedRow[]
      return rows.map((row): ClaimedLead => ({
        ...leadFromColumns(row.lead),
        source: leadSourceFromColumns(row.lead),
        leadId: row.lead_id,
        attempts: row.attempts,
      }))
    },
    async markSent(leadId, attempts) {
      await callRpc(client, 'mark_lead_notification_sent', { p_lead_id: leadId, p_attempts: attempts })
    },
    async markFailed(leadId, attempts, error, retryInSeconds) {
      await callRpc(client, 'mark_lead_notification_failed', {
        p_lead_id: leadId,
        p_attempts: attempts,
        p_error: error.slice(0, 500),
        p_retry_in_seconds: retryInSeconds,
      })
    },
  }
}
