import { checkRedirect, type RedirectContext, type RedirectRule } from './check-redirect'
import { MAX_CSV_ROWS } from './csv-limits'

export { MAX_CSV_BYTES, MAX_CSV_ROWS } from './csv-limits'

// A CSV of the old site's addresses: two columns, `desde,hacia` (a header row
// with those names is optional; `;` works too, as a spreadsheet in Spanish
// saves it). Read as plain text, field by field: nothing in it is run.

export type CsvRow = { line: number; desde: string; hacia: string }
export type RefusedRow = CsvRow & { reason: string }

/** RFC 4180 fields: quoted ("a, ""b"""), or plain; rows end at CRLF or LF outside quotes. */
export function csvRecords(text: string, separator: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        field += char
      }
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++
      fields.push(field)
      rows.push({ line: rowLine, fields })
      fields = []
      field = ''
      rowLine = ++line
    } else field += char
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    rows.push({ line: rowLine, fields })
  }
  return rows
}

/** The file's rows (blank lines left out), or why the file cannot be read, in Spanish. */
export function parseRedirectCsv(
  text: string,
): { ok: true; rows: CsvRow[] } | { ok: false; message: string } {
  const body = text.replace(/^\uFEFF/, '')
  const firstLine = body.split(/\r?\n/, 1)[0] ?? ''
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
  const all = csvRecords(body, separator).filter((row) => row.fields.some((field) => field.trim() !== ''))
  const [first] = all
  const hasHeader =
    first !== undefined &&
    first.fields[0]?.trim().toLowerCase() === 'desde' &&
    first.fields[1]?.trim().toLowerCase() === 'hacia'
  const rows = hasHeader ? all.slice(1) : all
  if (rows.length === 0) return { ok: false, message: 'El archivo no tiene filas con redirecciones.' }
  if (rows.length > MAX_CSV_ROWS)
    return { ok: false, message: `El archivo tiene más de ${MAX_CSV_ROWS} filas: divídelo en varios.` }
  return {
    ok: true,
    rows: rows.map(({ line, fields }) => ({
      line,
      desde: (fields[0] ?? '').trim(),
      hacia: (fields.length === 2 ? fields[1]! : fields.slice(1).join(separator)).trim(),
    })),
  }
}

/**
 * Each row checked as the form checks one, against the stored redirects and the rows accepted
 * before it (so the file cannot build a chain or a loop either): the rules to save, and the
 * rows refused with why.
 */
export function checkCsvRows(rows: readonly CsvRow[], context: RedirectContext) {
  const accepted: (RedirectRule & { line: number })[] = []
  const refused: RefusedRow[] = []
  for (const row of rows) {
    const check = checkRedirect(
      { source: row.desde, destination: row.hacia },
      { ...context, redirects: [...context.redirects, ...accepted] },
    )
    if (check.ok) accepted.push({ ...check.rule, line: row.line })
    else refused.push({ ...row, reason: check.message })
  }
  return { accepted, refused }
}
