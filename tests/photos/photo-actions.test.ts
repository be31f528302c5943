import { formOf } from '../support/form-data'
import { revalidateTag } from 'next/cache'
import { deletePhotoAction, updatePhotoAction } from '@/components/admin/photos/photo-actions'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'
import { createAccount } from '../support/database'
import { sessionTokenOf, signedInWith } from '../support/session'

// The library's actions, wired as on the server: a real PGlite and signed
// session cookies. A stale edit names who changed the photo; a photo that
// page content uses, or a page's SEO record names as its social image, is
// not deleted, and the answer lists those pages.

jest.mock('next/headers', () => ({ cookies: jest.fn(), headers: jest.fn() }))
jest.mock('next/cache', () => ({ refresh: jest.fn(), revalidateTag: jest.fn() }))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

const local = localDbWithAdminAndStaff()
const photoId = '6a3c2d1e-0000-4000-8000-000000000001'
let anaCookie: string

beforeAll(async () => {
  anaCookie = sessionTokenOf(await createAccount(local.db, 'ana@example.com', { admin: true }))
})
beforeEach(async () => {
  await local.db.exec('delete from public.page_content_drafts; delete from public.photos')
  await local.db.query(
    `insert into public.photos (id, alt, caption, place, width, height, bytes)
     values ($1, 'Placas en un tejado', null, 'Cieza', 1600, 1200, 120000)`,
    [photoId],
  )
})

const stored = async () =>
  (
    await local.db.query<{ alt: string; caption: string | null; place: string | null; revision: number }>(
      'select alt, caption, place, revision from public.photos where id = $1',
      [photoId],
    )
  ).rows[0]
/** A published page whose SEO record names the photo as its social image. */
const sharedBy = (path: string) =>
  local.db.query(
    `insert into public.seo_pages (path, title, description, h1, og_image) values ($1, 'Placas', 'Desc', 'H1', $2)`,
    [path, `/fotos/social/${photoId}.jpg`],
  )
const edit = (basedOn: number, alt: string, caption = '', place = '') =>
  updatePhotoAction(null, formOf({ id: photoId, basedOn: String(basedOn), alt, caption, place }))

describe('saving a photo’s texts', () => {
  it('saves them, an empty caption as none, and answers the new revision', async () => {
    signedInWith(local.adminCookie)
    const answer = await edit(1, '  Placas solares en una nave  ', '', 'Abarán')
    expect(answer).toEqual({ ok: true, message: 'Cambios de la foto guardados', data: { revision: 2 } })
    expect(await stored()).toEqual({
      alt: 'Placas solares en una nave',
      caption: null,
      place: 'Abarán',
      revision: 2,
    })
  })

  it('refuses an empty alt text with the form’s message, and stores nothing', async () => {
    signedInWith(local.adminCookie)
    const answer = await edit(1, '   ')
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: { alt: 'Describe la foto: el texto alternativo es obligatorio' },
    })
    expect(await stored()).toMatchObject({ alt: 'Placas en un tejado', revision: 1 })
  })

  it('refuses a save based on an older revision, saying who changed the photo', async () => {
    signedInWith(anaCookie)
    expect(await edit(1, 'Texto de Ana')).toMatchObject({ ok: true })
    signedInWith(local.adminCookie)
    const answer = await edit(1, 'Texto de Gerencia')
    expect(answer).toMatchObject({ ok: false, data: { revision: 2 } })
    expect(answer.message).toMatch(
      /^Ana \(ana@example\.com\) guardó esta foto a las \d\d:\d\d\. Tus cambios siguen en el formulario/,
    )
    expect(await stored()).toMatchObject({ alt: 'Texto de Ana', revision: 2 })
    // Saving again on the revision the refusal answered replaces it, deliberately.
    expect(await edit(2, 'Texto de Gerencia')).toMatchObject({ ok: true, data: { revision: 3 } })
  })

  it('refuses an account that is not admin', async () => {
    signedInWith(local.staffCookie)
    expect(await edit(1, 'Otro texto')).toMatchObject({ ok: false })
    signedInWith(undefined)
    expect(await edit(1, 'Otro texto')).toMatchObject({ ok: false })
    expect(await stored()).toMatchObject({ alt: 'Placas en un tejado', revision: 1 })
  })
})

