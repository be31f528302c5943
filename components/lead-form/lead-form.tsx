'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, type FormEvent } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { toast, Toaster } from 'sonner'
import { submitLeadAction } from '@/app/(site)/solicitar-presupuesto/actions'
import { leadMessages } from '@/lib/leads/messages'
import {
  firstErrorMessage,
  leadFieldOrder,
  leadLimits,
  leadSchema,
  type LeadFieldErrors,
  type LeadFormInput,
  type LeadFormValues,
} from '@/lib/validations/lead'
import { buttonClasses } from '@/components/ui/button'
import { useHydrated } from '@/components/ui/use-hydrated'
import { FormField, inputClass } from './form-field'

export type PrivacyInfo = { heading: string; rows: { label: string; text: string }[] }

const emptyForm: LeadFormInput = {
  email: '',
  nombre: '',
  empresa: '',
  ciudad: '',
  telefono: '',
  mensaje: '',
  aceptaPrivacidad: false,
  aceptaComunicaciones: false,
  website: '',
}

function messagesOf(errors: FieldErrors<LeadFormInput>): LeadFieldErrors {
  const messages: LeadFieldErrors = {}
  for (const field of leadFieldOrder) {
    const message = errors[field]?.message
    if (typeof message === 'string') messages[field] = message
  }
  return messages
}

/** The quote and contact form: validated in the browser and again by the server action, with the same schema. */
export function LeadForm({
  privacyInfo,
  contact,
}: {
  privacyInfo: PrivacyInfo
  contact: { email: string; phone: string }
}) {
  const id = useId()
  // Until the form's JavaScript runs, a native submit would send the visitor's
  // data nowhere useful (and, as a GET, into the address bar): the button waits.
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(leadSchema),
    defaultValues: emptyForm,
  })

  const onValid = async (values: LeadFormValues) => {
    try {
      const result = await submitLeadAction(values)
      if (result.ok) {
        toast.success(result.message)
        reset(emptyForm)
        return
      }
      toast.error(result.message)
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        setError(field as keyof LeadFormInput, { message })
      }
    } catch {
      toast.error(leadMessages.failure)
    }
  }

  const onInvalid = (fieldErrors: FieldErrors<LeadFormInput>) => {
    const message = firstErrorMessage(messagesOf(fieldErrors))
    if (message) toast.error(message)
  }

  // A second submit while the first is on its way is ignored.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault()
      return
    }
    return handleSubmit(onValid, onInvalid)(event)
  }

  const fieldId = (name: string) => `${id}-${name}`
  const a11y = (name: keyof LeadFormInput) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  })
  const messages = messagesOf(errors)

  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Formulario de solicitud de presupuesto"
        className="grid gap-5 rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:grid-cols-2 sm:p-8"
      >
        <FormField id={fieldId('email')} label="Email" required error={messages.email}>
          <input
            type="email"
            autoComplete="email"
            required
            maxLength={leadLimits.email}
            className={inputClass}
            {...a11y('email')}
            {...register('email')}
          />
        </FormField>
        <FormField id={fieldId('nombre')} label="Nombre" required error={messages.nombre}>
          <input
            type="text"
            autoComplete="name"
            required
            maxLength={leadLimits.nombre}
            className={inputClass}
            {...a11y('nombre')}
            {...register('nombre')}
          />
        </FormField>
        <FormField id={fieldId('empresa')} label="Empresa" error={messages.empresa}>
          <input
            type="text"
            autoComplete="organization"
            maxLength={leadLimits.empresa}
            className={inputClass}
            {...a11y('empresa')}
            {...register('empresa')}
          />
        </FormField>
        <FormField id={fieldId('ciudad')} label="Ciudad" required error={messages.ciudad}>
          <input
            type="text"
            autoComplete="address-level2"
            required
            maxLength={leadLimits.ciudad}
            className={inputClass}
            {...a11y('ciudad')}
            {...register('ciudad')}
          />
        </FormField>
        <FormField
          id={fieldId('telefono')}
          label="Teléfono"
          error={messages.telefono}
          className="sm:col-span-2"
        >
          <input
            type="tel"
            autoComplete="tel"
            maxLength={leadLimits.telefono}
            className={inputClass}
            {...a11y('telefono')}
            {...register('telefono')}
          />
        </FormField>
        <FormField
          id={fieldId('mensaje')}
          label="Mensaje"
          required
          error={messages.mensaje}
          className="sm:col-span-2"
        >
          <textarea
            rows={5}
            required
            maxLength={leadLimits.mensaje}
            className={inputClass}
            {...a11y('mensaje')}
            {...register('mensaje')}
          />
        </FormField>

        {/* Honeypot for bots: off screen, out of the tab order, hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId('website')}>No rellenes este campo</label>
          <input
            type="text"
            tabIndex={-1}
            autoComplete="off"
            id={fieldId('website')}
            {...register('website')}
          />
        </div>

        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              required
              className="mt-1 size-5 shrink-0 accent-brand-800"
              {...a11y('aceptaPrivacidad')}
              {...register('aceptaPrivacidad')}
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
          {messages.aceptaPrivacidad ? (
            <p id={`${fieldId('aceptaPrivacidad')}-error`} className="mt-1 text-sm font-medium text-danger">
              {messages.aceptaPrivacidad}
            </p>
          ) : null}
        </div>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-800"
            {...a11y('aceptaComunicaciones')}
            {...register('aceptaComunicaciones')}
          />
          <label htmlFor={fieldId('aceptaComunicaciones')}>
            Acepto recibir comunicaciones comerciales sobre instalaciones solares y eléctricas (opcional).
          </label>
        </div>

        <details className="rounded-lg bg-surface p-4 text-sm sm:col-span-2">
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
            disabled={isSubmitting || !hydrated}
            className={buttonClasses('primary', 'w-full sm:w-auto')}
          >
            {isSubmitting ? 'Enviando...' : 'Enviar solicitud'}
          </button>
          <noscript>
            <p className="mt-3 text-sm">
              Para enviar el formulario hace falta JavaScript. También puedes escribirnos a {contact.email} o
              llamarnos al {contact.phone}.
            </p>
          </noscript>
        </div>
      </form>
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
    </>
  )
}
