import { createHash } from 'node:crypto'
import { asCaller, type Caller } from '@/lib/db/roles'
import { limitDigest } from '@/lib/limits/supabase'
import { createAccount, migratedDatabase } from '../support/database'
import { engines } from '../support/engines'

// The request-limit functions of the schema on real Postgres, called as
// service_role the way the site's server calls them on Supabase (RPC with its
// secret key), and refused to every role a visitor can act as.

const secret = 's'.repeat(40)
const server = { role: 'service_role' } as const
const anon = { role: 'anon' } as const
const victim = '203.0.113.7'
const leadKey = limitDigest(secret, 'lead', victim)

describe.each(engines)('on %s', (engine) => {
  const world = migratedDatabase(engine)
  beforeEach(() => world.db.exec('delete from private.rate_counters; delete from private.sign_in_failures'))

  const as = async <T>(caller: Caller, sql: string, params: unknown[] = []) =>
    (await asCaller(world.db, caller, (tx) => tx.query<T>(sql, params))).rows
  const asServer = <T>(sql: string, params: unknown[] = []) => as<T>(server, sql, params)

  const take = async (key: string, max = 5, windowSeconds = 600) =>
    (
      await asServer<{ ok: boolean }>('select public.take_request_slot($1, $2, $3) as ok', [
        key,
        max,
        windowSeconds,
      ])
    )[0]!.ok

  const begin = async (keys: string[], lockAfter = 4) =>
    (
      await asServer<{ failures: number | null }>(
        'select public.begin_sign_in_attempt($1, $2, 900) as failures',
        [keys, lockAfter],
      )
    )[0]!.failures

  const end = (keys: string[], failed: boolean, lockAfter = 4) =>
    asServer('select public.end_sign_in_attempt($1, $2, $3, 900)', [keys, failed, lockAfter])

  /** How many rows each counter table holds. */
  const rowCounts = async () =>
    (
      await world.db.query<{ counters: number; failures: number }>(
        `select (select count(*)::int from private.rate_counters) as counters,
              (select count(*)::int from private.sign_in_failures) as failures`,
      )
    ).rows[0]

  /** Moves every window and lock of the counters into the past, as if that much time had gone by. */
  const letTimePass = () =>
    world.db.exec(`update private.rate_counters set window_end = now() - interval '1 second';
           update private.sign_in_failures set window_end = now() - interval '1 second',
             locked_until = case when locked_until is not null then now() - interval '1 second' end`)

  describe('take_request_slot', () => {
    it('lets max_hits calls through in a window and refuses the rest, counting every call once', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => take(leadKey)))
      expect(answers.filter(Boolean)).toHaveLength(5)
      expect(answers.slice(0, 5).every(Boolean)).toBe(true)
      const { rows } = await world.db.query('select hits from private.rate_counters where key = $1', [
        leadKey,
      ])
      expect(rows).toEqual([{ hits: 12 }])
    })

    it('starts afresh once the window is over', async () => {
      for (let i = 0; i < 6; i += 1) await take(leadKey)
      expect(await take(leadKey)).toBe(false)
      await letTimePass()
      expect(await take(leadKey)).toBe(true)
      const { rows } = await world.db.query('select hits from private.rate_counters where key = $1', [
        leadKey,
      ])
      expect(rows).toEqual([{ hits: 1 }])
    })

    it('keeps keys apart, and forgets windows that are over when it is next called', async () => {
      const other = limitDigest(secret, 'lead', '198.51.100.1')
      for (let i = 0; i < 6; i += 1) await take(leadKey)
      expect(await take(other)).toBe(true)
      await letTimePass()
      await take(limitDigest(secret, 'lead', '198.51.100.2'))
      const { rows } = await world.db.query<{ key: string }>('select key from private.rate_counters')
      expect(rows.map((row) => row.key)).toEqual([limitDigest(secret, 'lead', '198.51.100.2')])
    })

    it('refuses nonsense limits', async () => {
      await expect(take(leadKey, 0)).rejects.toMatchObject({ code: '22023' })
      await expect(take(leadKey, 5, -1)).rejects.toMatchObject({ code: '22023' })
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
      await asServer('select public.clear_sign_in_failures($1)', [keys[1]])
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

  describe('the bounds, refused with errcode 22023 and leaving the tables as they were', () => {
    const manyKeys = (count: number) =>
      Array.from({ length: count }, (_, index) => limitDigest(secret, 'sign-in', `client:${index}`))

    it('at most 4 keys an attempt: 5,000 are refused, and no row is added', async () => {
      await expect(
        asServer('select public.begin_sign_in_attempt($1, 4, 900)', [manyKeys(5000)]),
      ).rejects.toMatchObject({ code: '22023' })
      await expect(
        asServer('select public.end_sign_in_attempt($1, true, 4, 900)', [manyKeys(5)]),
      ).rejects.toMatchObject({ code: '22023' })
      await expect(asServer('select public.begin_sign_in_attempt($1, 4, 900)', [[]])).rejects.toMatchObject({
        code: '22023',
      })
      expect(await rowCounts()).toEqual({ counters: 0, failures: 0 })
      expect(await begin(manyKeys(4))).toBe(0)
      expect(await rowCounts()).toEqual({ counters: 0, failures: 4 })
    })

    it('a window of at most a day: 2147483647 seconds is refused', async () => {
      await expect(take(leadKey, 5, 2147483647)).rejects.toMatchObject({ code: '22023' })
      await expect(
        asServer('select public.begin_sign_in_attempt($1, 4, 2147483647)', [[leadKey]]),
      ).rejects.toMatchObject({ code: '22023' })
      await expect(
        asServer('select public.end_sign_in_attempt($1, true, 4, 86401)', [[leadKey]]),
      ).rejects.toMatchObject({ code: '22023' })
      expect(await rowCounts()).toEqual({ counters: 0, failures: 0 })
      expect(await take(leadKey, 5, 86400)).toBe(true)
      const { rows } = await world.db.query<{ ends_within_a_day: boolean }>(
        `select window_end <= now() + interval '1 day' as ends_within_a_day from private.rate_counters`,
      )
      expect(rows).toEqual([{ ends_within_a_day: true }])
    })

    it('counts and lock counts of at most a million', async () => {
      await expect(take(leadKey, 1000001)).rejects.toMatchObject({ code: '22023' })
      await expect(begin([leadKey], 1000001)).rejects.toMatchObject({ code: '22023' })
      expect(await rowCounts()).toEqual({ counters: 0, failures: 0 })
    })

    it('keys of 64 lowercase hex digits only, raw addresses and null refused before any write', async () => {
      for (const key of [victim, leadKey.toUpperCase(), `${leadKey}0`, null]) {
        await expect(take(key as string)).rejects.toMatchObject({ code: '22023' })
        await expect(begin([leadKey, key as string])).rejects.toMatchObject({ code: '22023' })
        await expect(asServer('select public.clear_sign_in_failures($1)', [key])).rejects.toMatchObject({
          code: '22023',
        })
      }
      expect(await rowCounts()).toEqual({ counters: 0, failures: 0 })
    })
  })

  describe('what the API roles may do with the counts', () => {
    const callers = () => [
      anon,
      { role: 'authenticated', userId: staffId, email: 'staff@example.com' } as const,
    ]
    let staffId: string
    beforeAll(async () => {
      staffId = (await createAccount(world.db, 'staff@example.com')).userId
    })

    it('neither anon nor a signed-in account may call the functions: permission denied, tables unchanged', async () => {
      await take(leadKey)
      await begin([leadKey])
      const before = await world.db.query('select * from private.rate_counters, private.sign_in_failures')
      for (const caller of callers()) {
        for (const call of [
          `select public.take_request_slot('${leadKey}', 5, 600)`,
          `select public.begin_sign_in_attempt(array['${leadKey}'], 4, 900)`,
          `select public.end_sign_in_attempt(array['${leadKey}'], true, 4, 900)`,
          `select public.clear_sign_in_failures('${leadKey}')`,
        ])
          await expect(as(caller, call)).rejects.toThrow(/permission denied for function/)
      }
      expect(
        (await world.db.query('select * from private.rate_counters, private.sign_in_failures')).rows,
      ).toEqual(before.rows)
    })

    it('anon can neither read nor write the counter tables', async () => {
      await take(leadKey)
      for (const table of ['private.rate_counters', 'private.sign_in_failures']) {
        await expect(as(anon, `select * from ${table}`)).rejects.toThrow(/permission denied/)
        await expect(
          as(anon, `insert into ${table} (key, window_end) values ('${'0'.repeat(64)}', now())`),
        ).rejects.toThrow(/permission denied/)
        await expect(as(anon, `update ${table} set window_end = now()`)).rejects.toThrow(/permission denied/)
        await expect(as(anon, `delete from ${table}`)).rejects.toThrow(/permission denied/)
      }
      await expect(as(anon, 'select private.forget_expired_limits()')).rejects.toThrow(/permission denied/)
    })

    it('a key that is not the site’s HMAC (a plain hash of the address) leaves the site’s count untouched', async () => {
      const plainHash = createHash('sha256').update(victim).digest('hex')
      for (let i = 0; i < 10; i += 1) await take(plainHash, 1)
      // The site, whose key is an HMAC under its secret, still has the victim's whole allowance.
      const allowance = []
      for (let i = 0; i < 6; i += 1) allowance.push(await take(leadKey))
      expect(allowance).toEqual([true, true, true, true, true, false])
    })
  })
})
