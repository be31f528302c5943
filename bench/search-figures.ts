// A year of Search Console's monthly exports for a site of this size (12 ZIPs
// of about 150 page rows, most of them old addresses that match no page),
// imported through the real upload route one after another as staff would,
// then 'Resultados' with all of it, one request at a time. Targets: the 12
// imports within 5 s in all, the view within 300 ms.

import { strToU8, zipSync } from 'fflate'
import { publicRoutes } from '@/lib/routes'
import { percentile, show, table } from './figures'
import { adminCookie, timeRequests } from './inbox'
import { log } from './server'

const months = 12
const rowsPerExport = 150
const resultsPath = '/seo-dashboard/resultados'

const two = (value: number) => String(value).padStart(2, '0')

/** The Spanish ZIP of one month (`month` 0 is December 2025): its pages and its days. */
function monthlyExport(month: number): Uint8Array {
  const first = new Date(Date.UTC(2025, 11 + month, 1))
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const prefix = `${first.getUTCFullYear()}-${two(first.getUTCMonth() + 1)}`
  const pages = publicRoutes.map((route) => route.path)
  const addresses = Array.from({ length: rowsPerExport }, (_, index) =>
    index < pages.length
      ? `https://www.example.com${pages[index]}`
      : `https://www.example.com/blog/articulo-${index}?utm_source=boletin`,
  )
  const pageRows = addresses.map((address, index) => {
    const impressions = 40 + ((index * 977 + month * 131) % 3000)
    const clicks = Math.floor(impressions * (0.005 + (index % 7) / 100))
    return `${address},${clicks},${impressions},"${((100 * clicks) / impressions).toFixed(2).replace('.', ',')} %","${(1 + (index % 30) + month / 10).toFixed(1).replace('.', ',')}"`
  })
  const dayRows = Array.from({ length: days }, (_, day) => `${prefix}-${two(day + 1)},10,400,"2,5 %","9,1"`)
  return zipSync({
    'Páginas.csv': strToU8(['Páginas principales,Clics,Impresiones,CTR,Posición', ...pageRows].join('\n')),
    'Fechas.csv': strToU8(['Fecha,Clics,Impresiones,CTR,Posición', ...dayRows].join('\n')),
    'Filtros.csv': strToU8('Filtro,Valor\nTipo de búsqueda,Web\nFecha,Últimos 28 días\n'),
  })
}

export async function benchSearch(baseUrl: string, authSecret: string, requests = 20): Promise<string> {
  const cookie = adminCookie(authSecret)
  const files = Array.from({ length: months }, (_, month) => monthlyExport(month))
  log(`search figures: importing ${months} monthly exports…`)
  const imports: number[] = []
  for (const file of files) {
    const started = performance.now()
    const response = await fetch(`${baseUrl}/api/busquedas`, {
      method: 'POST',
      body: file as Uint8Array<ArrayBuffer>,
      headers: {
        cookie,
        origin: baseUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/octet-stream',
        'x-busquedas-datos': encodeURIComponent(JSON.stringify({ inicio: '', fin: '', reemplazar: false })),
      },
    })
    const answer = await response.text()
    if (response.status !== 201) throw new Error(`The import answered ${response.status}: ${answer}`)
    imports.push(performance.now() - started)
  }
  const total = imports.reduce((sum, time) => sum + time, 0)
  log(`search figures: ${show(total)} ms in all; timing the view…`)
  const view = await timeRequests(baseUrl + resultsPath, cookie, requests, 'Qué mejorar primero')
  const editor = await timeRequests(
    `${baseUrl}/seo-dashboard/paginas/instalacion-placas-solares`,
    cookie,
    requests,
    'En Google,',
  )
  return [
    '## Search Console figures',
    '',
    `${months} monthly exports of ${rowsPerExport} page rows each (${show(files.reduce((sum, file) => sum + file.byteLength, 0) / 1000)} KB of ZIP in all) through \`POST /api/busquedas\`, then the pages that show them, one request at a time after 3 warm-up ones. Targets: imports ≤ 5,000 ms in all, the view ≤ 300 ms.`,
    '',
    table(
      ['Step', 'Runs', 'Median ms', 'p95 ms', 'Max ms / total ms'],
      [
        [
          'Import of one month',
          show(months),
          show(percentile(imports, 50)),
          show(percentile(imports, 95)),
          show(total),
        ],
        ...(
          [
            [`'Resultados' with a year of figures (\`${resultsPath}\`)`, view],
            ['A page’s SEO editor with its figures', editor],
          ] as const
        ).map(([label, times]) => [
          label,
          show(times.length),
          show(percentile(times, 50)),
          show(percentile(times, 95)),
          show(Math.max(...times)),
        ]),
      ],
    ),
  ].join('\n')
}