describe('saving a photo’s focal point', () => {
  const focal = async () =>
    (
      await local.db.query<{ x: string; y: string; revision: number }>(
        'select focal_x::text as x, focal_y::text as y, revision from public.photos where id = $1',
        [photoId],
      )
    ).rows[0]
  const save = (basedOn: number, focalX: string, focalY: string) =>
    updatePhotoAction(
      null,
      formOf({
        id: photoId,
        basedOn: String(basedOn),
        alt: 'Placas en un tejado',
        caption: '',
        place: '',
        focalX,
        focalY,
      }),
    )
  const publishedWith = (path: string) =>
    local.db.query(
      `insert into public.page_content (path, content)
       values ($1, jsonb_build_object('hero', jsonb_build_object('photo', $2::text)))
       on conflict (path) do update set content = excluded.content`,
      [path, photoId],
    )
  afterEach(() =>
    local.db.exec(
      `delete from public.page_content where path = '/instalacion-placas-murcia';
       delete from public.seo_pages where path = '/instalacion-placas-valencia'`,
    ),
  )

  it('saves it with the texts, and regenerates the published pages that show or share the photo', async () => {
    await publishedWith('/instalacion-placas-murcia')
    await sharedBy('/instalacion-placas-valencia')
    jest.mocked(revalidateTag).mockClear()
    signedInWith(local.adminCookie)
    expect(await save(1, '0.2', '0.85')).toEqual({
      ok: true,
      message: 'Cambios de la foto guardados',
      data: { revision: 2 },
    })
    expect(await focal()).toEqual({ x: '0.200', y: '0.850', revision: 2 })
    expect(revalidateTag).toHaveBeenCalledWith('page:/instalacion-placas-murcia', { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith('page:/instalacion-placas-valencia', { expire: 0 })
  })

  it('refuses a point outside the photo with a Spanish message, and changes nothing', async () => {
    signedInWith(local.adminCookie)
    expect(await save(1, '1.4', '0.5')).toMatchObject({
      ok: false,
      fieldErrors: { focalX: 'El punto de interés tiene que estar dentro de la foto' },
    })
    expect(await focal()).toEqual({ x: '0.500', y: '0.500', revision: 1 })
  })

  it('refuses a save based on an older revision, as it does the texts', async () => {
    signedInWith(anaCookie)
    expect(await save(1, '0.1', '0.1')).toMatchObject({ ok: true })
    signedInWith(local.adminCookie)
    const answer = await save(1, '0.9', '0.9')
    expect(answer).toMatchObject({ ok: false, data: { revision: 2 } })
    expect(answer.message).toMatch(/^Ana \(ana@example\.com\) guardó esta foto a las \d\d:\d\d\./)
    expect(await focal()).toEqual({ x: '0.100', y: '0.100', revision: 2 })
  })
})

describe('deleting a photo', () => {
  const remove = () => deletePhotoAction(null, formOf({ id: photoId }))

  it('refuses while a page’s draft uses it, listing the page, and keeps it', async () => {
    await local.db.query(
      `insert into public.page_content_drafts (path, content)
       values ('/instalacion-placas-murcia', jsonb_build_object('hero', jsonb_build_object('photo', $1::text)))`,
      [photoId],
    )
    signedInWith(local.adminCookie)
    expect(await remove()).toEqual({
      ok: false,
      message: 'No se puede borrar: esta foto se usa en estas páginas. Quítala de ellas primero.',
      data: { uses: [{ path: '/instalacion-placas-murcia', state: 'borrador', part: 'contenido' }] },
    })
    expect(await stored()).toBeDefined()
  })

  it('refuses while a published page shares it as its social image, listing that page’s SEO, and keeps it', async () => {
    await sharedBy('/instalacion-placas-valencia')
    signedInWith(local.adminCookie)
    try {
      expect(await remove()).toEqual({
        ok: false,
        message: 'No se puede borrar: esta foto se usa en estas páginas. Quítala de ellas primero.',
        data: { uses: [{ path: '/instalacion-placas-valencia', state: 'publicada', part: 'seo' }] },
      })
      expect(await stored()).toBeDefined()
    } finally {
      await local.db.exec(`delete from public.seo_pages where path = '/instalacion-placas-valencia'`)
    }
  })

  it('deletes an unused photo, for an admin only', async () => {
    signedInWith(local.staffCookie)
    expect(await remove()).toMatchObject({ ok: false })
    expect(await stored()).toBeDefined()
    signedInWith(local.adminCookie)
    expect(await remove()).toEqual({ ok: true, message: 'Foto borrada' })
    expect(await stored()).toBeUndefined()
  })
})
