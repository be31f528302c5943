import type { Column } from '@/components/admin/admin-table'
import { PathTable, pathCell as cell } from '@/components/admin/paths/path-table'
import type { PendingInvitation, TeamMember } from '@/lib/auth/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { RemoveColleagueButton } from './remove-colleague-button'
import { ResendInvitationButton } from './resend-invitation-button'

/** A row of the team: an admin, or a local invitation not opened yet. */
export type TeamRow =
  | { kind: 'member'; member: TeamMember; yourself: boolean }
  | { kind: 'invitation'; invitation: PendingInvitation }

// Supabase's invitation link lasts as long as its e-mail links (24 hours unless the project changes it).
const supabaseInvitationHours = 24

const pendingUntil = (expiresAt: Date) =>
  `Invitación pendiente, caduca el ${formatLeadDate(expiresAt.toISOString())}`

/** 'dd/mm/aaaa hh:mm' (Madrid), 'Nunca', or a pending invitation with its expiry. */
export function lastSignInText(row: TeamRow, now: Date): string {
  if (row.kind === 'invitation') return pendingUntil(row.invitation.expiresAt)
  const { lastSignInAt, invitedAt } = row.member
  if (lastSignInAt) return formatLeadDate(lastSignInAt)
  if (invitedAt) {
    const expiresAt = new Date(new Date(invitedAt).getTime() + supabaseInvitationHours * 3_600_000)
    if (expiresAt > now) return pendingUntil(expiresAt)
  }
  return 'Nunca'
}

const emailOf = (row: TeamRow) => (row.kind === 'member' ? row.member.email : row.invitation.email)

const columns = (now: Date): Column<TeamRow>[] => [
  {
    header: 'Correo',
    cell: (row) => (row.kind === 'member' && row.yourself ? `${emailOf(row)} (tú)` : emailOf(row)),
    rowHeader: true,
    className: `${cell} font-semibold`,
  },
  { header: 'Último acceso', cell: (row) => lastSignInText(row, now), className: `${cell} text-muted` },
  {
    header: <span className="sr-only">Acciones</span>,
    cell: (row) =>
      row.kind === 'member' ? (
        <div className="grid justify-items-start gap-2">
          {/* Supabase's invitation is an account on the team: unused, expired or not, its e-mail can go again. */}
          {row.member.invitedAt && !row.member.lastSignInAt ? (
            <ResendInvitationButton email={row.member.email} />
          ) : null}
          <RemoveColleagueButton
            userId={row.member.userId}
            email={row.member.email}
            yourself={row.yourself}
          />
        </div>
      ) : null,
    className: cell,
  },
]

/** The admins and the invitations waiting, by address. */
export function TeamList({ rows, now }: { rows: TeamRow[]; now: Date }) {
  return (
    <PathTable
      id="tabla-equipo"
      title="Equipo"
      className="mt-4"
      columns={columns(now)}
      rows={[...rows].sort((a, b) => emailOf(a).localeCompare(emailOf(b)))}
      rowKey={(row) => `${row.kind}:${emailOf(row)}`}
    />
  )
}
