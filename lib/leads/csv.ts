import type { ExportedLead, LeadNote } from '@/lib/leads/types'
import { leadFields, leadValueText } from '@/supabase/functions/_shared/lead-fields'
import { leadSourceFields } from '@/supabase/functions/_shared/lead-source-fields'
import { estimateHeading, estimateText } from '@/supabase/functions/_shared/lead-estimate'
import { personName } from '@/lib/admin/page-changed'
import { staffLabel } from './staff-labels'
import { leadStatusLabels, madridDateAndTime, madridDay, notificationLabel } from './inbox-format'

// The inbox's CSV export, written for Excel in Spanish: ';' between cells (the
// list separator of a Spanish system; with ',' Excel puts a whole row in one
// cell), UTF-8 with a byte-order mark (so accents show right), CRLF line ends,
// RFC 4180 quoting, dates as dd/mm/aaaa and times as hh:mm in columns of their
// own, Madrid time. Leads are written by anyone on the internet, so wherever a
// spreadsheet could start a cell, an apostrophe goes before a formula sign (=,
// +, -, @, tab or carriage return; OWASP's advice on CSV injection): at the
// start of the value, and after any ',' ';' tab or line break, even past spaces
// or a quote, because a spreadsheet opened with another separator splits there
// and such a split can also break a quoted line. The apostrophe stays visible,
// so no text is lost.

export const BOM = '\uFEFF'
export const SEPARATOR = ';'

const formulaAtCellStart = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g
const needsQuotes = /[";\r\n]/

export function csvCell(value: string): string {
  const safe = value.replace(formulaAtCellStart, "$1$2'")
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The whole file: the BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(SEPARATOR)}\r\n`).join('')
}

/**
 * The day and time, every field of the lead's field list in its order, its savings estimate (a line
 * each, empty without one), its state, where it came from, its notification and its notes.
 */
export const leadsCsvHeader = [
  'Fecha',
  'Hora',
  ...leadFields.map(staffLabel),
  estimateHeading,
  'Estado',
  ...leadSourceFields.map(staffLabel),
  'Notificación',
  'Notas internas',
]

/** A note as one line of the notes cell, its author by name: '05/07/2026 09:05 Gerencia: Llamar el lunes'. */
export function noteLine(note: LeadNote): string {
  const { date, time } = madridDateAndTime(note.at)
  return `${date} ${time} ${note.by ? personName(note.by) : 'Autor desconocido'}: ${note.body}`
}

export function leadCsvRow(lead: ExportedLead): string[] {
  const { date, time } = madridDateAndTime(lead.createdAt)
  return [
    date,
    time,
    ...leadFields.map((field) => leadValueText(lead[field.key], '')),
    lead.estimate ? estimateText(lead.estimate) : '',
    leadStatusLabels[lead.status],
    ...leadSourceFields.map((field) => lead.source[field.key] ?? ''),
    notificationLabel(lead.notification).text,
    lead.notes.map(noteLine).join('\n'),
  ]
}

export const leadsCsv = (leads: readonly ExportedLead[]) => toCsv([leadsCsvHeader, ...leads.map(leadCsvRow)])

export const leadsCsvFileName = (now: Date) => `solicitudes-${madridDay(now)}.csv`
