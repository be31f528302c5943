import type { PhotoChoice } from './types'

/** Lower case without accents, so 'cieza' finds 'Cieza' and 'electrico' finds 'eléctrico'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The photos whose alt text or place holds every word typed, in their order; all of them for an empty search. */
export function searchPhotos<T extends PhotoChoice>(photos: T[], query: string): T[] {
  const words = folded(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return photos
  return photos.filter((photo) => {
    const text = folded(`${photo.alt} ${photo.place ?? ''}`)
    return words.every((word) => text.includes(word))
  })
}
