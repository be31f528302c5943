'use client'

import { PhotoFieldGroup } from '@/components/admin/photos/photo-field-group'
import type { Photo, PhotoChoice } from '@/lib/photos/types'
import { socialImagePath, socialImagePhoto, versionedSocialImage } from '@/lib/photos/social-image-path'

/** A photo the social image may be made from: what the grid shows, and the focal point its crop follows. */
export type SocialPhotoChoice = PhotoChoice & Pick<Photo, 'focalX' | 'focalY'>

const id = 'seo-ogImage'

/**
 * The image a page shows when shared: a photo of the library, cropped by the
 * site to the networks' size around its focal point, or the site's default
 * image. The record stores its address (an address stored before the library
 * existed still shows, and 'Quitar' takes it away).
 */
export function SocialImageField({
  value,
  photos,
  error,
  onChange,
}: {
  /** The stored address; empty for the default image. */
  value: string
  photos: SocialPhotoChoice[]
  error?: string
  onChange: (address: string) => void
}) {
  const chosen = socialImagePhoto(value) ?? undefined
  const address = value.trim() !== '' && !chosen ? value : null
  return (
    <PhotoFieldGroup
      id={id}
      label="Imagen Open Graph"
      hint="La imagen que se ve al compartir la página en redes y mensajería. La web recorta la foto al tamaño de las redes alrededor de su punto de interés. Sin foto: la imagen por defecto del sitio."
      error={error}
      photos={photos}
      chosen={chosen}
      onChange={(next) => onChange(next ? socialImagePath(next) : '')}
      dialogTitle="Elegir la imagen para redes sociales"
      noPhotoText="Sin foto: la imagen por defecto del sitio."
    >
      {address ? (
        <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
          <p className="break-all">
            Ahora: la imagen de <span className="font-mono">{address}</span>
          </p>
          <button
            type="button"
            onClick={() => onChange('')}
            className="min-h-11 rounded-full border border-line bg-white px-4 py-2 font-semibold text-brand-800"
          >
            Quitar<span className="sr-only"> la imagen de esa dirección</span>
          </button>
        </div>
      ) : null}
    </PhotoFieldGroup>
  )
}

/** What the preview shows: the crop of the chosen photo, an address stored before, or the default image. */
export function socialPreviewImage(value: string, photos: SocialPhotoChoice[], siteUrl: string): string {
  const id = socialImagePhoto(value)
  const chosen = photos.find((photo) => photo.id === id)
  if (chosen) return versionedSocialImage(chosen.id, { x: chosen.focalX, y: chosen.focalY })
  // A photo gone from the library: visitors get the default image, as here.
  return value.trim() && !id ? new URL(value, `${siteUrl}/`).toString() : '/social-image.png'
}
