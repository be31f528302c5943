import type { ReactNode } from 'react'
import { controlProps, FieldError } from '@/components/ui/form-field'
import { PhotoChooser } from './photo-chooser'

type ChooserProps = Omit<Parameters<typeof PhotoChooser>[0], 'id' | 'describedBy' | 'invalid'>

/**
 * A field whose control is a photo chooser: its label, hint and error around it, as a group.
 * A group, not a <label>: a label would rename the button that opens the library.
 * The chooser's button is `id`, described by its hint and error (`<id>-ayuda`, `<id>-error`);
 * `children` show above it.
 */
export function PhotoFieldGroup({
  id,
  label,
  optional = false,
  hint,
  error,
  children,
  ...chooser
}: ChooserProps & {
  id: string
  label: string
  optional?: boolean
  hint: string
  error?: string
  children?: ReactNode
}) {
  const described = controlProps(id, { hint, error })
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
      <PhotoChooser
        id={id}
        {...chooser}
        describedBy={described['aria-describedby']}
        invalid={described['aria-invalid']}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}
