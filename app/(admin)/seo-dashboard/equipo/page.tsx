import type { Metadata } from 'next'
import { adminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { InviteForm } from '@/components/admin/team/invite-form'
import { TeamHistory } from '@/components/admin/team/team-history'
import { TeamList, type TeamRow } from '@/components/admin/team/team-list'
import type { SessionUser } from '@/lib/auth/types'
import { getTeamInviter } from '@/lib/auth/team-invitations'
import { listTeamHistory, listTeamMembers } from '@/lib/data'

export const metadata: Metadata = { title: 'Equipo' }

export default adminPage('equipo', Team)

async function Team({ admin }: { admin: SessionUser }) {
  const [members, invitations, history] = await Promise.all([
    listTeamMembers(admin),
    getTeamInviter().pending(),
    listTeamHistory(admin),
  ])
  const rows: TeamRow[] = [
    ...members.map((member) => ({ kind: 'member' as const, member, yourself: member.userId === admin.id })),
    ...invitations.map((invitation) => ({ kind: 'invitation' as const, invitation })),
  ]
  return (
    <section aria-labelledby="titulo-equipo" className="mt-8">
      <AdminTitle id="titulo-equipo">Equipo</AdminTitle>
      <p className="mt-3 max-w-3xl text-muted">
        Las personas que pueden entrar en este panel. Para añadir a alguien, invítalo con su correo; quien
        sale del equipo deja de tener acceso en ese momento.
      </p>
      <TeamList rows={rows} now={new Date()} />

      <h2 className="mt-10 text-xl font-bold text-brand-900">Invitar a una persona</h2>
      <InviteForm />

      <h2 className="mt-10 text-xl font-bold text-brand-900">Historial del equipo</h2>
      <TeamHistory events={history} />
    </section>
  )
}
