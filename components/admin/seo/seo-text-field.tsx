'use client'

import type { ReactNode } from 'react'

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger'

/** Label, control, optional counter and error of one editor field, tied together for screen readers. */
export function EditorField({
  id,
  label,
  hint,
  error,
  counter,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  counter?: { length: number; max: number }
  children: ReactNode
}) {
  const over = counter ? counter.length > counter.max : false
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-semibold text-brand-900">
          {label}
        </label>
        {counter ? (
          <span
            id={`${id}-contador`}
            className={`text-sm tabular-nums ${over ? 'font-semibold text-danger' : 'text-muted'}`}
          >
            {counter.length}
            {over ? ` (máx. ${counter.max})` : ` / ${counter.max}`}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-ayuda`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The aria-describedby of a control inside EditorField. */
export function describedBy(id: string, parts: { hint?: boolean; error?: boolean; counter?: boolean }) {
  const ids = [parts.hint && `${id}-ayuda`, parts.counter && `${id}-contador`, parts.error && `${id}-error`]
  return ids.filter(Boolean).join(' ') || undefined
}
