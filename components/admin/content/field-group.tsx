'use client'

import type { ReactNode } from 'react'
import { useContentForm } from './content-form-context'
import { pathId, pathKey, type ValuePath } from './value-path'

/**
 * A group of the content form (an object, a section, a list, a table row): a
 * fieldset named by its legend, with the message for the whole group under it.
 */
export function FieldGroup({
  path,
  legend,
  legendClassName,
  className,
  children,
}: {
  path: ValuePath
  legend: ReactNode
  legendClassName: string
  className: string
  children: ReactNode
}) {
  const { errors } = useContentForm()
  const id = pathId(path)
  const error = errors[pathKey(path)]
  return (
    <fieldset id={id} className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  )
}
