import type { AdminTableProps } from '@/components/admin/admin-table'
import { ScrollingTable, cardBox, listLook } from '@/components/admin/scrolling-table'

// The addresses' lists (the redirects, the addresses that fail): a card whose
// caption, for screen readers only, names the region that scrolls.

/** Every cell of an address list: a long path breaks rather than widening the table. */
export const pathCell = 'px-4 py-3 align-top break-words'

export function PathTable<Row>({
  id,
  title,
  className,
  ...table
}: { id: string; title: string; className: string } & Pick<
  AdminTableProps<Row>,
  'columns' | 'rows' | 'rowKey'
>) {
  return (
    <ScrollingTable
      boxClassName={`${className} ${cardBox}`}
      caption={{ text: title, className: 'sr-only', id }}
      {...listLook}
      headerClassName="px-4 py-3 font-semibold"
      {...table}
    />
  )
}
