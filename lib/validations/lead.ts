import { z } from 'zod/mini'
import { leadFields, type LeadField, type LeadFormName } from '@/supabase/functions/_shared/lead-fields'
import { withoutInvisible } from './invisible-characters'

// The quote and contact form's rules, derived from the lead's field list and
// shared by the browser form (react-hook-form's zod resolver) and the server
// action. Written with zod/mini, whose functional API lets the browser bundle
// keep only what this schema uses (a fraction of full zod's size). Text is
// normalised before it is checked: invisible and direction-changing characters
// removed, Unicode NFC; then a control character is refused with the field's
// message (a textarea keeps its line breaks and tabs), and spaces are trimmed.

// zod compiles object parsers with `new Function` when the page allows it, and
// probes for that with eval; the site's Content-Security-Policy forbids eval,
// so skip the probe (and a CSP report in every visitor's console).
z.config({ jitless: true })

/** How a kind of text field is cleaned before its checks, which controls it refuses, how it ends up. */
type TextRules = { prepare: (value: string) => string; control: RegExp; finish: (value: string) => string }

/** C0 controls (tab and line breaks included), DEL and C1 controls. */
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/

const singleLine: TextRules = {
  prepare: (value) =>
    withoutInvisible(value)
      .normalize('NFC')
      .replace(/[\u2028\u2029]/g, ' '),
  control: ANY_CONTROL,
  finish: (value) => value.replace(/\s+/g, ' ').trim(),
}

const multiLine: TextRules = {
  prepare: (value) =>
    withoutInvisible(value)
      .normalize('NFC')
      .replace(/\r\n?|[\u2028\u2029]/g, '\n'),
  // Every control but the tab and the line feed.
  control: /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/,
  finish: (value) => value.trim(),
}

const blankAsEmpty = z.transform((value: unknown) => (value === undefined || value === null ? '' : value))

/**
 * A text field: absent or null counts as empty, anything else but a string is
 * refused with `invalid`, a control character with `forbidden`.
 */
function text(
  { invalid, forbidden }: { invalid: string; forbidden: string },
  rules: TextRules,
  ...checks: z.core.$ZodCheck<string>[]
) {
  return z.pipe(
    blankAsEmpty,
    z.string({ error: invalid }).check(
      z.overwrite(rules.prepare),
      z.refine((value) => !rules.control.test(value), { error: forbidden, abort: true }),
      z.overwrite(rules.finish),
      ...checks,
    ),
  )
}

/** The honeypot: never refused for what it holds (a bot must not learn of it), only bounded. */
const honeypot = z.pipe(
  blankAsEmpty,
  z.string({ error: 'Valor no válido' }).check(
    z.overwrite((value) =>
      singleLine.finish(singleLine.prepare(value).replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')),
    ),
    z.maxLength(500),
  ),
)

type Rule<F extends LeadField> = F['kind'] extends 'checkbox'
  ? z.ZodMiniType<boolean, boolean | undefined>
  : z.ZodMiniType<string, unknown>

function ruleOf(field: LeadField): z.ZodMiniType {
  const required = 'required' in field ? field.required : undefined
  const invalid = ('invalid' in field ? field.invalid : required) ?? ''
  if (field.kind === 'checkbox') {
    const box = z._default(z.boolean({ error: invalid }), false)
    return required ? box.check(z.refine((value) => value === true, { error: required })) : box
  }
  const value = text(
    { invalid, forbidden: field.forbidden },
    field.kind === 'textarea' ? multiLine : singleLine,
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(field.max, field.tooLong),
  )
  return field.kind === 'email' ? z.pipe(value, z.email({ error: invalid })) : value
}

const fieldRules = Object.fromEntries(leadFields.map((field) => [field.name, ruleOf(field)])) as unknown as {
  [F in LeadField as F['name']]: Rule<F>
}

export const leadSchema = z.object({
  ...fieldRules,
  /** Honeypot: people never see it; a filled one marks a bot. */
  website: honeypot,
})

export type LeadFormInput = z.input<typeof leadSchema>
export type LeadFormValues = z.output<typeof leadSchema>
export type LeadFieldErrors = Partial<Record<LeadFormName, string>>

/** The form's values before anything is typed. */
export const emptyLeadForm = {
  ...(Object.fromEntries(
    leadFields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']),
  ) as Pick<LeadFormValues, LeadFormName>),
  website: '',
}

const fieldNames: readonly string[] = leadFields.map((field) => field.name)

/** The first message of each failing field, from a zod error. */
export function fieldErrorsOf(error: z.core.$ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && fieldNames.includes(field))
      errors[field as LeadFormName] ??= issue.message
  }
  return errors
}

/** The first failing field's message in the form's order: the one shown as a toast. */
export function firstErrorMessage(errors: LeadFieldErrors): string | undefined {
  for (const { name } of leadFields) if (errors[name]) return errors[name]
  return undefined
}
