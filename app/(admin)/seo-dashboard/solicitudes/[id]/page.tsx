import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { AccountBar } from '@/components/admin/account-bar'
import { AdminNav } from '@/components/admin/admin-nav'
import { AdminTitle } from '@/components/admin/admin-title'
import { HandledToggle } from '@/components/admin/leads/handled-toggle'
import { LeadDetails } from '@/components/admin/leads/lead-details'
import { NoAccessNotice } from '@/components/admin/no-access-notice'
import { Container } from '@/components/ui/container'
import { getSessionUser } from '@/lib/auth/session'
import { getInboxLead } from '@/lib/data/leads-inbox'
import { inboxHref, isLeadId, parseInboxParams } from '@/lib/leads/inbox-params'

export const metadata: Metadata = { title: 'Solicitud' }

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const user = await getSessionUser()
  if (!user) redirect('/auth')
  if (!user.isAdmin) {
    return (
      <Container>
        <AccountBar email={user.email} />
        <NoAccessNotice />
      </Container>
    )
  }

  const { id } = await params
  const lead = isLeadId(id) ? await getInboxLead(id, user) : null
  if (!lead) notFound()
  // The list's view (search, state, page) travels along, so the way back returns to it.
  const view = parseInboxParams(await searchParams)

  return (
    <Container>
      <AccountBar email={user.email} />
      <AdminNav current="solicitudes" inside />
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
    </Container>
  )
}
