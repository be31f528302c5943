import '../support/server-action-mocks'
import {
  deleteRedirectAction,
  importRedirectsAction,
  saveRedirectAction,
} from '@/components/admin/paths/redirect-actions'
import { site } from '@/content/site'
import { MAX_CSV_BYTES } from '@/lib/paths/csv'
import { knownPathsGeneration } from '@/lib/paths/known-paths-signal'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'
import { signedInWith } from '../support/session'

// The redirects' actions as the server runs them (a real PGlite, signed session
// cookies): a save is checked by the rules and based on the revision the form
// opened, has the proxy read the redirects again, and a CSV import saves the good rows and
// reports the others with why.

const local = localDbWithAdminAndStaff()
const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const redirect = (source: string, destination: string, extra: Record<string, string> = {}) =>
  form({ source, destination, permanent: '308', basedOn: '0', ...extra })
const stored = async () =>
  (
    await local.db.query<{ source: string }>(
      'select source, destination, permanent, revision from public.site_redirects order by source',
    )
  ).rows
const csv = (text: string) => form({ file: new File([text], 'antiguas.csv', { type: 'text/csv' }) })

beforeEach(async () => {
  await local.db.exec('delete from public.site_redirects')
    signedInWith(local.adminCookie)
})

it('saves a redirect as the site stores it and has the proxy read the redirects again', async () => {
  const generationBefore = knownPathsGeneration()
  const answer = await saveRedirectAction(null, redirect('/Placas-Cieza/', '/instalacion-placas-murcia'))
  expect(answer).toEqual({
    ok: true,
    message: 'Guardada: /placas-cieza → /instalacion-placas-murcia (permanente, 308).',
    data: { revision: 1, source: '/placas-cieza' },
  })
  expect(await stored()).toEqual([
    { source: '/placas-cieza', destination: '/instalacion-placas-murcia', permanent: true, revision: 1 },
  ])
  expect(knownPathsGeneration()).toBeGreaterThan(generationBefore)
})

it('refuses a loop under its field, storing nothing', async () => {
  await saveRedirectAction(null, redirect('/ruta-a', '/ruta-b'))
  const answer = await saveRedirectAction(null, redirect('/ruta-b', '/ruta-a'))
  expect(answer).toEqual({
    ok: false,
    message: 'Crearía un bucle: /ruta-a ya lleva de vuelta a /ruta-b.',
    fieldErrors: { destination: 'Crearía un bucle: /ruta-a ya lleva de vuelta a /ruta-b.' },
  })
  expect(await stored()).toHaveLength(1)
})

it('refuses a backslash under its field, storing nothing, and stores a link to the site’s own domain as its path', async () => {
  const message =
    'El destino no puede llevar barras invertidas (\\): usa / para separar las partes de la dirección.'
  expect(await saveRedirectAction(null, redirect('/fuera', '/\\otro.example.com'))).toEqual({
    ok: false,
    message,
    fieldErrors: { destination: message },
  })
  expect(await stored()).toEqual([])

  const own = new URL(site.url).hostname
  await saveRedirectAction(null, redirect('/ruta-b', '/ruta-a'))
  expect(await saveRedirectAction(null, redirect('/ruta-a', `https://${own}/ruta-b`))).toMatchObject({
    ok: false,
    fieldErrors: { destination: 'Crearía un bucle: /ruta-b ya lleva de vuelta a /ruta-a.' },
  })
  await saveRedirectAction(null, redirect('/ruta-c', `https://${own}/instalacion-placas-murcia`))
  expect(await stored()).toEqual([
    { source: '/ruta-b', destination: '/ruta-a', permanent: true, revision: 1 },
    { source: '/ruta-c', destination: '/instalacion-placas-murcia', permanent: true, revision: 1 },
  ])
})

