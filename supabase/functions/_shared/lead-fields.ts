// A lead's fields, in the form's order: the one list that the quote form, its
// schema, the stored row, the notification e-mail and the inbox (detail page,
// CSV) are derived from. Plain data with no imports, so that Deno's edge
// function and the form's light shell in the browser can both load it.
//
// `key` names the field in code, `name` is the form control's name (the
// Spanish names the form has always posted), `column` its column in public.leads.
// `required` is the message for an empty or missing value; `invalid`, for a
// value of the wrong type, defaults to it; `tooLong` goes with `max`;
// `forbidden` answers a text holding a control character.

export type LeadFieldKind = 'email' | 'text' | 'tel' | 'textarea' | 'checkbox'

export const leadFields = [
  {
    key: 'email',
    name: 'email',
    column: 'email',
    label: 'Email',
    kind: 'email',
    autoComplete: 'email',
    max: 255,
    required: 'Email inválido',
    tooLong: 'Email demasiado largo',
    forbidden: 'El email contiene caracteres no permitidos',
  },
  {
    key: 'name',
    name: 'nombre',
    column: 'name',
    label: 'Nombre',
    kind: 'text',
    autoComplete: 'name',
    max: 100,
    required: 'El nombre es obligatorio',
    tooLong: 'Nombre demasiado largo',
    forbidden: 'El nombre contiene caracteres no permitidos',
  },
  {
    key: 'company',
    name: 'empresa',
    column: 'company',
    label: 'Empresa',
    kind: 'text',
    autoComplete: 'organization',
    max: 100,
    invalid: 'Empresa no válida',
    tooLong: 'Empresa demasiado larga',
    forbidden: 'La empresa contiene caracteres no permitidos',
  },
  {
    key: 'city',
    name: 'ciudad',
    column: 'city',
    label: 'Ciudad',
    kind: 'text',
    autoComplete: 'address-level2',
    max: 100,
    required: 'La ciudad es obligatoria',
    tooLong: 'Ciudad demasiado larga',
    forbidden: 'La ciudad contiene caracteres no permitidos',
  },
  {
    key: 'phone',
    name: 'telefono',
    column: 'phone',
    label: 'Teléfono',
    kind: 'tel',
    autoComplete: 'tel',
    max: 20,
    invalid: 'Teléfono no válido',
    tooLong: 'Teléfono demasiado largo',
    forbidden: 'El teléfono contiene caracteres no permitidos',
    wide: true,
  },
  {
    key: 'message',
    name: 'mensaje',
    column: 'message',
    label: 'Mensaje',
    kind: 'textarea',
    max: 2000,
    required: 'El mensaje es obligatorio',
    tooLong: 'Mensaje demasiado largo',
    forbidden: 'El mensaje contiene caracteres no permitidos',
    wide: true,
  },
  {
    key: 'privacyAccepted',
    name: 'aceptaPrivacidad',
    column: 'privacy_accepted',
    label: 'Acepta la política de privacidad',
    // What the box says on the form, its last words a link to the policy.
    statement: 'He leído y acepto la',
    link: { href: '/politica-de-privacidad', text: 'política de privacidad' },
    kind: 'checkbox',
    required: 'Debes aceptar la política de privacidad',
  },
  {
    key: 'communicationConsent',
    name: 'aceptaComunicaciones',
    column: 'communication_consent',
    label: 'Acepta comunicaciones comerciales',
    statement:
      'Acepto recibir comunicaciones comerciales sobre instalaciones solares y eléctricas (opcional).',
    kind: 'checkbox',
    invalid: 'Valor no válido',
  },
] as const satisfies readonly LeadFieldSpec[]

type LeadFieldSpec = {
  key: string
  name: string
  column: string
  label: string
  kind: LeadFieldKind
  autoComplete?: string
  max?: number
  required?: string
  invalid?: string
  tooLong?: string
  forbidden?: string
  /** Spans both columns of the form's grid. */
  wide?: boolean
  statement?: string
  link?: { href: string; text: string }
}

export type LeadField = (typeof leadFields)[number]

type ValueOf<F extends LeadField> = F['kind'] extends 'checkbox'
  ? boolean
  : F extends { required: string }
    ? string
    : string | null

/** A lead's values in code; an optional text left empty is null. */
export type LeadValues = { [F in LeadField as F['key']]: ValueOf<F> }
/** The same values as columns of public.leads. */
export type LeadColumns = { [F in LeadField as F['column']]: ValueOf<F> }
/** The form's values, by control name, as the schema outputs them. */
export type LeadFormFieldValues = {
  [F in LeadField as F['name']]: F['kind'] extends 'checkbox' ? boolean : string
}
export type LeadFormName = LeadField['name']

/** A lead's values from a row of public.leads (or of a view or function with its columns). */
export function leadFromColumns(row: LeadColumns): LeadValues {
  return Object.fromEntries(leadFields.map((field) => [field.key, row[field.column]])) as LeadValues
}

/** A lead's values as columns of public.leads. */
export function leadToColumns(lead: LeadValues): LeadColumns {
  return Object.fromEntries(leadFields.map((field) => [field.column, lead[field.key]])) as LeadColumns
}

/** A lead's values from the form's validated values: empty optional text becomes null. */
export function leadFromForm(values: LeadFormFieldValues): LeadValues {
  return Object.fromEntries(
    leadFields.map((field) => {
      const value = values[field.name]
      return [field.key, value === '' && !('required' in field) ? null : value]
    }),
  ) as LeadValues
}

/** A value as staff read it: 'Sí' or 'No' for a box, `empty` for a missing one. */
export function leadValueText(value: LeadValues[keyof LeadValues], empty = '—'): string {
  if (typeof value === 'boolean') return value ? 'Sí' : 'No'
  return value ?? empty
}
