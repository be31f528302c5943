'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import { ContentForm, type ContentFormContext } from './content-form-context'
import { CollapsiblePart } from './collapsible-part'
import { FieldNode } from './content-node'
import type { ObjectDescription } from '@/lib/content/describe-schema'
import { PagePartsList } from './page-parts-list'
import type { PhotoChoice } from './content-form-context'
import { changeAt, valueAt, type ValuePath } from './value-path'

const noLocks: { path: string; href: string }[] = []
const noErrors: Record<string, string> = {}
const noPhotos: PhotoChoice[] = []

/**
 * Every field of a page's content, drawn from the description of its zod schema
 * (describeContentSchema), inside the caller's <form>. The whole value travels as
 * JSON in one hidden input, `name`, which the server action parses and checks with
 * the same schema; its messages come back as `errors`, by dotted path. `locked`
 * places are edited in another form: they show read-only, with a link to it.
 * `photos` are the library's, which pictures may show.
 * `defaultValue` is read once: give the component a new `key` to show another value.
 */
export function ContentFields({
  description,
  defaultValue,
  name,
  locked = noLocks,
  errors = noErrors,
  photos = noPhotos,
}: {
  description: ObjectDescription
  defaultValue: unknown
  name: string
  locked?: { path: string; href: string }[]
  errors?: Record<string, string>
  photos?: PhotoChoice[]
}) {
  const hydrated = useHydrated()
  const [value, setValue] = useState(defaultValue)
  const pendingFocus = useRef<string | null>(null)

  const update = useCallback((path: ValuePath, change: (old: unknown) => unknown) => {
    setValue((old: unknown) => changeAt(old, path, change))
  }, [])
  const focusAfterRender = useCallback((id: string) => {
    pendingFocus.current = id
  }, [])
  useEffect(() => {
    const id = pendingFocus.current
    if (!id) return
    pendingFocus.current = null
    const target = document.getElementById(id)
    const control = target?.matches('input, textarea, select, button')
      ? target
      : target?.querySelector<HTMLElement>('input, textarea, select, button:not(:disabled)')
    control?.focus()
  }, [value])

  const context = useMemo<ContentFormContext>(
    () => ({
      update,
      errors,
      locked: new Map(locked.map(({ path, href }) => [path, href])),
      focusAfterRender,
      photos,
    }),
    [update, errors, locked, focusAfterRender, photos],
  )
  // Messages for places no field shows (a field the form does not render): listed on top, never lost.
  const elsewhere = Object.entries(errors).filter(
    ([path]) => !path || valueAt(value, path.split('.')) === undefined,
  )

  return (
    <ContentForm value={context}>
      <input type="hidden" name={name} value={JSON.stringify(value)} />
      {elsewhere.length > 0 ? (
        <ul
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-danger bg-white p-3 text-sm font-medium text-danger"
        >
          {elsewhere.map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      ) : null}
      <PagePartsList description={description} value={value} />
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-6">
        {description.fields.map(({ name, field }) => {
          const node = <FieldNode field={field} path={[name]} value={valueAt(value, [name])} />
          // The sections' fixed list folds section by section (ListFields); every other part as a whole.
          if (field.type === 'list' && field.fixed) return <div key={name}>{node}</div>
          return (
            <CollapsiblePart key={name} path={[name]} label={field.label}>
              {node}
            </CollapsiblePart>
          )
        })}
      </fieldset>
    </ContentForm>
  )
}