it('refuses a change based on an older revision, saying who changed it, and goes on from the new one', async () => {
  await saveRedirectAction(null, redirect('/oferta', '/solicitar-presupuesto'))
  const edit = (destination: string, basedOn: string) =>
    saveRedirectAction(
      null,
      redirect('/oferta', destination, { original: '/oferta', basedOn, permanent: '307' }),
    )
  expect(await edit('/', '1')).toMatchObject({ ok: true, data: { revision: 2 } })
  const stale = await edit('/ayudas-placas-solares', '1')
  expect(stale).toMatchObject({ ok: false, data: { revision: 2 } })
  expect(stale.message).toMatch(
    /^Guardaste esta redirección en otra pestaña a las \d\d:\d\d\. Tus cambios siguen/,
  )
  expect(await stored()).toEqual([{ source: '/oferta', destination: '/', permanent: false, revision: 2 }])

  expect(await deleteRedirectAction(null, form({ source: '/oferta', basedOn: '1' }))).toMatchObject({
    ok: false,
  })
  expect(await deleteRedirectAction(null, form({ source: '/oferta', basedOn: '2' }))).toMatchObject({
    ok: true,
  })
  expect(await stored()).toEqual([])
})

it('refuses an edit of a redirect someone removed, saying it no longer exists', async () => {
  await saveRedirectAction(null, redirect('/oferta', '/solicitar-presupuesto'))
  await deleteRedirectAction(null, form({ source: '/oferta', basedOn: '1' }))
  const edit = await saveRedirectAction(
    null,
    redirect('/oferta', '/ayudas-placas-solares', { original: '/oferta', basedOn: '1' }),
  )
  expect(edit).toEqual({
    ok: false,
    message:
      'Esta redirección ya no existe: otra persona la ha eliminado. Lo que escribiste sigue en el formulario; guárdalo como nueva desde «Nueva redirección».',
    data: { revision: 0 },
  })
  expect(await stored()).toEqual([])
})

it('imports a CSV: the good rows saved, each refused row reported with its line and why', async () => {
  await saveRedirectAction(null, redirect('/ya-existe', '/'))
  const answer = await importRedirectsAction(
    null,
    csv(
      'desde,hacia\n/viejo-1,/instalacion-placas-murcia\n/ya-existe,/blog\n/viejo-2,/viejo-1\n/viejo-3,https://example.com/\n',
    ),
  )
  expect(answer).toEqual({
    ok: true,
    message: 'Importadas 2 redirecciones; 2 filas rechazadas.',
    data: {
      imported: 2,
      refused: [
        {
          line: 3,
          desde: '/ya-existe',
          hacia: '/blog',
          reason: '/ya-existe ya tiene una redirección (a /): cámbiala en la lista.',
        },
        {
          line: 4,
          desde: '/viejo-2',
          hacia: '/viejo-1',
          reason:
            'El destino /viejo-1 ya redirige a /instalacion-placas-murcia: pon /instalacion-placas-murcia como destino, para no encadenar redirecciones.',
        },
      ],
    },
  })
  expect((await stored()).map((row) => row.source)).toEqual(['/viejo-1', '/viejo-3', '/ya-existe'])
})

it('refuses a file too large or without rows, and an account that is not admin, storing nothing', async () => {
  expect(await importRedirectsAction(null, csv('/a,/b\n'.repeat(MAX_CSV_BYTES / 6 + 10)))).toMatchObject({
    ok: false,
    message: `El archivo supera los ${MAX_CSV_BYTES / 1024} KB: divídelo en varios.`,
  })
  expect(await importRedirectsAction(null, csv('desde,hacia\n'))).toMatchObject({
    ok: false,
    message: 'El archivo no tiene filas con redirecciones.',
  })
  signedInWith(local.staffCookie)
  expect(await saveRedirectAction(null, redirect('/a', '/b'))).toEqual({
    ok: false,
    message: 'Tu cuenta no tiene permiso para gestionar las redirecciones.',
  })
  expect(await importRedirectsAction(null, csv('/a,/b'))).toMatchObject({ ok: false })
  expect(await stored()).toEqual([])
})
