// A year of Search Console's monthly exports (12 ZIPs of 150 page rows, most matching no page) imported
// through the upload route as staff would, then the pages showing them. Targets: 5 s in all, view 300 ms.

import { strToU8, zipSync } from 'fflate'
import { publicRoutes } from '@/lib/routes'
import { show, table } from './figures'
import { adminCookie, timeRequests, timingRow } from './inbox'
import { log } from './server'

const months = 12
const rowsPerExport = 150
const decimal = (value: number, digits: number) => `"${value.toFixed(digits).replace('.', ',')}"`

/** The Spanish ZIP of one month (`month` 0 is December 2025): its pages and its days. */
function monthlyExport(month: number): Uint8Array {
  const first = new Date(Date.UTC(2025, 11 + month, 1))
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const pages = publicRoutes.map((route) => route.path)
  const pageRows = Array.from({ length: rowsPerExport }, (_, index) => {
    const path = pages[index] ?? `/blog/articulo-${index}?utm_source=boletin`
    const impressions = 40 + ((index * 977 + month * 131) % 3000)
    const clicks = Math.floor(impressions * (0.005 + (index % 7) / 100))
    const ctr = decimal((100 * clicks) / impressions, 2).replace(/"$/, ' %"')
    return `https://www.example.com${path},${clicks},${impressions},${ctr},${decimal(1 + (index % 30) + month / 10, 1)}`
  })
  const dayRows = Array.from({ length: days }, (_, day) => {
    const date = new Date(first.getTime() + day * 86_400_000).toISOString().slice(0, 10)
    return `${date},10,400,"2,5 %","9,1"`
  })
  return zipSync({
    'Páginas.csv': strToU8(['Páginas principales,Clics,Impresiones,CTR,Posición', ...pageRows].join('\n')),
    'Fechas.csv': strToU8(['Fecha,Clics,Impresiones,CTR,Posición', ...dayRows].join('\n')),
    'Filtros.csv': strToU8('Filtro,Valor\nTipo de búsqueda,Web\nFecha,Últimos 28 días\n'),
  })
}

export async function benchSearch(baseUrl: string, authSecret: string, requests = 20): Promise<string> {
  const cookie = adminCookie(authSecret)
  const files = Array.from({ length: months }, (_, month) => monthlyExport(month))
  const details = encodeURIComponent(JSON.stringify({ inicio: '', fin: '', reemplazar: false }))
  log(`search figures: importing ${months} monthly exports…`)
  const imports: number[] = []
  for (const file of files) {
    const started = performance.now()
    const response = await fetch(`${baseUrl}/api/busquedas`, {
      method: 'POST',
      body: file as Uint8Array<ArrayBuffer>,
      headers: { cookie, origin: baseUrl, 'sec-fetch-site': 'same-origin', 'x-busquedas-datos': details },
    })
    if (response.status !== 201)
      throw new Error(`The import answered ${response.status}: ${await response.text()}`)
    imports.push(performance.now() - started)
  }
  const total = imports.reduce((sum, time) => sum + time, 0)
  log(`search figures: ${show(total)} ms in all; timing the view…`)
  const timed = (path: string, expect: string) => timeRequests(baseUrl + path, cookie, requests, expect)
  const view = await timed('/seo-dashboard/resultados', 'Qué mejorar primero')
  const editor = await timed('/seo-dashboard/paginas/instalacion-placas-solares', 'En Google,')
  const zipKb = files.reduce((sum, file) => sum + file.byteLength, 0) / 1000
  return [
    '## Search Console figures',
    '',
    `${months} monthly exports of ${rowsPerExport} page rows each (${show(zipKb)} KB of ZIP in all) through \`POST /api/busquedas\`, then the pages that show them, one request at a time after 3 warm-up ones. Targets: imports ≤ 5,000 ms in all (${show(total)} ms here), the view ≤ 300 ms.`,
    '',
    table(
      ['Step', 'Runs', 'Median ms', 'p95 ms', 'Max ms'],
      [
        timingRow('Import of one month', imports),
        timingRow("'Resultados' with a year of figures", view),
        timingRow('A page’s SEO editor with its figures', editor),
      ],
    ),
  ].join('\n')
}
