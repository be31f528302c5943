import { createClient } from '@supabase/supabase-js'
import { createLocalBackend } from '@/lib/data/local/backend'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'
import type { NewLead } from '@/lib/data/types'
import type { RpcClient } from '@/supabase/functions/_shared/rpc-client'
import { serviceClientFrom } from '@/supabase/functions/_shared/service-client'
import { SITE_SECRET_HEADER, siteSecretFrom } from '@/supabase/functions/_shared/site-secret'
import {
  configFrom,
  EMAIL_API_URL,
  handleRequest,
  type Deps,
} from '@/supabase/functions/send-contact-notification/handler'
import { databaseForFile } from '../support/database'
import { fakeFetch } from '../support/fake-supabase'
import { sampleEstimate, sampleLead } from '../support/leads'
import { makeNotificationDue, notificationOf } from '../support/notifications'

// The edge function's handler over real Postgres: its delivery (the one in
// _shared/notification-delivery.ts) calls the migrations' SQL functions through
// an `rpc` that PGlite answers as service_role, so the claim that keeps a lead
// from being e-mailed twice is the SQL's. The e-mail API is a fake that records
// what the function sends. The delivery's own rules (many leads and runs at
// once, retry delays, giving up) are tested in tests/notifications/delivery.test.ts.

const siteSecret = 'k3Jx9Qw2Lr7Tz4Vb8Nm1Pc6Hs5Fd0Ga-site'

const world = databaseForFile({ emptyBeforeEach: ['public.leads'] })

// A failed delivery is logged; the tests read its record in the database instead.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => jest.restoreAllMocks())

/** Stores a lead as the site does (anon role); the trigger queues its notification. */
async function storeLead(fields: Partial<NewLead> = {}): Promise<string> {
  const lead = sampleLead({
    name: '<img src=x onerror=alert(1)>',
    phone: '600000000',
    message: 'Hola\n<script>alert(1)</script>',
    ...fields,
  })
  await createLocalBackend(async () => world.db).leads.insert(lead)
  return lead.id
}

const notification = (leadId: string) => notificationOf(world.db, leadId)
const makeDue = (leadId: string) => makeNotificationDue(world.db, leadId)

type Answer = { status: number; body: unknown } | Error

/** Resend's send endpoint: answers (after a short delay, so concurrent runs interleave) and records each send. */
function emailApi(answer: Answer = { status: 200, body: { id: 'email-1' } }) {
  const sent: { url: string; headers: Headers; email: Record<string, string> }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, headers: new Headers(init.headers), email: JSON.parse(String(init.body)) })
    await new Promise((resolve) => setTimeout(resolve, 5))
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

const post = (body: unknown, secret: string | null = siteSecret) =>
  new Request('https://project.supabase.co/functions/v1/send-contact-notification', {
    method: 'POST',
    headers: secret === null ? {} : { [SITE_SECRET_HEADER]: secret },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A retry run's answer: how many due notifications it sent and how many failed. */
const retryRun = async (deps: Deps) => (await handleRequest(post({ retryPending: true }), deps)).json()

/** The admin panel's test e-mail: the function's status and answer. */
const testEmail = async (deps: Deps) => {
  const response = await handleRequest(post({ test: true }), deps)
  return { status: response.status, body: await response.json() }
}

function setup(answer?: Answer) {
  const api = emailApi(answer)
  const deps: Deps = { config, siteSecret, store: serviceRoleRpc(world.db), fetch: api.fetch }
  return { deps, sent: api.sent }
}

it('sends the stored lead to the company through the e-mail API, escaped, and records it as sent', async () => {
  const leadId = await storeLead()
  const { deps, sent } = setup()
  const response = await handleRequest(post({ leadId, name: 'Otro nombre inventado', website: '' }), deps)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ sent: true })
  expect(sent).toHaveLength(1)
  expect(sent[0]!.url).toBe(EMAIL_API_URL)
  expect(sent[0]!.headers.get('authorization')).toBe('Bearer re_test_key')
  expect(sent[0]!.headers.get('idempotency-key')).toBe(`lead-notification/${leadId}`)
  const { email } = sent[0]!
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
  expect(await notification(leadId)).toMatchObject({
    status: 'sent',
    attempts: 1,
    last_error: null,
    sent_at: expect.any(Date),
  })
})

