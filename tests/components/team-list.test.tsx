/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { resendInvitationAction } from '@/components/admin/team/team-actions'
import { TeamList, type TeamRow } from '@/components/admin/team/team-list'
import type { TeamMember } from '@/lib/auth/types'

// 'Equipo''s list: each admin's last sign-in in Madrid time, 'Nunca', or a
// pending invitation with its expiry (a local link, or Supabase's e-mail,
// which lasts 24 hours); 'Quitar del equipo' on each admin, not on an invitation;
// 'Volver a enviar la invitación' on Supabase's invitations never used, expired or not.

jest.mock('@/components/admin/team/team-actions', () => ({
  removeColleagueAction: jest.fn(),
  resendInvitationAction: jest.fn(),
}))

const now = new Date('2026-11-28T12:00:00Z')
const member = (changes: Partial<TeamMember>): TeamRow => ({
  kind: 'member',
  yourself: false,
  member: {
    userId: '4d1c7e8a-5b2f-4a3e-9c6d-7e8f9a0b1c2d',
    email: 'ana@example.com',
    addedAt: '2026-11-01T08:00:00Z',
    lastSignInAt: null,
    invitedAt: null,
    ...changes,
  },
})

it('shows each one’s last sign-in, never, or the pending invitation’s expiry', () => {
  render(
    <TeamList
      now={now}
      rows={[
        {
          ...member({ email: 'gerencia@example.com', lastSignInAt: '2026-11-27T17:05:00Z' }),
          yourself: true,
        } as TeamRow,
        member({ email: 'nunca@example.com' }),
        member({ email: 'invitada@example.com', invitedAt: '2026-11-28T09:00:00Z' }),
        member({ email: 'caducada@example.com', invitedAt: '2026-11-26T09:00:00Z' }),
        {
          kind: 'invitation',
          invitation: { email: 'enlace@example.com', expiresAt: new Date('2026-11-29T10:30:00Z') },
        },
      ]}
    />,
  )
  const table = screen.getByRole('table', { name: 'Equipo' })
  const lines = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getAllByRole('cell')[0]!.textContent,
    ])
  expect(lines).toEqual([
    ['caducada@example.com', 'Nunca'],
    ['enlace@example.com', 'Invitación pendiente, caduca el 29/11/2026 11:30'],
    ['gerencia@example.com (tú)', '27/11/2026 18:05'],
    ['invitada@example.com', 'Invitación pendiente, caduca el 29/11/2026 10:00'],
    ['nunca@example.com', 'Nunca'],
  ])
  expect(within(table).getAllByRole('button', { name: 'Quitar del equipo' })).toHaveLength(4)
  const resendable = within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('button', { name: 'Volver a enviar la invitación' }))
    .map((row) => within(row).getByRole('rowheader').textContent)
  expect(resendable).toEqual(['caducada@example.com', 'invitada@example.com'])
})

it('sends the invitation again for that address, and says so beside the button', async () => {
  const resend = jest.mocked(resendInvitationAction)
  const message =
    'Invitación enviada de nuevo a caducada@example.com. Elegirá su contraseña desde el correo nuevo.'
  resend.mockResolvedValue({ ok: true, message })
  render(
    <TeamList
      now={now}
      rows={[member({ email: 'caducada@example.com', invitedAt: '2026-11-26T09:00:00Z' })]}
    />,
  )
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Volver a enviar la invitación' }))
  expect(await screen.findByRole('status')).toHaveTextContent(message)
  expect((resend.mock.calls[0]![1] as FormData).get('email')).toBe('caducada@example.com')
})
