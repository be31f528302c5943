// A fixed-window counter per client address, in this process's memory. On the
// local backend there is one server process; behind several instances each
// keeps its own window (README, "Rate limit").

export type RateLimiter = { take(key: string, now?: number): boolean }

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
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
