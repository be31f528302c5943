/** @jest-environment node */
import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { createClient } from '@supabase/supabase-js'
import { createLocalBackend } from '@/lib/data/local/backend'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'
import { requestLeadNotification, requestTestEmail } from '@/lib/notifications/request-notification'
import type { RpcClient } from '@/supabase/functions/_shared/rpc-client'
import { serviceClientFrom } from '@/supabase/functions/_shared/service-client'
import type { Unconfigured } from '@/supabase/functions/_shared/settings'
import { SITE_SECRET_HEADER } from '@/supabase/functions/_shared/site-secret'
import { handleRequest } from '@/supabase/functions/send-contact-notification/handler'
import { createTestDb } from '../support/database'
import { publishableKey, fakeFetch, supabaseUrl, type Sent } from '../support/fake-supabase'
import { sampleLead } from '../support/leads'

// The site's call of send-contact-notification (Supabase backend), through
// the fake Supabase fetch to the function's real handler over PGlite: what the
// site sends is what the function accepts.

const siteSecret = 'Hn4Ty7Ui0Op3As6Df9Gh2Jk5Lz8Xc1Vb-site'

let db: PGlite
beforeAll(async () => {
  db = await createTestDb()
})
afterAll(() => db.close())

async function storeLead(fields: Parameters<typeof sampleLead>[0] = {}): Promise<string> {
  const id = randomUUID()
  await createLocalBackend(async () => db).leads.insert(
    sampleLead({ id, message: 'Quiero placas', ...fields }),
  )
  return id
}

/** A reply of the e-mail API (Resend). */
type EmailApiAnswer = { status: number; body: unknown }
const accepted: EmailApiAnswer = { status: 200, body: { id: 'email-1' } }

/** Supabase's functions endpoint, answered by the function's handler over a fake e-mail API (it accepts by default). */
function supabase({
  store = serviceRoleRpc(db) as RpcClient | Unconfigured,
  emailApi = accepted,
}: { store?: RpcClient | Unconfigured; emailApi?: EmailApiAnswer } = {}) {
  const emails: string[] = []
  const functionsSecret = siteSecret
  const { fetch, sent } = fakeFetch(async (request: Sent) => {
    const response = await handleRequest(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: JSON.stringify(request.body),
      }),
      {
        config: { apiKey: 're_key', from: 'web@example.com', to: 'contacto@example.com', brand: 'Marca' },
        siteSecret: functionsSecret,
        store,
        fetch: (async (_: string, init: RequestInit) => {
          emails.push(String(init.body))
          return new Response(JSON.stringify(emailApi.body), { status: emailApi.status })
        }) as unknown as typeof globalThis.fetch,
        log: () => {},
      },
    )
    return { status: response.status, body: await response.json() }
  })
  const client = createClient(supabaseUrl, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
  })
  return { client, sent, emails }
}

it('posts only the lead’s id with the site’s secret, and the function e-mails the stored lead', async () => {
  const leadId = await storeLead()
  const { client, sent, emails } = supabase()
  await requestLeadNotification(client, siteSecret, leadId)
  expect(sent).toHaveLength(1)
  expect(sent[0]!.method).toBe('POST')
  expect(sent[0]!.url.href).toBe(`${supabaseUrl}/functions/v1/send-contact-notification`)
  expect(sent[0]!.headers.get(SITE_SECRET_HEADER)).toBe(siteSecret)
  expect(sent[0]!.body).toEqual({ leadId })
  expect(emails).toHaveLength(1)
  expect(JSON.parse(emails[0]!).subject).toBe('Nueva solicitud de presupuesto: Ana (Cieza)')
})

it('throws with the function’s answer when the secret is not the function’s, and nothing is sent', async () => {
  const leadId = await storeLead()
  const { client, emails } = supabase()
  await expect(requestLeadNotification(client, `${siteSecret}-old`, leadId)).rejects.toThrow(
    'send-contact-notification failed: 401 {"error":"unauthorized"}',
  )
  expect(emails).toEqual([])
})

it('sends nothing for a test lead, whose notification the database recorded as skipped, and does not throw', async () => {
  const leadId = await storeLead({ email: 'e2e-1@pruebas.example.com' })
  const { client, sent, emails } = supabase()
  await requestLeadNotification(client, siteSecret, leadId)
  expect(sent).toHaveLength(1)
  expect(emails).toEqual([])
  const { rows } = await db.query(
    'select status, last_error from public.lead_notifications where lead_id = $1',
    [leadId],
  )
  expect(rows).toEqual([{ status: 'skipped', last_error: 'Solicitud de prueba: no se envía el correo' }])
})

it('asks the function for the test e-mail and answers the e-mail API’s reply', async () => {
  const { client, sent, emails } = supabase()
  expect(await requestTestEmail(client, siteSecret)).toEqual({
    outcome: 'sent',
    to: 'contacto@example.com',
    response: '200 {"id":"email-1"}',
  })
  expect(sent[0]!.body).toEqual({ test: true })
  expect(sent[0]!.headers.get(SITE_SECRET_HEADER)).toBe(siteSecret)
  expect(JSON.parse(emails[0]!).subject).toBe('Correo de prueba de Marca')
})

it('throws with what to set when the function has no secret key for its SQL calls (the log shows it)', async () => {
  const leadId = await storeLead()
  const withoutKey = serviceClientFrom<RpcClient>(
    (name) => (name === 'SUPABASE_URL' ? supabaseUrl : undefined),
    () => serviceRoleRpc(db),
  )
  const { client, emails } = supabase({ store: withoutKey })
  await expect(requestLeadNotification(client, siteSecret, leadId)).rejects.toThrow(
    /^send-contact-notification failed: 503 \{"error":"not_configured","missing":"SUPABASE_SECRET_KEYS"\}\. The function send-contact-notification has no secret key: create one in the Supabase project's API Keys settings/,
  )
  expect(emails).toEqual([])
})

describe('a key the e-mail API refuses', () => {
  const refused = {
    status: 403,
    body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' },
  }

  it('comes back from the test e-mail as the refusal staff are told of, with its reason', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const { client, emails } = supabase({ emailApi: refused })
    expect(await requestTestEmail(client, siteSecret)).toEqual({
      outcome: 'key-refused',
      reason: '403 invalid_api_key',
    })
    expect(emails).toHaveLength(1)
    expect(console.error).toHaveBeenCalledWith(
      'Test e-mail refused:',
      expect.stringContaining(
        "The e-mail API refused the function send-contact-notification's EMAIL_API_KEY",
      ),
    )
    jest.restoreAllMocks()
  })

  it('fails a lead’s notification with what to set, and the lead’s notification waits for a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const leadId = await storeLead()
    const { client } = supabase({ emailApi: refused })
    await expect(requestLeadNotification(client, siteSecret, leadId)).rejects.toThrow(
      'send-contact-notification failed: 503 {"error":"email_api_refused","email_api_status":403,"reason":"invalid_api_key"}. ' +
        "The e-mail API refused the function send-contact-notification's EMAIL_API_KEY: set a valid key with `supabase secrets set EMAIL_API_KEY=…`",
    )
    const { rows } = await db.query('select status from public.lead_notifications where lead_id = $1', [
      leadId,
    ])
    expect(rows).toEqual([{ status: 'pending' }])
    jest.restoreAllMocks()
  })
})
