import type { ThrottleOptions, ThrottleVerdict } from './types'

// Slows down and then, given a lock count, refuses repeated failed sign-ins,
// per key (a client address, an e-mail), in this process's memory: the local backend's (one
// process); Supabase deployments keep the same counts in the database
// (supabase.ts). Attempts still being checked count too, so a
// burst of parallel guesses is held back as if each had already failed.

/** The memory throttle: the FailureThrottle of the local backend, with the clock as a parameter for tests. */
export type SignInThrottle = {
  begin(keys: string[], now?: number): ThrottleVerdict
  end(keys: string[], failed: boolean, now?: number): void
  clear(key: string): void
}

/** How long an attempt waits, given the failures (pending included) its keys already have. */
export function throttleDelay(
  failures: number,
  { slowAfter, baseDelayMs = 1000, maxDelayMs = 8000 }: ThrottleOptions,
): number {
  return failures >= slowAfter ? Math.min(baseDelayMs * 2 ** (failures - slowAfter), maxDelayMs) : 0
}

type Entry = { count: number; windowEnd: number; lockedUntil: number; pending: number }

export function createSignInThrottle(options: ThrottleOptions): SignInThrottle {
  const { lockAfter = Infinity, windowMs } = options
  const entries = new Map<string, Entry>()

  const entry = (key: string, now: number) => {
    let found = entries.get(key)
    if (!found) {
      found = { count: 0, windowEnd: now + windowMs, lockedUntil: 0, pending: 0 }
      entries.set(key, found)
    } else if (found.windowEnd <= now) {
      found.count = 0
      found.windowEnd = now + windowMs
    }
    return found
  }

  const prune = (now: number) => {
    if (entries.size <= 10_000) return
    for (const [key, e] of entries) {
      if (e.pending === 0 && e.windowEnd <= now && e.lockedUntil <= now) entries.delete(key)
    }
  }

  return {
    begin(keys, now = Date.now()) {
      prune(now)
      let delayMs = 0
      for (const key of keys) {
        const e = entry(key, now)
        const failures = e.count + e.pending
        if (e.lockedUntil > now || failures >= lockAfter) return { refused: true }
        delayMs = Math.max(delayMs, throttleDelay(failures, options))
      }
      for (const key of keys) entry(key, now).pending += 1
      return { refused: false, delayMs }
    },
    end(keys, failed, now = Date.now()) {
      for (const key of keys) {
        const e = entry(key, now)
        e.pending = Math.max(0, e.pending - 1)
        if (!failed) continue
        e.count += 1
        if (e.count >= lockAfter) e.lockedUntil = now + windowMs
      }
    },
    clear(key) {
      const e = entries.get(key)
      if (e) Object.assign(e, { count: 0, lockedUntil: 0 })
    },
  }
}
