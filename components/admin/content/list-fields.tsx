'use client'

import { CollapsiblePart } from './collapsible-part'
import { useContentForm } from './content-form-context'
import { FieldNode } from './content-node'
import { FieldGroup } from './field-group'
import type { ListDescription } from '@/lib/content/describe-schema'
import { EditableList } from './editable-list'
import { emptyValue } from './empty-value'
import { topLevelLegend } from './styles'
import { moveItem, removeItem, type ValuePath } from './value-path'

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A list of the content: editable within its limits, or fixed (the sections keep their number and order). */
export function ListFields({
  field,
  path,
  value,
  label,
}: {
  field: ListDescription
  path: ValuePath
  value: unknown
  label: string
}) {
  const { update } = useContentForm()
  const items = Array.isArray(value) ? value : []
  const legendClassName = path.length === 1 ? topLevelLegend : 'font-semibold text-brand-900'
  const item = (index: number) => (
    <FieldNode
      field={field.item}
      path={[...path, index]}
      value={items[index]}
      label={itemLabel(field, items[index], index)}
    />
  )

  if (field.fixed) {
    return (
      <FieldGroup path={path} legend={label} legendClassName={legendClassName} className="grid min-w-0 gap-3">
        <p className="text-sm text-muted">
          El orden y el tipo de las secciones no se cambian aquí; sí todo su texto.
        </p>
        {items.map((_, index) => (
          <CollapsiblePart
            key={index}
            path={[...path, index]}
            label={itemLabel(field, items[index], index)}
            className="rounded-xl border border-line bg-white p-4 shadow-sm"
          >
            {item(index)}
          </CollapsiblePart>
        ))}
      </FieldGroup>
    )
  }

  // An optional list left empty is left out, as the content files do.
  const setItems = (next: unknown[]) =>
    update(path, () => (next.length === 0 && field.optional ? undefined : next))
  return (
    <EditableList
      path={path}
      label={label}
      legendClassName={legendClassName}
      field={field}
      count={items.length}
      renderItem={item}
      onMove={(from, to) => setItems(moveItem(items, from, to))}
      onRemove={(index) => setItems(removeItem(items, index))}
      onAdd={() => setItems([...items, emptyValue(field.item)])}
    />
  )
}

/** 'Párrafo 2'; a section: 'Sección 3 · Tabla: «Calendario de ayudas»'. */
export function itemLabel(field: ListDescription, item: unknown, index: number): string {
  const name = `${capitalised(field.itemNoun)} ${index + 1}`
  if (field.item.type !== 'variants') return name
  const { kind, heading } = (item ?? {}) as { kind?: unknown; heading?: unknown }
  const kindLabel = typeof kind === 'string' ? field.item.variants[kind]?.label : undefined
  return `${name}${kindLabel ? ` · ${kindLabel}` : ''}${typeof heading === 'string' && heading ? `: «${heading}»` : ''}`
}
