// The limits the actions apply, whatever keeps their counts: this process's
// memory (the local backend, one process) or the database (Supabase, where
// the site may run as many instances).

export type Awaitable<T> = T | Promise<T>

export type WindowLimit = { max: number; windowMs: number }

/** Counts events per key in fixed windows: whether this one is within the limit. */
export type RateLimiter = { take(key: string): Awaitable<boolean> }

export type ThrottleVerdict = { refused: true } | { refused: false; delayMs: number }

/** Slows down, then (if it has a lock count) refuses, repeated failures per key; attempts still in progress count as failures. */
export type FailureThrottle = {
  /** Whether an attempt for these keys may go ahead now, and after what delay; if so, it is counted as pending. */
  begin(keys: string[]): Awaitable<ThrottleVerdict>
  /** Ends a pending attempt: a failure is counted against every key, anything else is forgotten. */
  end(keys: string[], failed: boolean): Awaitable<void>
  /** Forgets a key's failures (the e-mail, after a successful sign-in). */
  clear(key: string): Awaitable<void>
}

export type ThrottleOptions = {
  /** Failures in the window after which each attempt waits, longer each time. */
  slowAfter: number
  /**
   * Failures in the window after which attempts are refused for `windowMs`.
   * Left out, the throttle never refuses: it only slows down, up to `maxDelayMs`.
   */
  lockAfter?: number
  windowMs: number
  baseDelayMs?: number
  /** The longest wait, however many the failures (8 s unless told). */
  maxDelayMs?: number
}

/** Where the counts live; `name` keeps each limit's keys apart. */
export type LimitStore = {
  counter(name: string, limit: WindowLimit): RateLimiter
  throttle(name: string, options: ThrottleOptions): FailureThrottle
}
