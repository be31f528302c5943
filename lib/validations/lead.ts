import { z } from 'zod'

// The quote and contact form's rules (spec, section 5), shared by the browser
// form (react-hook-form's zod resolver) and the server action. Text is
// normalised before it is checked: Unicode NFC, control characters removed
// (tabs and line breaks survive in the message only), surrounding spaces trimmed.

export const leadLimits = {
  email: 255,
  nombre: 100,
  empresa: 100,
  ciudad: 100,
  telefono: 20,
  mensaje: 2000,
} as const

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

/** A text field: absent or null counts as empty, anything else but a string is refused with `invalid`. */
function text<T extends z.ZodType<string, string>>(
  invalid: string,
  clean: (value: string) => string,
  rules: (field: z.ZodString) => T,
) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    rules(z.string({ error: invalid }).overwrite(clean)),
  )
}

export const leadSchema = z.object({
  email: text('Email inválido', singleLine, (field) =>
    field.max(leadLimits.email, 'Email demasiado largo').pipe(z.email({ error: 'Email inválido' })),
  ),
  nombre: text('El nombre es obligatorio', singleLine, (field) =>
    field.min(1, 'El nombre es obligatorio').max(leadLimits.nombre, 'Nombre demasiado largo'),
  ),
  empresa: text('Empresa no válida', singleLine, (field) =>
    field.max(leadLimits.empresa, 'Empresa demasiado larga'),
  ),
  ciudad: text('La ciudad es obligatoria', singleLine, (field) =>
    field.min(1, 'La ciudad es obligatoria').max(leadLimits.ciudad, 'Ciudad demasiado larga'),
  ),
  telefono: text('Teléfono no válido', singleLine, (field) =>
    field.max(leadLimits.telefono, 'Teléfono demasiado largo'),
  ),
  mensaje: text('El mensaje es obligatorio', multiLine, (field) =>
    field.min(1, 'El mensaje es obligatorio').max(leadLimits.mensaje, 'Mensaje demasiado largo'),
  ),
  aceptaPrivacidad: z
    .boolean({ error: 'Debes aceptar la política de privacidad' })
    .default(false)
    .refine((value) => value, { error: 'Debes aceptar la política de privacidad' }),
  aceptaComunicaciones: z.boolean({ error: 'Valor no válido' }).default(false),
  /** Honeypot: people never see it; a filled one marks a bot. */
  website: text('Valor no válido', singleLine, (field) => field.max(500)),
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
export function fieldErrorsOf(error: z.ZodError): LeadFieldErrors {
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
