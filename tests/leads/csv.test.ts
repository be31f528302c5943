import { BOM, csvCell, leadCsvRow, leadsCsv, leadsCsvFileName, leadsCsvHeader, toCsv } from '@/lib/leads/csv'
import { unknownSource } from '@/supabase/functions/_shared/lead-source-fields'
import { quotedInboxLead, sampleEstimate } from '../support/leads'

const lead = {
  ...quotedInboxLead({
    email: 'maria@example.com',
    name: 'María Núñez',
    company: 'Frutas Núñez, S.L.',
    phone: '+34 611 222 333',
    message: 'Quiero placas.\nTejado de "teja árabe".',
  }),
  // Newest first, as lib/data answers them; the newest written past midnight in Madrid, the 6th in UTC.
  notes: [
    {
      id: 'n2',
      body: 'Presupuesto de 6,5 kW enviado; =esperar',
      at: '2026-07-06T22:30:00.000Z',
      by: 'oficina@example.com',
    },
    { id: 'n1', body: 'Llamar el lunes', at: '2026-07-05T08:15:00.000Z', by: null },
  ],
}

// Each pair: a cell's text as typed, and as the CSV writes it.
function expectCells(pairs: [input: string, cell: string][]) {
  for (const [input, cell] of pairs) expect(csvCell(input)).toBe(cell)
}

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expectCells([
      ['Cieza', 'Cieza'],
      ['', ''],
      ['Ñandú ó €', 'Ñandú ó €'],
    ])
  })

  it('quotes semicolons, quotes and line breaks, doubling the quotes (RFC 4180), and leaves commas bare', () => {
    expectCells([
      ['a;b', '"a;b"'],
      ['a,b', 'a,b'],
      ['6,5 kW', '6,5 kW'],
      ['dijo "hola"', '"dijo ""hola"""'],
      ['una\ndos', '"una\ndos"'],
      ['una\r\ndos', '"una\r\ndos"'],
    ])
  })

  it.each(['=', '+', '-', '@', '\t', '\r'])('neutralises a cell starting with %j', (start) => {
    const cell = csvCell(`${start}1+1`)
    expect(cell.replace(/^"/, '')).toBe(`'${start}1+1${cell.startsWith('"') ? '"' : ''}`)
  })

  it('neutralises a formula and still quotes it', () => {
    expectCells([
      ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
      ['=1+1', "'=1+1"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['-2+3', "'-2+3"],
      ['+34 600 000 000', "'+34 600 000 000"],
    ])
  })

  it('neutralises a formula after a separator, which Spanish Excel splits on', () => {
    expectCells([
      ['Juan;=2+5;x', `"Juan;'=2+5;x"`],
      ['a;b;@SUMA(1)', `"a;b;'@SUMA(1)"`],
      ['ACME,=1+1', "ACME,'=1+1"],
      ['=1;=2;-3', `"'=1;'=2;'-3"`],
    ])
  })

  it.each(['=', '+', '-', '@', '\t', '\r'])('neutralises %j after a semicolon', (trigger) => {
    const cell = csvCell(`x;${trigger}1`)
    expect(cell.replace(/^"|"$/g, '')).toBe(`x;'${trigger}1`)
  })

  it('neutralises a formula after spaces or a quote that follow a separator', () => {
    expectCells([
      ['Cieza; -3+3', `"Cieza; '-3+3"`],
      ['e,  +6', "e,  '+6"],
      ['b;"=4+4"', `"b;""'=4+4"""`],
      ['e, "  +6', `"e, ""  '+6"`],
    ])
  })

  it('neutralises a formula after a tab or a line break, which can start a field or a row', () => {
    expectCells([
      ['d\t=5+5', "d\t'=5+5"],
      ['Hola\n=1+1', `"Hola\n'=1+1"`],
      ['Hola\r\n@x', `"Hola\r\n'@x"`],
    ])
  })

  it('does not touch a sign inside a word or a number', () => {
    expectCells([
      ['a=b', 'a=b'],
      ['ana@example.com', 'ana@example.com'],
      ['Frutas Núñez, S.L.', 'Frutas Núñez, S.L.'],
      ['10-12 kW; 3 fases', '"10-12 kW; 3 fases"'],
    ])
  })
})

describe('toCsv', () => {
  it('starts with the byte-order mark, puts ";" between cells and ends every row with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['c;d', 'e,f'],
    ])
    expect(csv).toBe(`${BOM}a;b\r\n"c;d";e,f\r\n`)
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })
})

