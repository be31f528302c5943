import Link from 'next/link'
import type { Column } from '@/components/admin/admin-table'
import type { SiteRedirect } from '@/lib/paths/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { PathTable, pathCell as cell } from './path-table'
import { outlineAction, RemoveRedirectButton } from './remove-redirect-button'

/** A redirect as the list draws it, with what is wrong with it now (lib/paths/redirect-problems.ts). */
export type ListedRedirect = SiteRedirect & { problems: string[] }

const typeLabel = (redirect: SiteRedirect) => (redirect.permanent ? 'Permanente (308)' : 'Temporal (307)')

/** 'Usada 12 veces · última 27/11/2026', or that it has not been used. */
export function redirectUsage({ hits, lastHitAt }: Pick<SiteRedirect, 'hits' | 'lastHitAt'>): string {
  if (hits === 0 || !lastHitAt) return 'Sin usar todavía'
  const day = formatLeadDate(lastHitAt).split(' ')[0]
  return `Usada ${hits === 1 ? '1 vez' : `${hits.toLocaleString('es-ES')} veces`} · última ${day}`
}

const lastChange = (redirect: SiteRedirect) =>
  `${formatLeadDate(redirect.updatedAt)}${redirect.updatedByEmail ? `, ${redirect.updatedByEmail}` : ''}`

function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null
  return (
    <ul className="mt-1 grid gap-1 text-sm font-semibold text-danger">
      {problems.map((problem) => (
        <li key={problem}>⚠ {problem}</li>
      ))}
    </ul>
  )
}

function Actions({ redirect }: { redirect: SiteRedirect }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        href={`/seo-dashboard/redirecciones?editar=${encodeURIComponent(redirect.source)}#formulario-redireccion`}
        aria-label={`Editar la redirección de ${redirect.source}`}
        className={outlineAction}
      >
        Editar
      </Link>
      <RemoveRedirectButton redirect={redirect} />
    </div>
  )
}

const columns: Column<ListedRedirect>[] = [
  {
    header: 'Desde',
    cell: (redirect) => redirect.source,
    rowHeader: true,
    className: `${cell} font-semibold`,
  },
  {
    header: 'Hacia',
    cell: (redirect) => (
      <>
        {redirect.destination}
        <Problems problems={redirect.problems} />
      </>
    ),
    className: cell,
  },
  { header: 'Tipo', cell: typeLabel, className: cell },
  { header: 'Uso', cell: redirectUsage, className: cell },
  { header: 'Último cambio', cell: lastChange, className: `${cell} text-muted` },
  {
    header: <span className="sr-only">Acciones</span>,
    cell: (redirect) => <Actions redirect={redirect} />,
    className: cell,
  },
]

/**
 * The staff redirects, by source: a table on wide screens, a card per redirect on a phone (the
 * table would need sideways scrolling there), each with its use and what is wrong with it now.
 */
export function RedirectList({ redirects }: { redirects: ListedRedirect[] }) {
  if (redirects.length === 0) return <p className="mt-3 text-muted">Aún no hay redirecciones.</p>
  return (
    <>
      <ul aria-label="Redirecciones" className="mt-4 grid gap-3 md:hidden">
        {redirects.map((redirect) => (
          <li key={redirect.source} className="rounded-(--radius-card) border border-line bg-white p-4 text-sm">
            <p className="font-semibold break-words text-brand-900">{redirect.source}</p>
            <p className="break-words">→ {redirect.destination}</p>
            <Problems problems={redirect.problems} />
            <p className="mt-2 text-muted">
              {typeLabel(redirect)} · {redirectUsage(redirect)}
            </p>
            <p className="text-muted break-words">Último cambio: {lastChange(redirect)}</p>
            <div className="mt-3">
              <Actions redirect={redirect} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <PathTable
          id="tabla-redirecciones"
          title="Redirecciones"
          className="mt-4"
          columns={columns}
          rows={redirects}
          rowKey={(redirect) => redirect.source}
        />
      </div>
    </>
  )
}
