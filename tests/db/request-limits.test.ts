/** @jest-environment node */
import { createHash } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { asCaller } from '@/lib/data/local/roles'
import { limitDigest } from '@/lib/limits/supabase'
import { createAccount, createTestDb } from '../support/database'

// The request_limits migration's functions on real Postgres, called as the
// anon role the way the site calls them on Supabase (RPC with the anon key).

const secret = 's'.repeat(40)
const anon = { role: 'anon' } as const
const victim = '203.0.113.7'
const leadKey = limitDigest(secret, 'lead', victim)

let db: PGlite

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(() => db.close())
beforeEach(() => db.exec('delete from private.rate_counters; delete from private.sign_in_failures'))

const asAnon = <T>(sql: string, params: unknown[] = []) =>
  asCaller(db, anon, async (tx) => (await tx.query<T>(sql, params)).rows)

const take = async (key: string, max = 5, windowSeconds = 600) =>
  (
    await asAnon<{ ok: boolean }>('select public.take_request_slot($1, $2, $3) as ok', [
      key,
      max,
      windowSeconds,
    ])
  )[0]!.ok

const begin = async (keys: string[], lockAfter = 4) =>
  (
    await asAnon<{ failures: number | null }>(
      'select public.begin_sign_in_attempt($1, $2, 900) as failures',
      [keys, lockAfter],
    )
  )[0]!.failures

const end = (keys: string[], failed: boolean, lockAfter = 4) =>
  asAnon('select public.end_sign_in_attempt($1, $2, $3, 900)', [keys, failed, lockAfter])

/** Moves every window and lock of the counters into the past, as if that much time had gone by. */
const letTimePass = () =>
  db.exec(`update private.rate_counters set window_end = now() - interval '1 second';
           update private.sign_in_failures set window_end = now() - interval '1 second',
             locked_until = case when locked_until is not null then now() - interval '1 second' end`)

describe('take_request_slot', () => {
  it('lets max_hits calls through in a window and refuses the rest, counting every call once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => take(leadKey)))
    expect(answers.filter(Boolean)).toHaveLength(5)
    expect(answers.slice(0, 5).every(Boolean)).toBe(true)
    const { rows } = await db.query('select hits from private.rate_counters where key = $1', [leadKey])
    expect(rows).toEqual([{ hits: 12 }])
  })

  it('starts afresh once the window is over', async () => {
    for (let i = 0; i < 6; i += 1) await take(leadKey)
    expect(await take(leadKey)).toBe(false)
    await letTimePass()
    expect(await take(leadKey)).toBe(true)
    const { rows } = await db.query('select hits from private.rate_counters where key = $1', [leadKey])
    expect(rows).toEqual([{ hits: 1 }])
  })

  it('keeps keys apart, and forgets windows that are over when it is next called', async () => {
    const other = limitDigest(secret, 'lead', '198.51.100.1')
    for (let i = 0; i < 6; i += 1) await take(leadKey)
    expect(await take(other)).toBe(true)
    await letTimePass()
    await take(limitDigest(secret, 'lead', '198.51.100.2'))
    const { rows } = await db.query<{ key: string }>('select key from private.rate_counters')
    expect(rows.map((row) => row.key)).toEqual([limitDigest(secret, 'lead', '198.51.100.2')])
  })

  it('refuses nonsense limits', async () => {
    await expect(take(leadKey, 0)).rejects.toThrow(/must be positive/)
    await expect(take(leadKey, 5, -1)).rejects.toThrow(/must be positive/)
  })
})

describe('the sign-in throttle functions', () => {
  const keys = [
    limitDigest(secret, 'sign-in', `client:${victim}`),
    limitDigest(secret, 'sign-in', 'email:ana@example.com'),
  ]

  it('count pending attempts, so a burst stops at the lock count, and answer the failures before each', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => begin(keys)))
    expect(answers).toEqual([0, 1, 2, 3, null, null])
  })

  it('count failures only: an attempt that ends well gives its place back', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await begin(keys)).toBe(0)
      await end(keys, false)
    }
  })

  it('lock a key at the lock count for the window, whatever the other keys', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect(await begin(keys)).toBe(i)
      await end(keys, true)
    }
    expect(await begin(keys)).toBeNull()
    // The same client with another e-mail is refused too.
    expect(await begin([keys[0]!, limitDigest(secret, 'sign-in', 'email:otra@example.com')])).toBeNull()
    await letTimePass()
    expect(await begin(keys)).toBe(0)
  })

  it('clear a key’s failures and lock, and only that key’s', async () => {
    for (let i = 0; i < 4; i += 1) {
      await begin(keys)
      await end(keys, true)
    }
    await asAnon('select public.clear_sign_in_failures($1)', [keys[1]])
    expect(await begin([keys[1]!])).toBe(0)
    expect(await begin([keys[0]!])).toBeNull()
  })

  it('forget attempts still pending when their window is over (a server that died mid-attempt)', async () => {
    for (let i = 0; i < 4; i += 1) await begin(keys)
    expect(await begin(keys)).toBeNull()
    await letTimePass()
    expect(await begin(keys)).toBe(0)
  })
})

describe('what the API roles may do with the counts', () => {
  it('anon can neither read nor write the counter tables', async () => {
    await take(leadKey)
    for (const table of ['private.rate_counters', 'private.sign_in_failures']) {
      await expect(asAnon(`select * from ${table}`)).rejects.toThrow(/permission denied/)
      await expect(
        asAnon(`insert into ${table} (key, window_end) values ('${'0'.repeat(64)}', now())`),
      ).rejects.toThrow(/permission denied/)
      await expect(asAnon(`update ${table} set window_end = now()`)).rejects.toThrow(/permission denied/)
      await expect(asAnon(`delete from ${table}`)).rejects.toThrow(/permission denied/)
    }
    await expect(asAnon('select private.forget_expired_limits()')).rejects.toThrow(/permission denied/)
  })

  it('a direct call naming the victim’s raw address (or its plain hash) leaves the site’s count untouched', async () => {
    await expect(take(victim, 1)).rejects.toThrow(/check constraint/)
    const plainHash = createHash('sha256').update(victim).digest('hex')
    for (let i = 0; i < 10; i += 1) await take(plainHash, 1)
    await expect(asAnon('select public.begin_sign_in_attempt($1, 1, 900)', [[victim]])).rejects.toThrow(
      /check constraint/,
    )
    // The site, whose key is an HMAC under its secret, still has the victim's whole allowance.
    const allowance = []
    for (let i = 0; i < 6; i += 1) allowance.push(await take(leadKey))
    expect(allowance).toEqual([true, true, true, true, true, false])
  })

  it('signed-in accounts may not call the functions: only the site, with the anon key', async () => {
    const staff = await createAccount(db, 'staff@example.com')
    await expect(
      asCaller(db, staff, (tx) => tx.query('select public.take_request_slot($1, 5, 600)', [leadKey])),
    ).rejects.toThrow(/permission denied/)
  })
})
