'use client'

import { buttonClasses, type ButtonVariant } from '@/components/ui/button'

/**
 * An admin form's submit button. While the action runs it says 'Guardando...'
 * and ignores presses, staying focusable (aria-disabled, not disabled) so the
 * keyboard focus is not lost. With `intent`, it sends intent=<that> to tell
 * the action which of the form's buttons was pressed.
 */
export function PendingSubmit({
  pending,
  label,
  variant = 'primary',
  intent,
}: {
  pending: boolean
  label: string
  variant?: ButtonVariant
  intent?: string
}) {
  return (
    <button
      type="submit"
      name={intent === undefined ? undefined : 'intent'}
      value={intent}
      aria-disabled={pending}
      onClick={(event) => {
        if (pending) event.preventDefault()
      }}
      className={buttonClasses(variant, 'min-h-11 px-5 py-2 text-sm')}
    >
      {pending ? 'Guardando...' : label}
    </button>
  )
}
