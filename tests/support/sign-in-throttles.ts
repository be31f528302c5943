import type { SignInThrottles } from '@/lib/limits/request-limits'
import { createSignInThrottle } from '@/lib/limits/throttle'

/** What the sign-in flow answers when the right password is accepted. */
export const signedIn = { ok: true, message: 'Sesión iniciada exitosamente', data: { next: 'dashboard' } }

/**
 * The sign-in throttles in memory, as on the local backend: the client
 * address slows down after `slowAfter` failures and locks after `lockAfter`;
 * the e-mail only slows down, waiting at most `emailMaxDelayMs`.
 */
export function memoryThrottles({
  slowAfter,
  lockAfter,
  windowMs = 15 * 60_000,
  emailMaxDelayMs = 2000,
}: {
  slowAfter: number
  lockAfter: number
  windowMs?: number
  emailMaxDelayMs?: number
}): SignInThrottles {
  return {
    client: createSignInThrottle({ slowAfter, lockAfter, windowMs }),
    email: createSignInThrottle({ slowAfter, windowMs, maxDelayMs: emailMaxDelayMs }),
  }
}
