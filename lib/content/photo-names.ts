import type { FieldChange } from './diff'

// A picture's photo is stored as its id; the history and 'Revisar cambios'
// show it in staff's words instead: the photo's alt text in the library.

const isPhotoPath = (path: string) => path === 'photo' || path.endsWith('.photo')

/** `changes` with each photo id replaced by «its alt text», or by a note when the library no longer has it. */
export function withPhotoNames(changes: FieldChange[], photos: { id: string; alt: string }[]): FieldChange[] {
  const altOf = new Map(photos.map(({ id, alt }) => [id, alt]))
  const name = (id: string | null) => {
    if (id === null) return null
    const alt = altOf.get(id)
    return alt === undefined ? `Foto que ya no está en la biblioteca (${id})` : `Foto «${alt}»`
  }
  return changes.map((change) =>
    isPhotoPath(change.path) ? { ...change, before: name(change.before), after: name(change.after) } : change,
  )
}
