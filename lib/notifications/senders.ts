import 'server-only'
import { perBackend } from '@/lib/backend'
import { env } from '@/lib/env'
import { requestLeadNotification, requestTestEmail } from './request-notification'
import type { TestEmailAnswer } from './transports'

// Nodemailer loads only when the local backend first sends, so a Supabase server never loads it.

/** Tells the company about a stored lead; throws when that fails (the notification stays pending). */
export type LeadNotifier = (leadId: string) => Promise<void>

/**
 * How lead notifications leave: Supabase's function (its e-mail API), SMTP_URL's server, or,
 * with neither, the server log only. Apart from the transports, so reading it loads no mailer.
 */
export const mailSetup = perBackend<'function' | 'smtp' | 'log'>({
  supabase: () => 'function',
  local: () => (env.SMTP_URL ? 'smtp' : 'log'),
})

/**
 * The one delivery of supabase/functions/_shared/notification-delivery.ts, for
 * this lead: on Supabase in the send-contact-notification function (re-run on a
 * schedule for retries), locally in this process (its retry loop runs every minute).
 */
export const getLeadNotifier = perBackend<LeadNotifier>({
  supabase:
    ({ publicClient, siteSecret }) =>
    (leadId) =>
      requestLeadNotification(publicClient(), siteSecret(), leadId),
  local: () => async (leadId) => {
    await (await import('./local-delivery')).deliverLocalNotifications({ leadId })
  },
})

/**
 * The admin panel's test e-mail, through the notifications' own way out: the
 * Supabase function (its e-mail API), or locally SMTP_URL's server or the log.
 */
export const getTestEmailSender = perBackend<() => Promise<TestEmailAnswer>>({
  supabase:
    ({ publicClient, siteSecret }) =>
    () =>
      requestTestEmail(publicClient(), siteSecret()),
  local: () => async () => (await import('./transports')).sendTestEmail(),
})
