/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NewPageForm } from '@/components/admin/staff-pages/new-page-form'
import { createStaffPageAction } from '@/components/admin/staff-pages/staff-page-actions'

// 'Nueva página' suggests the address from the title as staff type it, until
// they write the address themselves. The server action is the edge here; its
// answers are tested in tests/staff-pages/staff-page-actions.test.ts.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }))
jest.mock('@/components/admin/staff-pages/staff-page-actions', () => ({ createStaffPageAction: jest.fn() }))
const create = jest.mocked(createStaffPageAction)

const templates = [
  { id: 'servicio-electrico', name: 'Servicio eléctrico', local: false },
  { id: 'guia', name: 'Guía', local: false },
]

/** The form as staff open it, with its title and address fields. */
function openForm() {
  const user = userEvent.setup()
  render(<NewPageForm templates={templates} />)
  return {
    user,
    title: screen.getByLabelText(/^Título de la página/),
    address: screen.getByLabelText(/^Dirección/),
  }
}

beforeEach(() => create.mockReset().mockResolvedValue({ ok: false, message: 'Revisa la dirección' }))

it('suggests the address from the title as it is typed, and sends both', async () => {
  const { user, title, address } = openForm()
  await user.type(title, 'Boletín eléctrico')
  expect(address).toHaveValue('/boletin-electrico')
  await user.type(title, ' en Cieza')
  expect(address).toHaveValue('/boletin-electrico-en-cieza')

  await user.click(screen.getByRole('button', { name: 'Crear página' }))
  await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
  const sent = create.mock.calls[0]![1] as FormData
  expect(sent.get('title')).toBe('Boletín eléctrico en Cieza')
  expect(sent.get('path')).toBe('/boletin-electrico-en-cieza')
})

it('stops suggesting once the address is written by hand, and keeps it', async () => {
  const { user, title, address } = openForm()
  await user.type(title, 'Guía del autoconsumo')
  await user.clear(address)
  await user.type(address, '/autoconsumo')
  await user.type(title, ' en 2027')
  expect(address).toHaveValue('/autoconsumo')
})
