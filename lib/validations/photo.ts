import { z } from 'zod'
import { withoutInvisible } from './invisible-characters'

// A photo's details (alt text, caption, place), shared by the library's form
// and the server (the upload route, the details' save). Each is one line of
// plain text: invisible characters removed, spaces collapsed, then control
// characters and HTML tags refused; public.photos checks the lengths again.
// Full zod: the admin area only.

z.config({ jitless: true }) // The CSP forbids eval; see lib/validations/lead.ts.

export const MAX_ALT_LENGTH = 200
export const MAX_CAPTION_LENGTH = 300
export const MAX_PLACE_LENGTH = 120

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/
/** The start of an HTML tag, comment or declaration; a lone '<' is text. */
const TAG = /<[a-z/!?]/i

const line = (max: number, tooLong: string, missing = 'Escribe un texto') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'Escribe un texto') })
    .transform((value) => withoutInvisible(value).normalize('NFC'))
    .refine((value) => !CONTROL.test(value), {
      error: 'Quita los saltos de línea y los caracteres de control',
    })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .refine((value) => !TAG.test(value), { error: 'Solo texto sin formato: quita las etiquetas HTML (<…>)' })
    .refine((value) => value.length <= max, { error: tooLong })

/** Empty, absent or null is no value (null). */
const optionalLine = (max: number, tooLong: string) =>
  line(max, tooLong)
    .nullish()
    .transform((value) => value || null)

const altRequired = 'Describe la foto: el texto alternativo es obligatorio'

export const photoDetailsSchema = z.object({
  alt: line(
    MAX_ALT_LENGTH,
    `El texto alternativo tiene como máximo ${MAX_ALT_LENGTH} caracteres`,
    altRequired,
  ).refine((value) => value.length > 0, { error: altRequired }),
  caption: optionalLine(
    MAX_CAPTION_LENGTH,
    `El pie de foto tiene como máximo ${MAX_CAPTION_LENGTH} caracteres`,
  ),
  place: optionalLine(MAX_PLACE_LENGTH, `El lugar tiene como máximo ${MAX_PLACE_LENGTH} caracteres`),
})

/** What the schema accepts: what the upload sends, what the edit form posts. */
export type PhotoDetailsInput = z.input<typeof photoDetailsSchema>
/** What staff write of a photo, as stored: an empty caption or place is null. */
export type PhotoDetails = z.output<typeof photoDetailsSchema>
/** The form's texts as typed (empty: none). */
export type PhotoDetailsValues = Record<keyof PhotoDetailsInput, string>

/** The centre: where a photo without a focal point is cropped around. */
export const CENTRE = 0.5

// Kept to thousandths, as public.photos stores it: finer than any screen shows.
// A form posts text: an empty one is no number (Number('') would be 0, the edge).
const outside = 'El punto de interés tiene que estar dentro de la foto'
const focalCoordinate = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'Elige el punto de interés haciendo clic en la foto' })
      .min(0, { error: outside })
      .max(1, { error: outside }),
  )
  .transform((value) => Math.round(value * 1000) / 1000)

/** A photo's focal point: x from the left edge (0) to the right (1), y from the top (0) to the bottom (1). */
export const focalPointSchema = z.object({ focalX: focalCoordinate, focalY: focalCoordinate })

/** What the library's edit form saves: the texts, and the focal point (left out: kept as stored). */
export const photoEditSchema = photoDetailsSchema
  .extend(focalPointSchema.partial().shape)
  .refine((edit) => (edit.focalX === undefined) === (edit.focalY === undefined), {
    error: 'Elige el punto de interés haciendo clic en la foto',
    path: ['focalX'],
  })
export type PhotoEdit = z.output<typeof photoEditSchema>
