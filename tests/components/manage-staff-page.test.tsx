/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ManagePage } from '@/components/admin/staff-pages/manage-page'
import { removeStaffPageAction } from '@/components/admin/staff-pages/staff-page-actions'
import { stubDialog } from '../support/dialog'

// 'Borrar página' takes a page and its whole history away: it asks first, and
// posts intent=delete only once confirmed. The server action is the edge here;
// its answers are tested in tests/staff-pages/staff-page-actions.test.ts.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }))
jest.mock('@/components/admin/staff-pages/staff-page-actions', () => ({
  removeStaffPageAction: jest.fn(),
  renameStaffPageAction: jest.fn(),
}))
const remove = jest.mocked(removeStaffPageAction)

beforeAll(stubDialog)
beforeEach(() => remove.mockReset().mockResolvedValue({ ok: true, message: 'Página borrada' }))

it('asks before deleting a page, and deletes nothing on ‘Cancelar’', async () => {
  const user = userEvent.setup()
  render(<ManagePage path="/placas-jumilla" status="published" />)
  await user.click(screen.getByRole('button', { name: 'Borrar página' }))
  const dialog = screen.getByRole('dialog', { name: '¿Borrar esta página?' })
  expect(dialog).toHaveAccessibleDescription(
    'Se borrarán /placas-jumilla, su contenido, su SEO y todo su historial. No se puede deshacer. Si solo quieres que deje de verse, usa «Retirar del sitio».',
  )
  await user.click(screen.getByRole('button', { name: 'Cancelar' }))
  expect(remove).not.toHaveBeenCalled()
})

it('deletes once confirmed, sending the page and intent=delete', async () => {
  const user = userEvent.setup()
  render(<ManagePage path="/placas-jumilla" status="draft" />)
  await user.click(screen.getByRole('button', { name: 'Borrar página' }))
  const dialog = screen.getByRole('dialog', { name: '¿Borrar esta página?' })
  await user.click(within(dialog).getByRole('button', { name: 'Borrar página' }))
  await waitFor(() => expect(remove).toHaveBeenCalledTimes(1))
  const sent = remove.mock.calls[0]![1] as FormData
  expect(sent.get('path')).toBe('/placas-jumilla')
  expect(sent.get('intent')).toBe('delete')
})
