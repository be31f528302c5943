import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { existingPhotoIds } from '@/lib/data'

// A picture of a page's content may show a photo of the library (`photo`, its
// id). The schema checks the id's form; this checks that the photo is still in
// the library, on saving, on reviewing and on publishing, so a page never
// publishes an address that answers 404.

export const photoGoneMessage = 'La foto elegida ya no está en la biblioteca'

/** Every photo a content value names, by the dotted path of its `photo` field. */
export function photoPlaces(content: unknown): { path: string; id: string }[] {
  const places: { path: string; id: string }[] = []
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]))
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'photo' && typeof value === 'string')
          places.push({ path: [...path, key].join('.'), id: value })
        else walk(value, [...path, key])
      }
  }
  walk(content, [])
  return places
}

/** Each photo of `content` that the library no longer has, by its dotted path, with the message shown at its field. */
export async function missingPhotos(content: unknown, user: SessionUser): Promise<Record<string, string>> {
  const places = photoPlaces(content)
  if (places.length === 0) return {}
  const existing = await existingPhotoIds([...new Set(places.map(({ id }) => id))], user)
  return Object.fromEntries(
    places.filter(({ id }) => !existing.has(id)).map(({ path }) => [path, photoGoneMessage]),
  )
}

/** The content editor's answer when a picture's photo is gone: each message at its field, nothing stored. */
export async function checkPhotos(
  content: unknown,
  user: SessionUser,
): Promise<{ ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> }> {
  const fieldErrors = await missingPhotos(content, user)
  return Object.keys(fieldErrors).length === 0
    ? { ok: true }
    : { ok: false, message: 'Revisa los campos marcados', fieldErrors }
}
