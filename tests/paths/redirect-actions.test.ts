import '../support/server-action-mocks'
import {
  deleteRedirectAction,
  ignoreMissedPathAction,
  importRedirectsAction,
  restoreRedirectAction,
  saveRedirectAction,
} from '@/components/admin/paths/redirect-actions'
import { site } from '@/content/site'
import { MAX_CSV_BYTES } from '@/lib/paths/csv'
import { knownPathsGeneration } from '@/lib/paths/known-paths-signal'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'
import { formOf } from '../support/form-data'
import { signedInWith } from '../support/session'

// The redirects' actions as the server runs them (a real PGlite, signed session
// cookies): a save is checked by the rules and based on the revision the form
// opened, has the proxy read the redirects again, and a CSV import saves the good rows and
// reports the others with why.

const local = localDbWithAdminAndStaff()
const redirect = (source: string, destination: string, extra: Record<string, string> = {}) =>
  formOf({ source, destination, permanent: '308', basedOn: '0', ...extra })
const stored = async () =>
  (
    await local.db.query<{ source: string }>(
      'select source, destination, permanent, revision from public.site_redirects order by source',
    )
  ).rows
/** A redirect saved before targets had to exist (its destination has no page), as the table may still hold one. */
const storedEarlier = (source: string, destination: string) =>
  local.db.query('insert into public.site_redirects (source, destination) values ($1, $2)', [
    source,
    destination,
  ])
/** A save refused with `message` under the destination field, storing nothing. */
const refusedDestination = (message: string) => ({
  ok: false,
  message,
  fieldErrors: { destination: message },
})
const csv = (text: string) => formOf({ file: new File([text], 'antiguas.csv', { type: 'text/csv' }) })

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
  await storedEarlier('/ruta-a', '/ruta-b')
  const answer = await saveRedirectAction(null, redirect('/ruta-b', '/ruta-a'))
  expect(answer).toEqual(refusedDestination('Crearía un bucle: /ruta-a ya lleva de vuelta a /ruta-b.'))
  expect(await stored()).toHaveLength(1)
})

it('refuses a backslash under its field, storing nothing, and stores a link to the site’s own domain as its path', async () => {
  const message =
    'El destino no puede llevar barras invertidas (\\): usa / para separar las partes de la dirección.'
  expect(await saveRedirectAction(null, redirect('/fuera', '/\\otro.example.com'))).toEqual(
    refusedDestination(message),
  )
  expect(await stored()).toEqual([])

  const own = new URL(site.url).hostname
  await storedEarlier('/ruta-b', '/ruta-a')
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

  expect(await deleteRedirectAction(null, formOf({ source: '/oferta', basedOn: '1' }))).toMatchObject({
    ok: false,
  })
  expect(await deleteRedirectAction(null, formOf({ source: '/oferta', basedOn: '2' }))).toMatchObject({
    ok: true,
  })
  expect(await stored()).toEqual([])
})

it('refuses an edit of a redirect someone removed, saying it no longer exists', async () => {
  await saveRedirectAction(null, redirect('/oferta', '/solicitar-presupuesto'))
  await deleteRedirectAction(null, formOf({ source: '/oferta', basedOn: '1' }))
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

describe('targets that exist, staff pages’ addresses, undo and ignored addresses', () => {
  const staffPage = (path: string, status: string) =>
    local.db.query(`insert into public.staff_pages (path, template, status) values ($1, 'guia', $2)`, [
      path,
      status,
    ])
  beforeEach(() => local.db.exec('delete from public.staff_pages; delete from public.missed_paths'))

  it('refuses a missing target under its field, and accepts a published staff page', async () => {
    await staffPage('/guia-borrador', 'draft')
    await staffPage('/guia-publicada', 'published')
    const message =
      'No hay ninguna página publicada en /guia-borrador: elige como destino una página del sitio o una dirección completa https://…'
    expect(await saveRedirectAction(null, redirect('/viejo', '/guia-borrador'))).toEqual(
      refusedDestination(message),
    )
    expect(await saveRedirectAction(null, redirect('/viejo', '/guia-publicada'))).toMatchObject({ ok: true })
    expect((await stored()).map((row) => row.source)).toEqual(['/viejo'])
  })

  it('refuses a redirect on a staff page’s address, published or not, on the form and in a CSV', async () => {
    await staffPage('/guia-retirada', 'unpublished')
    expect(await saveRedirectAction(null, redirect('/guia-retirada', '/'))).toMatchObject({
      ok: false,
      fieldErrors: { source: expect.stringContaining('es la dirección de una página sin publicar') },
    })
    const answer = await importRedirectsAction(null, csv('/guia-retirada,/\n/viejo,/no-existe\n/bueno,/\n'))
    expect(answer.data?.imported).toBe(1)
    expect(answer.data?.refused.map((row) => [row.line, row.reason])).toEqual([
      [1, expect.stringContaining('/guia-retirada es la dirección de una página sin publicar')],
      [2, expect.stringContaining('No hay ninguna página publicada en /no-existe')],
    ])
    expect((await stored()).map((row) => row.source)).toEqual(['/bueno'])
  })

  it('puts a removed redirect back as it was, its count and last use included', async () => {
    await saveRedirectAction(null, redirect('/oferta', '/solicitar-presupuesto', { permanent: '307' }))
    await local.db.query(
      `update public.site_redirects set hits = 12, last_hit_at = '2026-11-27T10:00:00Z' where source = '/oferta'`,
    )
    await deleteRedirectAction(null, formOf({ source: '/oferta', basedOn: '1' }))
    const removed = {
      source: '/oferta',
      destination: '/solicitar-presupuesto',
      permanent: false,
      hits: 12,
      lastHitAt: '2026-11-27T10:00:00+00:00',
    }
    expect(await restoreRedirectAction(null, removed)).toEqual({
      ok: true,
      message: 'Recuperada la redirección de /oferta.',
    })
    const { rows } = await local.db.query<{ hits: number; at: string }>(
      `select hits, to_char(last_hit_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at, permanent
         from public.site_redirects`,
    )
    expect(rows).toEqual([{ hits: 12, at: '2026-11-27 10:00', permanent: false }])
    // Twice: the source is taken now.
    expect(await restoreRedirectAction(null, removed)).toMatchObject({ ok: false })
  })

  it('ignores an address that fails and shows it again', async () => {
    await local.db.query(`insert into public.missed_paths (path, kind) values ('/perdida', 'visitante')`)
    const ignored = async () =>
      (await local.db.query<{ ignored: boolean }>('select ignored from public.missed_paths')).rows[0]!.ignored
    expect(await ignoreMissedPathAction(null, formOf({ path: '/perdida', ignored: 'true' }))).toMatchObject({
      ok: true,
    })
    expect(await ignored()).toBe(true)
    await ignoreMissedPathAction(null, formOf({ path: '/perdida', ignored: 'false' }))
    expect(await ignored()).toBe(false)
  })
})
