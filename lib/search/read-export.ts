import { csvRecords } from '@/lib/paths/csv'
import { parseTypedDate } from '@/lib/validations/typed-date'
import {
  exportColumns,
  exportFileNamed,
  exportFiles,
  MAX_EXPORT_BYTES,
  MAX_PAGE_ROWS,
  type ExportFile,
  type ExportLanguage,
} from './export-files'
import { periodProblem } from './period'
import type { SearchPeriod } from './types'
import { looksLikeZip, unzipExport } from './unzip-export'

// Reads Search Console's Performance export: the ZIP, or its pages CSV alone,
// in Spanish or in English. Plain text, field by field; a cell that starts
// as a spreadsheet formula does, an unknown column or an encoding other than
// UTF-8 refuses the whole file, so nothing of a file that is not the export
// is ever stored.

export type ExportPageRow = { address: string; clicks: number; impressions: number; position: number }

export type SearchExport = {
  language: ExportLanguage
  rows: ExportPageRow[]
  /** The days the export covers, when it says them (its dates or its date filter). */
  period: SearchPeriod | null
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string }
const refused = (message: string): { ok: false; message: string } => ({ ok: false, message })

const notTheExport =
  'El archivo no es el informe de rendimiento de Search Console: descarga el ZIP o el CSV de páginas desde «Exportar» > «Descargar CSV», en español o en inglés.'

/** The file's text: UTF-8, with or without its byte-order mark; anything else is refused. */
function textOf(bytes: Uint8Array, name: string): Read<string> {
  const wrongEncoding = refused(
    `${name} no está en UTF-8, la codificación en que lo descarga Search Console: vuelve a descargarlo sin abrirlo en otro programa.`,
  )
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return wrongEncoding
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return text.includes('\u0000') ? wrongEncoding : { ok: true, value: text }
  } catch {
    return wrongEncoding
  }
}

type Table = { header: string[]; rows: { line: number; fields: string[] }[] }

/** A CSV's header and rows (blank lines left out). */
function tableOf(text: string): Table {
  const [first, ...rows] = csvRecords(text, ',').filter((row) =>
    row.fields.some((field) => field.trim() !== ''),
  )
  return { header: (first?.fields ?? []).map((field) => field.trim().normalize('NFC')), rows }
}

/** The language whose titles the header has, in order, or null. */
function languageOf(
  header: string[],
  columns: (keyof (typeof exportColumns)['es'])[],
): ExportLanguage | null {
  const matches = (language: ExportLanguage) =>
    header.length === columns.length &&
    columns.every(
      (column, index) => header[index]!.toLowerCase() === exportColumns[language][column].toLowerCase(),
    )
  return matches('es') ? 'es' : matches('en') ? 'en' : null
}

/** A cell a spreadsheet would run as a formula. */
const formula = /^[=+\-@\t\r]/

const whole = /^\d{1,10}$/
const percent = /^\d{1,3}(?:[.,]\d+)?\s?%$/
const decimal = /^\d{1,4}(?:[.,]\d+)?$/
const numberOf = (text: string) => Number(text.replace(',', '.'))

/** The row's figures (clicks, impressions, CTR, position), or why they cannot be read. */
function figuresOf(
  line: number,
  [clicks, impressions, ctr, position]: string[],
): Read<Omit<ExportPageRow, 'address'>> {
  const cells = [clicks, impressions, ctr, position].map((cell) => (cell ?? '').trim())
  const [c, i, r, p] = cells as [string, string, string, string]
  if (!whole.test(c) || !whole.test(i) || !percent.test(r) || !decimal.test(p) || numberOf(p) < 1)
    return refused(
      `Fila ${line}: las cifras no son las de Search Console (clics, impresiones, CTR y posición).`,
    )
  return { ok: true, value: { clicks: Number(c), impressions: Number(i), position: numberOf(p) } }
}

/** A web address as the export writes one: http(s), no control character, no formula. */
const isAddress = (cell: string) =>
  !formula.test(cell) &&
  cell.trim().length <= 2048 &&
  !/\p{C}/u.test(cell.trim()) &&
  /^https?:\/\//i.test(cell.trim()) &&
  URL.canParse(cell.trim())

/** Each row of the pages file; the whole file is refused on the first row that cannot be read. */
function pagesOf(text: string, name: string): Read<{ language: ExportLanguage; rows: ExportPageRow[] }> {
  const table = tableOf(text)
  const language = languageOf(table.header, ['page', 'clicks', 'impressions', 'ctr', 'position'])
  if (language === null) return refused(notTheExport)
  if (table.rows.length > MAX_PAGE_ROWS)
    return refused(`${name} tiene más de ${MAX_PAGE_ROWS} filas: exporta un periodo más corto.`)
  const rows: ExportPageRow[] = []
  for (const { line, fields } of table.rows) {
    if (fields.length !== 5)
      return refused(`Fila ${line} de ${name}: tiene ${fields.length} columnas en vez de 5.`)
    const address = fields[0]!.trim()
    if (!isAddress(fields[0]!))
      return refused(`Fila ${line} de ${name}: «${address.slice(0, 80)}» no es una dirección web.`)
    const figures = figuresOf(line, fields.slice(1))
    if (!figures.ok) return figures
    rows.push({ address, ...figures.value })
  }
  return { ok: true, value: { language, rows } }
}

