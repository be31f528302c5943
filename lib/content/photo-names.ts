import { socialImagePhoto } from '@/lib/photos/social-image-path'
import type { FieldChange } from './diff'

// A picture's photo is stored as its id, and a social image made from a
// photo as its address; the history and 'Revisar cambios' show either in
// staff's words instead: the photo's alt text in the library.

const isPhotoPath = (path: string) => path === 'photo' || path.endsWith('.photo')
const isSocialImagePath = (path: string) => path === 'ogImage'

/** `changes` with each photo id replaced by «its alt text», or by a note when the library no longer has it. */
export function withPhotoNames(changes: FieldChange[], photos: { id: string; alt: string }[]): FieldChange[] {
  const altOf = new Map(photos.map(({ id, alt }) => [id, alt]))
  const name = (id: string | null) => {
    if (id === null) return null
    const alt = altOf.get(id)
    return alt === undefined ? `Foto que ya no está en la biblioteca (${id})` : `Foto «${alt}»`
  }
  /** A social image's address names its photo; any other address stays as it is. */
  const image = (address: string | null) => {
    const id = socialImagePhoto(address)
    return id ? name(id) : address
  }
  return changes.map((change) =>
    isPhotoPath(change.path)
      ? { ...change, before: name(change.before), after: name(change.after) }
      : isSocialImagePath(change.path)
        ? { ...change, before: image(change.before), after: image(change.after) }
        : change,
  )
}
