import 'server-only'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { perBackend } from '@/lib/backend'
import { env } from '@/lib/env'

// Who may run the scheduler through its route: the cron, with CRON_SECRET, or
// on the local backend the server's own minute loop, with a key it makes once
// per process. Next.js builds the route and the server's start-up code into
// separate bundles, so that key lives on globalThis, which they share.

const slot = Symbol.for('scheduled-publications.process-key')

/** The key the local server's own loop presents; made at first use, never stored or logged. */
export function processSchedulerKey(): string {
  const holder = globalThis as typeof globalThis & { [slot]?: string }
  return (holder[slot] ??= randomBytes(32).toString('base64url'))
}

/**
 * The key the scheduler's route accepts from this server's own minute loop: locally only (on
 * Supabase a cron calls the route, with CRON_SECRET).
 */
export const schedulerProcessKey = perBackend<string | null>({
  supabase: () => null,
  local: () => processSchedulerKey(),
})

// Compared as digests, so the time taken says nothing of the key, its length included.
const digest = (value: string) => createHash('sha256').update(value).digest()
const same = (given: string, key: string) => timingSafeEqual(digest(given), digest(key))

/**
 * 'ok' for `Authorization: Bearer <key>` with CRON_SECRET or `processKey`; 'refused' for anything
 * else; 'off' when no key is set at all (neither CRON_SECRET nor a local loop): the route does nothing.
 */
export function schedulerAccess(
  authorization: string | null,
  processKey: string | null,
): 'ok' | 'refused' | 'off' {
  const keys = [env.CRON_SECRET, processKey].filter((key): key is string => Boolean(key))
  if (keys.length === 0) return 'off'
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? ''
  // Every key is compared, whichever matches, so the answer's time does not say which.
  return keys.map((key) => same(given, key)).includes(true) ? 'ok' : 'refused'
}
