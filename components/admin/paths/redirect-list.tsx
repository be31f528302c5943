import Link from 'next/link'
import type { Column } from '@/components/admin/admin-table'
import type { SiteRedirect } from '@/lib/paths/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { PathTable, pathCell as cell } from './path-table'
import { RemoveRedirectButton } from './remove-redirect-button'

const columns: Column<SiteRedirect>[] = [
  {
    header: 'Desde',
    cell: (redirect) => redirect.source,
    rowHeader: true,
    className: `${cell} font-semibold`,
  },
  { header: 'Hacia', cell: (redirect) => redirect.destination, className: cell },
  {
    header: 'Tipo',
    cell: (redirect) => (redirect.permanent ? 'Permanente (308)' : 'Temporal (307)'),
    className: cell,
  },
  {
    header: 'Último cambio',
    cell: (redirect) =>
      `${formatLeadDate(redirect.updatedAt)}${redirect.updatedByEmail ? `, ${redirect.updatedByEmail}` : ''}`,
    className: `${cell} text-muted`,
  },
  {
    header: <span className="sr-only">Acciones</span>,
    cell: (redirect) => (
      <div className="flex flex-wrap items-center gap-2">
        <Link
          href={`/seo-dashboard/redirecciones?editar=${encodeURIComponent(redirect.source)}#formulario-redireccion`}
          aria-label={`Editar la redirección de ${redirect.source}`}
          className="inline-flex min-h-11 items-center font-semibold"
        >
          Editar
        </Link>
        <RemoveRedirectButton source={redirect.source} revision={redirect.revision} />
      </div>
    ),
    className: cell,
  },
]

/** The staff redirects, by source. */
export function RedirectList({ redirects }: { redirects: SiteRedirect[] }) {
  if (redirects.length === 0) return <p className="mt-3 text-muted">Aún no hay redirecciones.</p>
  return (
    <PathTable
      id="tabla-redirecciones"
      title="Redirecciones"
      className="mt-4"
      columns={columns}
      rows={redirects}
      rowKey={(redirect) => redirect.source}
    />
  )
}
