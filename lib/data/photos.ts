import { z } from 'zod'
import { rpcAnswer, selectRows } from './answer'
import { storedRevision } from './page-state'
import { asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import { DataError, savedStateSchema } from './types'
import type { AdminCaller } from './types'
import { photoDeletionSchema, photoSchema, type NewPhoto } from '@/lib/photos/types'
import type { PhotoDetails } from '@/lib/validations/photo'

// The photo library as the signed-in admin; SQL shapes the answers (20261202000000_photos). Files: lib/photos/.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const photosOver = (db: Transport) => (caller: AdminCaller) => {
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
    updateDetails: async (id: string, { alt, caption, place }: PhotoDetails, basedOn: number) => {
      const details = { new_alt: alt, new_caption: caption, new_place: place }
      const args = { target_photo: id, ...details, based_on: basedOn }
      const answer = await call('update_photo_details', args, savedStateSchema.nullable())
      if (!answer) throw new DataError(`No photo ${id}`)
      storedRevision('photo', answer)
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
