'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useTransition, type ComponentProps } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod/mini'
import { choosePasswordAction } from '@/components/admin/auth-actions'
import { buttonClasses } from '@/components/ui/button'
import { FormField, controlProps, inputClass } from '@/components/ui/form-field'
import { useHydrated } from '@/components/ui/use-hydrated'
import { authMessages } from '@/lib/auth/messages'
import { authLimits, choosePasswordSchema, type ChoosePasswordValues } from '@/lib/validations/auth'

/**
 * A new password, checked here and again by the server action with the
 * sign-up's rule; then on to the dashboard. The current password is asked
 * (`askCurrent`) unless this is an invited person's first. The account's
 * e-mail sits beside it (read-only) so password managers store the pair.
 */
export function ChoosePasswordForm({ email, askCurrent = true }: { email: string; askCurrent?: boolean }) {
  const id = useId()
  const hydrated = useHydrated()
  const router = useRouter()
  const [navigating, startNavigation] = useTransition()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof choosePasswordSchema>, unknown, ChoosePasswordValues>({
    resolver: zodResolver(choosePasswordSchema),
    defaultValues: { password: '' },
  })
  const busy = isSubmitting || navigating

  const onValid = async (values: ChoosePasswordValues) => {
    try {
      const result = await choosePasswordAction(values)
      if (!result.ok) {
        toast.error(result.message)
        const aboutCurrent = result.fieldErrors?.currentPassword
        if (aboutCurrent && askCurrent) setError('currentPassword', { message: aboutCurrent })
        else setError('password', { message: result.fieldErrors?.password ?? result.message })
        return
      }
      toast.success(result.message)
      startNavigation(() => router.push('/seo-dashboard'))
    } catch {
      toast.error(authMessages.passwordFailure)
    }
  }

  return (
    <form
      method="post"
      noValidate
      aria-label="Elegir contraseña"
      onSubmit={(event) => (busy ? event.preventDefault() : handleSubmit(onValid)(event))}
      className="mt-8 grid gap-5 rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:p-8"
    >
      <FormField id={`${id}-email`} label="Correo">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          value={email}
          readOnly
          className={`${inputClass} bg-surface`}
        />
      </FormField>
      {askCurrent && (
        <PasswordField
          id={`${id}-current`}
          label="Contraseña actual"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <PasswordField
        id={`${id}-password`}
        label="Nueva contraseña"
        autoComplete="new-password"
        hint={`Al menos ${authLimits.passwordMin} caracteres.`}
        minLength={authLimits.passwordMin}
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" disabled={busy || !hydrated} className={buttonClasses('primary', 'w-full')}>
        {busy ? 'Guardando contraseña...' : 'Guardar contraseña y entrar'}
      </button>
    </form>
  )
}

/** A required password field: its label, hint and error, the control described by them. */
function PasswordField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & ComponentProps<'input'>) {
  return (
    <FormField id={id} label={label} marker="required" hint={hint} error={error}>
      <input
        type="password"
        required
        maxLength={authLimits.passwordMax}
        className={inputClass}
        {...controlProps(id, { hint, error })}
        {...input}
      />
    </FormField>
  )
}
