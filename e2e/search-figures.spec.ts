import { expect, test, type Page } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'
import { sql } from './database'
import { sharedAdmin } from './shared-admin'
import { expectAccessible } from './support'

// Search Console's figures in 'Resultados', on the suite's shared server: two
// months of a year of this run's own (later than any earlier run's, so its
// months are the latest imported) go up as Search Console's ZIP; a page's
// figures show beside the month before, its history marks the day it was
// published, and its suggestion leads to its editor, which shows them too.
// The rules and refusals are Jest's (tests/search/).

test.describe.configure({ mode: 'serial' })

let admin: Page
sharedAdmin('busquedas-google', (shared) => ({ admin } = shared))

const year = 2100 + (Math.floor(Date.now() / 1000) % 7000)
// A page no other spec edits or opens in its editor.
const page = '/instalacion-placas-solares-alicante'
const resultsPath = '/seo-dashboard/resultados'

/** Search Console's Spanish ZIP for one month: the page, seen often and rarely clicked, and the home page. */
function exportOf(month: '10' | '11', clicks: number) {
  const csv = (rows: string[]) => strToU8(`\uFEFF${rows.join('\n')}\n`)
  return Buffer.from(
    zipSync({
      'Páginas.csv': csv([
        'Páginas principales,Clics,Impresiones,CTR,Posición',
        `https://www.example.com${page},${clicks},1000,"${clicks / 10} %","5,2"`,
        'https://www.example.com/,40,900,"4,4 %","3,1"',
      ]),
      'Fechas.csv': csv([
        'Fecha,Clics,Impresiones,CTR,Posición',
        `${year}-${month}-01,1,60,"1,7 %","5"`,
        `${year}-${month}-${month === '10' ? '31' : '30'},1,60,"1,7 %","5"`,
      ]),
      'Filtros.csv': csv(['Filtro,Valor', 'Tipo de búsqueda,Web', 'Fecha,Últimos 28 días']),
    }),
  )
}

async function importExport(name: string, buffer: Buffer) {
  await admin
    .getByLabel('Archivo descargado de Google')
    .setInputFiles({ name, mimeType: 'application/zip', buffer })
  await admin.getByRole('button', { name: 'Importar', exact: true }).click()
}

test('imports two months, shows a page’s figures and publish marks, and follows its suggestion to its editor', async ({
  request,
}) => {
  // A publish of the page's SEO on 15 November of this run's year, in its history.
  await sql(
    request,
    `insert into public.page_versions (path, part, kind, record, created_at)
     select $1, 'seo', 'publish', coalesce((select to_jsonb(s) from public.seo_pages s where s.path = '/'), '{}'), $2`,
    [page, `${year}-11-15T10:00:00Z`],
  )
  await admin.goto(resultsPath)
  await importExport('rendimiento-octubre.zip', exportOf('10', 20))
  await expect(admin.getByRole('status').filter({ hasText: 'Importado' })).toHaveText(
    `Importado el periodo 01/10/${year} – 31/10/${year}: 2 páginas.`,
  )
  await importExport('rendimiento-noviembre.zip', exportOf('11', 3))
  await expect(admin.getByRole('status').filter({ hasText: 'Importado' })).toContainText(
    `01/11/${year} – 30/11/${year}`,
  )

  // November beside October: 3 clicks where there were 20.
  await admin.goto(resultsPath)
  const row = admin
    .getByRole('table', { name: /^Búsquedas por página/ })
    .getByRole('row', { name: new RegExp(page) })
  await expect(row.getByRole('cell').nth(1)).toHaveText('3antes 20 (−17)')
  await row.getByRole('link', { name: 'Ver su evolución' }).click()
  const history = admin.getByRole('table', { name: `Búsquedas de ${page} por periodo, y cuándo se publicó` })
  await expect(history.getByRole('row', { name: new RegExp(`01/11/${year}`) })).toContainText(`15/11/${year}`)

  // The client-side navigation swaps the document's title for the same one after the table shows,
  // leaving a moment without any: axe checks the page as a visitor loads it at that address.
  await admin.reload()
  await expect(admin).toHaveTitle(/Resultados/)
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await admin.setViewportSize(size)
    await expectAccessible(admin)
  }

  // Seen 1000 times, clicked 3: below half the site's usual rate at its position.
  await admin.getByRole('link', { name: `Editar título y descripción de ${page}` }).click()
  await expect(admin).toHaveURL(new RegExp(`/seo-dashboard/paginas${page}`))
  await expect(admin.getByRole('region', { name: `En Google, 01/11/${year} – 30/11/${year}` })).toContainText(
    'Clics3Impresiones1000CTR0,3 %Posición media5,2',
  )
})
