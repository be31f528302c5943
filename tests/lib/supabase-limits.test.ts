import { createHmac } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { createRequestLimits, limitSettings } from '@/lib/limits/request-limits'
import { createSupabaseLimitStore } from '@/lib/limits/supabase'
import { fakeFetch, secretKey, supabaseUrl, type Answer, type Sent } from '../support/fake-supabase'

// The limits of a Supabase deployment: RPCs to the request-limit functions
// with the server's secret key. What matters is what leaves the server: an HMAC of each
// key under the site's secret, never the address or the e-mail itself.

const secret = 'un-secreto-compartido-de-al-menos-32-caracteres'
const address = '203.0.113.7'
const email = 'ana@example.com'
const hmac = (message: string) => createHmac('sha256', secret).update(message).digest('hex')

const settings = limitSettings({
  LEAD_RATE_LIMIT: 5,
  LEAD_RATE_WINDOW_SECONDS: 600,
  AUTH_SLOWDOWN_AFTER: 5,
  AUTH_LOCKOUT_AFTER: 10,
  AUTH_LOCKOUT_SECONDS: 900,
  AUTH_EMAIL_MAX_DELAY_SECONDS: 2,
  AUTH_SIGNUP_LIMIT: 5,
  AUTH_SIGNUP_GLOBAL_LIMIT: 50,
})

function limitsOver(answer: (request: Sent) => Answer) {
  const { fetch, sent } = fakeFetch(answer)
  const client = createClient(supabaseUrl, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
  })
  return {
    limits: createRequestLimits(
      createSupabaseLimitStore(() => client, secret),
      settings,
    ),
    sent,
  }
}

const rpcName = (request: Sent) => request.url.pathname.replace('/rest/v1/rpc/', '')

/** Neither the address nor the e-mail appears anywhere in what was sent. */
function expectNoPersonalData(sent: Sent[]) {
  for (const request of sent) {
    const text = `${request.url} ${JSON.stringify([...request.headers])} ${JSON.stringify(request.body)}`
    expect(text).not.toContain(address)
    expect(text).not.toContain(email)
  }
}

describe('the quote form’s rate limit on Supabase', () => {
  it('asks take_request_slot with the secret key and the HMAC of the address, and follows its answer', async () => {
    const answers = [true, false]
    const { limits, sent } = limitsOver(() => ({ status: 200, body: answers.shift() }))
    expect(await limits.leads.take(address)).toBe(true)
    expect(await limits.leads.take(address)).toBe(false)
    expect(sent).toHaveLength(2)
    expect(sent[0]!.method).toBe('POST')
    expect(sent[0]!.url.pathname).toBe('/rest/v1/rpc/take_request_slot')
    expect(sent[0]!.headers.get('apikey')).toBe(secretKey)
    expect(sent[0]!.body).toEqual({ counter_key: hmac(`lead\n${address}`), max_hits: 5, window_seconds: 600 })
    expectNoPersonalData(sent)
  })

  it('fails loudly when the database cannot answer, rather than letting everything through', async () => {
    const { limits } = limitsOver(() => ({ status: 500, body: { message: 'boom' } }))
    await expect(limits.leads.take(address)).rejects.toThrow(/take_request_slot failed/)
    const offline = limitsOver(() => 'network-error').limits
    await expect(offline.leads.take(address)).rejects.toThrow()
  })
})

describe('the sign-up limits on Supabase', () => {
  it('counts the address, then the total, each under its own HMAC', async () => {
    const { limits, sent } = limitsOver(() => ({ status: 200, body: true }))
    expect(await limits.signUp.take(address)).toBe('allowed')
    expect(sent.map((request) => [rpcName(request), request.body])).toEqual([
      ['take_request_slot', { counter_key: hmac(`sign-up\n${address}`), max_hits: 5, window_seconds: 3600 }],
      ['take_request_slot', { counter_key: hmac('sign-up-total\nall'), max_hits: 50, window_seconds: 3600 }],
    ])
    expectNoPersonalData(sent)
  })

  it('does not touch the total when the address is over its own limit', async () => {
    const { limits, sent } = limitsOver(() => ({ status: 200, body: false }))
    expect(await limits.signUp.take(address)).toBe('client-limit')
    expect(sent).toHaveLength(1)
  })

  it('says when the total is reached', async () => {
    const answers = [true, false]
    const { limits } = limitsOver(() => ({ status: 200, body: answers.shift() }))
    expect(await limits.signUp.take(address)).toBe('total-limit')
  })
})

describe('the failed sign-in throttles on Supabase', () => {
  const clientDigest = hmac(`sign-in-client\n${address}`)
  const emailDigest = hmac(`sign-in-email\n${email}`)

  it('begins an attempt per address under its HMAC, locking at the lock count, and waits or refuses as the failures say', async () => {
    const answers: unknown[] = [0, 5, 7, null]
    const { limits, sent } = limitsOver(() => ({ status: 200, body: answers.shift() }))
    const { client } = limits.signIn
    expect(await client.begin([address])).toEqual({ refused: false, delayMs: 0 })
    expect(await client.begin([address])).toEqual({ refused: false, delayMs: 1000 })
    expect(await client.begin([address])).toEqual({ refused: false, delayMs: 4000 })
    expect(await client.begin([address])).toEqual({ refused: true })
    expect(rpcName(sent[0]!)).toBe('begin_sign_in_attempt')
    expect(sent[0]!.body).toEqual({ attempt_keys: [clientDigest], lock_after: 10, window_seconds: 900 })
    expectNoPersonalData(sent)
  })

  it('only slows an e-mail down: the largest lock count the SQL accepts, and a wait of at most 2 s', async () => {
    const answers: unknown[] = [4, 5, 6, 500]
    const { limits, sent } = limitsOver(() => ({ status: 200, body: answers.shift() }))
    const { email: perEmail } = limits.signIn
    const delays = []
    for (let i = 0; i < 4; i += 1) delays.push(await perEmail.begin([email]))
    expect(delays).toEqual([
      { refused: false, delayMs: 0 },
      { refused: false, delayMs: 1000 },
      { refused: false, delayMs: 2000 },
      { refused: false, delayMs: 2000 },
    ])
    expect(sent[0]!.body).toEqual({ attempt_keys: [emailDigest], lock_after: 1_000_000, window_seconds: 900 })
    expectNoPersonalData(sent)
  })

  it('ends attempts and clears an e-mail under the same HMACs and settings', async () => {
    const { limits, sent } = limitsOver(() => ({ status: 204 }))
    await limits.signIn.client.end([address], true)
    await limits.signIn.email.end([email], true)
    await limits.signIn.email.clear(email)
    expect(sent.map((request) => [rpcName(request), request.body])).toEqual([
      [
        'end_sign_in_attempt',
        { attempt_keys: [clientDigest], failed: true, lock_after: 10, window_seconds: 900 },
      ],
      [
        'end_sign_in_attempt',
        { attempt_keys: [emailDigest], failed: true, lock_after: 1_000_000, window_seconds: 900 },
      ],
      ['clear_sign_in_failures', { attempt_key: emailDigest }],
    ])
    expectNoPersonalData(sent)
  })
})
