'use client'

import type { ObjectDescription } from '@/lib/content/describe-schema'
import { itemLabel } from './list-fields'
import { partId } from './value-path'

/**
 * The parts of a page, in the form's order, each folding on its own: every
 * top-level field, except the sections' fixed list, whose sections are parts.
 */
export function pageParts(description: ObjectDescription, value: unknown) {
  const content = (value ?? {}) as Record<string, unknown>
  return description.fields.flatMap(({ name, field }) => {
    if (field.type !== 'list' || !field.fixed) return [{ path: [name], label: field.label }]
    const items = Array.isArray(content[name]) ? (content[name] as unknown[]) : []
    return items.map((item, index) => ({ path: [name, index], label: itemLabel(field, item, index) }))
  })
}

/**
 * On a phone, the list at the top of the form that jumps to each part, and
 * opens it. Hidden on wider screens, where every part is open.
 */
export function PagePartsList({ description, value }: { description: ObjectDescription; value: unknown }) {
  return (
    <nav aria-label="Partes de la página" className="rounded-lg border border-line bg-white p-3 sm:hidden">
      <p className="font-semibold text-brand-900">Ir a</p>
      <ul className="mt-2 grid gap-1">
        {pageParts(description, value).map(({ path, label }) => (
          <li key={partId(path)}>
            <a
              href={`#${partId(path)}`}
              onClick={() => {
                const part = document.getElementById(partId(path))
                if (part instanceof HTMLDetailsElement) part.open = true
              }}
              className="block py-1 font-medium text-brand-800 underline"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
