import type { InboxLead } from '@/lib/leads/types'
import { leadFields, leadValueText } from '@/supabase/functions/_shared/lead-fields'
import { leadSourceFields } from '@/supabase/functions/_shared/lead-source-fields'
import { formatLeadDate, leadStatusLabels, madridDay, notificationLabel } from './inbox-format'

// The inbox's CSV export: UTF-8 with a byte-order mark (so spreadsheets in
// Spanish show accents right), CRLF line ends and RFC 4180 quoting. Leads are
// written by anyone on the internet, so wherever a spreadsheet could start a
// cell, an apostrophe goes before a formula sign (=, +, -, @, tab or carriage
// return; OWASP's advice on CSV injection): at the start of the value, and
// after any ',' ';' tab or line break, even past spaces or a quote, because
// Spanish spreadsheets split on ';' and such a split can also break a quoted
// line. The apostrophe stays visible, so no text is lost.

export const BOM = '\uFEFF'

const formulaAtCellStart = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g
const needsQuotes = /[",\r\n]/

export function csvCell(value: string): string {
  const safe = value.replace(formulaAtCellStart, "$1$2'")
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The whole file: the BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

/** The date, every field of the lead's field list in its order, its state, where it came from and its notification. */
export const leadsCsvHeader = [
  'Fecha',
  ...leadFields.map((field) => field.label),
  'Estado',
  ...leadSourceFields.map((field) => field.label),
  'Notificación',
]

export function leadCsvRow(lead: InboxLead): string[] {
  return [
    formatLeadDate(lead.createdAt),
    ...leadFields.map((field) => leadValueText(lead[field.key], '')),
    leadStatusLabels[lead.status],
    ...leadSourceFields.map((field) => lead.source[field.key] ?? ''),
    notificationLabel(lead.notification).text,
  ]
}

export const leadsCsv = (leads: readonly InboxLead[]) => toCsv([leadsCsvHeader, ...leads.map(leadCsvRow)])

export const leadsCsvFileName = (now: Date) => `solicitudes-${madridDay(now)}.csv`
