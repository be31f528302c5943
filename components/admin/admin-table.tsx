import type { ReactNode } from 'react'

// The admin lists' tables (the inbox, the results, the weekly results, a
// version's changes): columns as data, each a header and a cell drawn from the
// row. Every value is rendered as React text unless a cell draws markup itself.
// The classes are each list's own, so each keeps its look.

export type Column<Row> = {
  header: ReactNode
  /** The header cell's classes, where not the table's `headerClassName`. */
  headerClassName?: string
  cell: (row: Row) => ReactNode
  className?: string | ((row: Row) => string)
  /** The column that names its row: a <th scope="row">, as screen readers announce it. */
  rowHeader?: boolean
  /** The cell's tooltip: a value cut to one line, in full. */
  title?: (row: Row) => string
}

export type AdminTableProps<Row> = {
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** The table's accessible name; its id lets a scrolling region be named by it. */
  caption?: { text: string; className: string; id?: string }
  theadClassName?: string
  /** Every header cell's classes, unless its column has its own. */
  headerClassName?: string
  rowClassName?: string | ((row: Row) => string)
}

export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  theadClassName,
  headerClassName,
  rowClassName,
}: AdminTableProps<Row>) {
  const classOf = <Value,>(className: string | ((value: Value) => string) | undefined, value: Value) =>
    typeof className === 'function' ? className(value) : className
  return (
    <table className="w-full border-collapse text-left text-sm">
      {caption ? (
        <caption id={caption.id} className={caption.className}>
          {caption.text}
        </caption>
      ) : null}
      <thead className={theadClassName}>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={column.headerClassName ?? headerClassName}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={classOf(rowClassName, row)}>
            {columns.map((column, index) => {
              const Cell = column.rowHeader ? 'th' : 'td'
              return (
                <Cell
                  key={index}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={classOf(column.className, row)}
                  title={column.title?.(row)}
                >
                  {column.cell(row)}
                </Cell>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
