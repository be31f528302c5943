/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { AdminToaster } from '@/components/admin/admin-toaster'
import { AuthTabs } from '@/components/admin/auth-tabs'
import { signInAction, signUpAction } from '@/components/admin/auth-actions'
import type { ActionResult } from '@/lib/admin/action'
import type { AuthNext } from '@/lib/auth/types'
import { stubMatchMedia } from '../support/match-media'

// The server actions are this component's edge: replaced here, tested for real in tests/auth and e2e.
jest.mock('@/components/admin/auth-actions', () => ({ signInAction: jest.fn(), signUpAction: jest.fn() }))
const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
const signIn = jest.mocked(signInAction)
const signUp = jest.mocked(signUpAction)

beforeAll(stubMatchMedia)
beforeEach(() => {
  signIn.mockReset()
  signUp.mockReset()
  push.mockReset()
  toast.dismiss()
})

function setup({ setupToken, signUpsOpen }: { setupToken?: string; signUpsOpen?: boolean } = {}) {
  render(
    <>
      <AuthTabs setupToken={setupToken} signUpsOpen={signUpsOpen} />
      <AdminToaster />
    </>,
  )
  return userEvent.setup()
}

const form = (name: string) => within(screen.getByRole('form', { name }))

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, email: string, password: string) {
  await user.type(form(name).getByLabelText(/^Correo/), email)
  await user.type(form(name).getByLabelText(/^Contraseña/), password)
}

it('opens on the login tab; arrow keys move to sign-up, each form with its own password autocomplete', async () => {
  const user = setup()
  const login = screen.getByRole('tab', { name: 'Iniciar sesión' })
  expect(login).toHaveAttribute('aria-selected', 'true')
  const email = form('Formulario de inicio de sesión').getByLabelText(/^Correo/)
  expect(email).toHaveAttribute('type', 'email')
  expect(email).toHaveAttribute('autocomplete', 'email')
  expect(email).toBeRequired()
  const password = form('Formulario de inicio de sesión').getByLabelText(/^Contraseña/)
  expect(password).toHaveAttribute('type', 'password')
  expect(password).toHaveAttribute('minlength', '6')
  expect(password).toHaveAttribute('autocomplete', 'current-password')
  expect(password).toBeRequired()

  await user.tab()
  expect(login).toHaveFocus()
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true')
  expect(form('Formulario de registro').getByLabelText(/^Contraseña/)).toHaveAttribute(
    'autocomplete',
    'new-password',
  )
  expect(screen.queryByRole('form', { name: 'Formulario de inicio de sesión' })).toBeNull()
})

it('names the toasts’ region in Spanish alone, without sonner’s shortcut code', () => {
  setup()
  expect(screen.getByRole('region', { name: 'Avisos' })).toBeInTheDocument()
})

it('checks the fields in the browser, tying each message to its field, without calling the server', async () => {
  const user = setup()
  await user.type(form('Formulario de inicio de sesión').getByLabelText(/^Correo/), 'ana@')
  await user.type(form('Formulario de inicio de sesión').getByLabelText(/^Contraseña/), '123')
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
  const email = form('Formulario de inicio de sesión').getByLabelText(/^Correo/)
  await waitFor(() => expect(email).toHaveAccessibleDescription('Email inválido'))
  expect(email).toHaveAttribute('aria-invalid', 'true')
  expect(form('Formulario de inicio de sesión').getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
    'La contraseña debe tener al menos 6 caracteres',
  )
  expect(signIn).not.toHaveBeenCalled()
})

it('while signing in reads Iniciando sesión... and is disabled; on success toasts and opens the dashboard', async () => {
  let answer!: (result: ActionResult<AuthNext>) => void
  signIn.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const user = setup()
  await fill(user, 'Formulario de inicio de sesión', ' Ana@Example.com', 'secreto1')
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
  const busy = await screen.findByRole('button', { name: 'Iniciando sesión...' })
  expect(busy).toBeDisabled()
  expect(signIn).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secreto1' })
  answer({ ok: true, message: 'Sesión iniciada exitosamente', data: { next: 'dashboard' } })
  expect(await screen.findByText('Sesión iniciada exitosamente')).toBeVisible()
  expect(push).toHaveBeenCalledWith('/seo-dashboard')
})

it('shows the server’s message on a refused sign-in and stays on the page', async () => {
  signIn.mockResolvedValue({ ok: false, message: 'Correo o contraseña incorrectos' })
  const user = setup()
  await fill(user, 'Formulario de inicio de sesión', 'ana@example.com', 'incorrecta')
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
  expect(await screen.findByText('Correo o contraseña incorrectos')).toBeVisible()
  expect(push).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled()
})

it('falls back to the spec’s text when the request itself fails', async () => {
  signIn.mockRejectedValue(new Error('network'))
  const user = setup()
  await fill(user, 'Formulario de inicio de sesión', 'ana@example.com', 'secreto1')
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
  expect(await screen.findByText('Error al iniciar sesión')).toBeVisible()
})

