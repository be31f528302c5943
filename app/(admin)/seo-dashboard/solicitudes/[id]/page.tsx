import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { HandledToggle } from '@/components/admin/leads/handled-toggle'
import { LeadDetails } from '@/components/admin/leads/lead-details'
import { getInboxLead } from '@/lib/data/leads-inbox'
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
  return (
    <article aria-labelledby="titulo-solicitud" className="mt-8 max-w-4xl">
      <Link href={inboxHref(view)} className="text-sm font-semibold text-brand-700">
        ← Volver a las solicitudes
      </Link>
      <div className="mt-3">
        <AdminTitle id="titulo-solicitud">Solicitud de {lead.name}</AdminTitle>
      </div>
      <div className="mt-6">
        <HandledToggle leadId={lead.id} handled={lead.handledAt !== null} />
      </div>
      <LeadDetails lead={lead} />
    </article>
  )
}
