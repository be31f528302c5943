import type { Column } from '@/components/admin/admin-table'
import { ScrollingTable } from '@/components/admin/scrolling-table'
import { formatCount, formatPosition, formatRate } from '@/lib/search/format'
import { periodLabel } from '@/lib/search/period'
import type { HistoryPoint } from '@/lib/search/search-view'
import { typedDate } from '@/lib/validations/typed-date'
import { ChartColumn } from './chart-column'

const width = 360
const height = 150
const top = 16
const bottom = 24
const DAY_MS = 86_400_000

/** The days published within the period, as dd/mm/aaaa. */
const publishedIn = (point: HistoryPoint, days: string[]) =>
  days.filter((day) => day >= point.startsOn && day <= point.endsOn).map(typedDate)

const columns = (days: string[]): Column<HistoryPoint>[] => [
  {
    header: 'Periodo',
    headerClassName: 'py-1 pr-3 font-semibold',
    rowHeader: true,
    className: 'py-1 pr-3 font-normal whitespace-nowrap',
    cell: (point) => periodLabel(point),
  },
  ...(
    [
      ['Impresiones', (point) => formatCount(point.impressions)],
      ['Clics', (point) => formatCount(point.clicks)],
      ['CTR', (point) => formatRate(point.ctr)],
      ['Posición', (point) => formatPosition(point.position)],
    ] as [string, (point: HistoryPoint) => string][]
  ).map(([header, value]): Column<HistoryPoint> => ({
    header,
    headerClassName: 'py-1 pl-3 text-right font-semibold',
    className: 'py-1 pl-3 text-right tabular-nums',
    cell: value,
  })),
  {
    header: 'Publicada',
    headerClassName: 'py-1 pl-3 font-semibold',
    className: 'py-1 pl-3',
    cell: (point) => publishedIn(point, days).join(', ') || '—',
  },
]

/**
 * A page's clicks in each imported period, as columns drawn on the server along the calendar, with a
 * mark on each day its content or SEO was published; and the same figures in a table.
 */
export function SearchChart({
  page,
  history,
  publishes,
}: {
  page: string
  history: HistoryPoint[]
  publishes: string[]
}) {
  const first = Date.parse(history[0]!.startsOn)
  const span = Date.parse(history.at(-1)!.endsOn) + DAY_MS - first
  const x = (day: string) => ((Date.parse(day) - first) / span) * width
  const most = Math.max(1, ...history.map((point) => point.clicks))
  const scale = (height - top - bottom) / most
  return (
    <div className="mt-4 grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <figure>
        <svg viewBox={`0 0 ${width} ${height}`} className="block w-full" aria-hidden="true">
          {history.map((point) => {
            const left = x(point.startsOn)
            const barWidth = Math.max(2, x(point.endsOn) + (DAY_MS / span) * width - left - 2)
            return (
              <ChartColumn
                key={point.startsOn}
                x={left + 1}
                width={barWidth}
                barHeight={point.clicks * scale}
                value={point.clicks}
                label={typedDate(point.startsOn).slice(3)}
                chartHeight={height}
                bottom={bottom}
              />
            )
          })}
          {publishes.map((day) => (
            <g key={day} data-publicada={day}>
              <line
                x1={x(day)}
                x2={x(day)}
                y1={top - 8}
                y2={height - bottom}
                className="stroke-sun-600"
                strokeWidth="2"
                strokeDasharray="4 2"
              />
              <circle cx={x(day)} cy={top - 8} r="4" className="fill-sun-600" />
            </g>
          ))}
        </svg>
        <figcaption className="mt-2 text-xs text-muted">
          Clics de {page} en cada periodo importado. Las líneas discontinuas marcan los días en que se
          publicaron cambios de la página.
        </figcaption>
      </figure>
      <ScrollingTable
        boxClassName=""
        columns={columns(publishes)}
        rows={history}
        rowKey={(point) => point.startsOn}
        caption={{
          id: 'tabla-evolucion',
          text: `Búsquedas de ${page} por periodo, y cuándo se publicó`,
          className: 'pb-2 text-left text-muted',
        }}
        theadClassName="text-brand-900"
        rowClassName="border-t border-line"
      />
    </div>
  )
}
