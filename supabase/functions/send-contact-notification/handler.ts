import { buildLeadEmail } from '../_shared/lead-email.ts'
import { json } from '../_shared/json.ts'
import { deliverNotifications, type Transport } from '../_shared/notification-delivery.ts'
import type { RpcClient } from '../_shared/rpc-client.ts'
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

export type Deps = {
  config: Config | null
  /** SITE_SHARED_SECRET; without it the function answers no one. */
  siteSecret: string | null
  /** The service-role client whose rpc calls the migrations' SQL functions; null without a secret key (not_configured). */
  store: RpcClient | null
  fetch: typeof fetch
  /** Where a configuration problem goes (the function's log), never to the caller. */
  log?: (message: string) => void
}

export const EMAIL_API_URL = 'https://api.resend.com/emails'
/** Well within a claim's lease, so a slow e-mail API cannot outlive it. */
const EMAIL_API_TIMEOUT_MS = 20_000
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function handleRequest(request: Request, deps: Deps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' })
  const refusal = await refuseUnlessSite(request, deps.siteSecret, deps.log)
  if (refusal) return refusal
  if (!deps.store) return refuseWithoutServiceKey(deps.log)
  if (!deps.config) return json(500, { error: 'not_configured' })
  const store = deps.store

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

  const transport = emailApiTransport(deps.config, deps)
  // Scheduled retry run (README: a cron job posts { "retryPending": true }).
  if (payload.retryPending === true) {
    const report = await deliverNotifications(store, transport, 'due')
    return json(200, { sent: report.sent, failed: report.retrying + report.failed })
  }

  if (typeof payload.leadId !== 'string' || !uuid.test(payload.leadId))
    return json(400, { error: 'invalid_lead_id' })

  const report = await deliverNotifications(store, transport, { leadId: payload.leadId })
  if (report.sent > 0) return json(200, { sent: true })
  if (report.retrying + report.failed > 0) return json(502, { error: 'email_api_error' })
  // Nothing claimed: unknown, already sent, not due yet, or being sent by another run.
  return json(404, { error: 'no_pending_notification' })
}

/** Posts an e-mail to the e-mail API (Resend), from and to the configured addresses. */
const postEmail = (deps: Deps, config: Config, email: object, headers: Record<string, string> = {}) =>
  deps.fetch(EMAIL_API_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ from: config.from, to: [config.to], ...email }),
    signal: AbortSignal.timeout(EMAIL_API_TIMEOUT_MS),
  })

/** Sends a lead's notification through the e-mail API; an error or refusal throws. */
const emailApiTransport =
  (config: Config, deps: Deps): Transport =>
  async (lead) => {
    const { replyTo, subject, text, html } = buildLeadEmail(lead, config.brand)
    const response = await postEmail(
      deps,
      config,
      { reply_to: replyTo, subject, text, html },
      // If a run dies after sending but before recording it, the retry is
      // answered from Resend's record of the first send (kept 24 hours).
      { 'idempotency-key': `lead-notification/${lead.leadId}` },
    )
    if (!response.ok) throw new Error(`Email API answered ${response.status}`)
    return 'sent'
  }

/** Sends the test e-mail to the notifications' recipient; 200 or 502 with the e-mail API's status and body. */
async function sendTestEmail(config: Config, deps: Deps): Promise<Response> {
  try {
    const response = await postEmail(deps, config, buildTestEmail(config.brand))
    const answer = `${response.status} ${(await response.text()).slice(0, 300)}`.trim()
    return json(response.ok ? 200 : 502, { sent: response.ok, to: config.to, answer })
  } catch (error) {
    return json(502, { sent: false, to: config.to, answer: String(error) })
  }
}
