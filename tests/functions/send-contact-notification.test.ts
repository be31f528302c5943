/** @jest-environment node */
import {
  EMAIL_API_URL,
  handleRequest,
  type Deps,
  type NotificationStore,
  type PendingLead,
} from '@/supabase/functions/send-contact-notification/handler'

// The edge function's handler, with an in-memory store and a fake e-mail API
// that records what the function sends and answers as the real API does.

const leadId = '0b8f5a52-3c1e-4d3b-9a57-6c1f0d4b2e10'

const stored: PendingLead = {
  leadId,
  attempts: 0,
  name: '<img src=x onerror=alert(1)>',
  email: 'ana@example.com',
  company: null,
  city: 'Cieza',
  phone: '600000000',
  message: 'Hola\n<script>alert(1)</script>',
  privacyAccepted: true,
  communicationConsent: false,
}

function memoryStore(leads: PendingLead[]) {
  const state = new Map(leads.map((lead) => [lead.leadId, { lead, status: 'pending', error: '' }]))
  const store: NotificationStore = {
    pending: async (id) => (state.get(id)?.status === 'pending' ? state.get(id)!.lead : null),
    due: async () =>
      [...state.values()].filter((entry) => entry.status === 'pending').map((entry) => entry.lead),
    markSent: async (id, attempts) => {
      state.set(id, { ...state.get(id)!, status: 'sent', lead: { ...state.get(id)!.lead, attempts } })
    },
    markFailed: async (id, attempts, error) => {
      state.set(id, { ...state.get(id)!, error, lead: { ...state.get(id)!.lead, attempts } })
    },
  }
  return { store, state }
}

function emailApi(
  answer: { status: number; body: unknown } | Error = { status: 200, body: { id: 'email-1' } },
) {
  const sent: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  }) as unknown as typeof globalThis.fetch
  return { fetch, sent }
}

const config = {
  apiKey: 're_test_key',
  from: 'web@example.com',
  to: 'contacto@example.com',
  brand: 'Solar y Electricidad Cieza',
}

const post = (body: unknown) =>
  new Request('https://project.supabase.co/functions/v1/send-contact-notification', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

function setup(answer?: Parameters<typeof emailApi>[0], leads = [stored]) {
  const { store, state } = memoryStore(leads)
  const api = emailApi(answer)
  const deps: Deps = { config, store, fetch: api.fetch }
  return { deps, state, sent: api.sent }
}

it('sends the stored lead to the company through the e-mail API, escaped, and records it as sent', async () => {
  const { deps, state, sent } = setup()
  const response = await handleRequest(post({ leadId, name: 'Otro nombre inventado', website: '' }), deps)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ sent: true })
  expect(sent).toHaveLength(1)
  expect(sent[0]!.url).toBe(EMAIL_API_URL)
  expect(new Headers(sent[0]!.init.headers).get('authorization')).toBe('Bearer re_test_key')
  const email = JSON.parse(String(sent[0]!.init.body))
  expect(email).toMatchObject({
    from: 'web@example.com',
    to: ['contacto@example.com'],
    reply_to: 'ana@example.com',
  })
  expect(email.subject).toBe('Nueva solicitud de presupuesto: <img src=x onerror=alert(1)> (Cieza)')
  expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(email.html).not.toMatch(/<img|<script/)
  expect(email.text).toContain('Hola\n<script>alert(1)</script>')
  expect(email.html).not.toContain('Otro nombre inventado') // the payload cannot write the e-mail
  expect(state.get(leadId)).toMatchObject({ status: 'sent', lead: { attempts: 1 } })
})

it('sends a lead only once', async () => {
  const { deps, sent } = setup()
  await handleRequest(post({ leadId }), deps)
  const again = await handleRequest(post({ leadId }), deps)
  expect(again.status).toBe(404)
  expect(sent).toHaveLength(1)
})

it('ignores honeypot hits with an ordinary answer and sends nothing', async () => {
  const { deps, sent } = setup()
  const response = await handleRequest(post({ leadId, website: 'http://spam.example' }), deps)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ skipped: 'honeypot' })
  expect(sent).toEqual([])
})

it.each([
  [
    'a 422 validation error',
    { status: 422, body: { statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' } },
  ],
  [
    'a 429 rate limit',
    { status: 429, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' } },
  ],
  [
    'a 500 from the API',
    { status: 500, body: { statusCode: 500, name: 'internal_server_error', message: 'Unexpected error' } },
  ],
])('answers %s with 502 and keeps the notification pending for a retry', async (_, answer) => {
  const { deps, state } = setup(answer)
  const response = await handleRequest(post({ leadId }), deps)
  expect(response.status).toBe(502)
  expect(await response.json()).toEqual({ error: 'email_api_error' })
  expect(state.get(leadId)).toMatchObject({
    status: 'pending',
    error: `Email API answered ${answer.status}`,
    lead: { attempts: 1 },
  })
})

it('answers a network failure with 502 and keeps the notification pending', async () => {
  const { deps, state } = setup(new TypeError('fetch failed'))
  expect((await handleRequest(post({ leadId }), deps)).status).toBe(502)
  expect(state.get(leadId)).toMatchObject({ status: 'pending', error: 'TypeError: fetch failed' })
})

it('retries every due notification on the scheduled run', async () => {
  const second = { ...stored, leadId: '1c9e6a63-4d2f-4e4c-8b68-7d2e1e5c3f21', name: 'Luis' }
  const { deps, state, sent } = setup(undefined, [stored, second])
  const response = await handleRequest(post({ retryPending: true }), deps)
  expect(await response.json()).toEqual({ sent: 2, failed: 0 })
  expect(sent).toHaveLength(2)
  expect([...state.values()].map((entry) => entry.status)).toEqual(['sent', 'sent'])
})

it.each([
  [
    'a GET',
    new Request('https://x.supabase.co/functions/v1/send-contact-notification'),
    405,
    'method_not_allowed',
  ],
  ['invalid JSON', post('{nope'), 400, 'invalid_json'],
  ['a missing lead id', post({ name: 'x' }), 400, 'invalid_lead_id'],
  ['a malformed lead id', post({ leadId: "1' or 1=1" }), 400, 'invalid_lead_id'],
  [
    'an unknown lead',
    post({ leadId: '9a9a9a9a-1b1b-4c4c-8d8d-0e0e0e0e0e0e' }),
    404,
    'no_pending_notification',
  ],
])('answers %s with %i', async (_, request, status, error) => {
  const { deps, sent } = setup()
  const response = await handleRequest(request, deps)
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ error })
  expect(sent).toEqual([])
})

it('answers 500 not_configured without its secrets', async () => {
  const { deps } = setup()
  const response = await handleRequest(post({ leadId }), { ...deps, config: null })
  expect(response.status).toBe(500)
  expect(await response.json()).toEqual({ error: 'not_configured' })
})
