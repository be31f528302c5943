// Slows down and then refuses repeated failed sign-ins, per key (a client
// address, an e-mail). Counts live in this process's memory, like the lead
// rate limit: exact on the local backend (one process), per instance elsewhere.
// Attempts still being checked count too, so a burst of parallel guesses is
// held back as if each had already failed.

export type ThrottleVerdict = { refused: true } | { refused: false; delayMs: number }

export type SignInThrottle = {
  /** Whether an attempt for these keys may go ahead now, and after what delay; if so, it is counted as pending. */
  begin(keys: string[], now?: number): ThrottleVerdict
  /** Ends a pending attempt: a failure is counted against every key, anything else is forgotten. */
  end(keys: string[], failed: boolean, now?: number): void
  /** Forgets a key's failures (the e-mail, after a successful sign-in). */
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

type Entry = { count: number; windowEnd: number; lockedUntil: number; pending: number }

export function createSignInThrottle({
  slowAfter,
  lockAfter,
  windowMs,
  baseDelayMs = 1000,
  maxDelayMs = 8000,
}: ThrottleOptions): SignInThrottle {
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
        if (failures >= slowAfter) {
          delayMs = Math.max(delayMs, Math.min(baseDelayMs * 2 ** (failures - slowAfter), maxDelayMs))
        }
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