it('sends the savings estimate a lead came with, its lines as the visitor was shown them, escaped', async () => {
  const summary = [...sampleEstimate.summary, { label: 'Localidad', value: 'Cieza <Murcia>' }]
  const leadId = await storeLead({ estimate: { ...sampleEstimate, summary } })
  const { deps, sent } = setup()
  expect((await handleRequest(post({ leadId }), deps)).status).toBe(200)
  const { email } = sent[0]!
  expect(email.text).toContain(
    'Cálculo de ahorro:\nInstalación: 3 – 4 kW\nAhorro al año: 600 € – 800 €\nLocalidad: Cieza <Murcia>',
  )
  expect(email.html).toContain('<h2 style="font-family:sans-serif;font-size:16px">Cálculo de ahorro</h2>')
  expect(email.html).toContain(
    '<th style="text-align:left;padding:4px 12px 4px 0">Ahorro al año</th><td style="padding:4px 0">600 € – 800 €</td>',
  )
  expect(email.html).toContain('Cieza &lt;Murcia&gt;')
})

it('says nothing of an estimate when the lead came without one', async () => {
  const leadId = await storeLead()
  const { deps, sent } = setup()
  await handleRequest(post({ leadId }), deps)
  expect(sent[0]!.email.text).not.toContain('Cálculo de ahorro')
  expect(sent[0]!.email.html).not.toContain('Cálculo de ahorro')
})

it('sends a lead only once', async () => {
  const leadId = await storeLead()
  const { deps, sent } = setup()
  await handleRequest(post({ leadId }), deps)
  const again = await handleRequest(post({ leadId }), deps)
  expect(again.status).toBe(404)
  expect(sent).toHaveLength(1)
})

it('e-mails a lead once when 20 calls for it arrive at the same time', async () => {
  const leadId = await storeLead()
  const { deps, sent } = setup()
  const responses = await Promise.all(Array.from({ length: 20 }, () => handleRequest(post({ leadId }), deps)))
  expect(sent).toHaveLength(1)
  expect(sent[0]!.headers.get('idempotency-key')).toBe(`lead-notification/${leadId}`)
  expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(19).fill(404)])
  expect(await notification(leadId)).toMatchObject({ status: 'sent', attempts: 1 })
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
])('answers %s with 502 and keeps the notification pending for a retry in a minute', async (_, answer) => {
  const leadId = await storeLead()
  const { deps } = setup(answer)
  const response = await handleRequest(post({ leadId }), deps)
  expect(response.status).toBe(502)
  expect(await response.json()).toEqual({ error: 'email_api_error' })
  const state = await notification(leadId)
  expect(state).toMatchObject({
    status: 'pending',
    attempts: 1,
    last_error: `Email API answered ${answer.status}`,
  })
  expect(state.due_in_seconds).toBeGreaterThanOrEqual(55)
  expect(state.due_in_seconds).toBeLessThanOrEqual(60)
})

