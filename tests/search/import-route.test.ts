import '../support/server-action-mocks'
import { POST } from '@/app/api/busquedas/route'
import { MAX_EXPORT_BYTES } from '@/lib/search/export-files'
import { answersToSignedOutAndStaff, localDbWithAdminAndStaff } from '../support/admin-fixture'
import { signedInWith } from '../support/session'
import { bytesOf, exportZip, pagesCsv } from './export-fixtures'

// The import as the browser sends it, on the local backend (a real PGlite,
// signed session cookies): the export's addresses matched to the site's
// pages whatever their host, scheme, slash or query, the rest kept apart;
// the same file twice changes nothing; an overlapping period asks first and
// is replaced at once; a file without dates asks for them; a refused file
// stores nothing.

const local = localDbWithAdminAndStaff()
const site = 'https://www.ejemplo.es'

const upload = (body: Uint8Array, details: { inicio?: string; fin?: string; reemplazar?: boolean } = {}) =>
  POST(
    new Request(`${site}/api/busquedas`, {
      method: 'POST',
      body: body as Uint8Array<ArrayBuffer>,
      headers: {
        host: 'www.ejemplo.es',
        origin: site,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/octet-stream',
        'x-busquedas-datos': encodeURIComponent(
          JSON.stringify({ inicio: '', fin: '', reemplazar: false, ...details }),
        ),
      },
    }),
  )
const answerOf = async (response: Response) => ({ status: response.status, ...(await response.json()) })
const stored = async () =>
  (
    await local.db.query<{ starts_on: string }>(
      `select starts_on::text, address, page, clicks, impressions, position::float as position
         from public.search_figures order by starts_on, page desc, address`,
    )
  ).rows

beforeEach(async () => {
  await local.db.exec('delete from public.search_periods')
  signedInWith(local.adminCookie)
})

it('answers 401 without a session and 403 to an account that is not admin, storing nothing', async () => {
  const answers = await answersToSignedOutAndStaff(() => upload(exportZip('es')), local.staffCookie)
  expect(answers.signedOut.status).toBe(401)
  expect(answers.staff.status).toBe(403)
  expect(await stored()).toEqual([])
})

it('stores the period’s figures per page, whatever the address’s host, scheme, slash or query, and the others apart', async () => {
  const answer = await answerOf(await upload(exportZip('es')))
  expect(answer).toEqual({
    status: 201,
    kind: 'saved',
    message:
      'Importado el periodo 01/11/2026 – 30/11/2026: 3 páginas y 1 dirección que no es de ninguna página.',
    unmatched: ['https://www.solarelectricidadcieza.es/blog/placas-2023'],
  })
  expect(await stored()).toEqual([
    { starts_on: '2026-11-01', address: '/', page: true, clicks: 30, impressions: 800, position: 4.2 },
    {
      starts_on: '2026-11-01',
      address: '/ayudas-placas-solares',
      page: true,
      clicks: 5,
      impressions: 400,
      position: 12.5,
    },
    // Its two addresses summed, the position weighted by impressions: (7.4 × 1310 + 9.1 × 90) / 1400.
    {
      starts_on: '2026-11-01',
      address: '/instalacion-placas-solares',
      page: true,
      clicks: 45,
      impressions: 1400,
      position: 7.51,
    },
    {
      starts_on: '2026-11-01',
      address: 'https://www.solarelectricidadcieza.es/blog/placas-2023',
      page: false,
      clicks: 2,
      impressions: 150,
      position: 15,
    },
  ])
})

it('changes nothing when the same file comes twice', async () => {
  await upload(exportZip('es'))
  const before = (await local.db.query('select imported_at from public.search_periods')).rows
  expect(await answerOf(await upload(exportZip('es')))).toMatchObject({
    status: 200,
    kind: 'unchanged',
    message:
      'El periodo 01/11/2026 – 30/11/2026 ya estaba importado con estas mismas cifras: no ha cambiado nada.',
  })
  expect((await local.db.query('select imported_at from public.search_periods')).rows).toEqual(before)
})

it('asks before replacing an overlapping period, and replaces it when told to', async () => {
  await upload(exportZip('es'))
  const overlapping = exportZip('es', {
    'Fechas.csv': null,
    'Filtros.csv': 'Filtro,Valor\nFecha,15/11/2026 - 14/12/2026\n',
  })
  expect(await answerOf(await upload(overlapping))).toEqual({
    status: 409,
    kind: 'overlap',
    message:
      'El periodo 15/11/2026 – 14/12/2026 se solapa con el periodo ya importado 01/11/2026 – 30/11/2026. ¿Quieres reemplazarlo por este?',
  })
  expect(new Set((await stored()).map((row) => row.starts_on))).toEqual(new Set(['2026-11-01']))
  expect(await answerOf(await upload(overlapping, { reemplazar: true }))).toMatchObject({
    status: 201,
    message: expect.stringContaining('Reemplaza 01/11/2026 – 30/11/2026.'),
  })
  expect(new Set((await stored()).map((row) => row.starts_on))).toEqual(new Set(['2026-11-15']))
})

it('asks for the period when the file does not say it, and takes the one staff type', async () => {
  expect(await answerOf(await upload(pagesCsv('en')))).toMatchObject({ status: 422, kind: 'needs-period' })
  expect(await stored()).toEqual([])
  expect(
    await answerOf(await upload(pagesCsv('en'), { inicio: '01/10/2026', fin: '31/10/2026' })),
  ).toMatchObject({
    status: 201,
    message: 'Importado el periodo 01/10/2026 – 31/10/2026: 2 páginas.',
  })
  expect(
    await answerOf(await upload(pagesCsv('en'), { inicio: '31/10/2026', fin: '01/10/2026' })),
  ).toMatchObject({
    status: 422,
    message: 'El último día del periodo va antes del primero.',
  })
})

it('refuses a file that is not the export, storing nothing', async () => {
  expect(await answerOf(await upload(bytesOf('desde,hacia\n/a,/b\n')))).toMatchObject({
    status: 422,
    kind: 'refused',
    message: expect.stringMatching(/^El archivo no es el informe de rendimiento de Search Console/),
  })
  expect(await answerOf(await upload(exportZip('es', { 'otro.txt': 'hola' })))).toMatchObject({ status: 422 })
  expect(await stored()).toEqual([])
})

it('answers 413 to a file over 10 MB, storing nothing', async () => {
  expect(await answerOf(await upload(new Uint8Array(MAX_EXPORT_BYTES + 1)))).toEqual({
    status: 413,
    kind: 'refused',
    message: 'El archivo ocupa más de 10 MB: exporta un periodo más corto.',
  })
  expect(await stored()).toEqual([])
})

it('refuses details it cannot read beside the file (a broken header, a choice that is not yes or no), storing nothing', async () => {
  const withHeader = (value: string) =>
    POST(
      new Request(`${site}/api/busquedas`, {
        method: 'POST',
        body: exportZip('es') as Uint8Array<ArrayBuffer>,
        headers: {
          host: 'www.ejemplo.es',
          origin: site,
          'sec-fetch-site': 'same-origin',
          'x-busquedas-datos': value,
        },
      }),
    )
  const missing = {
    status: 400,
    kind: 'refused',
    message: 'Faltan los datos del formulario. Vuelve a intentarlo.',
  }
  expect(await answerOf(await withHeader('%E0'))).toEqual(missing)
  expect(
    await answerOf(
      await withHeader(encodeURIComponent(JSON.stringify({ inicio: '', fin: '', reemplazar: 'sí' }))),
    ),
  ).toEqual(missing)
  expect(await stored()).toEqual([])
})
