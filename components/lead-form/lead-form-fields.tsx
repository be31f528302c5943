import type {
  ReactNode,
  FormEventHandler,
  KeyboardEventHandler,
  PointerEventHandler,
  FocusEventHandler,
  Ref,
} from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { LeadFieldErrors, LeadFormInput } from '@/lib/validations/lead'
import type { EstimateToSend } from '@/lib/leads/types'
import { leadFields, type LeadField, type LeadFormName } from '@/supabase/functions/_shared/lead-fields'
import { buttonClasses } from '@/components/ui/button'
import { FormField, controlProps, inputClass } from '@/components/ui/form-field'

// The quote form's markup, and nothing else: no state, no validation, no
// library. The light shell (lead-form-loader.tsx) and the full form
// (lead-form.tsx) both render it, so the server's HTML and the form that takes
// over in the browser are the same elements, written once, one per field of
// the lead's field list. Besides types, it imports only that list (plain data)
// and UI pieces: it must stay free of react-hook-form and zod at run time.

export type PrivacyInfo = { heading: string; rows: { label: string; text: string }[] }
export type LeadContact = { email: string; phone: string }
export type LeadFieldName = keyof LeadFormInput

/** A savings estimate the form sends with the request, and what the form says of it (its first element). */
export type AttachedEstimate = { toSend: EstimateToSend; note: ReactNode }

/** What each control receives besides its markup: at least its name; the full form adds react-hook-form's handlers and ref. */
export type LeadControl = (name: LeadFieldName) => Partial<UseFormRegisterReturn<LeadFieldName>> & {
  name: LeadFieldName
}

/** The `<form>` element's behaviour, supplied by whichever component renders the fields. */
export type LeadFormElementProps = {
  ref?: Ref<HTMLFormElement>
  onSubmit?: FormEventHandler<HTMLFormElement>
  onFocus?: FocusEventHandler<HTMLFormElement>
  onPointerDown?: PointerEventHandler<HTMLFormElement>
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>
  onInput?: FormEventHandler<HTMLFormElement>
}

type CheckboxField = Extract<LeadField, { kind: 'checkbox' }>
type TextField = Exclude<LeadField, CheckboxField>
const textFields = leadFields.filter((field): field is TextField => field.kind !== 'checkbox')
const checkboxes = leadFields.filter((field): field is CheckboxField => field.kind === 'checkbox')

/** A box and its statement; a required one shows its error below. */
function Checkbox({
  field,
  error,
  control,
}: {
  field: CheckboxField
  error?: string
  control: ReturnType<typeof controlProps> & ReturnType<LeadControl>
}) {
  const required = 'required' in field
  const box = (
    <div className={required ? 'flex items-start gap-3' : 'flex items-start gap-3 sm:col-span-2'}>
      <input
        type="checkbox"
        required={required}
        className="mt-1 size-5 shrink-0 accent-brand-800"
        {...control}
      />
      <label htmlFor={control.id}>
        {field.statement}
        {'link' in field ? (
          <>
            {' '}
            <a href={field.link.href} className="font-semibold text-brand-700 underline">
              {field.link.text}
            </a>
          </>
        ) : null}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
    </div>
  )
  if (!required) return box
  return (
    <div className="sm:col-span-2">
      {box}
      {error ? (
        <p id={`${control.id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function LeadFormFields({
  id,
  control,
  errors = {},
  privacyInfo,
  contact,
  canSubmit,
  submitting = false,
  privacyOpen,
  notice,
  form,
  attachment,
}: {
  /** Prefix of the controls' ids (from useId). */
  id: string
  control: LeadControl
  errors?: LeadFieldErrors
  privacyInfo: PrivacyInfo
  contact: LeadContact
  /** False until the form's JavaScript can handle a submit: the button waits. */
  canSubmit: boolean
  submitting?: boolean
  /** Whether the privacy details start open (kept when the full form takes over). */
  privacyOpen?: boolean
  /** A line under the button, e.g. when the form's code could not be loaded. */
  notice?: string
  form?: LeadFormElementProps
  /** Shown first in the form: what goes with the request besides its fields (a savings estimate). */
  attachment?: ReactNode
}) {
  const fieldId = (name: LeadFieldName) => `${id}-${name}`
  const controlOf = (name: LeadFormName) => ({
    ...controlProps(fieldId(name), { error: errors[name] }),
    ...control(name),
  })

  return (
    <form
      method="post"
      noValidate
      aria-label="Formulario de solicitud de presupuesto"
      className="grid gap-5 rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:grid-cols-2 sm:p-8"
      {...form}
    >
      {attachment}
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          label={field.label}
          marker={'required' in field ? 'required' : 'optional'}
          error={errors[field.name]}
          className={'wide' in field ? 'sm:col-span-2' : undefined}
        >
          {field.kind === 'textarea' ? (
            <textarea
              rows={5}
              required={'required' in field}
              maxLength={field.max}
              className={inputClass}
              {...controlOf(field.name)}
            />
          ) : (
            <input
              type={field.kind}
              autoComplete={field.autoComplete}
              required={'required' in field}
              maxLength={field.max}
              className={inputClass}
              {...controlOf(field.name)}
            />
          )}
        </FormField>
      ))}

      {/* Honeypot for bots: off screen, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId('website')}>No rellenes este campo</label>
        <input type="text" tabIndex={-1} autoComplete="off" id={fieldId('website')} {...control('website')} />
      </div>

      {checkboxes.map((field) => (
        <Checkbox key={field.name} field={field} error={errors[field.name]} control={controlOf(field.name)} />
      ))}

      <details className="rounded-lg bg-surface p-4 text-sm sm:col-span-2" open={privacyOpen || undefined}>
        <summary className="cursor-pointer font-semibold text-brand-900">{privacyInfo.heading}</summary>
        <dl className="mt-3 space-y-2">
          {privacyInfo.rows.map((row) => (
            <div key={row.label}>
              <dt className="font-semibold">{row.label}</dt>
              <dd className="text-muted">{row.text}</dd>
            </div>
          ))}
        </dl>
      </details>

      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting || !canSubmit}
          className={buttonClasses('primary', 'w-full sm:w-auto')}
        >
          {submitting ? 'Enviando...' : 'Enviar solicitud'}
        </button>
        {notice ? (
          <p role="status" className="mt-3 text-sm">
            {notice}
          </p>
        ) : null}
        <noscript>
          <p className="mt-3 text-sm">
            Para enviar el formulario hace falta JavaScript. También puedes escribirnos a {contact.email} o
            llamarnos al {contact.phone}.
          </p>
        </noscript>
      </div>
    </form>
  )
}