describe('a key the e-mail API refuses', () => {
  it.each([
    [401, 'missing_api_key', 'Missing API key in the authorization header.'],
    [401, 'restricted_api_key', 'This API key is restricted to only send emails.'],
    [403, 'invalid_api_key', 'API key is invalid.'],
  ])(
    '(%i %s) is answered 503 with its reason and logged naming EMAIL_API_KEY; the lead waits for a retry',
    async (status, name, message) => {
      const leadId = await storeLead()
      const { deps, sent } = setup({ status, body: { statusCode: status, name, message } })
      const logged: string[] = []
      const response = await handleRequest(post({ leadId }), { ...deps, log: (line) => logged.push(line) })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        error: 'email_api_refused',
        email_api_status: status,
        reason: name,
      })
      expect(logged).toEqual([`EMAIL_API_KEY is refused by the e-mail API (${status} ${name}: ${message})`])
      expect(sent).toHaveLength(1)
      expect(sent[0]!.url).toBe(EMAIL_API_URL)
      expect(sent[0]!.headers.get('authorization')).toBe('Bearer re_test_key')
      const state = await notification(leadId)
      expect(state).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: `Email API refused EMAIL_API_KEY: ${status} ${name}`,
      })
      expect(state.due_in_seconds).toBeGreaterThan(0)
    },
  )

  it('is answered the same to the retry run and to the test e-mail', async () => {
    await storeLead()
    const refusal = {
      status: 403,
      body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' },
    }
    const answer = { error: 'email_api_refused', email_api_status: 403, reason: 'invalid_api_key' }
    for (const body of [{ retryPending: true }, { test: true }]) {
      const { deps, sent } = setup(refusal)
      const logged: string[] = []
      const response = await handleRequest(post(body), { ...deps, log: (line) => logged.push(line) })
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 503, body: answer })
      expect(logged).toEqual([
        'EMAIL_API_KEY is refused by the e-mail API (403 invalid_api_key: API key is invalid)',
      ])
      expect(sent).toHaveLength(1)
    }
  })

  it('is a 401 even without a JSON body; a 403 about the sender is no refusal of the key', async () => {
    const unauthorized = setup({ status: 401, body: 'Unauthorized' })
    const response = await handleRequest(post({ leadId: await storeLead() }), unauthorized.deps)
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 503,
      body: { error: 'email_api_refused', email_api_status: 401, reason: 'unknown' },
    })
    const sender = {
      statusCode: 403,
      name: 'validation_error',
      message: 'The example.com domain is not verified.',
    }
    const notVerified = await handleRequest(
      post({ leadId: await storeLead() }),
      setup({ status: 403, body: sender }).deps,
    )
    expect({ status: notVerified.status, body: await notVerified.json() }).toEqual({
      status: 502,
      body: { error: 'email_api_error' },
    })
  })

  it('never puts the key in the log, even when the API repeats it', async () => {
    const { deps } = setup({
      status: 403,
      body: { name: 'invalid_api_key', message: 'API key re_test_key is invalid' },
    })
    const logged: string[] = []
    await handleRequest(post({ leadId: await storeLead() }), { ...deps, log: (line) => logged.push(line) })
    expect(logged).toEqual([
      'EMAIL_API_KEY is refused by the e-mail API (403 invalid_api_key: API key [redacted] is invalid)',
    ])
  })
})

it('answers a network failure with 502 and keeps the notification pending', async () => {
  const leadId = await storeLead()
  const { deps } = setup(new TypeError('fetch failed'))
  expect((await handleRequest(post({ leadId }), deps)).status).toBe(502)
  expect(await notification(leadId)).toMatchObject({
    status: 'pending',
    last_error: 'fetch failed',
  })
})

it('does not send a retry before it is due, on either path, and sends it once it is', async () => {
  const leadId = await storeLead()
  await handleRequest(post({ leadId }), setup({ status: 500, body: {} }).deps)
  const { deps, sent } = setup()
  expect((await handleRequest(post({ leadId }), deps)).status).toBe(404)
  expect(await retryRun(deps)).toEqual({ sent: 0, failed: 0 })
  expect(sent).toEqual([])

  await makeDue(leadId)
  expect(await retryRun(deps)).toEqual({ sent: 1, failed: 0 })
  expect(await notification(leadId)).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
})

it('leaves a claim to its run until the lease ends, then a retry run sends it', async () => {
  const leadId = await storeLead()
  // A run that claimed the notification and died before sending or recording anything.
  const claim = { p_lead_id: leadId, p_limit: 1, p_lease_seconds: 300 }
  expect((await serviceRoleRpc(world.db).rpc('claim_lead_notifications', claim)).data).toHaveLength(1)
  const { deps, sent } = setup()
  expect((await handleRequest(post({ leadId }), deps)).status).toBe(404)
  expect(await retryRun(deps)).toEqual({ sent: 0, failed: 0 })
  expect(sent).toEqual([])
  const claimed = await notification(leadId)
  expect(claimed).toMatchObject({ status: 'pending', attempts: 0 }) // the inbox still reads 'Pendiente de envío'
  expect(claimed.due_in_seconds).toBeGreaterThan(60)

  await makeDue(leadId)
  expect(await retryRun(deps)).toEqual({ sent: 1, failed: 0 })
  expect(sent).toHaveLength(1)
})

