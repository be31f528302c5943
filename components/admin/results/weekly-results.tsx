import { AdminTable, type Column } from '@/components/admin/admin-table'
import type { WeekResult } from '@/lib/leads/results'
import { ChartColumn } from './chart-column'

const width = 360
const height = 150
const top = 16
const bottom = 24
const column = width / 12

const weekColumns: Column<WeekResult>[] = [
  {
    header: 'Semana del',
    headerClassName: 'py-1 pr-3 font-semibold',
    rowHeader: true,
    className: 'py-1 pr-3 font-normal',
    cell: (week) => <time dateTime={week.monday}>{week.label}</time>,
  },
  {
    header: 'Solicitudes',
    headerClassName: 'py-1 text-right font-semibold',
    className: 'py-1 text-right tabular-nums',
    cell: (week) => week.count,
  },
]

/** Leads per week for 12 weeks: columns drawn on the server, and the same figures in a table. */
export function WeeklyResults({ weeks }: { weeks: WeekResult[] }) {
  const most = Math.max(1, ...weeks.map((week) => week.count))
  const scale = (height - top - bottom) / most
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <svg viewBox={`0 0 ${width} ${height}`} className="block w-full" aria-hidden="true">
        {weeks.map((week, index) => (
          <ChartColumn
            key={week.monday}
            x={index * column + 4}
            width={column - 8}
            barHeight={week.count * scale}
            value={week.count}
            label={week.label}
            chartHeight={height}
            bottom={bottom}
          />
        ))}
      </svg>
      <AdminTable
        columns={weekColumns}
        rows={weeks}
        rowKey={(week) => week.monday}
        caption={{
          text: 'Solicitudes por semana (de lunes a domingo)',
          className: 'pb-2 text-left text-muted',
        }}
        theadClassName="text-brand-900"
        rowClassName="border-t border-line"
      />
    </div>
  )
}
