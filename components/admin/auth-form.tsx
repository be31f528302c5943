'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod/mini'
import { signInAction, signUpAction } from '@/components/admin/auth-actions'
import { FormField, controlProps, inputClass } from '@/components/ui/form-field'
import { buttonClasses } from '@/components/ui/button'
import { useHydrated } from '@/components/ui/use-hydrated'
import { authMessages } from '@/lib/auth/messages'
import { authLimits, authSchema, signUpSchema, type SignUpFormValues } from '@/lib/validations/auth'

type AuthFormInput = z.input<typeof signUpSchema>

const copy = {
  'sign-in': {
    form: 'Formulario de inicio de sesión',
    submit: 'Iniciar sesión',
    busy: 'Iniciando sesión...',
    password: 'current-password',
    failure: authMessages.signInFailure,
    action: signInAction,
  },
  'sign-up': {
    form: 'Formulario de registro',
    submit: 'Crear cuenta',
    busy: 'Creando cuenta...',
    password: 'new-password',
    failure: authMessages.signUpFailure,
    action: signUpAction,
  },
} as const

/** A local invitation link: its token, and the address it was made for. */
export type Invitation = { token: string; email: string }

/**
 * Email and password, checked here and again by the server action with the
 * same schema; a sign-up opened through the setup link also carries its token,
 * one opened through an invitation its token, with the invited address fixed.
 */
export function AuthForm({
  mode,
  setupToken,
  invitation,
}: {
  mode: 'sign-in' | 'sign-up'
  setupToken?: string
  invitation?: Invitation
}) {
  const invited = mode === 'sign-up' ? invitation : undefined
  const withToken = mode === 'sign-up' && setupToken !== undefined && !invited
  const text = copy[mode]
  const id = useId()
  const hydrated = useHydrated()
  const router = useRouter()
  const [navigating, startNavigation] = useTransition()
  const [notice, setNotice] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AuthFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(mode === 'sign-up' ? signUpSchema : authSchema),
    defaultValues: invited
      ? { email: invited.email, password: '', invitationToken: invited.token }
      : withToken
        ? { email: '', password: '', setupToken }
        : { email: '', password: '' },
  })
  const busy = isSubmitting || navigating

  const onValid = async (values: SignUpFormValues) => {
    setNotice(null)
    try {
      const result = await text.action(values)
      if (!result.ok) {
        toast.error(result.message)
        for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
          setError(field as keyof AuthFormInput, { message })
        }
        return
      }
      if (result.data?.next === 'confirm-email') {
        toast.success(result.message, { description: result.data.detail })
        setNotice(result.data.detail ?? null)
        return
      }
      toast.success(result.message)
      startNavigation(() => router.push('/seo-dashboard'))
    } catch {
      toast.error(text.failure)
    }
  }

  const fieldId = (name: keyof AuthFormInput) => `${id}-${name}`
  const a11y = (name: keyof AuthFormInput) => controlProps(fieldId(name), { error: errors[name]?.message })

  return (
    <form
      method="post"
      noValidate
      aria-label={text.form}
      onSubmit={(event) => (busy ? event.preventDefault() : handleSubmit(onValid)(event))}
      className="grid gap-5 rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:p-8"
    >
      {withToken && (
        <>
          <input type="hidden" {...register('setupToken')} />
          <p className="text-sm font-medium text-brand-900">
            Has abierto el enlace de configuración: la cuenta que crees ahora será la de administración del
            panel.
          </p>
          {errors.setupToken && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.setupToken.message}
            </p>
          )}
        </>
      )}
      {invited && (
        <>
          <input type="hidden" {...register('invitationToken')} />
          <p className="text-sm font-medium text-brand-900">
            Te han invitado a gestionar el panel. Elige una contraseña para crear la cuenta de administración
            de este correo.
          </p>
          {errors.invitationToken && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.invitationToken.message}
            </p>
          )}
        </>
      )}
      <FormField id={fieldId('email')} label="Correo" marker="required" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          required
          // The invitation is for this address alone; the server refuses any other.
          readOnly={invited !== undefined}
          maxLength={authLimits.email}
          className={inputClass}
          {...a11y('email')}
          {...register('email')}
        />
      </FormField>
      <FormField
        id={fieldId('password')}
        label="Contraseña"
        marker="required"
        error={errors.password?.message}
      >
        <input
          type="password"
          autoComplete={text.password}
          required
          minLength={authLimits.passwordMin}
          maxLength={authLimits.passwordMax}
          className={inputClass}
          {...a11y('password')}
          {...register('password')}
        />
      </FormField>
      <button type="submit" disabled={busy || !hydrated} className={buttonClasses('primary', 'w-full')}>
        {busy ? text.busy : text.submit}
      </button>
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {notice}
      </p>
    </form>
  )
}
