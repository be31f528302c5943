import Link from 'next/link'
import type { Column } from '@/components/admin/admin-table'
import { ScrollingTable, cardBox, listLook } from '@/components/admin/scrolling-table'
import type { PageResult } from '@/lib/leads/results'
import { inboxHref } from '@/lib/leads/inbox-params'
import { editorHref } from '@/lib/seo/dashboard-path'

const noPage = 'Sin página registrada'
const allPages = { query: '', issue: 'all' } as const

function Health({ result }: { result: PageResult }) {
  if (result.page === null || result.issues === null) return <span className="text-muted">—</span>
  return (
    <Link href={editorHref(result.page, allPages)} className="text-brand-700">
      {result.issues.length === 0 ? 'Sin problemas' : `Revisar: ${result.issues.join(', ')}`}
    </Link>
  )
}

function Count({ result, value }: { result: PageResult; value: number }) {
  if (value === 0 || result.page === null) return <>{value}</>
  return (
    <Link href={inboxHref({ source: result.page })} className="text-brand-700">
      {value}
    </Link>
  )
}

/** The 90 days' leads that came with a savings estimate, under the page's path. */
const withEstimate = (count: number) =>
  `${count} ${count === 1 ? 'llegó' : 'llegaron'} con cálculo de ahorro (90 días)`

const cell = 'px-3 py-2'

/** Page, counts, the bars (hidden from screen readers, and below 640 px), the SEO health. */
const columns = (most: number): Column<PageResult>[] => [
  {
    header: 'Página',
    headerClassName: `${cell} font-semibold`,
    rowHeader: true,
    className: `${cell} align-top font-normal`,
    cell: (result) => (
      <>
        <span className="font-mono break-words">{result.page ?? noPage}</span>
        {result.quiet ? (
          <span className="block text-xs font-semibold text-brand-950">Sin solicitudes en 90 días</span>
        ) : null}
        {result.estimates90 > 0 ? (
          <span className="block text-xs text-muted">{withEstimate(result.estimates90)}</span>
        ) : null}
      </>
    ),
  },
  {
    header: '30 días',
    headerClassName: `${cell} text-right font-semibold`,
    className: `${cell} text-right align-top tabular-nums`,
    cell: (result) => <Count result={result} value={result.last30} />,
  },
  {
    header: '90 días',
    headerClassName: `${cell} text-right font-semibold`,
    className: `${cell} text-right align-top tabular-nums`,
    cell: (result) => <Count result={result} value={result.last90} />,
  },
  {
    header: <span aria-hidden="true">Gráfico</span>,
    headerClassName: `hidden w-1/3 ${cell} font-semibold sm:table-cell`,
    className: `hidden ${cell} align-middle sm:table-cell`,
    cell: (result) => (
      <svg viewBox="0 0 100 12" preserveAspectRatio="none" className="block h-4 w-full" aria-hidden="true">
        <rect width={(100 * result.last90) / most} height="12" rx="2" className="fill-brand-200" />
        <rect width={(100 * result.last30) / most} height="12" rx="2" className="fill-brand-700" />
      </svg>
    ),
  },
  {
    header: 'Salud SEO',
    headerClassName: `${cell} font-semibold`,
    className: `${cell} align-top`,
    cell: (result) => <Health result={result} />,
  },
]

/**
 * Leads per page: bars drawn on the server (an SVG per row, hidden from screen
 * readers) beside the same figures as text in a table. A page with no lead in
 * 90 days stands out and says so.
 */
export function PageResults({ results }: { results: PageResult[] }) {
  const most = Math.max(1, ...results.map((result) => result.last90))
  return (
    <ScrollingTable
      boxClassName={`mt-4 ${cardBox}`}
      columns={columns(most)}
      rows={results}
      rowKey={(result) => result.page ?? noPage}
      caption={{
        text: 'Solicitudes por página de origen en los últimos 30 y 90 días (y cuántas llegaron con un cálculo de ahorro), con la salud SEO de cada página',
        className: 'px-4 py-3 text-left text-muted',
      }}
      theadClassName={listLook.theadClassName}
      rowClassName={(result) => `${listLook.rowClassName} ${result.quiet ? 'bg-sun-100' : ''}`}
    >
      <p className="px-4 py-3 text-xs text-muted">
        En el gráfico, la barra oscura son los últimos 30 días y la clara, los 90.
      </p>
    </ScrollingTable>
  )
}
