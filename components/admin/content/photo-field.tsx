'use client'

import { useRef } from 'react'
import { PhotoFieldGroup } from '@/components/admin/photos/photo-field-group'
import { useContentForm, type PhotoChoice } from './content-form-context'
import type { PhotoDescription } from '@/lib/content/describe-schema'
import { pathId, pathKey, type ValuePath } from './value-path'

export const noPhotoLabel = 'Sin foto (se muestra el dibujo)'

/**
 * The alt text a picture gets when its photo changes from `before` to `after`
 * (ids; undefined is the drawing). Staff's own words stay: the alt changes only
 * while it is empty, the library's words for the photo it had, or the drawing's
 * words the form was drawn with (a photo replaces the drawing, not its alt's author).
 */
export function altAfterChoosing({
  alt,
  before,
  after,
  drawnWith,
  photos,
}: {
  alt: string
  before: string | undefined
  after: string | undefined
  /** The picture as the form was drawn: its photo and alt text. */
  drawnWith: { photo: string | undefined; alt: string }
  photos: PhotoChoice[]
}): string {
  const libraryAlt = (id: string | undefined) => photos.find((photo) => photo.id === id)?.alt
  const written =
    alt.trim() !== '' &&
    alt !== libraryAlt(before) &&
    !(drawnWith.photo === undefined && alt === drawnWith.alt)
  if (written) return alt
  if (after !== undefined) return libraryAlt(after) ?? alt
  // Back to the drawing: its own words again, when the form was drawn with them.
  return drawnWith.photo === undefined ? drawnWith.alt : alt
}

/**
 * A picture's photo: chosen from a grid of the library's photos, or none (the
 * drawing shows), with a thumbnail of the chosen one. Choosing one fills the
 * picture's alt text (the sibling `alt`) unless staff wrote their own.
 */
export function PhotoField({
  field,
  path,
  value,
  alt,
  label,
}: {
  field: PhotoDescription
  path: ValuePath
  value: unknown
  /** The picture's alt text, beside this field; undefined when the picture has none to fill. */
  alt: string | undefined
  label: string
}) {
  const { update, errors, photos } = useContentForm()
  const id = pathId(path)
  const chosen = typeof value === 'string' ? value : undefined
  const drawnWith = useRef({ photo: chosen, alt: alt ?? '' })
  const choose = (next: string | undefined) => {
    if (alt === undefined || path.length === 0) return update(path, () => next)
    const owner = path.slice(0, -1)
    const name = path[path.length - 1]!
    update(owner, (old) => {
      const picture = { ...(old as Record<string, unknown>) }
      const before = typeof picture[name] === 'string' ? (picture[name] as string) : undefined
      const oldAlt = typeof picture.alt === 'string' ? picture.alt : ''
      if (next === undefined) delete picture[name]
      else picture[name] = next
      picture.alt = altAfterChoosing({
        alt: oldAlt,
        before,
        after: next,
        drawnWith: drawnWith.current,
        photos,
      })
      return picture
    })
  }
  return (
    <PhotoFieldGroup
      id={id}
      label={label}
      optional={field.optional}
      hint="Una foto de la sección Fotos se muestra en lugar del dibujo, con el texto alternativo de esta imagen."
      error={errors[pathKey(path)]}
      photos={photos}
      chosen={chosen}
      onChange={choose}
      dialogTitle="Elegir una foto de la biblioteca"
      noPhotoText={noPhotoLabel}
    />
  )
}
