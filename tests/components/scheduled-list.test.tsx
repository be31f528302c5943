/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { ScheduledList } from '@/components/admin/schedule/scheduled-list'
import type { ScheduledPublication } from '@/lib/content/types'

// The dashboard's list of scheduled publications says, in Spanish, which one
// will not publish because whoever scheduled it is no longer an admin, and
// offers to remove it. The cancel action is the edge here (its SQL is tested
// in tests/db/schedules-current-admin.test.ts).

jest.mock('@/components/admin/schedule/schedule-actions', () => ({ cancelScheduleAction: jest.fn() }))

const schedule = (changes: Partial<ScheduledPublication>): ScheduledPublication => ({
  path: '/ayudas-placas-solares',
  publishAt: '2026-12-01T08:30:00Z',
  scheduledAt: '2026-11-27T10:00:00Z',
  scheduledByEmail: 'ana@example.com',
  attempts: 0,
  lastError: null,
  publishedAt: null,
  late: false,
  draftChanged: false,
  cancelledAt: null,
  cancelReason: null,
  ...changes,
})

it('shows a schedule cancelled because its author is no longer an admin, beside one still waiting', () => {
  render(
    <ScheduledList
      schedules={[
        schedule({
          path: '/placas-solares-jumilla',
          scheduledByEmail: 'antigua@example.com',
          cancelledAt: '2026-11-30T10:00:00Z',
          cancelReason: 'author_not_admin',
        }),
        schedule({ path: '/ayudas-placas-solares' }),
      ]}
    />,
  )
  const [, cancelled, waiting] = screen.getAllByRole('row')
  expect(within(cancelled!).getByRole('rowheader')).toHaveTextContent('/placas-solares-jumilla')
  expect(cancelled).toHaveTextContent('antigua@example.com')
  expect(cancelled).toHaveTextContent('Cancelada: quien la programó ya no es administrador')
  expect(within(cancelled!).getByRole('button', { name: 'Quitar' })).toBeInTheDocument()
  expect(waiting).toHaveTextContent('Programada')
  expect(within(waiting!).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
})
