import Link from 'next/link'
import type { PageResult } from '@/lib/leads/results'
import { inboxHref } from '@/lib/leads/inbox-params'
import { editorHref } from '@/lib/seo/dashboard-address'

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

/**
 * Leads per page: bars drawn on the server (an SVG per row, hidden from screen
 * readers) beside the same figures as text in a table. A page with no lead in
 * 90 days stands out and says so.
 */
export function PageResults({ results }: { results: PageResult[] }) {
  const most = Math.max(1, ...results.map((result) => result.last90))
  return (
    <div className="mt-4 overflow-x-auto rounded-(--radius-card) border border-line bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-4 py-3 text-left text-muted">
          Solicitudes por página de origen en los últimos 30 y 90 días, con la salud SEO de cada página
        </caption>
        <thead className="bg-surface text-brand-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Página
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              30 días
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              90 días
            </th>
            <th scope="col" className="hidden w-1/3 px-3 py-2 font-semibold sm:table-cell">
              <span aria-hidden="true">Gráfico</span>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Salud SEO
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr
              key={result.page ?? noPage}
              className={`border-t border-line ${result.quiet ? 'bg-sun-100' : ''}`}
            >
              <th scope="row" className="px-3 py-2 align-top font-normal">
                <span className="font-mono break-words">{result.page ?? noPage}</span>
                {result.quiet ? (
                  <span className="block text-xs font-semibold text-brand-950">
                    Sin solicitudes en 90 días
                  </span>
                ) : null}
              </th>
              <td className="px-3 py-2 text-right align-top tabular-nums">
                <Count result={result} value={result.last30} />
              </td>
              <td className="px-3 py-2 text-right align-top tabular-nums">
                <Count result={result} value={result.last90} />
              </td>
              <td className="hidden px-3 py-2 align-middle sm:table-cell">
                <svg
                  viewBox="0 0 100 12"
                  preserveAspectRatio="none"
                  className="block h-4 w-full"
                  aria-hidden="true"
                >
                  <rect width={(100 * result.last90) / most} height="12" rx="2" className="fill-brand-200" />
                  <rect width={(100 * result.last30) / most} height="12" rx="2" className="fill-brand-700" />
                </svg>
              </td>
              <td className="px-3 py-2 align-top">
                <Health result={result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="px-4 py-3 text-xs text-muted">
        En el gráfico, la barra oscura son los últimos 30 días y la clara, los 90.
      </p>
    </div>
  )
}
