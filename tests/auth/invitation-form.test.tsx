/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AuthTabs } from '@/components/admin/auth-tabs'
import { stubMatchMedia } from '../support/match-media'

// The sign-up form a local invitation link opens: the sign-up tab first, even
// with sign-ups closed, the invited address fixed, and the link's token sent
// with the password.

const signUpAction = jest.fn()
jest.mock('@/components/admin/auth-actions', () => ({
  signInAction: jest.fn(),
  signUpAction: (values: unknown) => signUpAction(values),
}))
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }))

beforeAll(stubMatchMedia)

const invitation = { token: 'C'.repeat(43), email: 'tecnico@example.com' }

it('opens on the sign-up form with the invited address fixed, and sends the token with the chosen password', async () => {
  signUpAction.mockResolvedValue({ ok: false, message: 'El registro está cerrado.' })
  const user = userEvent.setup()
  render(<AuthTabs invitation={invitation} signUpsOpen={false} />)
  expect(screen.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true')
  const form = screen.getByRole('form', { name: 'Formulario de registro' })
  expect(form).toHaveTextContent('Te han invitado a gestionar el panel.')
  const email = within(form).getByLabelText(/^Correo/)
  expect(email).toHaveValue('tecnico@example.com')
  expect(email).toHaveAttribute('readonly')
  await user.type(email, 'otro')
  expect(email).toHaveValue('tecnico@example.com')
  await user.type(within(form).getByLabelText(/^Contraseña/), 'clave-segura-123')
  await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }))
  expect(signUpAction).toHaveBeenCalledWith({
    email: 'tecnico@example.com',
    password: 'clave-segura-123',
    invitationToken: invitation.token,
  })
})

it('without a link, a closed sign-up offers no form', async () => {
  const user = userEvent.setup()
  render(<AuthTabs signUpsOpen={false} />)
  await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }))
  expect(screen.getByRole('tabpanel', { name: 'Crear cuenta' })).toHaveTextContent(
    'El registro está cerrado. Pide a un administrador que te invite.',
  )
  expect(screen.queryByRole('form', { name: 'Formulario de registro' })).toBeNull()
})
