// The notification e-mail of a new lead, shared by the Supabase edge function
// (Deno) and the local backend's outbox (Node): plain TypeScript, no runtime APIs.
// Every visitor value is escaped for the HTML part; the text part is plain.

/** What the notification names of a lead, plus the lead's id for the delivery record. */
export type LeadNotification = {
  leadId?: string
  name: string
  email: string
  company: string | null
  city: string
  phone: string | null
  message: string
  privacyAccepted: boolean
  communicationConsent: boolean
  website?: string
}

/** The columns of public.leads a notification needs, as both backends read them. */
export type LeadRow = {
  name: string
  email: string
  company: string | null
  city: string
  phone: string | null
  message: string
  privacy_accepted: boolean
  communication_consent: boolean
}

export function notificationOf(leadId: string, row: LeadRow): LeadNotification & { leadId: string } {
  return {
    leadId,
    name: row.name,
    email: row.email,
    company: row.company,
    city: row.city,
    phone: row.phone,
    message: row.message,
    privacyAccepted: row.privacy_accepted,
    communicationConsent: row.communication_consent,
  }
}

export type Email = { subject: string; text: string; html: string; replyTo: string }

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character]!)
}

/** Removes line breaks so a value cannot add e-mail headers or break the subject line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()
}

export function buildLeadEmail(lead: LeadNotification, brand: string): Email {
  const rows: [string, string][] = [
    ['Nombre', lead.name],
    ['Email', lead.email],
    ['Empresa', lead.company ?? '—'],
    ['Ciudad', lead.city],
    ['Teléfono', lead.phone ?? '—'],
    ['Acepta la política de privacidad', lead.privacyAccepted ? 'Sí' : 'No'],
    ['Acepta comunicaciones comerciales', lead.communicationConsent ? 'Sí' : 'No'],
  ]
  const subject = oneLine(`Nueva solicitud de presupuesto: ${lead.name} (${lead.city})`).slice(0, 200)
  const text = [
    `Nueva solicitud de presupuesto en ${brand}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
    '',
    'Mensaje:',
    lead.message,
  ].join('\n')
  const html = [
    `<h1 style="font-family:sans-serif;font-size:20px">Nueva solicitud de presupuesto</h1>`,
    '<table style="font-family:sans-serif;border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<h2 style="font-family:sans-serif;font-size:16px">Mensaje</h2>',
    `<p style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
  ].join('\n')
  return { subject, text, html, replyTo: oneLine(lead.email) }
}
