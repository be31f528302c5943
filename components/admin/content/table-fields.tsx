'use client'

import { useContentForm } from './content-form-context'
import { FieldNode } from './content-node'
import { FieldGroup } from './field-group'
import type { ListDescription, NamedField } from '@/lib/content/describe-schema'
import { EditableList } from './editable-list'
import { moveItem, removeItem, type ValuePath } from './value-path'

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
  const { update } = useContentForm()
  const columns = (Array.isArray(columnsValue) ? columnsValue : []) as string[]
  const rows = (Array.isArray(rowsValue) ? rowsValue : []) as string[][]
  const columnsPath = [...path, 'columns']
  const rowsPath = [...path, 'rows']
  const change = (next: Partial<Table>) =>
    update(path, (section) => ({ ...(section as Record<string, unknown>), ...next }))

  return (
    <>
      <EditableList
        path={columnsPath}
        label={columnsField.label}
        field={columnsField}
        count={columns.length}
        renderItem={(index) => (
          <FieldNode
            field={columnsField.item}
            path={[...columnsPath, index]}
            value={columns[index]}
            label={`Columna ${index + 1}`}
          />
        )}
        onMove={(from, to) =>
          change({ columns: moveItem(columns, from, to), rows: rows.map((row) => moveItem(row, from, to)) })
        }
        onRemove={(index) =>
          change({ columns: removeItem(columns, index), rows: rows.map((row) => removeItem(row, index)) })
        }
        onAdd={() => change({ columns: [...columns, ''], rows: rows.map((row) => [...row, '']) })}
      />
      <EditableList
        path={rowsPath}
        label={rowsField.label}
        field={rowsField}
        count={rows.length}
        renderItem={(index) => {
          const rowPath = [...rowsPath, index]
          return (
            <FieldGroup
              path={rowPath}
              legend={`Fila ${index + 1}`}
              legendClassName="font-semibold text-brand-900"
              className="grid min-w-0 gap-2"
            >
              <div className="grid gap-3 sm:grid-cols-2">
                {columns.map((column, cell) => (
                  <FieldNode
                    key={cell}
                    field={rowsField.item.item}
                    path={[...rowPath, cell]}
                    value={rows[index]?.[cell]}
                    label={column || `Columna ${cell + 1}`}
                  />
                ))}
              </div>
            </FieldGroup>
          )
        }}
        onMove={(from, to) => change({ rows: moveItem(rows, from, to) })}
        onRemove={(index) => change({ rows: removeItem(rows, index) })}
        onAdd={() => change({ rows: [...rows, columns.map(() => '')] })}
      />
    </>
  )
}
