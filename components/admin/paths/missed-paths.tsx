import Link from 'next/link'
import type { Column } from '@/components/admin/admin-table'
import { shownMissedPath } from '@/lib/paths/missed-path'
import type { MissedPath } from '@/lib/paths/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { IgnoreMissedPathButton } from './ignore-missed-path-button'
import { PathTable, pathCell as cell } from './path-table'
import { outlineAction } from './remove-redirect-button'

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
    header: 'Enlazada desde',
    cell: (missed) => (missed.referrer ? shownMissedPath(missed.referrer) : '—'),
    className: `${cell} text-muted`,
  },
  {
    header: <span className="sr-only">Acciones</span>,
    cell: (missed) => (
      <div className="flex flex-wrap items-center gap-2">
        {missed.ignored ? null : (
          <Link
            href={`/seo-dashboard/redirecciones?desde=${encodeURIComponent(missed.path)}#formulario-redireccion`}
            aria-label={`Redirigir ${shownMissedPath(missed.path)}`}
            className={outlineAction}
          >
            Redirigir
          </Link>
        )}
        <IgnoreMissedPathButton path={missed.path} ignored={missed.ignored} />
      </div>
    ),
    className: cell,
  },
]

function MissedTable(props: { id: string; title: string; rows: MissedPath[] }) {
  return <PathTable {...props} className="mt-3" columns={columns} rowKey={(missed) => missed.path} />
}

/** A group of addresses folded away under its title and count. */
function Folded({ id, title, note, rows }: { id: string; title: string; note: string; rows: MissedPath[] }) {
  if (rows.length === 0) return null
  return (
    <details className="mt-6">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">
        {title} ({rows.length})
      </summary>
      <p className="mt-1 text-sm text-muted">{note}</p>
      <MissedTable id={id} title={title} rows={rows} />
    </details>
  )
}

/**
 * The addresses that answered 404, the most recent first, with the page that linked to each when a
 * browser said: what visitors looked for, then, apart, what bots probing for files asked
 * (/wp-login.php, /.env…), and apart too what staff chose to ignore. 'Redirigir' opens the
 * new-redirect form with the path filled in.
 */
export function MissedPaths({ missed }: { missed: MissedPath[] }) {
  const shown = missed.filter((row) => !row.ignored)
  const visitors = shown.filter((row) => row.kind === 'visitante')
  return (
    <>
      {visitors.length === 0 ? (
        <p className="mt-3 text-muted">Ninguna dirección ha fallado por ahora.</p>
      ) : (
        <MissedTable id="tabla-direcciones-que-fallan" title="Direcciones que fallan" rows={visitors} />
      )}
      <Folded
        id="tabla-sondeos"
        title="Bots que buscan archivos"
        note="Peticiones automáticas de archivos que este sitio no tiene (/wp-login.php, /.env…). No suelen necesitar redirección."
        rows={shown.filter((row) => row.kind === 'sondeo')}
      />
      <Folded
        id="tabla-ignoradas"
        title="Direcciones ignoradas"
        note="Las que decidiste no redirigir. «Volver a mostrar» las devuelve a su lista."
        rows={missed.filter((row) => row.ignored)}
      />
    </>
  )
}
