/** @jest-environment node */
import type { RequestLimits } from '@/lib/limits/request-limits'
import { fakeFetch } from '../support/fake-supabase'

// Which store the server's limits use: memory on the local backend (one
// process), the database on Supabase (every instance counts together).

const supabaseEnv = {
  NEXT_PUBLIC_SUPABASE_URL: 'https://proyecto.supabase.co',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
  SITE_SHARED_SECRET: 's'.repeat(40),
}
const realFetch = globalThis.fetch
const savedEnv = { ...process.env }

afterEach(() => {
  globalThis.fetch = realFetch
  process.env = { ...savedEnv }
})

async function serverLimits(env: Record<string, string>): Promise<RequestLimits> {
  process.env = { ...savedEnv, LEAD_RATE_LIMIT: '5', ...env }
  let limits: RequestLimits | undefined
  await jest.isolateModulesAsync(async () => {
    limits = (await import('@/lib/limits/backend')).getRequestLimits()
  })
  return limits!
}

it('keeps the counts in memory on the local backend, asking nothing of the network', async () => {
  const { fetch, sent } = fakeFetch(() => ({ status: 500 }))
  globalThis.fetch = fetch
  const limits = await serverLimits({})
  const answers = []
  for (let i = 0; i < 6; i += 1) answers.push(await limits.leads.take('203.0.113.7'))
  expect(answers).toEqual([true, true, true, true, true, false])
  expect(sent).toEqual([])
})

it('keeps the counts in the database on Supabase, through its RPC', async () => {
  const { fetch, sent } = fakeFetch(() => ({ status: 200, body: true }))
  globalThis.fetch = fetch
  const limits = await serverLimits(supabaseEnv)
  expect(await limits.leads.take('203.0.113.7')).toBe(true)
  expect(await limits.signUp.take('203.0.113.7')).toBe('allowed')
  expect(sent.map((request) => `${request.url.origin}${request.url.pathname}`)).toEqual([
    'https://proyecto.supabase.co/rest/v1/rpc/take_request_slot',
    'https://proyecto.supabase.co/rest/v1/rpc/take_request_slot',
    'https://proyecto.supabase.co/rest/v1/rpc/take_request_slot',
  ])
})
