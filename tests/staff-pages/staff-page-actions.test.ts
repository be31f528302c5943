import '../support/server-action-mocks'
import { restoreOriginalAction, saveContentAction } from '@/components/admin/content/content-actions'
import {
  createStaffPageAction,
  removeStaffPageAction,
  renameStaffPageAction,
} from '@/components/admin/staff-pages/staff-page-actions'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'
import { formOf } from '../support/form-data'
import { signedInWith } from '../support/session'
import { replacePromptsInDraft } from '../support/template-prompts'
import { townPageForm } from '../support/town-facts'

// 'Nueva página' and a created page's life, wired as on the server: a real
// PGlite, signed session cookies, the editor's own publish. A refused request
// stores nothing.

const local = localDbWithAdminAndStaff()

const create = (path: string, town: string) => createStaffPageAction(null, townPageForm(path, town))
const stored = async () =>
  (
    await local.db.query<{ path: string; status: string }>(
      'select path, status from public.staff_pages order by path',
    )
  ).rows

/** The editor's 'Publicar' of the page's draft, once staff wrote their own text over the template's examples. */
async function publish(path: string) {
  await replacePromptsInDraft(local.db, path, 'Instalamos placas con la garantía de siempre.')
  const { rows } = await local.db.query<{ content: unknown; revision: number }>(
    `select content, (public.page_content_state($1) ->> 'revision')::int as revision
       from public.page_content_drafts where path = $1`,
    [path],
  )
  const data = formOf({ path, intent: 'publish', basedOn: String(rows[0]!.revision) })
  data.set('content', JSON.stringify(rows[0]!.content))
  return saveContentAction(null, data)
}

beforeAll(() => signedInWith(local.adminCookie))

it('creates a town page only with a free address and the town’s facts, each refusal in Spanish', async () => {
  expect(await create('/instalacion-placas-murcia', 'Murcia')).toMatchObject({
    ok: false,
    message: '/instalacion-placas-murcia ya es una página del sitio: elige otra dirección',
  })
  expect(await create('/Placas Jumilla', 'Jumilla')).toMatchObject({
    ok: false,
    fieldErrors: { path: expect.any(String) },
  })
  expect(
    await createStaffPageAction(
      null,
      formOf({ template: 'placas-localidad', path: '/placas-solares-jumilla', town: 'Jumilla' }),
    ),
  ).toMatchObject({ ok: false, fieldErrors: { sunHours: 'Escribe un texto', area: 'Escribe un texto' } })
  signedInWith(local.staffCookie)
  expect(await create('/placas-solares-jumilla', 'Jumilla')).toMatchObject({ ok: false })
  signedInWith(local.adminCookie)
  expect(await stored()).toEqual([])

  expect(await create('/placas-solares-jumilla', 'Jumilla')).toEqual({
    ok: true,
    message: 'Página creada',
    data: { href: '/seo-dashboard/paginas/placas-solares-jumilla?parte=contenido' },
  })
  expect(await stored()).toEqual([{ path: '/placas-solares-jumilla', status: 'draft' }])
  const draft = await local.db.query<{ h1: string; town: string; title: string }>(
    `select content -> 'hero' ->> 'h1' as h1, content -> 'local' ->> 'town' as town, seo ->> 'title' as title
       from public.page_content_drafts where path = '/placas-solares-jumilla'`,
  )
  expect(draft.rows).toEqual([
    { h1: 'Placas solares en Jumilla', town: 'Jumilla', title: 'Instalación de placas solares en Jumilla' },
  ])
  expect(await create('/placas-solares-jumilla', 'Jumilla')).toMatchObject({
    ok: false,
    message: 'Ya hay una página creada en /placas-solares-jumilla',
  })
})

