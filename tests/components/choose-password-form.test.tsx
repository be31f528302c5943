/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { AdminToaster } from '@/components/admin/admin-toaster'
import { ChoosePasswordForm } from '@/components/admin/choose-password-form'
import { choosePasswordAction } from '@/components/admin/auth-actions'
import type { ActionResult } from '@/lib/admin/action'
import { stubMatchMedia } from '../support/match-media'

// The invited person's password form. The server action is this component's
// edge: replaced here, tested for real in tests/auth/supabase-auth.test.ts.
jest.mock('@/components/admin/auth-actions', () => ({ choosePasswordAction: jest.fn() }))
const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
const choose = jest.mocked(choosePasswordAction)

beforeAll(stubMatchMedia)
beforeEach(() => {
  choose.mockReset()
  push.mockReset()
  toast.dismiss()
})

/** The form as an invited person's first password gets it (no current password); `askCurrent` for anyone else. */
function setup({ askCurrent = false } = {}) {
  render(
    <>
      <ChoosePasswordForm email="tecnico@example.com" askCurrent={askCurrent} />
      <AdminToaster />
    </>,
  )
  return userEvent.setup()
}

const password = () => screen.getByLabelText(/^Nueva contraseña/)

it('shows the account’s e-mail read-only and a labelled new-password field', () => {
  setup()
  const email = screen.getByLabelText('Correo')
  expect(email).toHaveValue('tecnico@example.com')
  expect(email).toHaveAttribute('readonly')
  expect(email).toHaveAttribute('autocomplete', 'username')
  expect(password()).toHaveAttribute('type', 'password')
  expect(password()).toHaveAttribute('autocomplete', 'new-password')
  expect(password()).toHaveAttribute('minlength', '6')
  expect(password()).toHaveAccessibleDescription('Al menos 6 caracteres.')
})

it('refuses 5 characters in Spanish, tied to the field, without calling the server', async () => {
  const user = setup()
  await user.type(password(), '12345')
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña y entrar' }))
  await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'true'))
  expect(password()).toHaveAccessibleDescription(
    'Al menos 6 caracteres. La contraseña debe tener al menos 6 caracteres',
  )
  expect(choose).not.toHaveBeenCalled()
})

it('sends the password, toasts, and opens the dashboard', async () => {
  let answer!: (result: ActionResult) => void
  choose.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const user = setup()
  await user.type(password(), 'secreto-nuevo')
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña y entrar' }))
  expect(await screen.findByRole('button', { name: 'Guardando contraseña...' })).toBeDisabled()
  expect(choose).toHaveBeenCalledWith({ password: 'secreto-nuevo' })
  answer({ ok: true, message: 'Contraseña guardada. Ya puedes usar el panel.' })
  expect(await screen.findByText('Contraseña guardada. Ya puedes usar el panel.')).toBeVisible()
  expect(push).toHaveBeenCalledWith('/seo-dashboard')
})

it('shows the server’s Spanish refusal and stays', async () => {
  choose.mockResolvedValue({ ok: false, message: 'La nueva contraseña debe ser distinta de la actual.' })
  const user = setup()
  await user.type(password(), 'secreto-nuevo')
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña y entrar' }))
  expect(await screen.findAllByText('La nueva contraseña debe ser distinta de la actual.')).not.toHaveLength(
    0,
  )
  expect(push).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: 'Guardar contraseña y entrar' })).toBeEnabled()
})

it('falls back to a Spanish message when the request itself fails', async () => {
  choose.mockRejectedValue(new Error('network'))
  const user = setup()
  await user.type(password(), 'secreto-nuevo')
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña y entrar' }))
  expect(await screen.findByText('No se ha podido guardar la contraseña. Inténtalo de nuevo.')).toBeVisible()
})

it('asks anyone but an invited person’s first password for the current one, and shows the server’s refusal there', async () => {
  const user = setup({ askCurrent: true })
  const current = screen.getByLabelText(/^Contraseña actual/)
  expect(current).toHaveAttribute('autocomplete', 'current-password')
  choose.mockResolvedValue({
    ok: false,
    message: 'La contraseña actual no es correcta.',
    fieldErrors: { currentPassword: 'La contraseña actual no es correcta.' },
  })
  await user.type(current, 'no-es-esta')
  await user.type(password(), 'secreto-nuevo')
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña y entrar' }))
  expect(choose).toHaveBeenCalledWith({ currentPassword: 'no-es-esta', password: 'secreto-nuevo' })
  await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'))
  expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta.')
  expect(push).not.toHaveBeenCalled()
})

it('an invited person’s first password has no current-password field', () => {
  setup()
  expect(screen.queryByLabelText(/^Contraseña actual/)).toBeNull()
})
