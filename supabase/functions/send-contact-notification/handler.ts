import { buildLeadEmail } from '../_shared/lead-email.ts'
import type { LeadValues } from '../_shared/lead-fields.ts'
import type { LeadSource } from '../_shared/lead-source.ts'
import { MAX_ATTEMPTS, retryDelayMs } from '../_shared/notification-policy.ts'
import { json } from '../_shared/json.ts'
import { buildTestEmail } from '../_shared/test-email.ts'
import { refuseWithoutServiceKey } from '../_shared/service-client.ts'
import { refuseUnlessSite } from '../_shared/site-secret.ts'

// The function's logic as a plain function of its request and dependencies,
// so the project's tests run it without Deno (index.ts wires the real ones).
//
// Only the site and the retry cron job may call it: each request must carry
// the shared secret (SITE_SHARED_SECRET). Even so, the payload is trusted for
// nothing but the lead's id: the e-mail is built from the stored lead, and a
// notification is sent only by the run that claimed it in the database, so
// concurrent calls cannot send one lead twice.

export type Config = { apiKey: string; from: string; to: string; brand: string }

/** A lead whose notification this run has claimed; `attempts` counts the attempts before this one. */
export type ClaimedLead = LeadValues & { source: LeadSource; leadId: string; attempts: number }

export interface NotificationStore {
  /**
   * Claims the due pending notifications (one lead's, or the oldest `limit`)
   * for this run: no other run gets them until the claim's lease ends.
   */
  claim(leadId: string | null, limit: number): Promise<ClaimedLead[]>
  markSent(leadId: string, attempts: number): Promise<void>
  /** Records a failed attempt; retried after `retryInSeconds`, or given up when it is null. */
  markFailed(leadId: string, attempts: number, error: string, retryInSeconds: number | null): Promise<void>
}

export type Deps = {
  config: Config | null
  /** SITE_SHARED_SECRET; without it the function answers no one. */
  siteSecret: string | null
  /** Null without a secret key for the SQL calls: the function answers not_configured. */
  store: NotificationStore | null
  fetch: typeof fetch
  /** Where a configuration problem goes (the function's log), never to the caller. */
  log?: (message: string) => void
}

/** The dependencies once the function knows it has a store. */
type Ready = Deps & { store: NotificationStore }

export const EMAIL_API_URL = 'https://api.resend.com/emails'
/** Well within a claim's lease, so a slow e-mail API cannot outlive it. */
const EMAIL_API_TIMEOUT_MS = 20_000
const RETRY_BATCH = 50
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function handleRequest(request: Request, deps: Deps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' })
  const refusal = await refuseUnlessSite(request, deps.siteSecret, deps.log)
  if (refusal) return refusal
  if (!deps.store) return refuseWithoutServiceKey(deps.log)
  if (!deps.config) return json(500, { error: 'not_configured' })
  const ready: Ready = { ...deps, store: deps.store }

  let body: unknown
  try {
    body = await request.json()
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  if (typeof body !== 'object' || body === null) return json(400, { error: 'invalid_payload' })
  const payload = body as Record<string, unknown>

  // The admin panel's test e-mail: the e-mail API's own answer goes back to the site.
  if (payload.test === true) return sendTestEmail(deps.config, deps)

  // Scheduled retry run (README: a cron job posts { "retryPending": true }).
  if (payload.retryPending === true) {
    const results = { sent: 0, failed: 0 }
    for (const lead of await ready.store.claim(null, RETRY_BATCH)) {
      if (await deliver(lead, deps.config, ready)) results.sent += 1
      else results.failed += 1
    }
    return json(200, results)
  }

  if (typeof payload.leadId !== 'string' || !uuid.test(payload.leadId))
    return json(400, { error: 'invalid_lead_id' })

  // Nothing to claim: unknown, already sent, not due yet, or being sent by another run.
  const [lead] = await ready.store.claim(payload.leadId, 1)
  if (!lead) return json(404, { error: 'no_pending_notification' })
  return (await deliver(lead, deps.config, ready))
    ? json(200, { sent: true })
    : json(502, { error: 'email_api_error' })
}

async function deliver(lead: ClaimedLead, config: Config, deps: Ready): Promise<boolean> {
  const email = buildLeadEmail(lead, config.brand)
  const attempts = lead.attempts + 1
  const fail = async (error: string) => {
    const retryInSeconds = attempts >= MAX_ATTEMPTS ? null : retryDelayMs(attempts) / 1000
    await deps.store.markFailed(lead.leadId, attempts, error, retryInSeconds)
    return false
  }
  let response: Response
  try {
    response = await deps.fetch(EMAIL_API_URL, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        'content-type': 'application/json',
        // If a run dies after sending but before recording it, the retry is
        // answered from Resend's record of the first send (kept 24 hours).
        'idempotency-key': `lead-notification/${lead.leadId}`,
      },
      body: JSON.stringify({
        from: config.from,
        to: [config.to],
        reply_to: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
      }),
      signal: AbortSignal.timeout(EMAIL_API_TIMEOUT_MS),
    })
  } catch (error) {
    return fail(String(error))
  }
  if (!response.ok) return fail(`Email API answered ${response.status}`)
  await deps.store.markSent(lead.leadId, attempts)
  return true
}

/** Sends the test e-mail to the notifications' recipient; 200 or 502 with the e-mail API's status and body. */
async function sendTestEmail(config: Config, deps: Deps): Promise<Response> {
  try {
    const response = await deps.fetch(EMAIL_API_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: config.from, to: [config.to], ...buildTestEmail(config.brand) }),
      signal: AbortSignal.timeout(EMAIL_API_TIMEOUT_MS),
    })
    const answer = `${response.status} ${(await response.text()).slice(0, 300)}`.trim()
    return json(response.ok ? 200 : 502, { sent: response.ok, to: config.to, answer })
  } catch (error) {
    return json(502, { sent: false, to: config.to, answer: String(error) })
  }
}
