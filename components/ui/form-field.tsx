import type { ReactNode } from 'react'

/** What a field shows around its control besides the label; each part gets an id the control points to. */
export type FieldParts = {
  hint?: ReactNode
  error?: string
  /** A live character count, shown beside the label. */
  counter?: { length: number; max: number }
}

/** The id, aria-invalid and aria-describedby that tie a control to its FormField's hint, counter and error. */
export function controlProps(id: string, { hint, error, counter }: FieldParts) {
  const describedBy = [hint && `${id}-ayuda`, counter && `${id}-contador`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger'

/**
 * Label, control, hint, counter and error of one form field. `marker` says how the label shows
 * whether the field must be filled: ' *' for required, ' (opcional)' for optional, nothing if unset.
 */
export function FormField({
  id,
  label,
  marker,
  hint,
  error,
  counter,
  children,
  className = '',
}: FieldParts & {
  id: string
  label: string
  marker?: 'required' | 'optional'
  children: ReactNode
  className?: string
}) {
  const over = counter ? counter.length > counter.max : false
  const labelElement = (
    <label htmlFor={id} className="block font-semibold text-brand-900">
      {label}
      {marker === 'required' ? (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      ) : marker === 'optional' ? (
        <span className="font-normal text-muted"> (opcional)</span>
      ) : null}
    </label>
  )
  return (
    <div className={className}>
      {counter ? (
        // The row exists only for the counter: fields without one keep their plain label.
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          <span
            id={`${id}-contador`}
            className={`text-sm tabular-nums ${over ? 'font-semibold text-danger' : 'text-muted'}`}
          >
            {counter.length}
            {over ? ` (máx. ${counter.max})` : ` / ${counter.max}`}
          </span>
        </div>
      ) : (
        labelElement
      )}
      {hint ? (
        <p id={`${id}-ayuda`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}

/** A field's error under its control (`<id>-error`, where controlProps points); nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null
}
