// Slows down and then refuses repeated failed sign-ins, per key (a client
// address, an e-mail). Counts live in this process's memory, like the lead
// rate limit: exact on the local backend (one process), per instance elsewhere.

export type ThrottleVerdict = { refused: true } | { refused: false; delayMs: number }

export type SignInThrottle = {
  /** Whether an attempt for these keys may go ahead now, and after what delay. */
  check(keys: string[], now?: number): ThrottleVerdict
  /** Counts a failed attempt against every key. */
  fail(keys: string[], now?: number): void
  /** Forgets a key's failures (after a successful sign-in for that e-mail). */
  clear(key: string): void
}

export type ThrottleOptions = {
  /** Failures in the window after which each attempt waits, longer each time. */
  slowAfter: number
  /** Failures in the window after which attempts are refused for `windowMs`. */
  lockAfter: number
  windowMs: number
  baseDelayMs?: number
  maxDelayMs?: number
}

type Entry = { count: number; windowEnd: number; lockedUntil: number }

export function createSignInThrottle({
  slowAfter,
  lockAfter,
  windowMs,
  baseDelayMs = 1000,
  maxDelayMs = 8000,
}: ThrottleOptions): SignInThrottle {
  const entries = new Map<string, Entry>()

  const prune = (now: number) => {
    if (entries.size <= 10_000) return
    for (const [key, entry] of entries) {
      if (entry.windowEnd <= now && entry.lockedUntil <= now) entries.delete(key)
    }
  }

  return {
    check(keys, now = Date.now()) {
      let delayMs = 0
      for (const key of keys) {
        const entry = entries.get(key)
        if (!entry) continue
        if (entry.lockedUntil > now) return { refused: true }
        if (entry.windowEnd <= now || entry.count < slowAfter) continue
        delayMs = Math.max(delayMs, Math.min(baseDelayMs * 2 ** (entry.count - slowAfter), maxDelayMs))
      }
      return { refused: false, delayMs }
    },
    fail(keys, now = Date.now()) {
      prune(now)
      for (const key of keys) {
        let entry = entries.get(key)
        if (!entry || entry.windowEnd <= now) {
          entry = { count: 0, windowEnd: now + windowMs, lockedUntil: 0 }
          entries.set(key, entry)
        }
        entry.count += 1
        if (entry.count >= lockAfter) entry.lockedUntil = now + windowMs
      }
    },
    clear(key) {
      entries.delete(key)
    },
  }
}
