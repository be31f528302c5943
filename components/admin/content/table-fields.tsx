'use client'

import { useContentForm } from './content-form-context'
import { FieldError, FieldNode } from './content-node'
import type { ListDescription, NamedField } from './describe-schema'
import { smallButton } from './styles'
import { moveItem, pathId, pathKey, type ValuePath } from './value-path'

type TableParts = { columnsField: ListDescription; rowsField: ListDescription & { item: ListDescription } }

/** A table's two lists, when an object has them: `columns` (texts) and `rows` (lists of texts, one per column). */
export function tableParts(fields: NamedField[]): TableParts | null {
  const columnsField = fields.find(({ name }) => name === 'columns')?.field
  const rowsField = fields.find(({ name }) => name === 'rows')?.field
  if (columnsField?.type !== 'list' || columnsField.item.type !== 'text') return null
  if (rowsField?.type !== 'list' || rowsField.item.type !== 'list') return null
  return { columnsField, rowsField: rowsField as TableParts['rowsField'] }
}

type Table = { columns: string[]; rows: string[][] }

/**
 * A table's columns and rows. A row's cells follow the columns: adding, moving or removing a
 * column does the same to that cell of every row, and a new row has a cell per column.
 */
export function TableFields({
  columnsField,
  rowsField,
  path,
  columns: columnsValue,
  rows: rowsValue,
}: TableParts & { path: ValuePath; columns: unknown; rows: unknown }) {
  const { update, errors, focusAfterRender } = useContentForm()
  const columns = (Array.isArray(columnsValue) ? columnsValue : []) as string[]
  const rows = (Array.isArray(rowsValue) ? rowsValue : []) as string[][]
  const columnsPath = [...path, 'columns']
  const rowsPath = [...path, 'rows']
  const change = (next: (table: Table) => Partial<Table>) =>
    update(path, (old) => {
      const section = old as Record<string, unknown>
      return { ...section, ...next({ columns, rows }) }
    })

  const list = (
    kind: 'columns' | 'rows',
    field: ListDescription,
    count: number,
    render: (index: number) => React.ReactNode,
    actions: { move: (from: number, to: number) => void; remove: (index: number) => void; add: () => void },
  ) => {
    const listPath = kind === 'columns' ? columnsPath : rowsPath
    const id = pathId(listPath)
    const error = errors[pathKey(listPath)]
    const noun = field.itemNoun
    const moveTo = (from: number, to: number, button: 'subir' | 'bajar') => {
      actions.move(from, to)
      const edge = to === 0 || to === count - 1
      focusAfterRender(
        `${pathId([...listPath, to])}-${edge ? (button === 'subir' ? 'bajar' : 'subir') : button}`,
      )
    }
    return (
      <fieldset id={id} className="grid min-w-0 gap-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="font-semibold text-brand-900">
          {field.label}
          <span className="font-normal text-muted">
            {' '}
            ({count} de {field.maxItems} como máximo)
          </span>
        </legend>
        <FieldError id={id} error={error} />
        {Array.from({ length: count }, (_, index) => {
          const itemId = pathId([...listPath, index])
          const name = `${noun} ${index + 1}`
          return (
            <div key={index} className="grid gap-2 rounded-lg bg-surface p-3">
              {render(index)}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  id={`${itemId}-subir`}
                  aria-label={`Subir ${name}`}
                  className={smallButton}
                  disabled={index === 0}
                  onClick={() => moveTo(index, index - 1, 'subir')}
                >
                  Subir
                </button>
                <button
                  type="button"
                  id={`${itemId}-bajar`}
                  aria-label={`Bajar ${name}`}
                  className={smallButton}
                  disabled={index === count - 1}
                  onClick={() => moveTo(index, index + 1, 'bajar')}
                >
                  Bajar
                </button>
                <button
                  type="button"
                  aria-label={`Quitar ${name}`}
                  className={`${smallButton} text-danger`}
                  disabled={count <= field.minItems}
                  onClick={() => {
                    actions.remove(index)
                    focusAfterRender(`${id}-anadir`)
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
            id={`${id}-anadir`}
            className={smallButton}
            disabled={count >= field.maxItems}
            onClick={() => {
              actions.add()
              focusAfterRender(pathId([...listPath, count]))
            }}
          >
            Añadir {noun}
          </button>
        </div>
      </fieldset>
    )
  }

  const cellField = rowsField.item.item
  return (
    <>
      {list(
        'columns',
        columnsField,
        columns.length,
        (index) => (
          <FieldNode
            field={columnsField.item}
            path={[...columnsPath, index]}
            value={columns[index]}
            label={`Columna ${index + 1}`}
          />
        ),
        {
          move: (from, to) =>
            change((table) => ({
              columns: moveItem(table.columns, from, to),
              rows: table.rows.map((row) => moveItem(row, from, to)),
            })),
          remove: (index) =>
            change((table) => ({
              columns: table.columns.filter((_, other) => other !== index),
              rows: table.rows.map((row) => row.filter((_, other) => other !== index)),
            })),
          add: () =>
            change((table) => ({
              columns: [...table.columns, ''],
              rows: table.rows.map((row) => [...row, '']),
            })),
        },
      )}
      {list(
        'rows',
        rowsField,
        rows.length,
        (index) => {
          const rowPath = [...rowsPath, index]
          const id = pathId(rowPath)
          const error = errors[pathKey(rowPath)]
          return (
            <fieldset
              id={id}
              className="grid min-w-0 gap-2"
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <legend className="font-semibold text-brand-900">Fila {index + 1}</legend>
              <FieldError id={id} error={error} />
              <div className="grid gap-3 sm:grid-cols-2">
                {columns.map((column, cell) => (
                  <FieldNode
                    key={cell}
                    field={cellField}
                    path={[...rowPath, cell]}
                    value={rows[index]?.[cell]}
                    label={column || `Columna ${cell + 1}`}
                  />
                ))}
              </div>
            </fieldset>
          )
        },
        {
          move: (from, to) => change((table) => ({ rows: moveItem(table.rows, from, to) })),
          remove: (index) => change((table) => ({ rows: table.rows.filter((_, other) => other !== index) })),
          add: () => change((table) => ({ rows: [...table.rows, table.columns.map(() => '')] })),
        },
      )}
    </>
  )
}
