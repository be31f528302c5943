'use client'

import { useActionState, useState } from 'react'
import { AnswerStatus } from '@/components/admin/answer-status'
import { useBasedOn } from '@/components/admin/editing/use-based-on'
import { useReplaceChoice } from '@/components/admin/editing/replace-choice'
import { PendingSubmit } from '@/components/admin/pending-submit'
import type { ActionResult } from '@/lib/admin/action'
import type { SavedRevision } from '@/lib/admin/page-changed'
import { updatePhotoAction } from './photo-actions'
import type { Photo } from '@/lib/photos/types'
import type { PhotoDetails, PhotoDetailsValues } from '@/lib/validations/photo'
import { detailErrors, PhotoDetailsFields, type PhotoDetailsErrors } from './photo-details-fields'
import { FocalPointField } from './focal-point-field'

type Props = Pick<Photo, 'id' | 'revision' | 'width' | 'height' | 'focalX' | 'focalY'> & PhotoDetails

/**
 * A photo's texts and focal point, saved on the revision the form showed: a refusal keeps
 * what was typed and says who changed the photo and when; saving again then
 * replaces their change deliberately.
 */
export function PhotoEditForm({ id, alt, caption, place, revision, width, height, focalX, focalY }: Props) {
  const [values, setValues] = useState<PhotoDetailsValues>({
    alt,
    caption: caption ?? '',
    place: place ?? '',
  })
  const [focus, setFocus] = useState({ x: focalX, y: focalY })
  const [errors, setErrors] = useState<PhotoDetailsErrors>({})
  const [result, action, pending] = useActionState<ActionResult<SavedRevision> | null, FormData>(
    updatePhotoAction,
    null,
  )
  const basedOn = useBasedOn(revision, result?.data?.revision)
  const serverErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  const shown: PhotoDetailsErrors = {
    alt: errors.alt ?? serverErrors.alt,
    caption: errors.caption ?? serverErrors.caption,
    place: errors.place ?? serverErrors.place,
  }
  const changed = result && !result.ok && result.data?.revision !== undefined
  // Their texts show in the library, opened in another tab so that what was typed here stays.
  const replace = useReplaceChoice(result, `/seo-dashboard/fotos#foto-${id}-titulo`)
  return (
    <form
      action={action}
      noValidate
      onSubmit={(event) => {
        const found = detailErrors(values)
        setErrors(found)
        if (Object.keys(found).length > 0) event.preventDefault()
        else replace.holdsSubmit(event)
      }}
      className="grid gap-3"
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="basedOn" value={basedOn} />
      <PhotoDetailsFields
        idPrefix={`foto-${id}`}
        values={values}
        errors={shown}
        onChange={(next) => {
          setValues(next)
          setErrors({})
        }}
      />
      <FocalPointField
        idPrefix={`foto-${id}`}
        photoId={id}
        width={width}
        height={height}
        value={focus}
        error={serverErrors.focalX ?? serverErrors.focalY}
        onChange={setFocus}
      />
      {changed ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-3 text-danger">
          {result.message}
        </p>
      ) : null}
      {replace.dialog}
      <div className="flex flex-wrap items-center gap-3">
        <PendingSubmit pending={pending} label="Guardar cambios" variant="secondary" />
        {changed ? null : (
          <AnswerStatus result={result} shownAt={shown.alt ?? shown.caption ?? shown.place} />
        )}
      </div>
    </form>
  )
}
