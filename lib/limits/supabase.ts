import { createHmac } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { throttleDelay } from './throttle'
import { DataError } from '@/lib/data/types'
import type { LimitStore } from './types'

// Limits in the database, for the Supabase backend, where the site may run as
// many instances: the request-limit SQL functions of supabase/migrations/, which
// answer the service role only, called with the server's secret-key client.
// Every key is sent as an HMAC keyed with the site's shared secret, never as
// the address or e-mail itself: the database stores no personal data.
// The functions refuse more than MAX_KEYS_PER_CALL keys, a window over a day
// and counts over a million; lib/env.ts bounds the settings accordingly.

/** The most keys the database's sign-in functions take in one call. */
export const MAX_KEYS_PER_CALL = 4

/** The key a count is kept under in the database: HMAC-SHA256 of the limit's name and the key, in hex. */
export function limitDigest(secret: string, name: string, key: string): string {
  return createHmac('sha256', secret).update(`${name}\n${key}`).digest('hex')
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * The lock count sent for a throttle that only slows down: the largest the
 * SQL functions accept. Reaching it would take a million failures for one key
 * within the window, each held back by the throttle's wait.
 */
export const neverLocksAfter = 1_000_000

export function createSupabaseLimitStore(getClient: () => SupabaseClient, secret: string): LimitStore {
  async function call<T>(fn: string, args: Record<string, unknown>): Promise<T> {
    const { data, error } = await getClient().rpc(fn, args)
    if (error) throw new DataError(`${fn} failed: ${error.message}`, { cause: error })
    return data as T
  }

  return {
    counter(name, { max, windowMs }) {
      return {
        take: async (key) =>
          (await call<boolean>('take_request_slot', {
            counter_key: limitDigest(secret, name, key),
            max_hits: max,
            window_seconds: seconds(windowMs),
          })) === true,
      }
    },
    throttle(name, options) {
      const digests = (keys: string[]) => {
        if (keys.length > MAX_KEYS_PER_CALL)
          throw new DataError(`${name}: at most ${MAX_KEYS_PER_CALL} keys per call, not ${keys.length}`)
        return keys.map((key) => limitDigest(secret, name, key))
      }
      const settings = {
        lock_after: options.lockAfter ?? neverLocksAfter,
        window_seconds: seconds(options.windowMs),
      }
      return {
        async begin(keys) {
          const failures = await call<number | null>('begin_sign_in_attempt', {
            attempt_keys: digests(keys),
            ...settings,
          })
          return failures === null
            ? { refused: true }
            : { refused: false, delayMs: throttleDelay(failures, options) }
        },
        async end(keys, failed) {
          await call('end_sign_in_attempt', { attempt_keys: digests(keys), failed, ...settings })
        },
        async clear(key) {
          await call('clear_sign_in_failures', { attempt_key: limitDigest(secret, name, key) })
        },
      }
    },
  }
}
