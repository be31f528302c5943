import { site } from '@/content/site'
import { buildLeadEmail } from '@/supabase/functions/_shared/lead-email'
import type { Transport } from './local-outbox'

/** The local backend's delivery: the notification e-mail, written to the server log. */
export const logTransport: Transport = async (notification) => {
  const email = buildLeadEmail(notification, site.brand)
  console.info(`[notificación] Para: ${site.email}\nAsunto: ${email.subject}\n${email.text}`)
}
