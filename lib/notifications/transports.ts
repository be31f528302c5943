import nodemailer from 'nodemailer'
import { env } from '@/lib/env'
import { markedLogLines } from '@/lib/security/log-lines'
import { site } from '@/content/site'
import { buildLeadEmail, type Email } from '@/supabase/functions/_shared/lead-email'
import { buildTestEmail } from '@/supabase/functions/_shared/test-email'
import type { Transport } from '@/supabase/functions/_shared/notification-delivery'

/**
 * Writes the notification e-mail to the server log (the local backend's default): 'logged', never 'sent'.
 * Every line starts with '[notificación]': the lead's text can never print a line of its own there.
 */
export const logTransport: Transport = async (notification) => {
  const email = buildLeadEmail(notification, site.brand)
  console.info(
    markedLogLines('[notificación]', `Para: ${site.email}\nAsunto: ${email.subject}\n${email.text}`),
  )
  return 'logged'
}

/** An SMTP server's sender: `send` answers the server's reply to the message ('250 …'). */
type Mailer = { to: string; send: (email: Omit<Email, 'replyTo'> & { replyTo?: string }) => Promise<string> }

const insecureOptOut = '?insecure=true'

/**
 * Mails through an SMTP server; a failure throws. smtps:// is TLS from the start; smtp:// refuses
 * to send unless the server upgrades with STARTTLS, or the URL ends in ?insecure=true (a local
 * test server without TLS).
 */
function smtpMailer({ url, from, to }: { url: string; from: string; to: string }): Mailer {
  const insecure = url.startsWith('smtp://') && url.endsWith(insecureOptOut)
  const transporter = nodemailer.createTransport({
    url: insecure ? url.slice(0, -insecureOptOut.length) : url,
    requireTLS: !insecure,
    // Each wait on the server well within a claim's 5-minute lease (nodemailer's own
    // allow 10 minutes), so a stalled server fails the attempt before another run may claim it.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 20_000,
  })
  return {
    to,
    async send(email) {
      const info = await transporter.sendMail({ from, to, ...email })
      return info.response
    },
  }
}

const mailerTransport =
  (mailer: Mailer): Transport =>
  async (notification) => {
    await mailer.send(buildLeadEmail(notification, site.brand))
    return 'sent'
  }

/** Sends the notification e-mail through an SMTP server; a failure throws, so the delivery retries it. */
export const smtpTransport = (options: { url: string; from: string; to: string }): Transport =>
  mailerTransport(smtpMailer(options))

/** The SMTP server of SMTP_URL, or null when none is configured (notifications go to the log). */
function configuredMailer(): Mailer | null {
  if (!env.SMTP_URL) return null
  const domain = new URL(site.url).hostname.replace(/^www\./, '')
  return smtpMailer({
    url: env.SMTP_URL,
    from: env.NOTIFY_FROM ?? `"${site.brand}" <no-reply@${domain}>`,
    to: env.NOTIFY_TO ?? site.email,
  })
}

/** SMTP when SMTP_URL is set, the server log otherwise. */
export function localTransport(): Transport {
  const mailer = configuredMailer()
  return mailer ? mailerTransport(mailer) : logTransport
}

/**
 * What became of a test e-mail: the server's (or e-mail API's) reply, the log
 * only, or the e-mail API's refusal of the function's key (status and reason).
 */
export type TestEmailAnswer =
  | { outcome: 'sent'; to: string; response: string }
  | { outcome: 'logged' }
  | { outcome: 'key-refused'; reason: string }

/**
 * A test e-mail from the admin panel, through the same SMTP server and recipient as the
 * notifications: the server's own reply, or its error thrown; with no server, the log.
 */
export async function sendTestEmail(): Promise<TestEmailAnswer> {
  const email = buildTestEmail(site.brand)
  const mailer = configuredMailer()
  if (!mailer) {
    console.info(
      markedLogLines('[correo de prueba]', `Para: ${site.email}\nAsunto: ${email.subject}\n${email.text}`),
    )
    return { outcome: 'logged' }
  }
  return { outcome: 'sent', to: mailer.to, response: await mailer.send(email) }
}
