import { leadFields, leadValueText, type LeadValues } from './lead-fields.ts'
import { knownSourceEntries, type LeadSource } from './lead-source-fields.ts'
import { estimateHeading, type LeadEstimate } from './lead-estimate.ts'

// The notification e-mail of a new lead, shared by the Supabase edge function
// (Deno) and the local backend's server (Node): plain TypeScript, no runtime APIs.
// Every field of the lead's field list, in its order, then where it came from
// (what is known of it); a textarea's text gets a section of its own at the end, and so does the savings
// estimate the lead came with. Every visitor value is escaped for the HTML part; the text part is plain.

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

/** A table of labelled one-line values. */
const htmlTable = (rows: readonly { label: string; value: string }[]) => [
  '<table style="font-family:sans-serif;border-collapse:collapse">',
  ...rows.map(
    ({ label, value }) =>
      `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
  ),
  '</table>',
]

const h2 = (text: string) => `<h2 style="font-family:sans-serif;font-size:16px">${escapeHtml(text)}</h2>`

export function buildLeadEmail(
  lead: LeadValues & { source: LeadSource; estimate?: LeadEstimate | null },
  brand: string,
): Email {
  // A textarea's text (line breaks kept) goes below the table of the one-line values.
  const entries = [
    ...leadFields.map((field) => ({
      label: field.label,
      value: leadValueText(lead[field.key]),
      long: field.kind === 'textarea',
    })),
    ...knownSourceEntries(lead.source).map((entry) => ({ ...entry, long: false })),
  ]
  const rows = entries.filter((entry) => !entry.long)
  const texts = entries.filter((entry) => entry.long)
  const subject = oneLine(`Nueva solicitud de presupuesto: ${lead.name} (${lead.city})`).slice(0, 200)
  const estimate = lead.estimate?.summary ?? []
  const text = [
    `Nueva solicitud de presupuesto en ${brand}`,
    '',
    ...rows.map(({ label, value }) => `${label}: ${oneLine(value)}`),
    ...texts.flatMap(({ label, value }) => ['', `${label}:`, value]),
    ...(estimate.length > 0
      ? ['', `${estimateHeading}:`, ...estimate.map(({ label, value }) => `${label}: ${oneLine(value)}`)]
      : []),
  ].join('\n')
  const html = [
    `<h1 style="font-family:sans-serif;font-size:20px">Nueva solicitud de presupuesto</h1>`,
    ...htmlTable(rows),
    ...texts.flatMap(({ label, value }) => [
      h2(label),
      `<p style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(value)}</p>`,
    ]),
    ...(estimate.length > 0 ? [h2(estimateHeading), ...htmlTable(estimate)] : []),
  ].join('\n')
  return { subject, text, html, replyTo: oneLine(lead.email) }
}
