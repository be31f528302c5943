import type { PGlite } from '@electric-sql/pglite'
import type { SupabaseClient } from '@supabase/supabase-js'
import { signInFlow } from '@/lib/auth/flows'
import { parseEnv } from '@/lib/env'
import { createRequestLimits, limitSettings } from '@/lib/limits/request-limits'
import { createSupabaseLimitStore, limitDigest } from '@/lib/limits/supabase'
import { createTestDb } from '../support/database'
import { signedIn } from '../support/sign-in-throttles'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'

// The sign-in throttles of a Supabase deployment, with the default settings,
// over the request-limit SQL functions on real Postgres: someone who knows
// the owner's e-mail can lock out their own address, never the owner.

const secret = 's'.repeat(40)
const owner = { email: 'duena@example.com', password: 'la-buena-1' }
const attacker = '127.0.4.1'

let db: PGlite

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(() => db.close())

function signInOverDatabase() {
  const client = serviceRoleRpc(db) as unknown as SupabaseClient
  const limits = createRequestLimits(
    createSupabaseLimitStore(() => client, secret),
    limitSettings(parseEnv({ NODE_ENV: 'test' })),
  )
  const waits: number[] = []
  const backend = {
    signIn: async ({ email, password }: { email: string; password: string }) =>
      email === owner.email && password === owner.password
        ? ({ ok: true, next: 'dashboard' } as const)
        : ({ ok: false, error: 'invalid-credentials' } as const),
  }
  const attempt = (input: { email: string; password: string }, clientKey: string) =>
    signInFlow(input, {
      backend,
      throttles: limits.signIn,
      clientKey,
      sleep: async (ms) => void waits.push(ms),
    })
  return { attempt, waits }
}

const row = async (name: string, key: string) =>
  (
    await db.query<{ failures: number; locked: boolean }>(
      `select failures, coalesce(locked_until > now(), false) as locked
         from private.sign_in_failures where key = $1`,
      [limitDigest(secret, name, key)],
    )
  ).rows[0]

describe('the sign-in throttles in the database', () => {
  it('locks the guessing address, only slows the e-mail, and lets the owner in from another address', async () => {
    const { attempt, waits } = signInOverDatabase()
    for (let i = 0; i < 10; i += 1) {
      expect(await attempt({ email: owner.email, password: 'incorrecta' }, attacker)).toEqual({
        ok: false,
        message: 'Correo o contraseña incorrectos',
      })
    }
    expect(await attempt(owner, attacker)).toEqual({
      ok: false,
      message: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
    })
    expect(await row('sign-in-client', attacker)).toEqual({ failures: 10, locked: true })
    expect(await row('sign-in-email', owner.email)).toEqual({ failures: 10, locked: false })

    waits.length = 0
    expect(await attempt(owner, '127.0.0.50')).toEqual(signedIn)
    expect(waits).toEqual([2000])
    // A sign-in that succeeds forgets the e-mail's failures.
    expect(await row('sign-in-email', owner.email)).toEqual({ failures: 0, locked: false })
  })
})
