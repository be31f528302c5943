import type {
  FormEventHandler,
  KeyboardEventHandler,
  PointerEventHandler,
  FocusEventHandler,
  Ref,
} from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { LeadFieldErrors, LeadFormInput } from '@/lib/validations/lead'
import { leadLimits } from '@/lib/validations/lead-limits'
import { buttonClasses } from '@/components/ui/button'
import { FormField, controlProps, inputClass } from '@/components/ui/form-field'

// The quote form's markup, and nothing else: no state, no validation, no
// library. The light shell (lead-form-loader.tsx) and the full form
// (lead-form.tsx) both render it, so the server's HTML and the form that takes
// over in the browser are the same elements, written once. Only type imports
// above: this file must stay free of react-hook-form and zod at run time.

export type PrivacyInfo = { heading: string; rows: { label: string; text: string }[] }
export type LeadContact = { email: string; phone: string }
export type LeadFieldName = keyof LeadFormInput

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
}) {
  const fieldId = (name: LeadFieldName) => `${id}-${name}`
  const field = (name: LeadFieldName) => ({
    ...controlProps(fieldId(name), { error: errors[name as keyof LeadFieldErrors] }),
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
      <FormField id={fieldId('email')} label="Email" marker="required" error={errors.email}>
        <input
          type="email"
          autoComplete="email"
          required
          maxLength={leadLimits.email}
          className={inputClass}
          {...field('email')}
        />
      </FormField>
      <FormField id={fieldId('nombre')} label="Nombre" marker="required" error={errors.nombre}>
        <input
          type="text"
          autoComplete="name"
          required
          maxLength={leadLimits.nombre}
          className={inputClass}
          {...field('nombre')}
        />
      </FormField>
      <FormField id={fieldId('empresa')} label="Empresa" marker="optional" error={errors.empresa}>
        <input
          type="text"
          autoComplete="organization"
          maxLength={leadLimits.empresa}
          className={inputClass}
          {...field('empresa')}
        />
      </FormField>
      <FormField id={fieldId('ciudad')} label="Ciudad" marker="required" error={errors.ciudad}>
        <input
          type="text"
          autoComplete="address-level2"
          required
          maxLength={leadLimits.ciudad}
          className={inputClass}
          {...field('ciudad')}
        />
      </FormField>
      <FormField
        id={fieldId('telefono')}
        label="Teléfono"
        marker="optional"
        error={errors.telefono}
        className="sm:col-span-2"
      >
        <input
          type="tel"
          autoComplete="tel"
          maxLength={leadLimits.telefono}
          className={inputClass}
          {...field('telefono')}
        />
      </FormField>
      <FormField
        id={fieldId('mensaje')}
        label="Mensaje"
        marker="required"
        error={errors.mensaje}
        className="sm:col-span-2"
      >
        <textarea
          rows={5}
          required
          maxLength={leadLimits.mensaje}
          className={inputClass}
          {...field('mensaje')}
        />
      </FormField>

      {/* Honeypot for bots: off screen, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId('website')}>No rellenes este campo</label>
        <input type="text" tabIndex={-1} autoComplete="off" id={fieldId('website')} {...control('website')} />
      </div>

      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            required
            className="mt-1 size-5 shrink-0 accent-brand-800"
            {...field('aceptaPrivacidad')}
          />
          <label htmlFor={fieldId('aceptaPrivacidad')}>
            He leído y acepto la{' '}
            <a href="/politica-de-privacidad" className="font-semibold text-brand-700 underline">
              política de privacidad
            </a>
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
        </div>
        {errors.aceptaPrivacidad ? (
          <p id={`${fieldId('aceptaPrivacidad')}-error`} className="mt-1 text-sm font-medium text-danger">
            {errors.aceptaPrivacidad}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-800"
          {...field('aceptaComunicaciones')}
        />
        <label htmlFor={fieldId('aceptaComunicaciones')}>
          Acepto recibir comunicaciones comerciales sobre instalaciones solares y eléctricas (opcional).
        </label>
      </div>

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
