'use client'

import type { ObjectDescription } from '@/lib/content/describe-schema'
import { fieldPathLabel } from '@/lib/content/field-path-label'
import type { PublishCheck } from '@/lib/content/types'
import { partId, pathId } from './value-path'

// Everything that stops 'Publicar', as 'Revisar cambios' lists it before and a
// refused publish keeps it on the form after: each message names its field in
// the form's words and leads to it; a near copy names the page it repeats, by
// how much, and the passages both share, each leading to where it starts.

/** The SEO record's fields are named 'seo.<field>': they are corrected in the SEO part, not in this form. */
const seoPrefix = 'seo.'

/**
 * Moves the focus to the control of the content field at `path` (or of the nearest part holding it),
 * opening any folded part around it first. False when the form has no such place.
 */
export function focusField(path: string): boolean {
  const steps = path.split('.')
  for (let length = steps.length; length > 0; length--) {
    const at = steps.slice(0, length)
    const target = document.getElementById(pathId(at)) ?? document.getElementById(partId(at))
    if (!target) continue
    for (let part = target.closest('details'); part; part = part.parentElement?.closest('details') ?? null)
      part.open = true
    const control = target.matches('input, textarea, select')
      ? target
      : target.querySelector<HTMLElement>('input, textarea, select, button:not(:disabled)')
    control?.focus()
    return Boolean(control)
  }
  return false
}

/** A field's name, leading to it when the form has it. */
function FieldLink({ path, description }: { path: string; description: ObjectDescription }) {
  if (path.startsWith(seoPrefix)) return <>SEO › {fieldPathLabel(path.slice(seoPrefix.length))}</>
  return (
    <a
      href={`#${pathId(path.split('.'))}`}
      onClick={(event) => {
        if (focusField(path)) event.preventDefault()
      }}
      className="font-semibold underline"
    >
      {fieldPathLabel(path, description)}
    </a>
  )
}

export function PublishProblems({
  check,
  description,
}: {
  check: PublishCheck
  description: ObjectDescription
}) {
  const errors = Object.entries(check.errors)
  const { nearCopy } = check
  return (
    <>
      <p className="font-semibold">
        {check.missingLinks > 0
          ? 'No se puede publicar: hay enlaces a páginas que no existen.'
          : 'No se puede publicar hasta corregir esto:'}
      </p>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        {errors.map(([path, message]) => (
          <li key={path}>
            {path ? (
              <>
                <FieldLink path={path} description={description} />
                {': '}
              </>
            ) : null}
            {message}
          </li>
        ))}
        {nearCopy ? (
          <li>
            {nearCopy.message} (
            <a href={nearCopy.page} target="_blank" rel="noopener" className="underline">
              ver esa página
            </a>
            ). Escribe un texto propio de esta página; se repiten estos fragmentos:
            <ul className="mt-1 grid list-[circle] gap-1 pl-5">
              {nearCopy.passages.map((passage) => (
                <li key={`${passage.path}:${passage.text}`}>
                  «{passage.text}», en <FieldLink path={passage.path} description={description} />
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </>
  )
}

/** A refusal kept in view, named `label` ('No se ha publicado'): everything that stopped it. */
export function PublishRefusal({
  label,
  check,
  description,
}: {
  label: string
  check: PublishCheck
  description: ObjectDescription
}) {
  return (
    <div
      role="alert"
      aria-label={label}
      tabIndex={-1}
      className="rounded-md border border-danger/40 bg-danger/5 p-3 text-danger"
    >
      <PublishProblems check={check} description={description} />
    </div>
  )
}
