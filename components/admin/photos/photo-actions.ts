'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { refusedIfChangedMeanwhile, type SavedRevision } from '@/lib/admin/page-changed'
import { updatePhotoDetails } from '@/lib/data'
import { deletePhoto } from '@/lib/photos/delete-photo'
import type { PhotoUse } from '@/lib/photos/types'
import { regeneratePages } from '@/lib/page-cache'
import { publishedPaths } from '@/lib/photos/photo-uses'
import { photoEditSchema } from '@/lib/validations/photo'

// The library's two writes: a photo's texts and focal point (based on the
// revision the form showed, so no one's change is replaced silently) and its deletion (refused,
// in the database, while a page uses it, in its content or as its social image). The upload is POST /api/fotos.

z.config({ jitless: true }) // The CSP forbids eval; see lib/validations/lead.ts.

const notAdmin = 'Tu cuenta no tiene permiso para cambiar las fotos.'
const photoId = z.uuid('Esa foto no existe')

const updateSchema = photoEditSchema.and(z.object({ id: photoId, basedOn: z.coerce.number().int().min(0) }))

export const updatePhotoAction = adminAction<typeof updateSchema, SavedRevision>(
  updateSchema,
  async ({ id, basedOn, ...edit }, admin) => {
    try {
      const photo = await updatePhotoDetails(id, edit, admin, basedOn)
      // The public pages showing the photo, or sharing it as their social image, crop it around
      // its focal point: they render again.
      const showing = edit.focalX === undefined ? [] : publishedPaths(photo.uses)
      if (showing.length > 0) regeneratePages(...showing)
      refresh()
      return { ok: true, message: 'Cambios de la foto guardados', data: { revision: photo.revision } }
    } catch (error) {
      return refusedIfChangedMeanwhile(error, admin.id)
    }
  },
  { failure: 'No se pudieron guardar los textos de la foto', notAdmin },
)

const deleteSchema = z.object({ id: photoId })

export const deletePhotoAction = adminAction<typeof deleteSchema, { uses: PhotoUse[] }>(
  deleteSchema,
  async ({ id }, admin) => {
    const result = await deletePhoto(id, admin)
    if (!result.deleted)
      return {
        ok: false,
        message: 'No se puede borrar: esta foto se usa en estas páginas. Quítala de ellas primero.',
        data: { uses: result.uses },
      }
    // No published page showed it, in its content or as its social image: none renders again.
    refresh()
    return { ok: true, message: 'Foto borrada' }
  },
  { failure: 'No se pudo borrar la foto', notAdmin },
)
