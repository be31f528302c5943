'use client'

import { controlProps, FormField, inputClass } from '@/components/ui/form-field'
import {
  MAX_ALT_LENGTH,
  MAX_CAPTION_LENGTH,
  MAX_PLACE_LENGTH,
  photoDetailsSchema,
  type PhotoDetailsValues,
} from '@/lib/validations/photo'

// A photo's three texts, as the upload card and the library's edit form ask
// for them, checked in the browser by the server's own schema and messages.

export type PhotoDetailsErrors = Partial<Record<keyof PhotoDetailsValues, string>>

export const emptyDetails: PhotoDetailsValues = { alt: '', caption: '', place: '' }

/** The schema's messages for `values`, by field; empty when they would be accepted. */
export function detailErrors(values: PhotoDetailsValues): PhotoDetailsErrors {
  const parsed = photoDetailsSchema.safeParse(values)
  if (parsed.success) return {}
  const errors: PhotoDetailsErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PhotoDetailsValues
    errors[field] ??= issue.message
  }
  return errors
}

const fields = [
  {
    key: 'alt',
    label: 'Texto alternativo',
    marker: 'required',
    max: MAX_ALT_LENGTH,
    hint: 'Qué se ve en la foto, para quien no puede verla y para los buscadores. Ejemplo: «Placas solares en el tejado de una nave en Cieza».',
  },
  { key: 'caption', label: 'Pie de foto', marker: 'optional', max: MAX_CAPTION_LENGTH, hint: undefined },
  {
    key: 'place',
    label: 'Lugar',
    marker: 'optional',
    max: MAX_PLACE_LENGTH,
    hint: 'Ejemplo: «Cieza» o «Abarán».',
  },
] as const

export function PhotoDetailsFields({
  idPrefix,
  values,
  errors,
  onChange,
  readOnly = false,
}: {
  /** Unique on the page: each control's id is `<idPrefix>-<field>`. */
  idPrefix: string
  values: PhotoDetailsValues
  errors: PhotoDetailsErrors
  onChange: (values: PhotoDetailsValues) => void
  readOnly?: boolean
}) {
  return (
    <div className="grid gap-3">
      {fields.map(({ key, label, marker, max, hint }) => {
        const id = `${idPrefix}-${key}`
        const parts = { hint, error: errors[key], counter: { length: values[key].length, max } }
        return (
          <FormField key={key} id={id} label={label} marker={marker} {...parts}>
            <input
              {...controlProps(id, parts)}
              name={key}
              type="text"
              value={values[key]}
              aria-required={marker === 'required' || undefined}
              readOnly={readOnly}
              onChange={(event) => onChange({ ...values, [key]: event.target.value })}
              className={inputClass}
            />
          </FormField>
        )
      })}
    </div>
  )
}
