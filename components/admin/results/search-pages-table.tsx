import Link from 'next/link'
import type { Column } from '@/components/admin/admin-table'
import { ScrollingTable, cardBox, listLook } from '@/components/admin/scrolling-table'
import { formatChange, formatCount, formatPer100, formatPosition, formatRate } from '@/lib/search/format'
import type { PageSearch, PeriodFigures } from '@/lib/search/search-view'

const cell = 'px-3 py-2 text-right align-top tabular-nums whitespace-nowrap'
const head = 'px-3 py-2 text-right font-semibold'

type Figure = {
  header: string
  value: (figures: PeriodFigures) => number | null
  format: (value: number | null) => string
  changeFormat: (value: number) => string
}

const figures: Figure[] = [
  {
    header: 'Impresiones',
    value: (f) => f.impressions,
    format: (v) => formatCount(v ?? 0),
    changeFormat: formatCount,
  },
  { header: 'Clics', value: (f) => f.clicks, format: (v) => formatCount(v ?? 0), changeFormat: formatCount },
  { header: 'CTR', value: (f) => f.ctr, format: formatRate, changeFormat: (v) => formatRate(v) },
  {
    header: 'Posición media',
    value: (f) => f.position,
    format: formatPosition,
    changeFormat: (v) => formatPosition(v),
  },
  {
    header: 'Solicitudes',
    value: (f) => f.leads,
    format: (v) => formatCount(v ?? 0),
    changeFormat: formatCount,
  },
  {
    header: 'Solicitudes por 100 clics',
    value: (f) => f.leadsPer100Clicks,
    format: formatPer100,
    changeFormat: (v) => formatPer100(v),
  },
]

/** A figure of the chosen period, with the one before under it and the change. */
function FigureCell({ figure, row }: { figure: Figure; row: PageSearch }) {
  const now = figure.value(row.current)
  if (row.previous === null) return <>{figure.format(now)}</>
  const before = figure.value(row.previous)
  return (
    <>
      {figure.format(now)}
      <span className="block text-xs text-muted">
        antes {figure.format(before)} ({formatChange(now, before, figure.changeFormat)})
      </span>
    </>
  )
}

const columns = (chartHref: (page: string) => string): Column<PageSearch>[] => [
  {
    header: 'Página',
    headerClassName: 'px-3 py-2 text-left font-semibold',
    rowHeader: true,
    className: 'px-3 py-2 align-top font-normal',
    cell: (row) => (
      <>
        <span className="font-mono break-words">{row.page}</span>
        <Link href={chartHref(row.page)} className="block text-xs text-brand-700">
          Ver su evolución
        </Link>
      </>
    ),
  },
  ...figures.map((figure): Column<PageSearch> => ({
    header: figure.header,
    headerClassName: head,
    className: cell,
    cell: (row) => <FigureCell figure={figure} row={row} />,
  })),
]

/** Each page's search figures in the chosen period beside the one before, with the change. */
export function SearchPagesTable({
  pages,
  caption,
  chartHref,
}: {
  pages: PageSearch[]
  caption: string
  chartHref: (page: string) => string
}) {
  return (
    <ScrollingTable
      boxClassName={`mt-4 ${cardBox}`}
      columns={columns(chartHref)}
      rows={pages}
      rowKey={(row) => row.page}
      caption={{ text: caption, id: 'tabla-busquedas', className: 'px-4 py-3 text-left text-muted' }}
      {...listLook}
    />
  )
}
