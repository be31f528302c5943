import { z } from 'zod'
import type { PhotoDetails } from '@/lib/validations/photo'

// The photo library as staff see it, whichever backend stores it.

/**
 * Where a page uses a photo: in its published content or SEO record, its draft, or a scheduled
 * copy; in its content ('contenido') or as its social image ('seo'), the editor's part to change it in.
 */
export const photoUseSchema = z.object({
  path: z.string(),
  state: z.enum(['publicada', 'borrador', 'programada']),
  part: z.enum(['contenido', 'seo']),
})
export type PhotoUse = z.output<typeof photoUseSchema>

/** A photo of the library, as photo_library() answers it: its details, its stored file's size, and where pages use it. */
export const photoSchema = z.object({
  id: z.string(),
  alt: z.string(),
  caption: z.string().nullable(),
  place: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  revision: z.number(),
  /** The focal point, from 0 to 1 across and down (0.5, 0.5: the centre). */
  focalX: z.number(),
  focalY: z.number(),
  createdAt: z.string(),
  createdByEmail: z.string().nullable(),
  uses: z.array(photoUseSchema),
})
export type Photo = z.output<typeof photoSchema>

/** What a picker needs of a photo to offer it: its thumbnail, its words and its place to search by. */
export type PhotoChoice = Pick<Photo, 'id' | 'alt' | 'place'>

/** A deletion's answer: done, or refused while pages use the photo. */
export const photoDeletionSchema = z.discriminatedUnion('deleted', [
  z.object({ deleted: z.literal(true) }),
  z.object({ deleted: z.literal(false), uses: z.array(photoUseSchema) }),
])

/** A new photo's row: its details (lib/validations/photo.ts), its stored file's id and size. */
export type NewPhoto = PhotoDetails & { id: string; width: number; height: number; bytes: number }

/** A photo's focal point as the site's server reads it to crop the photo on public pages. */
export const photoFocusSchema = z.object({ id: z.string(), x: z.number(), y: z.number() })
export type PhotoFocus = z.output<typeof photoFocusSchema>
