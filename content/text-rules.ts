import { z } from 'zod'

// The building blocks of the content schema (content/types.ts): plain text with
// a length limit, bounded lists and the link rule, each with the Spanish message
// staff see at the field when the admin area saves a page.

/**
 * What a content field's metadata tells the content form and the history
 * (`.meta({ label: 'Filas', item: 'fila' })`): zod keeps it in z.globalRegistry
 * and z.toJSONSchema writes it beside the field's rules. Parsing ignores it.
 */
export interface FieldMeta {
  /** The field's Spanish label; for a section kind's schema, the kind's name ('Tabla'). */
  label?: string
  /** A line under the field saying what it is or where its usual value comes from. */
  help?: string
  /** A list's item, lower case: 'fila' reads 'fila 2', 'Quitar fila 2'. */
  item?: string
  /** A choice's Spanish name by value, where the value means little to staff; then every one is named. */
  options?: Record<string, string>
  /** Shown but not edited: part of the page's structure (a section's kind and anchor). */
  fixed?: boolean
  /** A photo of the library, by its id: the form offers the library's photos. */
  photo?: boolean
}

declare module 'zod' {
  // Types `.meta()` with the content's keys; FieldMeta's fields are all optional.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends FieldMeta {}
}

/** C0 controls (line breaks included), DEL and C1 controls. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/
/**
 * Zero-width spaces and joiners, direction marks, bidi embeddings, overrides
 * and isolates, word joiner, invisible operators, byte-order mark. Fewer than
 * a lead loses (lib/validations/invisible-characters.ts): stored pages are
 * read back through this schema, so a wider set would make a page already
 * published with, say, a soft hyphen unreadable.
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/
/** The start of an HTML tag, comment or declaration: '<b', '</', '<!', '<?'. A lone '<' (as in '< 5 kW') is text. */
const TAG = /<[a-z/!?]/i

/** One line of plain text, 1 to `max` characters, with no HTML and no control or invisible characters. */
export const plainText = (max: number) =>
  z
    .string({ error: 'Escribe un texto' })
    .trim()
    .min(1, { error: 'Este campo no puede quedar vacío' })
    .max(max, { error: `Como máximo ${max} caracteres` })
    .refine((value) => !TAG.test(value), { error: 'Solo texto sin formato: quita las etiquetas HTML (<…>)' })
    .refine((value) => !CONTROL.test(value) && !INVISIBLE.test(value), {
      error: 'Quita los saltos de línea y los caracteres invisibles o de control',
    })

/** What zod says of a part (hero, section, card...) that is missing, is not an object, or has unknown fields. */
const partError = (issue: { code?: string; input?: unknown }) =>
  issue.code === 'unrecognized_keys'
    ? 'Hay campos que esta parte de la página no tiene'
    : issue.input === undefined
      ? 'Falta esta parte de la página'
      : 'Esta parte de la página no tiene la forma esperada'

/** A part of a page: exactly these fields. */
export const part = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, { error: partError })

/** A list of at most `max` items (`noun`, plural, names them in the message), at least `min`. */
export const list = <T extends z.ZodType>(
  item: T,
  { min = 0, max, noun }: { min?: number; max: number; noun: string },
) =>
  z
    .array(item, {
      error: (issue) => (issue.input === undefined ? 'Falta esta lista' : 'Debe ser una lista'),
    })
    .min(min, { error: min === 1 ? 'Añade al menos un elemento' : `Añade al menos ${min} ${noun}` })
    .max(max, { error: `Como máximo ${max} ${noun}` })

/** A photo id, as the database makes them (gen_random_uuid) and photo_uses() finds them. */
const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A picture's optional photo of the library (`photo`): without it the page
 * shows the place's drawing. The server checks that the photo still exists.
 */
export const photoId = () =>
  z
    .string({ error: 'Elige una foto de la biblioteca' })
    .regex(PHOTO_ID, { error: 'Elige una foto de la biblioteca' })
    .max(36)
    .optional()
    .meta({ label: 'Foto', photo: true })

/** A path of this site ('/…' but not '//' or '/\', which browsers read as another host). */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/
/** An element id on the same page, for buttons that scroll: '#contacto'. */
export const ANCHOR = /^#[a-z][a-z0-9-]*$/i
/** An https address with a host and no credentials. */
const HTTPS_URL = /^https:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?$/i

/** Where a button leads: a site path, an anchor on the page or an https address. */
export const linkHref = z
  .string({ error: 'Escribe un enlace' })
  .trim()
  .min(1, { error: 'Escribe un enlace' })
  .max(250, { error: 'Como máximo 250 caracteres' })
  .refine((value) => SITE_PATH.test(value) || ANCHOR.test(value) || HTTPS_URL.test(value), {
    error: 'El enlace debe ser una ruta del sitio (/…), un ancla (#…) o una dirección https://',
  })
