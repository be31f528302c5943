import { buildLeadEmail, type LeadNotification } from '../_shared/lead-email.ts'

// The function's logic as a plain function of its request and dependencies,
// so the project's tests run it without Deno (index.ts wires the real ones).
//
// The endpoint is public (the anon key is), so the payload is trusted for
// nothing but the lead's id: the e-mail is built from the stored lead, and
// only while its notification is pending. A direct caller can neither write
// the e-mail nor send one lead twice.

export type Config = { apiKey: string; from: string; to: string; brand: string }

export type PendingLead = LeadNotification & { leadId: string; attempts: number }

export interface NotificationStore {
  /** The lead, if its notification is pending and due. */
  pending(leadId: string): Promise<PendingLead | null>
  /** Every pending notification that is due, oldest first. */
  due(limit: number): Promise<PendingLead[]>
  markSent(leadId: string, attempts: number): Promise<void>
  markFailed(leadId: string, attempts: number, error: string): Promise<void>
}

export type Deps = { config: Config | null; store: NotificationStore; fetch: typeof fetch }

export const EMAIL_API_URL = 'https://api.resend.com/emails'
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export async function handleRequest(request: Request, deps: Deps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' })
  if (!deps.config) return json(500, { error: 'not_configured' })

  let body: unknown
  try {
    body = await request.json()
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  if (typeof body !== 'object' || body === null) return json(400, { error: 'invalid_payload' })
  const payload = body as Record<string, unknown>

  // Scheduled retry run (README: a cron job posts { "retryPending": true }).
  if (payload.retryPending === true) {
    const results = { sent: 0, failed: 0 }
    for (const lead of await deps.store.due(50)) {
      if (await deliver(lead, deps.config, deps)) results.sent += 1
      else results.failed += 1
    }
    return json(200, results)
  }

  // Honeypot hits are answered like anything else and never sent.
  if (typeof payload.website === 'string' && payload.website.trim() !== '')
    return json(200, { skipped: 'honeypot' })
  if (typeof payload.leadId !== 'string' || !uuid.test(payload.leadId))
    return json(400, { error: 'invalid_lead_id' })

  const lead = await deps.store.pending(payload.leadId)
  if (!lead) return json(404, { error: 'no_pending_notification' })
  return (await deliver(lead, deps.config, deps))
    ? json(200, { sent: true })
    : json(502, { error: 'email_api_error' })
}

async function deliver(lead: PendingLead, config: Config, deps: Deps): Promise<boolean> {
  const email = buildLeadEmail(lead, config.brand)
  const attempts = lead.attempts + 1
  try {
    const response = await deps.fetch(EMAIL_API_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: config.from,
        to: [config.to],
        reply_to: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
      }),
    })
    if (!response.ok) {
      await deps.store.markFailed(lead.leadId, attempts, `Email API answered ${response.status}`)
      return false
    }
    await deps.store.markSent(lead.leadId, attempts)
    return true
  } catch (error) {
    await deps.store.markFailed(lead.leadId, attempts, String(error))
    return false
  }
}
