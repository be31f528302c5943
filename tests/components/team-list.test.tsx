/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { TeamList, type TeamRow } from '@/components/admin/team/team-list'
import type { TeamMember } from '@/lib/auth/types'

// 'Equipo''s list: each admin's last sign-in in Madrid time, 'Nunca', or a
// pending invitation with its expiry (a local link, or Supabase's e-mail,
// which lasts 24 hours); 'Quitar del equipo' on each admin, not on an invitation.

jest.mock('@/components/admin/team/team-actions', () => ({ removeColleagueAction: jest.fn() }))

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
})
