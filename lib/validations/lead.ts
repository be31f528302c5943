import { z } from 'zod/mini'
import { leadLimits } from './lead-limits'

// The quote and contact form's rules, shared by the browser
// form (react-hook-form's zod resolver) and the server action. Written with
// zod/mini, whose functional API lets the browser bundle keep only what this
// schema uses (a fraction of full zod's size). Text is
// normalised before it is checked: Unicode NFC, control characters removed
// (tabs and line breaks survive in the message only), surrounding spaces trimmed.

export { leadLimits }

// zod compiles object parsers with `new Function` when the page allows it, and
// probes for that with eval; the site's Content-Security-Policy forbids eval,
// so skip the probe (and a CSP report in every visitor's console).
z.config({ jitless: true })

const singleLine = (value: string) =>
  value
    .normalize('NFC')
    .replace(/[\t\n\r\u2028\u2029]/g, ' ')
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

const multiLine = (value: string) =>
  value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '')
    .trim()

const blankAsEmpty = z.transform((value: unknown) => (value === undefined || value === null ? '' : value))

/** A text field: absent or null counts as empty, anything else but a string is refused with `invalid`. */
function text(invalid: string, clean: (value: string) => string, ...checks: z.core.$ZodCheck<string>[]) {
  return z.pipe(blankAsEmpty, z.string({ error: invalid }).check(z.overwrite(clean), ...checks))
}

const privacyMessage = 'Debes aceptar la política de privacidad'

export const leadSchema = z.object({
  email: z.pipe(
    text('Email inválido', singleLine, z.maxLength(leadLimits.email, 'Email demasiado largo')),
    z.email({ error: 'Email inválido' }),
  ),
  nombre: text(
    'El nombre es obligatorio',
    singleLine,
    z.minLength(1, 'El nombre es obligatorio'),
    z.maxLength(leadLimits.nombre, 'Nombre demasiado largo'),
  ),
  empresa: text('Empresa no válida', singleLine, z.maxLength(leadLimits.empresa, 'Empresa demasiado larga')),
  ciudad: text(
    'La ciudad es obligatoria',
    singleLine,
    z.minLength(1, 'La ciudad es obligatoria'),
    z.maxLength(leadLimits.ciudad, 'Ciudad demasiado larga'),
  ),
  telefono: text(
    'Teléfono no válido',
    singleLine,
    z.maxLength(leadLimits.telefono, 'Teléfono demasiado largo'),
  ),
  mensaje: text(
    'El mensaje es obligatorio',
    multiLine,
    z.minLength(1, 'El mensaje es obligatorio'),
    z.maxLength(leadLimits.mensaje, 'Mensaje demasiado largo'),
  ),
  aceptaPrivacidad: z
    ._default(z.boolean({ error: privacyMessage }), false)
    .check(z.refine((value) => value === true, { error: privacyMessage })),
  aceptaComunicaciones: z._default(z.boolean({ error: 'Valor no válido' }), false),
  /** Honeypot: people never see it; a filled one marks a bot. */
  website: text('Valor no válido', singleLine, z.maxLength(500)),
})

export type LeadFormInput = z.input<typeof leadSchema>
export type LeadFormValues = z.output<typeof leadSchema>

/** Field order of the form: the first failing field's message is the one shown as a toast. */
export const leadFieldOrder = [
  'email',
  'nombre',
  'empresa',
  'ciudad',
  'telefono',
  'mensaje',
  'aceptaPrivacidad',
  'aceptaComunicaciones',
] as const

export type LeadField = (typeof leadFieldOrder)[number]
export type LeadFieldErrors = Partial<Record<LeadField, string>>

/** The first message of each failing field, from a zod error. */
export function fieldErrorsOf(error: z.core.$ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (leadFieldOrder as readonly string[]).includes(field)) {
      errors[field as LeadField] ??= issue.message
    }
  }
  return errors
}

export function firstErrorMessage(errors: LeadFieldErrors): string | undefined {
  for (const field of leadFieldOrder) if (errors[field]) return errors[field]
  return undefined
}