it('publishes a page with its own text, and refuses a near copy of it, naming the page it repeats', async () => {
  expect(await publish('/placas-solares-jumilla')).toMatchObject({ ok: true, message: 'Página publicada' })
  await create('/placas-solares-yecla', 'Yecla')
  const refused = await publish('/placas-solares-yecla')
  expect(refused).toEqual({
    ok: false,
    message: expect.stringMatching(/^Esta página repite el \d+ % de \/placas-solares-jumilla$/),
  })
  expect(await stored()).toEqual([
    { path: '/placas-solares-jumilla', status: 'published' },
    { path: '/placas-solares-yecla', status: 'draft' },
  ])
  // A created page has no original of its own to go back to.
  expect(await restoreOriginalAction(null, formOf({ path: '/placas-solares-yecla', basedOn: '0' }))).toEqual({
    ok: false,
    message:
      'Esta página se creó desde una plantilla: trae una versión de su historial en lugar del original',
  })
})

it('moves a page: the old address redirects (308) to the new one; takes one off the site with a redirect', async () => {
  expect(
    await renameStaffPageAction(
      null,
      formOf({ path: '/placas-solares-jumilla', newPath: '/instalacion-placas-murcia' }),
    ),
  ).toMatchObject({
    ok: false,
    message: '/instalacion-placas-murcia ya es una página del sitio: elige otra dirección',
  })
  expect(
    await renameStaffPageAction(null, formOf({ path: '/placas-solares-jumilla', newPath: 'placas-jumilla' })),
  ).toEqual({
    ok: true,
    message: 'Dirección cambiada: /placas-jumilla. La antigua, /placas-solares-jumilla, lleva a la nueva.',
    data: { href: '/seo-dashboard/paginas/placas-jumilla?parte=contenido' },
  })
  const redirects = async () =>
    (await local.db.query('select source, destination, permanent from public.site_redirects order by source'))
      .rows
  expect(await redirects()).toEqual([
    { source: '/placas-solares-jumilla', destination: '/placas-jumilla', permanent: true },
  ])

  expect(
    await removeStaffPageAction(
      null,
      formOf({ path: '/placas-jumilla', intent: 'unpublish', redirectTo: '/placas-jumilla' }),
    ),
  ).toMatchObject({ ok: false, message: 'El origen y el destino son la misma dirección.' })
  expect(
    await removeStaffPageAction(
      null,
      formOf({ path: '/placas-jumilla', intent: 'unpublish', redirectTo: '/instalacion-placas-murcia' }),
    ),
  ).toMatchObject({
    ok: true,
    message: 'Página retirada del sitio; su dirección lleva a /instalacion-placas-murcia',
  })
  expect(await redirects()).toEqual([
    { source: '/placas-jumilla', destination: '/instalacion-placas-murcia', permanent: false },
    { source: '/placas-solares-jumilla', destination: '/instalacion-placas-murcia', permanent: true },
  ])
  expect(
    await removeStaffPageAction(null, formOf({ path: '/placas-solares-yecla', intent: 'delete' })),
  ).toMatchObject({
    ok: true,
    message: 'Página borrada; su dirección responde 404',
  })
  expect(await stored()).toEqual([{ path: '/placas-jumilla', status: 'unpublished' }])
})

it('gives a new page the title staff wrote as its H1 and SEO title, and refuses one too long', async () => {
  const guide = (title: string) =>
    createStaffPageAction(null, formOf({ template: 'guia', title, path: '/guia-del-boletin-electrico' }))
  expect(await guide('B'.repeat(71))).toMatchObject({
    ok: false,
    fieldErrors: { title: 'El título puede tener como mucho 70 caracteres' },
  })
  expect(await guide('  Guía del boletín eléctrico  ')).toMatchObject({ ok: true })
  const { rows } = await local.db.query(
    `select content -> 'hero' ->> 'h1' as h1, seo ->> 'h1' as seo_h1, seo ->> 'title' as title
       from public.page_content_drafts where path = '/guia-del-boletin-electrico'`,
  )
  expect(rows).toEqual([
    {
      h1: 'Guía del boletín eléctrico',
      seo_h1: 'Guía del boletín eléctrico',
      title: 'Guía del boletín eléctrico',
    },
  ])
})
