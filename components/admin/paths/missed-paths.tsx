import Link from 'next/link'
import type { Column } from '@/components/admin/admin-table'
import { shownMissedPath } from '@/lib/paths/missed-path'
import type { MissedPath } from '@/lib/paths/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { PathTable, pathCell as cell } from './path-table'

const columns: Column<MissedPath>[] = [
  {
    header: 'Dirección',
    cell: (missed) => shownMissedPath(missed.path),
    rowHeader: true,
    className: `${cell} font-semibold`,
  },
  {
    header: 'Veces',
    cell: (missed) => missed.hits.toLocaleString('es-ES'),
    className: `${cell} tabular-nums`,
  },
  {
    header: 'Última vez',
    cell: (missed) => formatLeadDate(missed.lastSeen),
    className: `${cell} text-muted`,
  },
  {
    header: <span className="sr-only">Acciones</span>,
    cell: (missed) => (
      <Link
        href={`/seo-dashboard/redirecciones?desde=${encodeURIComponent(missed.path)}#formulario-redireccion`}
        aria-label={`Redirigir ${shownMissedPath(missed.path)}`}
        className="inline-flex min-h-11 items-center rounded-lg border border-brand-800 px-3 font-semibold no-underline"
      >
        Redirigir
      </Link>
    ),
    className: cell,
  },
]

function MissedTable(props: { id: string; title: string; rows: MissedPath[] }) {
  return <PathTable {...props} className="mt-3" columns={columns} rowKey={(missed) => missed.path} />
}

/**
 * The addresses that answered 404, the most recent first: what visitors looked for, then, apart,
 * what bots probing for files asked (/wp-login.php, /.env…). 'Redirigir' opens the new-redirect
 * form with the path filled in.
 */
export function MissedPaths({ missed }: { missed: MissedPath[] }) {
  const visitors = missed.filter((row) => row.kind === 'visitante')
  const probes = missed.filter((row) => row.kind === 'sondeo')
  return (
    <>
      {visitors.length === 0 ? (
        <p className="mt-3 text-muted">Ninguna dirección ha fallado por ahora.</p>
      ) : (
        <MissedTable id="tabla-direcciones-que-fallan" title="Direcciones que fallan" rows={visitors} />
      )}
      {probes.length > 0 ? (
        <details className="mt-6">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">
            Bots que buscan archivos ({probes.length})
          </summary>
          <p className="mt-1 text-sm text-muted">
            Peticiones automáticas de archivos que este sitio no tiene (/wp-login.php, /.env…). No suelen
            necesitar redirección.
          </p>
          <MissedTable id="tabla-sondeos" title="Bots que buscan archivos" rows={probes} />
        </details>
      ) : null}
    </>
  )
}
