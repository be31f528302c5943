/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from 'sonner'
import userEvent from '@testing-library/user-event'
import { ManagePage } from '@/components/admin/staff-pages/manage-page'
import {
  removeStaffPageAction,
  renameStaffPageAction,
} from '@/components/admin/staff-pages/staff-page-actions'
import { dialogWithMockedActions } from '../support/dialog'

// 'Borrar página' takes a page and its whole history away, 'Cambiar dirección'
// moves it: each asks first, and posts only once confirmed. The server action is the edge here;
// its answers are tested in tests/staff-pages/staff-page-actions.test.ts.

const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
jest.mock('@/components/admin/staff-pages/staff-page-actions', () => ({
  removeStaffPageAction: jest.fn(),
  renameStaffPageAction: jest.fn(),
}))
const [remove, rename] = dialogWithMockedActions(removeStaffPageAction, renameStaffPageAction)
beforeEach(() => remove.mockResolvedValue({ ok: true, message: 'Página borrada' }))

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

it('asks before changing the address, naming the old and the new and the redirect it leaves', async () => {
  const user = userEvent.setup()
  render(<ManagePage path="/placas-jumilla" status="published" />)
  await user.type(screen.getByLabelText('Nueva dirección'), '/placas-solares-jumilla')
  await user.click(screen.getByRole('button', { name: 'Cambiar dirección' }))
  const dialog = screen.getByRole('dialog', { name: '¿Cambiar la dirección de la página?' })
  expect(dialog).toHaveAccessibleDescription(
    'La página dejará de estar en /placas-jumilla y pasará a /placas-solares-jumilla. En /placas-jumilla quedará una redirección a la nueva dirección, para que los enlaces y los buscadores sigan llegando a la página.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
  expect(rename).not.toHaveBeenCalled()
})

it('changes the address once confirmed, says so and opens the page at its new address', async () => {
  const message =
    'Dirección cambiada: /placas-solares-jumilla. La antigua, /placas-jumilla, lleva a la nueva.'
  const href = '/seo-dashboard/paginas/placas-solares-jumilla?parte=contenido'
  rename.mockReset().mockResolvedValue({ ok: true, message, data: { href } })
  const user = userEvent.setup()
  render(
    <>
      <Toaster />
      <ManagePage path="/placas-jumilla" status="draft" />
    </>,
  )
  await user.type(screen.getByLabelText('Nueva dirección'), '/placas-solares-jumilla')
  await user.click(screen.getByRole('button', { name: 'Cambiar dirección' }))
  const dialog = screen.getByRole('dialog', { name: '¿Cambiar la dirección de la página?' })
  await user.click(within(dialog).getByRole('button', { name: 'Cambiar dirección' }))
  await waitFor(() => expect(rename).toHaveBeenCalledTimes(1))
  const sent = rename.mock.calls[0]![1] as FormData
  expect(Object.fromEntries(sent)).toEqual({ path: '/placas-jumilla', newPath: '/placas-solares-jumilla' })
  // The toast stays in view as the editor moves to the new address.
  expect((await screen.findAllByText(message)).length).toBeGreaterThan(0)
  expect(push).toHaveBeenCalledWith(href)
})
