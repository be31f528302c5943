import { strToU8, zipSync } from 'fflate'
import { MAX_EXPORT_BYTES, MAX_UNZIPPED_BYTES } from '@/lib/search/export-files'
import { readSearchExport } from '@/lib/search/read-export'
import { bytesOf, exportZip, pagesCsv } from './export-fixtures'

// Search Console's export as staff upload it, in Spanish and in English, and
// every kind of file that is not one: each refused with a Spanish message.

const read = (bytes: Uint8Array) => readSearchExport(bytes)
const refusal = (bytes: Uint8Array) => {
  const result = read(bytes)
  if (result.ok) throw new Error('The file was read')
  return result.message
}
const header = {
  es: 'Páginas principales,Clics,Impresiones,CTR,Posición',
  en: 'Top pages,Clicks,Impressions,CTR,Position',
}

describe('reading Search Console’s export', () => {
  it('reads the Spanish ZIP: its pages, decimal commas, and its period from the dates file', () => {
    const result = read(exportZip('es'))
    expect(result).toMatchObject({ ok: true })
    if (!result.ok) return
    expect(result.value.language).toBe('es')
    expect(result.value.period).toEqual({ startsOn: '2026-11-01', endsOn: '2026-11-30' })
    expect(result.value.rows[0]).toEqual({
      address: 'https://www.solarelectricidadcieza.es/instalacion-placas-solares',
      clicks: 42,
      impressions: 1310,
      position: 7.4,
    })
    expect(result.value.rows).toHaveLength(5)
  })

  it('reads the English ZIP, its period from the filters’ custom range', () => {
    const result = read(exportZip('en'))
    expect(result).toMatchObject({
      ok: true,
      value: { language: 'en', period: { startsOn: '2026-10-01', endsOn: '2026-10-31' } },
    })
    if (result.ok) expect(result.value.rows[1]).toMatchObject({ clicks: 28, impressions: 760, position: 4.4 })
  })

  it('takes a Spanish date range from the filters when the dates file is missing, and no period from “Últimos 28 días”', () => {
    expect(read(exportZip('es', { 'Fechas.csv': null }))).toMatchObject({ ok: true, value: { period: null } })
    const custom = 'Filtro,Valor\nFecha,01/10/2026 - 31/10/2026\n'
    expect(read(exportZip('es', { 'Fechas.csv': null, 'Filtros.csv': custom }))).toMatchObject({
      ok: true,
      value: { period: { startsOn: '2026-10-01', endsOn: '2026-10-31' } },
    })
    const named = 'Filtro,Valor\nFecha,"1 nov 2026 - 30 nov 2026"\n'
    expect(read(exportZip('es', { 'Fechas.csv': null, 'Filtros.csv': named }))).toMatchObject({
      value: { period: { startsOn: '2026-11-01', endsOn: '2026-11-30' } },
    })
    expect(read(exportZip('en', { 'Filters.csv': 'Filter,Value\nDate,Last 3 months\n' }))).toMatchObject({
      ok: true,
      value: { period: null },
    })
  })

  it('reads the pages CSV alone, with or without its byte-order mark, without a period', () => {
    expect(read(pagesCsv('es'))).toMatchObject({ ok: true, value: { language: 'es', period: null } })
    expect(read(pagesCsv('en'))).toMatchObject({ ok: true, value: { language: 'en', period: null } })
    expect(read(bytesOf(`\uFEFF${header.en}\nhttps://example.com/,1,2,50%,1.5\n`))).toMatchObject({
      ok: true,
    })
  })

  it('refuses a file with other columns, or in a language other than Spanish or English', () => {
    expect(refusal(bytesOf('desde,hacia\n/viejo,/nuevo\n'))).toMatch(
      /no es el informe de rendimiento de Search Console/,
    )
    expect(
      refusal(bytesOf('Top-Seiten,Klicks,Impressionen,CTR,Position\nhttps://example.com/,1,2,50%,1\n')),
    ).toMatch(/en español o en inglés/)
    expect(refusal(exportZip('es', { 'Páginas.csv': null, 'Pages.csv': pagesCsv('en') }))).toMatch(
      /no es el informe/,
    )
  })

  it('refuses a cell written as a formula where text or a figure is expected', () => {
    for (const cell of ['=HYPERLINK("https://evil.example")', '+1', '-2', '@SUM(A1)'])
      expect(refusal(bytesOf(`${header.es}\n"${cell.replace(/"/g, '""')}",1,2,"50 %","1,5"\n`))).toMatch(
        /Fila 2 de el archivo: .* no es una dirección web/,
      )
    expect(refusal(bytesOf(`${header.en}\nhttps://example.com/,=1+1,2,50%,1\n`))).toMatch(
      /Fila 2: las cifras/,
    )
    expect(refusal(exportZip('es', { 'Filtros.csv': 'Filtro,Valor\n=cmd(),x\n' }))).toMatch(
      /archivo de filtros/,
    )
  })

  it('refuses a row whose figures are not Search Console’s, or whose columns are short', () => {
    expect(refusal(bytesOf(`${header.es}\nhttps://example.com/,uno,2,"50 %","1,5"\n`))).toMatch(/las cifras/)
    expect(refusal(bytesOf(`${header.es}\nhttps://example.com/,1,2\n`))).toMatch(
      /tiene 3 columnas en vez de 5/,
    )
    expect(
      refusal(
        exportZip('es', { 'Fechas.csv': 'Fecha,Clics,Impresiones,CTR,Posición\nayer,1,2,"1 %","3"\n' }),
      ),
    ).toMatch(/archivo de fechas/)
  })

  it('refuses any encoding but UTF-8', () => {
    const latin1 = Uint8Array.from([
      ...bytesOf(`${header.en}\nhttps://example.com/a`),
      0xf1,
      ...bytesOf(',1,2,50%,1\n'),
    ])
    expect(refusal(latin1)).toMatch(/no está en UTF-8/)
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from(header.en).flatMap((char) => [char.charCodeAt(0), 0]),
    ])
    expect(refusal(utf16)).toMatch(/no está en UTF-8/)
    expect(refusal(exportZip('es', { 'Consultas.csv': new Uint8Array([0x41, 0xff, 0x42]) }))).toMatch(
      /Consultas\.csv no está en UTF-8/,
    )
  })

  it('refuses a ZIP holding a folder, another file or no pages file', () => {
    expect(refusal(exportZip('es', { 'datos/Páginas.csv': pagesCsv('es') }))).toMatch(
      /contiene «datos\/Páginas\.csv»/,
    )
    expect(refusal(exportZip('es', { 'leeme.exe': 'MZ' }))).toMatch(
      /contiene «leeme\.exe», que no es un archivo del informe/,
    )
    expect(refusal(zipSync({ 'carpeta/': new Uint8Array() }))).toMatch(/contiene «carpeta\/»/)
    expect(refusal(exportZip('es', { 'Páginas.csv': null }))).toMatch(/le falta Páginas\.csv/)
    expect(refusal(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatch(
      /No se ha podido abrir el ZIP/,
    )
  })

  it('refuses a ZIP over 20 MB once uncompressed, counted while inflating, whatever its headers say', () => {
    const big = strToU8(`${header.es}\n${'https://example.com/,1,2,"50 %","1,5"\n'.repeat(600_000)}`)
    expect(big.byteLength).toBeGreaterThan(MAX_UNZIPPED_BYTES)
    const zip = zipSync({ 'Páginas.csv': big }, { level: 9 })
    expect(zip.byteLength).toBeLessThan(MAX_EXPORT_BYTES)
    expect(refusal(zip)).toMatch(/más de 20 MB descomprimido/)
    // The same ZIP, its local header's and its directory's sizes rewritten to say 1 KB.
    const lying = zip.slice()
    const view = new DataView(lying.buffer)
    view.setUint32(22, 1024, true)
    let directory = lying.length - 46
    while (view.getUint32(directory, true) !== 0x02014b50) directory--
    view.setUint32(directory + 24, 1024, true)
    expect(refusal(lying)).toMatch(/más de 20 MB descomprimido/)
  })

  it('refuses a file over 10 MB', () => {
    expect(refusal(new Uint8Array(MAX_EXPORT_BYTES + 1))).toMatch(/más de 10 MB/)
  })
})
