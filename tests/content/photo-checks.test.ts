import '../support/server-action-mocks'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { reviewContentAction } from '@/components/admin/content/review-actions'
import { getEditablePage } from '@/lib/content/editable-pages'
import { withPhotoNames } from '@/lib/content/photo-names'
import { UnpublishableDraftError, publishPage } from '@/lib/content/publish'
import { localDbWithAdminAndStaff, revisionOf } from '../support/admin-fixture'
import { signedInWith } from '../support/session'

// A picture's photo must be in the library, checked as on the server (a real
// PGlite, signed session cookies): a save naming a photo the library does not
// have is refused at the field and stores nothing; 'Revisar cambios' lists it
// and names photos by their alt text; a draft whose photo was deleted since it
// was saved is never published.

const path = '/'
type Home = {
  hero: { picture: { artwork: string; photo?: string; alt: string } }
  gallery: { pictures: { src: string; photo?: string; alt: string }[] }
}
const builtIn = getEditablePage(path)!.builtIn as unknown as Home
const local = localDbWithAdminAndStaff()
const gone = 'La foto elegida ya no está en la biblioteca'
const kept = '5f0e3c1a-8b2d-4e6f-9a7c-1d3b5e7f9a2c'
const unknown = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b'

const revisionNow = () => revisionOf(local.db, path)
const form = async (content: unknown, intent: 'draft' | 'publish' = 'draft') => {
  const data = new FormData()
  data.set('basedOn', String(await revisionNow()))
  data.set('path', path)
  data.set('intent', intent)
  data.set('content', JSON.stringify(content))
  return data
}
const withPhotos = (hero: string | undefined, gallery: (string | undefined)[]) => {
  const content = JSON.parse(JSON.stringify(builtIn)) as Home
  if (hero)
    content.hero.picture = { ...content.hero.picture, photo: hero, alt: 'Placas en un tejado de Cieza' }
  gallery.forEach((photo, index) => {
    if (photo) content.gallery.pictures[index] = { ...content.gallery.pictures[index]!, photo }
  })
  return content
}
const count = async (table: string) =>
  (await local.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n

beforeEach(async () => {
  await local.db.exec(
    'truncate public.page_content, public.page_content_drafts, public.page_versions, public.photos cascade',
  )
  await local.db.query(
    `insert into public.photos (id, alt, width, height, bytes) values ($1, 'Placas en un tejado de Cieza', 1600, 1067, 200000)`,
    [kept],
  )
})

it('saves and publishes photos of the library, and refuses one it does not have, at its field, storing nothing', async () => {
  signedInWith(local.adminCookie)
  expect(
    await saveContentAction(null, await form(withPhotos(kept, [kept, undefined, kept]), 'publish')),
  ).toMatchObject({
    ok: true,
  })
  const published = await local.db.query<{ content: Home }>('select content from public.page_content')
  expect(published.rows[0]!.content.hero.picture.photo).toBe(kept)
  expect(published.rows[0]!.content.gallery.pictures.map(({ photo }) => photo ?? null)).toEqual([
    kept,
    null,
    kept,
    null,
    null,
    null,
  ])

  await local.db.exec('truncate public.page_content, public.page_content_drafts, public.page_versions')
  for (const intent of ['draft', 'publish'] as const)
    expect(await saveContentAction(null, await form(withPhotos(kept, [undefined, unknown]), intent))).toEqual(
      {
        ok: false,
        message: 'Revisa los campos marcados',
        fieldErrors: { 'gallery.pictures.1.photo': gone },
      },
    )
  expect(await count('page_content_drafts')).toBe(0)
  expect(await count('page_content')).toBe(0)
})

it('lists a photo the library does not have in the review, and names photos by their alt text', async () => {
  signedInWith(local.adminCookie)
  const data = new FormData()
  data.set('path', path)
  data.set('content', JSON.stringify(withPhotos(kept, [unknown])))
  const review = (await reviewContentAction(null, data)).data!
  expect(review.errors).toEqual({ 'gallery.pictures.0.photo': gone })
  expect(review.content).toEqual(
    expect.arrayContaining([
      { path: 'hero.picture.photo', before: null, after: 'Foto «Placas en un tejado de Cieza»' },
      {
        path: 'gallery.pictures.0.photo',
        before: null,
        after: `Foto que ya no está en la biblioteca (${unknown})`,
      },
    ]),
  )
  expect(await count('page_content_drafts')).toBe(0)
})

it('never publishes a draft whose photo left the library after it was saved', async () => {
  signedInWith(local.adminCookie)
  expect(await saveContentAction(null, await form(withPhotos(kept, [])))).toMatchObject({ ok: true })
  // Deleted behind the editor's back (the library refuses while a draft uses it; the owner does not ask).
  await local.db.query('delete from public.photos where id = $1', [kept])
  const { rows } = await local.db.query<{ id: string }>(
    `select id from auth.users where email = 'gerencia@example.com'`,
  )
  const refusal = publishPage(path, { id: rows[0]!.id, email: 'gerencia@example.com', isAdmin: true })
  await expect(refusal).rejects.toBeInstanceOf(UnpublishableDraftError)
  await expect(refusal).rejects.toMatchObject({ fieldErrors: { 'hero.picture.photo': gone } })
  expect(await count('page_content')).toBe(0)
})

it('the history names a changed photo by its alt text', () => {
  const changes = [
    { path: 'hero.picture.photo', before: null, after: kept },
    { path: 'gallery.pictures.2.photo', before: kept, after: unknown },
    { path: 'hero.picture.alt', before: 'Dibujo', after: 'Placas' },
  ]
  expect(withPhotoNames(changes, [{ id: kept, alt: 'Placas en un tejado de Cieza' }])).toEqual([
    { path: 'hero.picture.photo', before: null, after: 'Foto «Placas en un tejado de Cieza»' },
    {
      path: 'gallery.pictures.2.photo',
      before: 'Foto «Placas en un tejado de Cieza»',
      after: `Foto que ya no está en la biblioteca (${unknown})`,
    },
    { path: 'hero.picture.alt', before: 'Dibujo', after: 'Placas' },
  ])
})

it('the history names a social image made from a photo by the photo’s alt text; any other address stays', () => {
  const changes = [
    { path: 'ogImage', before: '/images/obra.png', after: `/fotos/social/${kept}.jpg` },
    { path: 'ogImage', before: `/fotos/social/${unknown}.jpg`, after: null },
  ]
  expect(withPhotoNames(changes, [{ id: kept, alt: 'Placas en un tejado de Cieza' }])).toEqual([
    { path: 'ogImage', before: '/images/obra.png', after: 'Foto «Placas en un tejado de Cieza»' },
    { path: 'ogImage', before: `Foto que ya no está en la biblioteca (${unknown})`, after: null },
  ])
})
