import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import { notificationOf, type LeadRow } from '../_shared/lead-email.ts'
import { MAX_ATTEMPTS, retryDelayMs } from '../_shared/notification-policy.ts'
import type { NotificationStore, PendingLead } from './handler.ts'

// lead_notifications through the service role (inside Supabase only).

type Row = { lead_id: string; attempts: number; leads: LeadRow }

const toPending = (row: Row): PendingLead => ({
  ...notificationOf(row.lead_id, row.leads),
  attempts: row.attempts,
})

const columns =
  'lead_id, attempts, leads!inner(name, email, company, city, phone, message, privacy_accepted, communication_consent)'

export function supabaseStore(client: SupabaseClient): NotificationStore {
  return {
    async pending(leadId) {
      const { data, error } = await client
        .from('lead_notifications')
        .select(columns)
        .eq('lead_id', leadId)
        .eq('status', 'pending')
        .maybeSingle()
      if (error) throw error
      return data ? toPending(data as unknown as Row) : null
    },
    async due(limit) {
      const { data, error } = await client
        .from('lead_notifications')
        .select(columns)
        .eq('status', 'pending')
        .lte('next_attempt_at', new Date().toISOString())
        .order('next_attempt_at')
        .limit(limit)
      if (error) throw error
      return (data as unknown as Row[]).map(toPending)
    },
    async markSent(leadId, attempts) {
      const now = new Date().toISOString()
      const { error } = await client
        .from('lead_notifications')
        .update({ status: 'sent', attempts, sent_at: now, last_error: null, updated_at: now })
        .eq('lead_id', leadId)
      if (error) throw error
    },
    async markFailed(leadId, attempts, lastError) {
      const now = Date.now()
      const { error } = await client
        .from('lead_notifications')
        .update({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          attempts,
          last_error: lastError.slice(0, 500),
          next_attempt_at: new Date(now + retryDelayMs(attempts)).toISOString(),
          updated_at: new Date(now).toISOString(),
        })
        .eq('lead_id', leadId)
      if (error) throw error
    },
  }
}
