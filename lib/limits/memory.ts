import { createSignInThrottle } from './throttle'
import type { LimitStore, WindowLimit } from './types'

// Limits in this process's memory: exact on the local backend, where one
// server process serves every request.

export type MemoryRateLimiter = { take(key: string, now?: number): boolean }

/** A fixed-window counter per key. */
export function createRateLimiter({ max, windowMs }: WindowLimit): MemoryRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    take(key, now = Date.now()) {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
      }
      const window = windows.get(key)
      if (!window || window.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + windowMs })
        return true
      }
      window.count += 1
      return window.count <= max
    },
  }
}

/** Each limit gets its own counts, so names need not be part of the keys. */
export function createMemoryLimitStore(): LimitStore {
  return {
    counter: (_name, limit) => createRateLimiter(limit),
    throttle: (_name, options) => createSignInThrottle(options),
  }
}
