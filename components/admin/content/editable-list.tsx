'use client'

import type { ReactNode } from 'react'
import { useContentForm } from './content-form-context'
import type { ListDescription } from '@/lib/content/describe-schema'
import { FieldGroup } from './field-group'
import { smallButton } from './styles'
import { pathId, type ValuePath } from './value-path'

/**
 * The frame of a list staff can change: its legend with the count, its message, each item with
 * 'Subir', 'Bajar' and 'Quitar' (named after the item: 'Quitar fila 3'), and 'Añadir' at the end,
 * within the schema's limits. The focus follows: to the moved item's button, to the new item's
 * first field, to 'Añadir' after a removal.
 */
export function EditableList({
  path,
  label,
  legendClassName = 'font-semibold text-brand-900',
  field: { itemNoun: noun, minItems, maxItems },
  count,
  renderItem,
  onMove,
  onRemove,
  onAdd,
}: {
  path: ValuePath
  label: string
  legendClassName?: string
  /** The list's schema: its item's name, lower case ('fila'), and its limits. */
  field: Pick<ListDescription, 'itemNoun' | 'minItems' | 'maxItems'>
  count: number
  renderItem: (index: number) => ReactNode
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  onAdd: () => void
}) {
  const { focusAfterRender } = useContentForm()
  const addId = `${pathId(path)}-anadir`
  const move = (from: number, to: number, button: 'subir' | 'bajar') => {
    onMove(from, to)
    // At either end the button pressed is disabled: the focus goes to the other one.
    const edge = to === 0 || to === count - 1
    focusAfterRender(`${pathId([...path, to])}-${edge ? (button === 'subir' ? 'bajar' : 'subir') : button}`)
  }

  return (
    <FieldGroup
      path={path}
      legend={
        <>
          {label}
          <span className="font-normal text-muted">
            {' '}
            ({count} de {maxItems} como máximo)
          </span>
        </>
      }
      legendClassName={legendClassName}
      className="grid min-w-0 gap-3"
    >
      {Array.from({ length: count }, (_, index) => {
        const itemId = pathId([...path, index])
        const name = `${noun} ${index + 1}`
        return (
          <div key={index} className="grid gap-2 rounded-lg bg-surface p-3">
            {renderItem(index)}
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
                disabled={index === count - 1}
                onClick={() => move(index, index + 1, 'bajar')}
              >
                Bajar
              </button>
              <button
                type="button"
                aria-label={`Quitar ${name}`}
                className={`${smallButton} text-danger`}
                disabled={count <= minItems}
                onClick={() => {
                  onRemove(index)
                  focusAfterRender(addId)
                }}
              >
                Quitar
              </button>
            </div>
          </div>
        )
      })}
      <div>
        <button
          type="button"
          id={addId}
          className={smallButton}
          disabled={count >= maxItems}
          onClick={() => {
            onAdd()
            focusAfterRender(pathId([...path, count]))
          }}
        >
          Añadir {noun}
        </button>
      </div>
    </FieldGroup>
  )
}
