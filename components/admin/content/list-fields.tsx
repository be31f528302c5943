'use client'

import { useContentForm } from './content-form-context'
import { FieldError, FieldNode } from './content-node'
import type { ListDescription } from './describe-schema'
import { emptyValue } from './empty-value'
import { smallButton, topLevelLegend } from './styles'
import { moveItem, pathId, pathKey, type ValuePath } from './value-path'

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * A list: each item with 'Subir', 'Bajar' and 'Quitar', and 'Añadir' at the end, within the
 * schema's limits. A fixed list (the sections) keeps its items' number and order.
 */
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
  const { update, errors, focusAfterRender } = useContentForm()
  const items = Array.isArray(value) ? value : []
  const id = pathId(path)
  const error = errors[pathKey(path)]
  const noun = field.itemNoun
  // An optional list left empty is left out, as the content files do.
  const setItems = (next: unknown[]) =>
    update(path, () => (next.length === 0 && field.optional ? undefined : next))
  const move = (from: number, to: number, button: 'subir' | 'bajar') => {
    setItems(moveItem(items, from, to))
    const edge = to === 0 || to === items.length - 1
    focusAfterRender(`${pathId([...path, to])}-${edge ? (button === 'subir' ? 'bajar' : 'subir') : button}`)
  }

  return (
    <fieldset id={id} className="grid min-w-0 gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={path.length === 1 ? topLevelLegend : 'font-semibold text-brand-900'}>
        {label}
        {field.fixed ? null : (
          <span className="font-normal text-muted">
            {' '}
            ({items.length} de {field.maxItems} como máximo)
          </span>
        )}
      </legend>
      {field.fixed ? (
        <p className="text-sm text-muted">
          El orden y el tipo de las secciones no se cambian aquí; sí todo su texto.
        </p>
      ) : null}
      <FieldError id={id} error={error} />
      {items.map((item, index) => {
        const itemPath = [...path, index]
        const itemId = pathId(itemPath)
        const name = `${noun} ${index + 1}`
        return (
          <div
            key={index}
            className={
              field.fixed
                ? 'rounded-xl border border-line bg-white p-4 shadow-sm'
                : 'grid gap-2 rounded-lg bg-surface p-3'
            }
          >
            <FieldNode
              field={field.item}
              path={itemPath}
              value={item}
              label={itemLabel(field, item, index)}
            />
            {field.fixed ? null : (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  id={`${itemId}-subir`}
                  aria-label={`Subir ${name}`}
                  className={smallButton}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'subir')}
                >
                  Subir
                </button>
                <button
                  type="button"
                  id={`${itemId}-bajar`}
                  aria-label={`Bajar ${name}`}
                  className={smallButton}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1, 'bajar')}
                >
                  Bajar
                </button>
                <button
                  type="button"
                  aria-label={`Quitar ${name}`}
                  className={`${smallButton} text-danger`}
                  disabled={items.length <= field.minItems}
                  onClick={() => {
                    setItems(items.filter((_, other) => other !== index))
                    focusAfterRender(`${id}-anadir`)
                  }}
                >
                  Quitar
                </button>
              </div>
            )}
          </div>
        )
      })}
      {field.fixed ? null : (
        <div>
          <button
            type="button"
            id={`${id}-anadir`}
            className={smallButton}
            disabled={items.length >= field.maxItems}
            onClick={() => {
              setItems([...items, emptyValue(field.item)])
              focusAfterRender(pathId([...path, items.length]))
            }}
          >
            Añadir {noun}
          </button>
        </div>
      )}
    </fieldset>
  )
}

/** 'Párrafo 2'; a section: 'Sección 3 · Tabla: «Calendario de ayudas»'. */
function itemLabel(field: ListDescription, item: unknown, index: number): string {
  const name = `${capitalised(field.itemNoun)} ${index + 1}`
  if (field.item.type !== 'variants') return name
  const { kind, heading } = (item ?? {}) as { kind?: unknown; heading?: unknown }
  const kindLabel = typeof kind === 'string' ? field.item.variants[kind]?.label : undefined
  return `${name}${kindLabel ? ` · ${kindLabel}` : ''}${typeof heading === 'string' && heading ? `: «${heading}»` : ''}`
}
