import type { ReactNode } from 'react'
import { FieldError } from '@/components/ui/form-field'

/**
 * A field whose control is a photo chooser: its label, hint and error around it, as a group.
 * A group, not a <label>: a label would rename the button that opens the library.
 * The chooser's button is `id`; its hint and error are `<id>-ayuda` and `<id>-error`.
 */
export function PhotoFieldGroup({
  id,
  label,
  optional = false,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  optional?: boolean
  hint: string
  error?: string
  children: ReactNode
}) {
  return (
    <div role="group" aria-labelledby={`${id}-etiqueta`}>
      <p id={`${id}-etiqueta`} className="font-semibold text-brand-900">
        {label}
        {optional ? <span className="font-normal text-muted"> (opcional)</span> : null}
      </p>
      <p id={`${id}-ayuda`} className="text-sm text-muted">
        {hint}
      </p>
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}
