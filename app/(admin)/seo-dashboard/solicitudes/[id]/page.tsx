import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { LeadActivityPanels } from '@/components/admin/leads/lead-activity'
import { LeadDetails, replyHref } from '@/components/admin/leads/lead-details'
import { LeadStatusForm } from '@/components/admin/leads/lead-status-form'
import { buttonClasses } from '@/components/ui/button'
import { getInboxLead, getLeadActivity } from '@/lib/data'
import type { SessionUser } from '@/lib/auth/types'
import { inboxHref, isLeadId, parseInboxParams, type InboxParams } from '@/lib/leads/inbox-params'

export const metadata: Metadata = { title: 'Solicitud' }

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { id } = await params
  // The list's view (search, state, page) travels along, so the way back returns to it.
  const view = parseInboxParams(await searchParams)
  return (
    <AdminPage section="solicitudes" inside>
      {(admin) => <LeadArticle id={id} view={view} admin={admin} />}
    </AdminPage>
  )
}

async function LeadArticle({ id, view, admin }: { id: string; view: InboxParams; admin: SessionUser }) {
  const lead = isLeadId(id) ? await getInboxLead(id, admin) : null
  if (!lead) notFound()
  const activity = await getLeadActivity(lead.id, admin)
  const reply = replyHref(lead.email)
  return (
    <article aria-labelledby="titulo-solicitud" className="mt-8 max-w-4xl">
      <Link href={inboxHref(view)} className="text-sm font-semibold text-brand-700">
        ← Volver a las solicitudes
      </Link>
      <div className="mt-3">
        <AdminTitle id="titulo-solicitud">Solicitud de {lead.name}</AdminTitle>
      </div>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <LeadStatusForm leadId={lead.id} status={lead.status} />
        {reply ? (
          <a href={reply} className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm no-underline')}>
            Responder por correo
          </a>
        ) : null}
      </div>
      <LeadDetails lead={lead} />
      <LeadActivityPanels lead={lead} activity={activity} />
    </article>
  )
}
