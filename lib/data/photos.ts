import { z } from 'zod'
import { rpcAnswer, selectRows } from './answer'
import { storedRevision } from './page-state'
import { asAdmin, server, type Transport } from './transport'
import { failingAs } from './failing-as'
import { DataError, savedStateSchema } from './types'
import type { AdminCaller, DataHooks } from './types'
import { photoDeletionSchema, photoFocusSchema, photoSchema, type NewPhoto } from '@/lib/photos/types'
import type { PhotoEdit } from '@/lib/validations/photo'

// The photo library as the signed-in admin; SQL shapes the answers (20261202000000_photos). Files: lib/photos/.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

type Hooks = Pick<DataHooks, 'onPhotoFocusChanged'>

export const photosOver = (db: Transport, hooks?: Hooks) => (caller: AdminCaller) => {
  const as = asAdmin(caller)
  const call = <S extends z.ZodType>(fn: string, args: Record<string, unknown>, answer: S) =>
    failingAs(`Could not call ${fn}`, () => rpcAnswer(db, fn, args, as, answer))
  const library = (only: string | null) => call('photo_library', { only_photo: only }, z.array(photoSchema))
  const get = async (id: string) => (UUID.test(id) ? ((await library(id))[0] ?? null) : null)
  const found = async (id: string) => (await get(id)) ?? Promise.reject(new DataError(`No photo ${id}`))
  return {
    list: () => library(null),
    add: async (photo: NewPhoto) => {
      await failingAs('Could not store the photo', () => db.insert('photos', photo, as))
      return found(photo.id)
    },
    updateDetails: async (id: string, edit: PhotoEdit, basedOn: number) => {
      const details = { new_alt: edit.alt, new_caption: edit.caption, new_place: edit.place }
      // Without a focal point, the texts-only form of the function keeps the stored one.
      const { focalX, focalY } = edit
      const focal =
        focalX === undefined || focalY === undefined ? {} : { new_focal_x: focalX, new_focal_y: focalY }
      const args = { target_photo: id, ...details, ...focal, based_on: basedOn }
      const answer = await call('update_photo_details', args, savedStateSchema.nullable())
      if (!answer) throw new DataError(`No photo ${id}`)
      storedRevision('photo', answer)
      if (hooks?.onPhotoFocusChanged) hooks.onPhotoFocusChanged(await photoFocusOver(db)(null))
      return found(id)
    },
    delete: (id: string) => call('delete_photo', { target_photo: id }, photoDeletionSchema),
    existingIds: async (ids: string[]) => {
      if (ids.length === 0) return new Set<string>()
      const rows = await failingAs('Could not read the photo ids', () =>
        selectRows(db, 'photos', { columns: 'id' }, as, photoSchema.pick({ id: true })),
      )
      const stored = new Set(rows.map((row) => row.id))
      return new Set(ids.filter((id) => stored.has(id)))
    },
  }
}

/**
 * Focal points as the site's server reads them (of the photos `ids` names that exist, or of every
 * photo): public pages crop their photos around them. A failed read throws, as every public read does.
 */
export const photoFocusOver = (db: Transport) => (ids: string[] | null) => {
  const args = { photo_ids: ids?.filter((id) => UUID.test(id)) ?? null }
  return failingAs("Could not read the photos' focal points", () =>
    rpcAnswer(db, 'photo_focal_points', args, server, z.array(photoFocusSchema)),
  )
}
