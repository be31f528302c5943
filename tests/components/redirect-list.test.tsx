/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminToaster } from '@/components/admin/admin-toaster'
import { deleteRedirectAction, restoreRedirectAction } from '@/components/admin/paths/redirect-actions'
import { RedirectList, type ListedRedirect } from '@/components/admin/paths/redirect-list'
import { dialogWithMockedActions } from '../support/dialog'

// The redirects' list: each with its use and what is wrong with it now, as a
// card on a phone and a row on a wide screen; 'Eliminar' asks first, naming
// the address, and its toast offers 'Deshacer', which puts it back as it was.
// The server actions are the edge here (tests/paths/redirect-actions.test.ts
// runs them on PGlite).

jest.mock('@/components/admin/paths/redirect-actions', () => ({
  deleteRedirectAction: jest.fn(),
  restoreRedirectAction: jest.fn(),
}))
const [remove, restore] = dialogWithMockedActions(deleteRedirectAction, restoreRedirectAction)

const redirect = (overrides: Partial<ListedRedirect> = {}): ListedRedirect => ({
  source: '/oferta',
  destination: '/solicitar-presupuesto',
  permanent: false,
  revision: 2,
  updatedAt: '2026-11-20T10:00:00Z',
  updatedByEmail: 'ana@example.com',
  hits: 12,
  lastHitAt: '2026-11-27T10:00:00Z',
  problems: [],
  ...overrides,
})

it('shows each redirect’s use and its problems, in the cards and the table alike', () => {
  render(
    <RedirectList
      redirects={[
        redirect(),
        redirect({ source: '/nueva', hits: 0, lastHitAt: null, problems: ['El destino ya no existe.'] }),
      ]}
    />,
  )
  const cards = screen.getByRole('list', { name: 'Redirecciones' })
  const table = screen.getByRole('table', { name: 'Redirecciones' })
  for (const list of [cards, table]) {
    expect(list).toHaveTextContent('Usada 12 veces · última 27/11/2026')
    expect(list).toHaveTextContent('Sin usar todavía')
    expect(list).toHaveTextContent('El destino ya no existe.')
    expect(within(list).getAllByRole('link', { name: 'Editar la redirección de /oferta' })).toHaveLength(1)
    expect(within(list).getAllByRole('button', { name: 'Eliminar la redirección de /oferta' })).toHaveLength(
      1,
    )
  }
})

it('asks before removing, naming the address; the toast’s ‘Deshacer’ puts it back with its count', async () => {
  remove.mockResolvedValue({ ok: true, message: 'Eliminada la redirección de /oferta.' })
  restore.mockResolvedValue({ ok: true, message: 'Recuperada la redirección de /oferta.' })
  const user = userEvent.setup()
  render(
    <>
      <AdminToaster />
      <RedirectList redirects={[redirect()]} />
    </>,
  )
  const table = screen.getByRole('table', { name: 'Redirecciones' })
  await user.click(within(table).getByRole('button', { name: 'Eliminar la redirección de /oferta' }))
  const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta redirección?' })
  expect(dialog).toHaveTextContent('Quien visite /oferta dejará de ir a /solicitar-presupuesto')
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
  expect(remove).not.toHaveBeenCalled()

  await user.click(within(table).getByRole('button', { name: 'Eliminar la redirección de /oferta' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }))
  expect(remove).toHaveBeenCalledWith(null, { source: '/oferta', basedOn: 2 })
  expect(await screen.findByText('Redirección eliminada')).toBeInTheDocument()
  // A click alone: sonner's toast captures the pointer, which jsdom cannot.
  fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }))
  await waitFor(() =>
    expect(restore).toHaveBeenCalledWith(null, {
      source: '/oferta',
      destination: '/solicitar-presupuesto',
      permanent: false,
      hits: 12,
      lastHitAt: '2026-11-27T10:00:00Z',
    }),
  )
  expect(await screen.findByText('Redirección recuperada')).toBeInTheDocument()
})
