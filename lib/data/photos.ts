import { toPageState, type StateAnswer } from './page-state'
import { asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import { DataError } from './types'
import { PhotoChangedError } from '@/lib/photos/types'
import type { AdminCaller } from './types'
import type { NewPhoto, Photo, PhotoDetails, PhotoUse } from '@/lib/photos/types'

// The photo library as the signed-in admin; SQL shapes the answers (20261202000000_photos). Files: lib/photos/.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const photosOver = (db: Transport) => (caller: AdminCaller) => {
  const as = asAdmin(caller)
  const call = <T>(fn: string, args: Record<string, unknown>) =>
    failingAs(`Could not call ${fn}`, () => db.rpc<T>(fn, args, as))
  const get = async (id: string) =>
    UUID.test(id) ? ((await call<Photo[]>('photo_library', { only_photo: id }))[0] ?? null) : null
  const found = async (id: string) => (await get(id)) ?? Promise.reject(new DataError(`No photo ${id}`))
  return {
    list: () => call<Photo[]>('photo_library', { only_photo: null }),
    add: async (photo: NewPhoto) => {
      await failingAs('Could not store the photo', () => db.insert('photos', photo, as))
      return found(photo.id)
    },
    updateDetails: async (id: string, { alt, caption, place }: PhotoDetails, basedOn: number) => {
      const details = { new_alt: alt, new_caption: caption, new_place: place }
      const answer = await call<StateAnswer | null>('update_photo_details', {
        target_photo: id,
        ...details,
        based_on: basedOn,
      })
      if (!answer) throw new DataError(`No photo ${id}`)
      if (!answer.saved) throw new PhotoChangedError(toPageState(answer))
      return found(id)
    },
    delete: (id: string) =>
      call<{ deleted: true } | { deleted: false; uses: PhotoUse[] }>('delete_photo', { target_photo: id }),
    existingIds: async (ids: string[]) => {
      if (ids.length === 0) return new Set<string>()
      const rows = await failingAs('Could not read the photo ids', () =>
        db.select<{ id: string }>('photos', { columns: 'id' }, as),
      )
      const stored = new Set(rows.map((row) => row.id))
      return new Set(ids.filter((id) => stored.has(id)))
    },
  }
}
