import nodemailer from 'nodemailer'
import { env } from '@/lib/env'
import { site } from '@/content/site'
import { buildLeadEmail } from '@/supabase/functions/_shared/lead-email'
import type { Transport } from './local-outbox'

/** Writes the notification e-mail to the server log (the local backend's default). */
export const logTransport: Transport = async (notification) => {
  const email = buildLeadEmail(notification, site.brand)
  console.info(`[notificación] Para: ${site.email}\nAsunto: ${email.subject}\n${email.text}`)
}

const insecureOptOut = '?insecure=true'

/**
 * Sends the notification e-mail through an SMTP server; a failure throws, so the outbox retries it.
 * smtps:// is TLS from the start; smtp:// refuses to send unless the server upgrades with STARTTLS,
 * or the URL ends in ?insecure=true (a local test server without TLS).
 */
export function smtpTransport({ url, from, to }: { url: string; from: string; to: string }): Transport {
  const insecure = url.startsWith('smtp://') && url.endsWith(insecureOptOut)
  const transporter = nodemailer.createTransport({
    url: insecure ? url.slice(0, -insecureOptOut.length) : url,
    requireTLS: !insecure,
  })
  return async (notification) => {
    const email = buildLeadEmail(notification, site.brand)
    await transporter.sendMail({
      from,
      to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
  }
}

/** SMTP when SMTP_URL is set, the server log otherwise. */
export function localTransport(): Transport {
  if (!env.SMTP_URL) return logTransport
  const domain = new URL(site.url).hostname.replace(/^www\./, '')
  return smtpTransport({
    url: env.SMTP_URL,
    from: env.NOTIFY_FROM ?? `"${site.brand}" <no-reply@${domain}>`,
    to: env.NOTIFY_TO ?? site.email,
  })
}
