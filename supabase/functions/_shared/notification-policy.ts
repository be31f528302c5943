// How lead notifications are retried, the same on both backends (the local
// outbox in Node, the send-contact-notification function in Deno).

/** Attempts before a notification is given up as 'failed'. */
export const MAX_ATTEMPTS = 8

/** Delay before the next attempt: 1, 2, 4, 8... minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60_000)
}
