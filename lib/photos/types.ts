import type { PhotoDetails } from '@/lib/validations/photo'

// The photo library as staff see it, whichever backend stores it.

/** Where page content uses a photo: a page's published content, its draft, or a scheduled copy. */
export type PhotoUse = { path: string; state: 'publicada' | 'borrador' | 'programada' }

/** A photo of the library: its details, its stored file's size, and where pages use it. */
export type Photo = {
  id: string
  alt: string
  caption: string | null
  place: string | null
  width: number
  height: number
  bytes: number
  revision: number
  createdAt: string
  createdByEmail: string | null
  uses: PhotoUse[]
}

/** A new photo's row: its details (lib/validations/photo.ts), its stored file's id and size. */
export type NewPhoto = PhotoDetails & { id: string; width: number; height: number; bytes: number }