it('retries every due notification on the scheduled run', async () => {
  const first = await storeLead()
  const second = await storeLead({ name: 'Luis' })
  const { deps, sent } = setup()
  const response = await handleRequest(post({ retryPending: true }), deps)
  expect(await response.json()).toEqual({ sent: 2, failed: 0 })
  expect(sent).toHaveLength(2)
  expect((await notification(first)).status).toBe('sent')
  expect((await notification(second)).status).toBe('sent')
})

describe('callers without the site’s secret', () => {
  it.each([
    ['no secret', null],
    ['a wrong secret', 'k3Jx9Qw2Lr7Tz4Vb8Nm1Pc6Hs5Fd0Ga-sitf'],
    ['a prefix of the secret', siteSecret.slice(0, 10)],
    ['an empty secret', ''],
  ])('get 401 with %s, for a retry run or a lead, and nothing is sent', async (_, secret) => {
    const leadId = await storeLead()
    const { deps, sent } = setup()
    for (const body of [{ retryPending: true }, { leadId }]) {
      const response = await handleRequest(post(body, secret), deps)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'unauthorized' })
    }
    expect(sent).toEqual([])
    const state = await notification(leadId)
    expect(state).toMatchObject({ status: 'pending', attempts: 0 })
    expect(state.due_in_seconds).toBeLessThanOrEqual(0) // not claimed either
  })

  it.each([
    ['unset', undefined, 'SITE_SHARED_SECRET is not set'],
    ['blank', '  ', 'SITE_SHARED_SECRET is not set'],
    ['too short', 'k3Jx9Qw2Lr7Tz4Vb8Nm1Pc6Hs5Fd0G', 'SITE_SHARED_SECRET is shorter than 32 characters'],
  ])('are all refused when the function’s own secret is %s, which its log says', async (_, value, line) => {
    const { deps, sent } = setup()
    const logged: string[] = []
    const response = await handleRequest(post({ retryPending: true }, value ?? siteSecret), {
      ...deps,
      siteSecret: siteSecretFrom((name) => (name === 'SITE_SHARED_SECRET' ? value : undefined)),
      log: (message) => logged.push(message),
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'not_configured' })
    expect(logged).toEqual([line])
    expect(sent).toEqual([])
  })
})

it.each([
  [
    'a GET',
    405,
    'method_not_allowed',
    new Request('https://x.supabase.co/functions/v1/send-contact-notification', {
      headers: { [SITE_SECRET_HEADER]: siteSecret },
    }),
  ],
  ['invalid JSON', 400, 'invalid_json', post('{nope')],
  ['a missing lead id', 400, 'invalid_lead_id', post({ name: 'x' })],
  ['a malformed lead id', 400, 'invalid_lead_id', post({ leadId: "1' or 1=1" })],
  [
    'an unknown lead',
    404,
    'no_pending_notification',
    post({ leadId: '9a9a9a9a-1b1b-4c4c-8d8d-0e0e0e0e0e0e' }),
  ],
])('answers %s with %i', async (_, status, error, request) => {
  const { deps, sent } = setup()
  const response = await handleRequest(request, deps)
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ error })
  expect(sent).toEqual([])
})

