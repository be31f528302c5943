import type { ReactNode } from 'react'
import { AdminTable, type AdminTableProps } from './admin-table'

// Every admin list's table sits in a box that scrolls sideways when the table
// is wider than the screen. The box is positioned, so the screen-reader words
// (absolute) inside the rows stay in it rather than widening the page. A table
// whose caption has an id makes the box a focusable region named by it, so
// keyboard users can scroll it too.

/** The lists' usual box: a white card with a border. */
export const cardBox = 'rounded-(--radius-card) border border-line bg-white'

/** The lists' usual head and rows, for `{...listLook}`. */
export const listLook = { theadClassName: 'bg-surface text-brand-900', rowClassName: 'border-t border-line' }

export function ScrollingTable<Row>({
  boxClassName,
  children,
  ...table
}: AdminTableProps<Row> & {
  /** Where the box sits and how it is framed. */
  boxClassName: string
  /** What the box shows under the table, such as a chart's key. */
  children?: ReactNode
}) {
  const labelId = table.caption?.id
  return (
    <div
      role={labelId ? 'region' : undefined}
      aria-labelledby={labelId}
      tabIndex={labelId ? 0 : undefined}
      className={`relative overflow-x-auto ${boxClassName}`}
    >
      <AdminTable {...table} />
      {children}
    </div>
  )
}
