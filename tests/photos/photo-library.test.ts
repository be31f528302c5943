import { emptyPhotosDir, filesInPhotosDir } from '../support/photos-folder'
import type { SessionUser } from '@/lib/auth/types'
import { existingPhotoIds, listPhotos, saveContentDraft, updatePhotoDetails } from '@/lib/data'
import { ChangedMeanwhileError } from '@/lib/data/types'
import { addPhoto } from '@/lib/photos/add-photo'
import { deletePhoto } from '@/lib/photos/delete-photo'
import { createAccount, createTestDb } from '../support/database'
import { getLocalDb } from '@/lib/db/database'
import type { PGlite } from '@electric-sql/pglite'
import { jpegWithGps } from './images'
import { createSnapshotBackend } from '@/lib/data/local/snapshot-backend'
import { focalPointsIn } from '@/lib/photos/photo-focus'

// The library through lib/data's door, on the local backend (PGlite, the photo
// folder): newest first with who added each photo, details saved only at the
// revision the edit started from, a photo in use kept with the pages that use
// it, and a deleted photo's file gone with its row.

jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))

let db: PGlite
let admin: SessionUser
let ana: SessionUser
const user = (account: { userId: string; email: string }): SessionUser =>
  ({ id: account.userId, email: account.email, isAdmin: true }) as SessionUser

beforeAll(async () => {
  db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(db)
  admin = user(await createAccount(db, 'gerencia@example.com', { admin: true }))
  ana = user(await createAccount(db, 'ana@example.com', { admin: true }))
})
beforeEach(async () => {
  await db.exec('delete from public.page_content_drafts; delete from public.photos')
  emptyPhotosDir()
})
afterAll(() => db.close())

/** A photo as the library's page lists it; null when it is not there. */
const getPhoto = async (id: string, by: SessionUser) =>
  (await listPhotos(by)).find((photo) => photo.id === id) ?? null

const add = async (alt: string, by = admin) => {
  const result = await addPhoto(await jpegWithGps(), { alt, caption: '', place: null }, by)
  if (!result.ok) throw new Error(result.error)
  return result.photo
}

it('lists the newest photo first, with who added it', async () => {
  const first = await add('Tejado en Abarán')
  const second = await add('Nave en Cieza', ana)
  expect((await listPhotos(admin)).map((photo) => [photo.alt, photo.createdByEmail])).toEqual([
    [second.alt, 'ana@example.com'],
    [first.alt, 'gerencia@example.com'],
  ])
  expect(await getPhoto(first.id, admin)).toEqual(first)
  expect(await getPhoto('no-es-un-id', admin)).toBeNull()
  expect(await existingPhotoIds([first.id, '6f4a2d1c-9e8b-4a7f-8c3d-2b1a0f9e8d7c'], admin)).toEqual(
    new Set([first.id]),
  )
})

it('saves details only at the revision the edit started from, and says who changed them and when', async () => {
  const photo = await add('Tejado')
  const saved = await updatePhotoDetails(
    photo.id,
    { alt: 'Tejado de una casa', caption: null, place: 'Blanca' },
    ana,
    1,
  )
  expect(saved).toMatchObject({ alt: 'Tejado de una casa', place: 'Blanca', revision: 2 })
  const stale = updatePhotoDetails(photo.id, { alt: 'Otro', caption: null, place: null }, admin, 1)
  await expect(stale).rejects.toBeInstanceOf(ChangedMeanwhileError)
  await expect(stale).rejects.toMatchObject({
    thing: 'photo',
    state: { revision: 2, changedByEmail: 'ana@example.com' },
  })
  expect((await getPhoto(photo.id, admin))!.alt).toBe('Tejado de una casa')
})

it('keeps a photo a draft uses, naming the page, and deletes one nothing uses with its file', async () => {
  const photo = await add('Inversor')
  await saveContentDraft(
    {
      path: '/',
      content: { gallery: { items: [{ src: '/images/gallery-1.svg', photo: photo.id, alt: 'x' }] } },
      reviewBefore: null,
    },
    admin,
  )
  expect((await getPhoto(photo.id, admin))!.uses).toEqual([
    { path: '/', state: 'borrador', part: 'contenido' },
  ])
  expect(await deletePhoto(photo.id, admin)).toEqual({
    deleted: false,
    uses: [{ path: '/', state: 'borrador', part: 'contenido' }],
  })
  expect(filesInPhotosDir()).toEqual([`${photo.id}.webp`])

  await db.exec('delete from public.page_content_drafts')
  expect(await deletePhoto(photo.id, admin)).toEqual({ deleted: true })
  expect(await listPhotos(admin)).toEqual([])
  expect(filesInPhotosDir()).toEqual([])
})

it('stores nothing, neither row nor file, for an account that is not admin', async () => {
  const staff = { ...user(await createAccount(db, 'staff@example.com')), isAdmin: false }
  await expect(addPhoto(await jpegWithGps(), { alt: 'Intento' }, staff)).rejects.toThrow(
    'Could not store the photo',
  )
  expect((await db.query('select id from public.photos')).rows).toEqual([])
  expect(filesInPhotosDir()).toEqual([])
})

it('keeps a focal point with the photo, which public pages read, and the build from its snapshot', async () => {
  const photo = await add('Nave en Cieza')
  const content = { hero: { photo: photo.id }, gallery: [{ photo: photo.id }] }
  // Until staff choose one, the centre.
  expect(await focalPointsIn(content)).toEqual(new Map([[photo.id, { x: 0.5, y: 0.5 }]]))
  const edit = { alt: 'Nave en Cieza', caption: null, place: null, focalX: 0.3, focalY: 0.75 }
  const saved = await updatePhotoDetails(photo.id, edit, admin, photo.revision)
  expect(saved).toMatchObject({ focalX: 0.3, focalY: 0.75, revision: photo.revision + 1 })
  expect(await focalPointsIn(content)).toEqual(new Map([[photo.id, { x: 0.3, y: 0.75 }]]))
  // A photo no longer in the library has none; content without photos reads nothing.
  expect(await focalPointsIn({ hero: { photo: '00000000-0000-4000-8000-000000000000' } })).toEqual(new Map())
  expect(await focalPointsIn(null)).toEqual(new Map())
  // The save rewrote the build's copy.
  expect(await createSnapshotBackend().photoFocus([photo.id])).toEqual([{ id: photo.id, x: 0.3, y: 0.75 }])
  // Texts saved without a point keep it.
  await updatePhotoDetails(photo.id, { alt: 'Otra', caption: null, place: null }, admin, saved.revision)
  expect(await getPhoto(photo.id, admin)).toMatchObject({ alt: 'Otra', focalX: 0.3, focalY: 0.75 })
})
