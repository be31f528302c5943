/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { LeadForm } from '@/components/lead-form/lead-form'
import { submitLeadAction } from '@/components/lead-form/submit-lead-action'
import { leadFields } from '@/supabase/functions/_shared/lead-fields'
import { leadFormProps, validLeadForm } from '../support/leads'
import { stubMatchMedia } from '../support/match-media'

// The server action is the edge of this component: replaced here, tested for real in tests/leads and e2e.
jest.mock('@/components/lead-form/submit-lead-action', () => ({ submitLeadAction: jest.fn() }))
const action = jest.mocked(submitLeadAction)

beforeAll(stubMatchMedia)
beforeEach(() => {
  action.mockReset()
  // Sonner keeps its toasts in a module-level store: start every test without the previous one's.
  toast.dismiss()
})

function setup() {
  render(<LeadForm {...leadFormProps} />)
  const form = screen.getByRole('form', { name: 'Formulario de solicitud de presupuesto' })
  return { user: userEvent.setup(), form: within(form) }
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByLabelText(/^Email/), 'ana@example.com')
  await user.type(form.getByLabelText(/^Nombre/), 'Ana')
  await user.type(form.getByLabelText(/^Ciudad/), 'Cieza')
  await user.type(form.getByLabelText(/^Mensaje/), 'Quiero placas')
  await user.click(form.getByRole('checkbox', { name: /política de privacidad/ }))
}

it('marks the required fields for the browser and links the privacy policy with its first layer', () => {
  const { form } = setup()
  for (const label of [/^Email/, /^Nombre/, /^Ciudad/, /^Mensaje/])
    expect(form.getByLabelText(label)).toBeRequired()
  expect(form.getByRole('checkbox', { name: /política de privacidad/ })).toBeRequired()
  expect(form.getByLabelText(/^Empresa/)).not.toBeRequired()
  expect(form.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
    'href',
    '/politica-de-privacidad',
  )
  expect(form.getByText('Información básica sobre protección de datos')).toBeInTheDocument()
})

it('hides the honeypot from people, keyboards and autofill', () => {
  const { form } = setup()
  const honeypot = form.getByLabelText('No rellenes este campo')
  expect(honeypot).toHaveAttribute('tabindex', '-1')
  expect(honeypot).toHaveAttribute('autocomplete', 'off')
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
})

it('on submit with errors shows the first message as a toast and each error on its field', async () => {
  const { user, form } = setup()
  await user.click(form.getByRole('button', { name: 'Enviar solicitud' }))
  expect(await screen.findByRole('listitem')).toHaveTextContent('Email inválido')
  expect(form.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email inválido')
  expect(form.getByLabelText(/^Nombre/)).toHaveAccessibleDescription('El nombre es obligatorio')
  expect(form.getByLabelText(/^Ciudad/)).toHaveAccessibleDescription('La ciudad es obligatoria')
  expect(form.getByLabelText(/^Mensaje/)).toHaveAccessibleDescription('El mensaje es obligatorio')
  expect(action).not.toHaveBeenCalled()
})

it('refuses a control character at its field, with the message the server gives', async () => {
  const { user, form } = setup()
  await fillValid(user, form)
  await user.clear(form.getByLabelText(/^Nombre/))
  await user.click(form.getByLabelText(/^Nombre/))
  await user.paste('Juan\u0007')
  await user.click(form.getByRole('button', { name: 'Enviar solicitud' }))
  expect(await screen.findByRole('listitem')).toHaveTextContent('El nombre contiene caracteres no permitidos')
  expect(form.getByLabelText(/^Nombre/)).toHaveAccessibleDescription(
    'El nombre contiene caracteres no permitidos',
  )
  expect(action).not.toHaveBeenCalled()
})

it('while sending shows Enviando..., ignores a second submit, then shows success and clears the form', async () => {
  let answer!: (value: { ok: true; message: string }) => void
  action.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const { user, form } = setup()
  await fillValid(user, form)
  await user.click(form.getByRole('button', { name: 'Enviar solicitud' }))
  const busy = await form.findByRole('button', { name: 'Enviando...' })
  expect(busy).toBeDisabled()
  busy.closest('form')!.requestSubmit()
  answer({ ok: true, message: 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.' })
  expect(
    await screen.findByText('Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.'),
  ).toBeVisible()
  expect(action).toHaveBeenCalledTimes(1)
  expect(action).toHaveBeenCalledWith(
    expect.objectContaining({
      email: 'ana@example.com',
      nombre: 'Ana',
      aceptaPrivacidad: true,
      aceptaComunicaciones: false,
    }),
  )
  await waitFor(() => expect(form.getByLabelText(/^Email/)).toHaveValue(''))
  expect(form.getByRole('checkbox', { name: /política de privacidad/ })).not.toBeChecked()
})

it('on a server failure shows the error toast and keeps every value', async () => {
  action.mockResolvedValue({
    ok: false,
    message: 'Error al enviar el mensaje. Por favor, inténtalo de nuevo.',
  })
  const { user, form } = setup()
  await fillValid(user, form)
  await user.click(form.getByRole('button', { name: 'Enviar solicitud' }))
  expect(await screen.findByText('Error al enviar el mensaje. Por favor, inténtalo de nuevo.')).toBeVisible()
  expect(form.getByLabelText(/^Email/)).toHaveValue('ana@example.com')
  expect(form.getByLabelText(/^Mensaje/)).toHaveValue('Quiero placas')
  expect(form.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked()
})

it('when the request itself fails, shows the generic error and keeps the values', async () => {
  action.mockRejectedValue(new Error('network'))
  const { user, form } = setup()
  await fillValid(user, form)
  await user.click(form.getByRole('button', { name: 'Enviar solicitud' }))
  expect(await screen.findByText('Error al enviar el mensaje. Por favor, inténtalo de nuevo.')).toBeVisible()
  expect(form.getByLabelText(/^Nombre/)).toHaveValue('Ana')
})

it("shows the server's field errors on their fields", async () => {
  action.mockResolvedValue({
    ok: false,
    message: 'Ciudad demasiado larga',
    fieldErrors: { ciudad: 'Ciudad demasiado larga' },
  })
  const { user, form } = setup()
  await fillValid(user, form)
  await user.click(form.getByRole('button', { name: 'Enviar solicitud' }))
  await waitFor(() =>
    expect(form.getByLabelText(/^Ciudad/)).toHaveAccessibleDescription('Ciudad demasiado larga'),
  )
})

it('taking over from the shell, starts from its values, ids, open details and focused control', () => {
  render(
    <LeadForm
      {...leadFormProps}
      idPrefix="shell"
      takeOver={{
        values: { ...validLeadForm, email: 'ana@', ciudad: '', mensaje: 'Hola' },
        // Each field is one focusable element, in the list's order.
        focusIndex: leadFields.findIndex((field) => field.name === 'mensaje'),
        privacyOpen: true,
      }}
    />,
  )
  const form = within(screen.getByRole('form', { name: 'Formulario de solicitud de presupuesto' }))
  expect(form.getByLabelText(/^Email/)).toHaveValue('ana@')
  expect(form.getByLabelText(/^Email/)).toHaveAttribute('id', 'shell-email')
  expect(form.getByLabelText(/^Nombre/)).toHaveValue('Ana')
  const message = form.getByLabelText(/^Mensaje/) as HTMLTextAreaElement
  expect(message).toHaveFocus()
  expect(message.selectionStart).toBe(4)
  expect(form.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked()
  expect(form.getByText('Información básica sobre protección de datos').closest('details')).toHaveProperty(
    'open',
    true,
  )
  expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled()
})
