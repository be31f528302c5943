/** @jest-environment jsdom */
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { leadsCsv, leadsCsvHeader } from '@/lib/leads/csv'
import { sampleInboxLead } from '../support/leads'

// The export opened the way staff open it: LibreOffice Calc imports the file
// as Excel on a Spanish system does (';' as separator, Spanish dates and
// numbers recognised, formulas evaluated), and with ',' as a spreadsheet in
// English would, then saves it as a flat ODF spreadsheet, whose cells we read. Needs `soffice` (Debian: libreoffice-calc-nogui); skipped without it, except in CI.

const soffice = findSoffice()
const describeWithLibreOffice = soffice ? describe : describe.skip
if (!soffice) {
  // CI installs it (scripts/test-all.sh): there a missing soffice is a failure, not a skip.
  if (process.env.CI) throw new Error('No soffice: apt-get install -y libreoffice-calc-nogui')
  console.warn('Skipped the CSV test in LibreOffice: no soffice (apt-get install -y libreoffice-calc-nogui)')
}

function findSoffice(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}

const lead = {
  ...sampleInboxLead({
    name: 'Juan;=2+5;x',
    company: 'ACME, =1+1',
    city: 'Cieza;\t=3+3',
    phone: '+34 611 222 333',
    // (LibreOffice drops tabs inside a cell of several lines, so the tab case is the city's.)
    message: 'Hola\n=HYPERLINK("http://x.example";"clic")\nb;"=4+4"\nc;@SUMA(1)\ne,-6+6',
  }),
  notes: [
    { id: 'n2', body: '=Visita; hecha', at: '2026-07-08T16:30:00.000Z', by: 'oficina@example.com' },
    { id: 'n1', body: 'Llamar el lunes', at: '2026-07-06T08:00:00.000Z', by: 'gerencia@example.com' },
  ],
}

/** A cell: its shown text, its formula if any, and the type and value a spreadsheet read in it. */
type Cell = { text: string; formula: string | null; type: string | null; value: string | null }

const tableNs = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0'
const textNs = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0'
const officeNs = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0'

/** A paragraph's text, with ODF's elements for runs of spaces, tabs and line breaks written out. */
function shownText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? ''
  const element = node as Element
  if (element.namespaceURI === textNs) {
    if (element.localName === 's') return ' '.repeat(Number(element.getAttributeNS(textNs, 'c') ?? 1))
    if (element.localName === 'tab') return '\t'
    if (element.localName === 'line-break') return '\n'
  }
  return [...element.childNodes].map(shownText).join('')
}

/** The flat ODF spreadsheet's rows, each as its cells (repeated empty cells and rows left out). */
function rowsOf(fods: string): Cell[][] {
  const document = new DOMParser().parseFromString(fods, 'application/xml')
  return [...document.getElementsByTagNameNS(tableNs, 'table-row')]
    .map((row) =>
      [...row.getElementsByTagNameNS(tableNs, 'table-cell')].flatMap((cell) => {
        const repeated = Number(cell.getAttributeNS(tableNs, 'number-columns-repeated') ?? 1)
        const type = cell.getAttributeNS(officeNs, 'value-type')
        const read: Cell = {
          text: [...cell.getElementsByTagNameNS(textNs, 'p')].map(shownText).join('\n'),
          formula: cell.getAttributeNS(tableNs, 'formula'),
          type,
          value:
            cell.getAttributeNS(officeNs, 'date-value') ||
            cell.getAttributeNS(officeNs, 'time-value') ||
            cell.getAttributeNS(officeNs, 'value'),
        }
        // A long run of empty cells closes a row; the row's own empty cells count.
        return repeated > 100 ? [] : Array<Cell>(repeated).fill(read)
      }),
    )
    .filter((row) => row.some((cell) => cell.text !== '' || cell.formula !== null))
}

/** Every non-empty cell. */
const cellsOf = (fods: string): Cell[] =>
  rowsOf(fods)
    .flat()
    .filter((cell) => cell.text !== '' || cell.formula !== null)

describeWithLibreOffice('the leads CSV in LibreOffice Calc', () => {
  let folder: string
  let csvFile: string

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'csv-libreoffice-'))
    csvFile = path.join(folder, 'solicitudes.csv')
    writeFileSync(csvFile, leadsCsv([lead]))
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  /**
   * Imports the file (UTF-8, '"' quotes, formulas evaluated) and returns its flat ODF text:
   * in Spanish (language 3082, es-ES), with dates and numbers recognised as Spanish Excel does, or as the user's language.
   */
  async function open(separator: ',' | ';', spanish = false): Promise<string> {
    const out = path.join(folder, `out-${separator.charCodeAt(0)}`)
    // Tokens: separator, quote, UTF-8, first line, column formats, language,
    // quoted as text, special numbers, shown as, formulas, trim spaces, sheets, evaluate formulas.
    const filter = `Text - txt - csv (StarCalc):${separator.charCodeAt(0)},34,76,1,,${spanish ? 3082 : 0},false,${spanish},false,false,false,,true`
    await promisify(execFile)(
      soffice!,
      [
        '--headless',
        `-env:UserInstallation=file://${path.join(folder, 'profile')}`,
        `--infilter=${filter}`,
        '--convert-to',
        'fods',
        '--outdir',
        out,
        csvFile,
      ],
      { timeout: 90_000 },
    )
    return readFileSync(path.join(out, 'solicitudes.fods'), 'utf8')
  }

  it('opened as Spanish Excel opens it, splits the columns right: every hostile value whole, as text, no formula', async () => {
    const fods = await open(';', true)
    const cells = cellsOf(fods)
    expect(cells.filter((cell) => cell.formula !== null)).toEqual([])
    const [header, row, ...more] = rowsOf(fods)
    expect(more).toEqual([])
    expect(header!.map((cell) => cell.text)).toEqual(leadsCsvHeader)
    const cell = (label: string) => row![leadsCsvHeader.indexOf(label)]!
    // The day and the time, Madrid's, read as a date and a time.
    expect(cell('Fecha')).toMatchObject({ type: 'date', value: '2026-07-05' })
    expect(cell('Hora')).toMatchObject({ type: 'time', value: 'PT09H05M00S' })
    expect(cell('Nombre').text).toBe("Juan;'=2+5;x")
    expect(cell('Notas internas')).toMatchObject({
      type: 'string',
      text: '08/07/2026 18:30 Oficina: =Visita; hecha\n06/07/2026 10:00 Gerencia: Llamar el lunes',
    })
    expect(row).toHaveLength(leadsCsvHeader.length)
    const texts = cells.map((cell) => cell.text)
    expect(texts).toEqual(
      expect.arrayContaining([
        "Juan;'=2+5;x",
        "ACME, '=1+1",
        "Cieza;'\t'=3+3",
        "'+34 611 222 333",
        'Hola\n\'=HYPERLINK("http://x.example";"clic")\nb;"\'=4+4"\nc;\'@SUMA(1)\ne,\'-6+6',
      ]),
    )
  }, 120_000)

  it('opened with "," splits the values but every piece stays text, and no formula', async () => {
    const cells = cellsOf(await open(','))
    expect(cells.filter((cell) => cell.formula !== null)).toEqual([])
    const texts = cells.map((cell) => cell.text).join('\n')
    for (const piece of ["'=2+5", "'=3+3", "'=HYPERLINK", "'=4+4", "'@SUMA(1)", "'=1+1", "'-6+6"]) {
      expect(texts).toContain(piece)
    }
  }, 120_000)
})