describe('the leads CSV', () => {
  it('has a plain Spanish header and one row per lead, its day and time apart, in Madrid time', () => {
    expect(leadsCsvHeader).toEqual([
      'Fecha',
      'Hora',
      'Correo',
      'Nombre',
      'Empresa',
      'Ciudad',
      'Teléfono',
      'Mensaje',
      'Acepta la política de privacidad',
      'Acepta comunicaciones comerciales',
      'Cálculo de ahorro',
      'Estado',
      'Página de origen',
      'Página del formulario',
      'Página anterior',
      'Web de procedencia',
      'Campaña: origen',
      'Campaña: medio',
      'Campaña: nombre',
      'Campaña: palabra clave',
      'Campaña: anuncio',
      'Notificación',
      'Notas internas',
    ])
    expect(leadCsvRow(lead)).toEqual([
      '05/07/2026',
      '09:05',
      'maria@example.com',
      'María Núñez',
      'Frutas Núñez, S.L.',
      'Cieza',
      '+34 611 222 333',
      'Quiero placas.\nTejado de "teja árabe".',
      'Sí',
      'No',
      '',
      'Presupuesto enviado',
      '/instalacion-placas-murcia',
      '/solicitar-presupuesto',
      '/instalacion-placas-murcia',
      'www.google.com',
      'google',
      'cpc',
      '',
      '',
      '',
      'Pendiente de reintento',
      '07/07/2026 00:30 Oficina: Presupuesto de 6,5 kW enviado; =esperar\n' +
        '05/07/2026 10:15 Autor desconocido: Llamar el lunes',
    ])
  })

  it('writes empty optional values and an unknown source as empty cells', () => {
    const row = leadCsvRow({
      ...lead,
      company: null,
      phone: null,
      status: 'new',
      source: unknownSource,
      notification: null,
      notes: [],
    })
    const cell = (label: string) => row[leadsCsvHeader.indexOf(label)]
    expect(cell('Empresa')).toBe('')
    expect(cell('Teléfono')).toBe('')
    expect(row.slice(-12)).toEqual(['Nueva', ...Array(9).fill(''), 'Sin registro', ''])
  })

  it('writes the savings estimate a lead came with in one cell, a line each', () => {
    const row = leadCsvRow({ ...lead, estimate: sampleEstimate })
    expect(row[leadsCsvHeader.indexOf('Cálculo de ahorro')]).toBe(
      'Instalación: 3 – 4 kW\nAhorro al año: 600 € – 800 €',
    )
    expect(leadsCsv([{ ...lead, estimate: sampleEstimate }])).toContain(
      ';"Instalación: 3 – 4 kW\nAhorro al año: 600 € – 800 €";',
    )
  })

  it('neutralises a hostile name and keeps a hostile message as inert text', () => {
    const csv = leadsCsv([
      { ...lead, name: '=HYPERLINK("http://x","y")', message: '<img src=x onerror=alert(1)>' },
    ])
    const [header, row, end] = csv.slice(1).split('\r\n')
    expect(header).toBe(leadsCsvHeader.join(';'))
    expect(row).toContain(`;"'=HYPERLINK(""http://x"",""y"")";`)
    expect(row).toContain(';<img src=x onerror=alert(1)>;')
    expect(end).toBe('')
  })

  it('is named after the day in Madrid', () => {
    expect(leadsCsvFileName(new Date('2026-12-31T23:30:00Z'))).toBe('solicitudes-2027-01-01.csv')
    expect(leadsCsvFileName(new Date('2026-06-15T10:00:00Z'))).toBe('solicitudes-2026-06-15.csv')
  })
})