describe('its e-mail secrets', () => {
  const secrets = {
    EMAIL_API_KEY: 're_test_key',
    NOTIFY_FROM: 'web@example.com',
    NOTIFY_TO: 'contacto@example.com',
  }

  /** The function as index.ts builds it from these variables. */
  async function callWith(variables: Record<string, string>, body: unknown) {
    const { deps, sent } = setup()
    const logged: string[] = []
    const response = await handleRequest(post(body), {
      ...deps,
      config: configFrom((name) => variables[name]),
      log: (message) => logged.push(message),
    })
    return { status: response.status, body: await response.json(), logged, sent }
  }

  it('are read from the environment, the brand defaulting to the company’s', async () => {
    expect(configFrom((name) => ({ ...secrets, NOTIFY_TO: ' contacto@example.com\n' })[name])).toEqual(config)
    expect(await callWith(secrets, { test: true })).toMatchObject({ status: 200 })
  })

  it.each(['EMAIL_API_KEY', 'NOTIFY_FROM', 'NOTIFY_TO'])(
    'answer 500 not_configured without %s, which the log names, and nothing is sent',
    async (missing) => {
      const leadId = await storeLead()
      const variables: Record<string, string> = { ...secrets, [missing]: '' }
      for (const body of [{ leadId }, { retryPending: true }, { test: true }]) {
        const answer = await callWith(variables, body)
        expect(answer).toMatchObject({ status: 500, body: { error: 'not_configured' }, sent: [] })
        expect(answer.logged).toEqual([`${missing} is not set`])
      }
      expect(await notification(leadId)).toMatchObject({ status: 'pending', attempts: 0 })
    },
  )

  it('each missing one is a line of its own', async () => {
    const answer = await callWith({ NOTIFY_FROM: 'web@example.com' }, { retryPending: true })
    expect(answer.logged).toEqual(['EMAIL_API_KEY is not set', 'NOTIFY_TO is not set'])
  })
})

it('calls the SQL functions through supabase-js as PostgREST RPCs', async () => {
  const { fetch, sent } = fakeFetch(() => ({ status: 200, body: [] }))
  const client = createClient('https://proyecto.supabase.co', 'service-role-key', {
    auth: { persistSession: false },
    global: { fetch },
  })
  const response = await handleRequest(post({ retryPending: true }), { ...setup().deps, store: client })
  expect(await response.json()).toEqual({ sent: 0, failed: 0 })
  expect(sent).toHaveLength(1)
  expect(sent[0]!.method).toBe('POST')
  expect(sent[0]!.url.pathname).toBe('/rest/v1/rpc/claim_lead_notifications')
  expect(sent[0]!.body).toEqual({ p_lead_id: null, p_limit: 1, p_lease_seconds: 300 })
})

