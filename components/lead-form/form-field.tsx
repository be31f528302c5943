import type { ReactNode } from 'react'

/** Label, control and error of one form field; the error is tied to the control for screen readers. */
export function FormField({
  id,
  label,
  required,
  error,
  children,
  className = '',
}: {
  id: string
  label: string
  required?: boolean
  error?: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-brand-900">
        {label}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted"> (opcional)</span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger'
