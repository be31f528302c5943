import type { InboxLead } from '@/lib/data/types'
import { formatLeadDate, handledLabel, madridDay, notificationLabel, yesNo } from './inbox-format'

// The inbox's CSV export: UTF-8 with a byte-order mark (so spreadsheets in
// Spanish show accents right), CRLF line ends and RFC 4180 quoting. Leads are
// written by anyone on the internet, so a cell that a spreadsheet would read
// as a formula (=, +, -, @, or a leading tab or carriage return) is
// neutralised with a leading apostrophe (OWASP's advice on CSV injection).

export const BOM = '\uFEFF'

const formulaStart = /^[=+\-@\t\r]/
const needsQuotes = /[",\r\n]/

export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The whole file: the BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

export const leadsCsvHeader = [
  'Fecha',
  'Nombre',
  'Empresa',
  'Ciudad',
  'Email',
  'Teléfono',
  'Mensaje',
  'Acepta privacidad',
  'Acepta comunicaciones',
  'Estado',
  'Atendida el',
  'Atendida por',
  'Notificación',
] as const

export function leadCsvRow(lead: InboxLead): string[] {
  return [
    formatLeadDate(lead.createdAt),
    lead.name,
    lead.company ?? '',
    lead.city,
    lead.email,
    lead.phone ?? '',
    lead.message,
    yesNo(lead.privacyAccepted),
    yesNo(lead.communicationConsent),
    handledLabel(lead.handledAt),
    lead.handledAt ? formatLeadDate(lead.handledAt) : '',
    lead.handledByEmail ?? '',
    notificationLabel(lead.notification).text,
  ]
}

export const leadsCsv = (leads: readonly InboxLead[]) => toCsv([leadsCsvHeader, ...leads.map(leadCsvRow)])

export const leadsCsvFileName = (now: Date) => `solicitudes-${madridDay(now)}.csv`