describe('the secret key of its SQL calls', () => {
  const url = 'https://proyecto.supabase.co'
  /** The function as index.ts builds it from these variables, over a fake Supabase that has nothing pending. */
  function functionWith(variables: Record<string, string>) {
    const { fetch, sent } = fakeFetch(() => ({ status: 200, body: [] }))
    const logged: string[] = []
    const log = (message: string) => logged.push(message)
    const client = serviceClientFrom(
      (name) => variables[name],
      (supabaseUrl, key) =>
        createClient(supabaseUrl, key, { auth: { persistSession: false }, global: { fetch } }),
      log,
    )
    const deps: Deps = {
      ...setup().deps,
      store: client,
      log,
    }
    const run = async () => {
      const response = await handleRequest(post({ retryPending: true }), deps)
      return { status: response.status, body: await response.json() }
    }
    return { run, sent, logged }
  }

  it('is the default one of SUPABASE_SECRET_KEYS, the new keys Supabase gives every function', async () => {
    const { run, sent } = functionWith({
      SUPABASE_URL: url,
      SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_ci","default":"sb_secret_default"}',
      SUPABASE_SERVICE_ROLE_KEY: 'legacy-service-role-jwt',
    })
    expect(await run()).toEqual({ status: 200, body: { sent: 0, failed: 0 } })
    expect(sent.map((request) => request.headers.get('apikey'))).toEqual(['sb_secret_default'])
  })

  it('is the legacy SUPABASE_SERVICE_ROLE_KEY on a project without secret keys', async () => {
    const { run, sent, logged } = functionWith({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: 'legacy-jwt' })
    expect(await run()).toMatchObject({ status: 200 })
    expect(sent.map((request) => request.headers.get('apikey'))).toEqual(['legacy-jwt'])
    expect(logged).toEqual([])
  })

  it.each([
    ['not JSON', 'sb_secret_default', 'SUPABASE_SECRET_KEYS is not JSON'],
    ['a list', '["sb_secret_default"]', 'SUPABASE_SECRET_KEYS is not a JSON object of keys by name'],
    ['an object with no key', '{"default":""}', 'SUPABASE_SECRET_KEYS holds no key'],
  ])('is the legacy key when SUPABASE_SECRET_KEYS is %s, which the log says', async (_, secretKeys, line) => {
    const { run, sent, logged } = functionWith({
      SUPABASE_URL: url,
      SUPABASE_SECRET_KEYS: secretKeys,
      SUPABASE_SERVICE_ROLE_KEY: 'legacy-jwt',
    })
    expect(await run()).toMatchObject({ status: 200 })
    expect(sent.map((request) => request.headers.get('apikey'))).toEqual(['legacy-jwt'])
    expect(logged).toEqual([`${line}: the function uses SUPABASE_SERVICE_ROLE_KEY`])
  })

  it('missing, the function still loads and answers 503 not_configured, saying what to set in its log', async () => {
    const { run, sent, logged } = functionWith({ SUPABASE_URL: url })
    expect(await run()).toEqual({
      status: 503,
      body: { error: 'not_configured', missing: 'SUPABASE_SECRET_KEYS' },
    })
    expect(sent).toEqual([])
    expect(logged).toEqual([
      expect.stringMatching(
        /^SUPABASE_SECRET_KEYS is not set, nor SUPABASE_SERVICE_ROLE_KEY: create a secret key/,
      ),
    ])
  })

  it('malformed, with no legacy key, answers 503 not_configured, its log naming it as not JSON', async () => {
    const { run, sent, logged } = functionWith({
      SUPABASE_URL: url,
      SUPABASE_SECRET_KEYS: '{default: sb_secret_x}',
    })
    expect(await run()).toEqual({
      status: 503,
      body: { error: 'not_configured', missing: 'SUPABASE_SECRET_KEYS' },
    })
    expect(sent).toEqual([])
    expect(logged).toEqual(['SUPABASE_SECRET_KEYS is not JSON'])
    expect(await run()).toMatchObject({ status: 503 })
    expect(logged).toEqual(['SUPABASE_SECRET_KEYS is not JSON', 'SUPABASE_SECRET_KEYS is not JSON'])
  })

  it('comes with SUPABASE_URL, whose absence the log names', async () => {
    const { run, logged } = functionWith({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_default"}' })
    expect(await run()).toEqual({ status: 503, body: { error: 'not_configured', missing: 'SUPABASE_URL' } })
    expect(logged).toEqual(['SUPABASE_URL is not set'])
  })

  it('is asked for only after the site’s secret: an unknown caller learns nothing of it', async () => {
    const logged: string[] = []
    const store = serviceClientFrom<RpcClient>(
      () => undefined,
      () => serviceRoleRpc(world.db),
    )
    const deps = { ...setup().deps, store, log: (message: string) => logged.push(message) }
    const response = await handleRequest(post({ retryPending: true }, 'wrong-secret'), deps)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'unauthorized' })
    expect(logged).toEqual([])
  })
})

describe('the admin panel’s test e-mail', () => {
  it('goes to the company through the e-mail API, and the API’s own answer comes back', async () => {
    const { deps, sent } = setup({ status: 200, body: { id: 'email-test' } })
    expect(await testEmail(deps)).toEqual({
      status: 200,
      body: { sent: true, to: 'contacto@example.com', answer: '200 {"id":"email-test"}' },
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.email).toMatchObject({
      from: 'web@example.com',
      to: ['contacto@example.com'],
      subject: 'Correo de prueba de Solar y Electricidad Cieza',
    })
    expect(await notification(await storeLead())).toMatchObject({ status: 'pending' })
  })

  it('answers 502 with the API’s refusal, and only to the site', async () => {
    const { deps } = setup({ status: 403, body: { message: 'domain not verified' } })
    expect(await testEmail(deps)).toEqual({
      status: 502,
      body: { sent: false, to: 'contacto@example.com', answer: '403 {"message":"domain not verified"}' },
    })
    const stranger = setup()
    expect((await handleRequest(post({ test: true }, 'wrong-secret'), stranger.deps)).status).toBe(401)
    expect(stranger.sent).toHaveLength(0)
  })
})