/** The first and last day of the dates file, or null when it has none. */
function periodOfDates(text: string, language: ExportLanguage): Read<SearchPeriod | null> {
  const table = tableOf(text)
  if (languageOf(table.header, ['date', 'clicks', 'impressions', 'ctr', 'position']) !== language)
    return refused(notTheExport)
  const days: string[] = []
  for (const { line, fields } of table.rows) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(fields[0] ?? '') ? parseTypedDate(fields[0]!) : null
    const figures = figuresOf(line, fields.slice(1))
    if (day === null || fields.length !== 5 || !figures.ok)
      return refused(`Fila ${line} del archivo de fechas: no es una fecha con sus cifras de Search Console.`)
    days.push(day)
  }
  days.sort()
  return { ok: true, value: days.length === 0 ? null : { startsOn: days[0]!, endsOn: days.at(-1)! } }
}

const months = {
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  en: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
}

/** One day as a date filter writes it: '2026-11-01', '1/11/2026' (Spanish), '1 nov 2026' or 'Nov 1, 2026'. */
function filterDay(text: string, language: ExportLanguage): string | null {
  const value = text.trim().toLowerCase().replace(/\./g, '')
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) || (language === 'es' && /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value)))
    return parseTypedDate(value)
  const dayFirst = /^(\d{1,2}) (?:de )?([a-z]+)(?: de)? (\d{4})$/.exec(value)
  const monthFirst = /^([a-z]+) (\d{1,2}), (\d{4})$/.exec(value)
  const [day, monthName, year] = dayFirst
    ? [dayFirst[1]!, dayFirst[2]!, dayFirst[3]!]
    : monthFirst
      ? [monthFirst[2]!, monthFirst[1]!, monthFirst[3]!]
      : []
  if (!day || !monthName) return null
  const month = months[language].findIndex((name) => monthName.startsWith(name.slice(0, 3))) + 1
  return month === 0 ? null : parseTypedDate(`${day}/${month}/${year}`)
}

/** The days of the filters file's date range, or null when it names none (such as 'Last 3 months'). */
function periodOfFilters(text: string, language: ExportLanguage): Read<SearchPeriod | null> {
  const table = tableOf(text)
  if (languageOf(table.header, ['filter', 'value']) !== language) return refused(notTheExport)
  for (const { line, fields } of table.rows)
    if (fields.some((field) => formula.test(field)))
      return refused(`Fila ${line} del archivo de filtros: no es un filtro de Search Console.`)
  const dateRow = table.rows.find((row) => row.fields[0]?.trim() === exportColumns[language].date)
  const range = /^(.+?)\s+[-–]\s+(.+)$/.exec(dateRow?.fields[1]?.trim() ?? '')
  const [startsOn, endsOn] = range ? [filterDay(range[1]!, language), filterDay(range[2]!, language)] : []
  return { ok: true, value: startsOn && endsOn ? { startsOn, endsOn } : null }
}

/** Reads one file of the ZIP, checked as text in the export's language. */
function fileText(
  files: Map<string, Uint8Array>,
  file: ExportFile,
  language: ExportLanguage,
): Read<string> | null {
  const name = exportFiles[language][file]
  const bytes = files.get(name.normalize('NFC'))
  return bytes === undefined ? null : textOf(bytes, name)
}

/** The export's pages, language and period, or why it is refused, in Spanish. */
export function readSearchExport(bytes: Uint8Array): Read<SearchExport> {
  if (bytes.byteLength > MAX_EXPORT_BYTES)
    return refused(
      `El archivo ocupa más de ${MAX_EXPORT_BYTES / 1024 / 1024} MB: exporta un periodo más corto.`,
    )
  if (!looksLikeZip(bytes)) {
    const text = textOf(bytes, 'El archivo')
    if (!text.ok) return text
    const pages = pagesOf(text.value, 'el archivo')
    return pages.ok ? { ok: true, value: { ...pages.value, period: null } } : pages
  }
  const zip = unzipExport(bytes)
  if (!zip.ok) return zip
  const languages = new Set([...zip.files.keys()].map((name) => exportFileNamed(name)!.language))
  const [language] = languages
  if (languages.size !== 1 || language === undefined) return refused(notTheExport)
  const pagesText = fileText(zip.files, 'pages', language)
  if (pagesText === null)
    return refused(
      `Al ZIP le falta ${exportFiles[language].pages}, el archivo de páginas: súbelo tal como se descarga.`,
    )
  if (!pagesText.ok) return pagesText
  for (const file of ['queries', 'countries', 'devices', 'appearance'] as const) {
    const text = fileText(zip.files, file, language)
    if (text !== null && !text.ok) return text
  }
  const pages = pagesOf(pagesText.value, exportFiles[language].pages)
  if (!pages.ok) return pages
  if (pages.value.language !== language) return refused(notTheExport)
  let period: SearchPeriod | null = null
  for (const [file, read] of [
    ['dates', periodOfDates],
    ['filters', periodOfFilters],
  ] as const) {
    const text = fileText(zip.files, file, language)
    if (text === null) continue
    if (!text.ok) return text
    const found = read(text.value, language)
    if (!found.ok) return found
    period ??= found.value
  }
  const problem = period && periodProblem(period)
  if (problem) return refused(problem)
  return { ok: true, value: { language, rows: pages.value.rows, period } }
}
