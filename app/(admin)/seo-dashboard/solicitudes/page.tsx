import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { DownloadLink } from '@/components/admin/download-link'
import { FilterForm } from '@/components/admin/filter-form'
import { MailCheck } from '@/components/admin/mail-notice'
import { LeadsTable } from '@/components/admin/leads/leads-table'
import { Pagination } from '@/components/admin/pagination'
import type { SessionUser } from '@/lib/auth/types'
import { listInboxLeads } from '@/lib/data'
import {
  exportHref,
  inboxHref,
  inboxPath,
  pageCount,
  parseInboxParams,
  sourceFilter,
  statusFilter,
  testLeadDomain,
  testLeadsParam,
  type InboxParams,
} from '@/lib/leads/inbox-params'
import { sourceFilterPages } from '@/lib/leads/source-pages'
import { INBOX_PAGE_SIZE } from '@/lib/leads/types'

export const metadata: Metadata = { title: 'Solicitudes' }

const count = new Intl.NumberFormat('es-ES')

// The first option, empty, is any page: the form sends 'origen=', which reads as no filter.
const sourceOptions = async (current: string | null) => [
  { slug: '', label: 'Todas las páginas' },
  ...(await sourceFilterPages(current)).map((path) => ({ slug: path, label: path })),
]

export default async function LeadsInboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = parseInboxParams(await searchParams)
  return <AdminPage section="solicitudes">{(admin) => <Inbox params={params} user={admin} />}</AdminPage>
}

async function Inbox({ params, user }: { params: InboxParams; user: SessionUser }) {
  const [{ leads, total }, sources] = await Promise.all([
    listInboxLeads(params, user),
    sourceOptions(params.source),
  ])
  const pages = pageCount(total)
  if (params.page > pages) redirect(inboxHref({ ...params, page: pages }))
  const from = (params.page - 1) * INBOX_PAGE_SIZE + 1
  const filtered = params.query !== '' || params.status !== 'all' || params.source !== null

  return (
    <section aria-labelledby="titulo-solicitudes" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <AdminTitle id="titulo-solicitudes">Solicitudes</AdminTitle>
          <p className="mt-3 text-muted">Todas las solicitudes de presupuesto recibidas desde la web.</p>
        </div>
        <DownloadLink href={exportHref(params)}>Exportar CSV</DownloadLink>
      </div>
      <MailCheck />
      <FilterForm
        action={inboxPath}
        name="Buscar solicitudes"
        search={{ value: params.query, placeholder: 'Nombre, correo, ciudad o mensaje' }}
        choices={[
          { label: 'Estado', ...statusFilter.choice(params.status) },
          {
            param: sourceFilter.param,
            label: 'Página de origen',
            value: params.source ?? '',
            options: sources,
          },
        ]}
        toggle={{
          param: testLeadsParam.param,
          value: testLeadsParam.value,
          label: `Mostrar las solicitudes de prueba (correo en ${testLeadDomain})`,
          checked: params.includeTests,
        }}
      />
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {total === 0
          ? filtered
            ? 'Ninguna solicitud coincide con la búsqueda.'
            : 'Todavía no hay solicitudes.'
          : `Mostrando ${count.format(from)}–${count.format(from + leads.length - 1)} de ${count.format(total)} ${
              total === 1 ? 'solicitud' : 'solicitudes'
            }`}
      </p>
      {leads.length > 0 ? <LeadsTable leads={leads} params={params} /> : null}
      <Pagination
        label="Páginas de solicitudes"
        page={params.page}
        pages={pages}
        href={(page) => inboxHref({ ...params, page })}
      />
    </section>
  )
}
