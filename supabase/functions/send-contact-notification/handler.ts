import { buildLeadEmail } from '../_shared/lead-email.ts'
import { passGate } from '../_shared/gate.ts'
import { json } from '../_shared/json.ts'
import { deliverNotifications, type Transport } from '../_shared/notification-delivery.ts'
import type { RpcClient } from '../_shared/rpc-client.ts'
import { buildTestEmail } from '../_shared/test-email.ts'
import {
  isUnconfigured,
  logUnconfigured,
  requiredSettings,
  type EnvReader,
  type Unconfigured,
} from '../_shared/settings.ts'

// The function's logic as a plain function of its request and dependencies,
// so the project's tests run it without Deno (index.ts wires the real ones).
//
// Only the site and the retry cron job may call it: each request must carry
// the shared secret (SITE_SHARED_SECRET). Even so, the payload is trusted for
// nothing but the lead's id: the e-mail is built from the stored lead, and a
// notification is sent only by the run that claimed it in the database, so
// concurrent calls cannot send one lead twice.

export type Config = { apiKey: string; from: string; to: string; brand: string }

const DEFAULT_BRAND = 'Solar y Electricidad Cieza'

/** The function's e-mail secrets (EMAIL_API_KEY, NOTIFY_FROM, NOTIFY_TO; SITE_BRAND optional), or which are missing. */
export function configFrom(env: EnvReader): Config | Unconfigured {
  const settings = requiredSettings(env, ['EMAIL_API_KEY', 'NOTIFY_FROM', 'NOTIFY_TO'])
  if (isUnconfigured(settings)) return settings
  return {
    apiKey: settings.EMAIL_API_KEY,
    from: settings.NOTIFY_FROM,
    to: settings.NOTIFY_TO,
    brand: env('SITE_BRAND')?.trim() || DEFAULT_BRAND,
  }
}

export type Deps = {
  /** Its e-mail secrets; without them the function answers not_configured, its log naming each missing one. */
  config: Config | Unconfigured
  /** SITE_SHARED_SECRET; without it the function answers no one. */
  siteSecret: string | Unconfigured
  /** The service-role client whose rpc calls the migrations' SQL functions; unconfigured without a secret key. */
  store: RpcClient | Unconfigured
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
  const ready = await passGate(request, { ...deps, client: deps.store, settings: deps.config })
  if (ready instanceof Response) return ready
  const { client: store, settings: config } = ready

  let body: unknown
  try {
    body = await request.json()
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  if (typeof body !== 'object' || body === null) return json(400, { error: 'invalid_payload' })
  const payload = body as Record<string, unknown>

  // The admin panel's test e-mail: the e-mail API's own answer goes back to the site.
  if (payload.test === true) return sendTestEmail(config, deps)

  const refusals: KeyRefusal[] = []
  const transport = emailApiTransport(config, deps, refusals)
  // Scheduled retry run (README: a cron job posts { "retryPending": true }).
  if (payload.retryPending === true) {
    const report = await deliverNotifications(store, transport, 'due')
    if (refusals[0]) return refuseKey(refusals[0], deps)
    return json(200, { sent: report.sent, failed: report.retrying + report.failed })
  }

  if (typeof payload.leadId !== 'string' || !uuid.test(payload.leadId))
    return json(400, { error: 'invalid_lead_id' })

  const report = await deliverNotifications(store, transport, { leadId: payload.leadId })
  if (report.sent > 0) return json(200, { sent: true })
  if (refusals[0]) return refuseKey(refusals[0], deps)
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

/** The e-mail API's refusal of EMAIL_API_KEY: its status, its error's name and message. */
type KeyRefusal = { status: number; reason: string; message: string }

/** Resend's errors that refuse the key (a 401 or a 403); its other 403s are about the sender or the recipient. */
const KEY_ERRORS = new Set(['missing_api_key', 'invalid_api_key', 'restricted_api_key'])

/** The refusal of the key in an e-mail API's answer (any 401, a 403 naming the key), or null. */
function keyRefusalOf(status: number, body: string, apiKey: string): KeyRefusal | null {
  let error: { name?: unknown; message?: unknown } = {}
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed === 'object' && parsed !== null) error = parsed
  } catch {
    // Not JSON: the status alone decides.
  }
  const reason = typeof error.name === 'string' ? error.name : 'unknown'
  if (status !== 401 && !(status === 403 && KEY_ERRORS.has(reason))) return null
  const message = typeof error.message === 'string' ? error.message.split(apiKey).join('[redacted]') : ''
  return { status, reason, message: message.slice(0, 200) }
}

/** 503 email_api_refused with the API's reason, and a log line naming EMAIL_API_KEY. */
function refuseKey({ status, reason, message }: KeyRefusal, deps: Deps): Response {
  const why = `${status} ${reason}${message ? `: ${message}` : ''}`
  logUnconfigured(
    { unconfigured: [{ name: 'EMAIL_API_KEY', problem: `is refused by the e-mail API (${why})` }] },
    deps.log,
  )
  return json(503, { error: 'email_api_refused', email_api_status: status, reason })
}

/** Sends a lead's notification through the e-mail API; an error or refusal throws, a refusal of the key noted in `refusals`. */
const emailApiTransport =
  (config: Config, deps: Deps, refusals: KeyRefusal[]): Transport =>
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
    if (response.ok) return 'sent'
    const refusal = keyRefusalOf(response.status, await response.text().catch(() => ''), config.apiKey)
    if (!refusal) throw new Error(`Email API answered ${response.status}`)
    refusals.push(refusal)
    throw new Error(`Email API refused EMAIL_API_KEY: ${refusal.status} ${refusal.reason}`)
  }

/**
 * Sends the test e-mail to the notifications' recipient; 200 or 502 with the
 * e-mail API's status and body, 503 when it refuses the key.
 */
async function sendTestEmail(config: Config, deps: Deps): Promise<Response> {
  try {
    const response = await postEmail(deps, config, buildTestEmail(config.brand))
    const body = await response.text()
    const refusal = keyRefusalOf(response.status, body, config.apiKey)
    if (refusal) return refuseKey(refusal, deps)
    const answer = `${response.status} ${body.slice(0, 300)}`.trim()
    return json(response.ok ? 200 : 502, { sent: response.ok, to: config.to, answer })
  } catch (error) {
    return json(502, { sent: false, to: config.to, answer: String(error) })
  }
}
