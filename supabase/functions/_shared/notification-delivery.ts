import { leadFromColumns, type LeadColumns, type LeadValues } from './lead-fields.ts'
import { leadSourceFromColumns, type LeadSource, type LeadSourceColumns } from './lead-source-fields.ts'
import { callRpc, type RpcClient } from './rpc-client.ts'
import { leadEstimateOf, type LeadEstimate } from './lead-estimate.ts'

// The one delivery of lead notifications, for both backends: the Supabase
// function (its e-mail API) and the local server (SMTP or the log) differ only
// in the transport they pass. Each notification is claimed in SQL before it is
// sent, so however many runs overlap, in one process or many, a lead is
// e-mailed once; the outcome is then recorded by the SQL functions too.

/**
 * A claimed notification's lead, as stored, with its savings estimate (null: none); `leadId` keys
 * the e-mail API's idempotency.
 */
export type NotifiedLead = LeadValues & { source: LeadSource; estimate: LeadEstimate | null; leadId: string }

/** 'sent' when an e-mail server or API accepted it; 'logged' when it went to the server log only. */
export type DeliveryOutcome = 'sent' | 'logged'

/** Sends one lead's notification and says what became of it; a failure throws, and is retried. */
export type Transport = (lead: NotifiedLead) => Promise<DeliveryOutcome>

export type DeliveryReport = Record<DeliveryOutcome | 'retrying' | 'failed', number>

/** Attempts before a notification is given up as 'failed'. */
export const MAX_ATTEMPTS = 8

/** Delay before the next attempt: 1, 2, 4, 8... minutes, at most 6 hours. */
function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60_000)
}

/** How long a claim keeps other runs off a notification; a run that died is retried after it. */
const CLAIM_LEASE_SECONDS = 300

/** The most notifications one run delivers; a retry run a minute later takes the rest. */
const DELIVERY_BATCH = 50

/** A claimed notification and its lead's whole row of public.leads. */
type ClaimedRow = {
  lead_id: string
  attempts: number
  lead: LeadColumns & Partial<LeadSourceColumns> & { savings_estimate?: unknown }
}

const markOutcome: Record<DeliveryOutcome, string> = {
  sent: 'mark_lead_notification_sent',
  logged: 'mark_lead_notification_logged',
}

/**
 * Delivers due notifications through `transport`: one lead's (right after it
 * was stored), or up to DELIVERY_BATCH of the oldest (a retry run). `db` calls
 * the SQL functions as the service role.
 */
export async function deliverNotifications(
  db: RpcClient,
  transport: Transport,
  only: { leadId: string } | 'due',
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, logged: 0, retrying: 0, failed: 0 }
  const limit = only === 'due' ? DELIVERY_BATCH : 1
  // One claim per notification, right before its send, so its lease runs
  // from then and the batch's slow sends cannot let it lapse.
  for (let done = 0; done < limit; done += 1) {
    const [claimed] = (await callRpc(db, 'claim_lead_notifications', {
      p_lead_id: only === 'due' ? null : only.leadId,
      p_limit: 1,
      p_lease_seconds: CLAIM_LEASE_SECONDS,
    })) as ClaimedRow[]
    if (!claimed) break
    report[await deliverClaimed(db, transport, claimed)] += 1
  }
  return report
}

async function deliverClaimed(
  db: RpcClient,
  transport: Transport,
  { lead_id: leadId, attempts: before, lead }: ClaimedRow,
): Promise<keyof DeliveryReport> {
  const attempts = before + 1
  let outcome: DeliveryOutcome
  try {
    outcome = await transport({
      ...leadFromColumns(lead),
      source: leadSourceFromColumns(lead),
      estimate: leadEstimateOf(lead.savings_estimate),
      leadId,
    })
  } catch (error) {
    const giveUp = attempts >= MAX_ATTEMPTS
    const message = error instanceof Error ? error.message : String(error)
    console.error(
      `Lead notification ${leadId} failed (attempt ${attempts}${giveUp ? ', giving up' : ''}):`,
      message,
    )
    await callRpc(db, 'mark_lead_notification_failed', {
      p_lead_id: leadId,
      p_attempts: attempts,
      p_error: message.slice(0, 500),
      p_retry_in_seconds: giveUp ? null : retryDelayMs(attempts) / 1000,
    })
    return giveUp ? 'failed' : 'retrying'
  }
  // Should this call fail, the lease ends and the notification is sent again: at least once, never lost.
  await callRpc(db, markOutcome[outcome], { p_lead_id: leadId, p_attempts: attempts })
  return outcome
}