describe('sign-up', () => {
  async function signUpWith(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }))
    await fill(user, 'Formulario de registro', 'nueva@example.com', 'secreto1')
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
  }

  it('reads Creando cuenta... while busy, then toasts success and opens the dashboard', async () => {
    let answer!: (result: ActionResult<AuthNext>) => void
    signUp.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = setup()
    await signUpWith(user)
    expect(await screen.findByRole('button', { name: 'Creando cuenta...' })).toBeDisabled()
    answer({ ok: true, message: 'Cuenta creada exitosamente', data: { next: 'dashboard' } })
    // Sonner shows a toast once it has mounted it, which a loaded machine can delay.
    await waitFor(() => expect(screen.getByText('Cuenta creada exitosamente')).toBeVisible())
    expect(push).toHaveBeenCalledWith('/seo-dashboard')
  })

  it('asks to confirm the e-mail instead of opening the dashboard when there is no session yet', async () => {
    signUp.mockResolvedValue({
      ok: true,
      message: 'Cuenta creada exitosamente',
      data: {
        next: 'confirm-email',
        detail: 'Te hemos enviado un correo de confirmación. Ábrelo y pulsa el enlace para entrar al panel.',
      },
    })
    const user = setup()
    await signUpWith(user)
    expect(await screen.findByRole('status')).toHaveTextContent(/Te hemos enviado un correo de confirmación/)
    expect(push).not.toHaveBeenCalled()
  })

  it('shows the server’s message, or the fallback text when the request fails', async () => {
    signUp.mockResolvedValueOnce({ ok: false, message: 'Ya existe una cuenta con este correo' })
    signUp.mockRejectedValueOnce(new Error('network'))
    const user = setup()
    await signUpWith(user)
    expect(await screen.findByText('Ya existe una cuenta con este correo')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    expect(await screen.findByText('Error al crear la cuenta')).toBeVisible()
  })
})

describe('opened through the setup link', () => {
  const setupToken = 'Zx9_-'.repeat(8) + 'abc'
  const setupMessage =
    'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.'

  it('opens on sign-up, says what the link does, and sends its token with the sign-up', async () => {
    signUp.mockResolvedValue({ ok: true, message: 'Cuenta creada exitosamente', data: { next: 'dashboard' } })
    const user = setup({ setupToken })
    expect(screen.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true')
    expect(
      form('Formulario de registro').getByText(
        'Has abierto el enlace de configuración: la cuenta que crees ahora será la de administración del panel.',
      ),
    ).toBeVisible()
    await fill(user, 'Formulario de registro', 'jefa@example.com', 'secreto1')
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith({ email: 'jefa@example.com', password: 'secreto1', setupToken }),
    )
    expect(push).toHaveBeenCalledWith('/seo-dashboard')
  })

  it('shows the setup message for a malformed link without calling the server', async () => {
    const user = setup({ setupToken: 'roto' })
    await fill(user, 'Formulario de registro', 'jefa@example.com', 'secreto1')
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    expect(await form('Formulario de registro').findByRole('alert')).toHaveTextContent(setupMessage)
    expect(signUp).not.toHaveBeenCalled()
  })

  it('sends no token from the sign-in tab', async () => {
    signIn.mockResolvedValue({ ok: false, message: 'Correo o contraseña incorrectos' })
    const user = setup({ setupToken })
    await user.click(screen.getByRole('tab', { name: 'Iniciar sesión' }))
    await fill(user, 'Formulario de inicio de sesión', 'jefa@example.com', 'secreto1')
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({ email: 'jefa@example.com', password: 'secreto1' }),
    )
  })
})

it('opened without the setup link, sign-up sends the e-mail and password only', async () => {
  signUp.mockResolvedValue({ ok: false, message: 'Ya existe una cuenta con este correo' })
  const user = setup()
  await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }))
  expect(screen.queryByText(/enlace de configuración/)).toBeNull()
  await fill(user, 'Formulario de registro', 'nueva@example.com', 'secreto1')
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
  await waitFor(() =>
    expect(signUp).toHaveBeenCalledWith({ email: 'nueva@example.com', password: 'secreto1' }),
  )
})

describe('with sign-ups closed (Supabase’s setting)', () => {
  it('says so on the sign-up tab, before anyone types, with no form fields', async () => {
    const user = setup({ signUpsOpen: false })
    await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }))
    const panel = screen.getByRole('tabpanel', { name: 'Crear cuenta' })
    expect(
      within(panel).getByText('El registro está cerrado. Pide a un administrador que te invite.'),
    ).toBeVisible()
    expect(within(panel).queryByRole('form')).toBeNull()
    expect(within(panel).queryByRole('textbox')).toBeNull()
    expect(within(panel).queryByLabelText(/^Contraseña/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Crear cuenta' })).toBeNull()
    expect(signUp).not.toHaveBeenCalled()
  })

  it('still signs in', async () => {
    signIn.mockResolvedValue({
      ok: true,
      message: 'Sesión iniciada exitosamente',
      data: { next: 'dashboard' },
    })
    const user = setup({ signUpsOpen: false })
    await fill(user, 'Formulario de inicio de sesión', 'ana@example.com', 'secreto1')
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/seo-dashboard'))
  })
})

it('with sign-ups open, the sign-up tab offers the form', async () => {
  const user = setup({ signUpsOpen: true })
  await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }))
  expect(form('Formulario de registro').getByLabelText(/^Correo/)).toBeVisible()
  expect(screen.queryByText(/El registro está cerrado/)).toBeNull()
})
