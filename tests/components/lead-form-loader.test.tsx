/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { LeadForm } from '@/components/lead-form/lead-form'
import { LeadFormLoader } from '@/components/lead-form/lead-form-loader'
import { submitLeadAction } from '@/components/lead-form/submit-lead-action'
import { leadFormProps } from '../support/leads'
import { stubMatchMedia } from '../support/match-media'

// The server action is the edge of these components, as in lead-form.test.tsx:
// replaced here, tested for real in tests/leads and e2e. Nothing else is mocked;
// the loader's dynamic import of the full form is real and awaited.
jest.mock('@/components/lead-form/submit-lead-action', () => ({ submitLeadAction: jest.fn() }))
const action = jest.mocked(submitLeadAction)

const { privacyInfo, contact } = leadFormProps
const formName = 'Formulario de solicitud de presupuesto'

beforeAll(stubMatchMedia)
beforeEach(() => {
  action.mockReset()
  toast.dismiss()
})
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
})

const currentForm = () => within(screen.getByRole('form', { name: formName }))
const submitButton = () => currentForm().getByRole('button', { name: /Enviar solicitud|Enviando/ })
/** The full form has taken over when its submit button is enabled. */
const fullFormLoaded = () => waitFor(() => expect(submitButton()).toBeEnabled())

/**
 * Renders a second form, focuses it and waits until the full form has taken it
 * over: the dynamic import has then resolved, so a form that had asked for it
 * would have taken over too. What the first form shows then proves what it did not do.
 */
async function afterAnotherFormLoaded() {
  const rendered = render(<LeadFormLoader privacyInfo={privacyInfo} contact={contact} />)
  const other = within(rendered.container)
  act(() => other.getByLabelText(/^Email/).focus())
  await waitFor(() => expect(other.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled())
  rendered.unmount()
}

/** The form's markup with the useId prefix replaced and the button's disabled state left out. */
function normalisedMarkup(container: HTMLElement) {
  const form = within(container).getByRole('form', { name: formName })
  const prefix = within(form)
    .getByLabelText(/^Email/)
    .id.replace(/-email$/, '')
  return form.outerHTML.split(prefix).join('ID').replace(' disabled=""', '')
}

it('renders the same form as the full one, with the submit button disabled', () => {
  const shell = render(<LeadFormLoader privacyInfo={privacyInfo} contact={contact} />)
  const full = render(<LeadForm privacyInfo={privacyInfo} contact={contact} />)
  expect(normalisedMarkup(shell.container)).toBe(normalisedMarkup(full.container))
  expect(within(shell.container).getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled()
  expect(within(full.container).getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled()
})

it('does not load the full form without a sign of intent', async () => {
  render(<LeadFormLoader privacyInfo={privacyInfo} contact={contact} />)
  await afterAnotherFormLoaded()
  expect(submitButton()).toBeDisabled()
})

it('loads the full form on the first focus and keeps what was typed, checked and focused meanwhile', async () => {
  const user = userEvent.setup()
  render(<LeadFormLoader privacyInfo={privacyInfo} contact={contact} />)
  const shell = currentForm()
  const email = shell.getByLabelText(/^Email/)
  // Focus and type in the same task: the full form cannot have arrived yet.
  act(() => email.focus())
  fireEvent.input(email, { target: { value: 'ana@' } })
  fireEvent.input(shell.getByLabelText(/^Nombre/), { target: { value: 'Ana' } })
  fireEvent.click(shell.getByRole('checkbox', { name: /política de privacidad/ }))
  act(() => email.focus())
  expect(submitButton()).toBeDisabled()

  await fullFormLoaded()
  const form = currentForm()
  const newEmail = form.getByLabelText(/^Email/)
  expect(newEmail).not.toBe(email)
  expect(newEmail).toHaveValue('ana@')
  expect(newEmail).toHaveFocus()
  expect(form.getByLabelText(/^Nombre/)).toHaveValue('Ana')
  expect(form.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked()

  // Typing goes on where it stopped, then the full form submits as usual.
  await user.keyboard('example.com')
  expect(newEmail).toHaveValue('ana@example.com')
  await user.type(form.getByLabelText(/^Ciudad/), 'Cieza')
  await user.type(form.getByLabelText(/^Mensaje/), 'Quiero placas')
  action.mockResolvedValue({ ok: true, message: 'Mensaje enviado correctamente.' })
  await user.click(submitButton())
  expect(await screen.findByText('Mensaje enviado correctamente.')).toBeVisible()
  expect(action).toHaveBeenCalledWith(
    expect.objectContaining({
      email: 'ana@example.com',
      nombre: 'Ana',
      ciudad: 'Cieza',
      aceptaPrivacidad: true,
    }),
  )
})

it('the full form validates as before once it has taken over', async () => {
  const user = userEvent.setup()
  render(<LeadFormLoader privacyInfo={privacyInfo} contact={contact} />)
  await user.click(currentForm().getByLabelText(/^Nombre/))
  await fullFormLoaded()
  expect(currentForm().getByLabelText(/^Nombre/)).toHaveFocus()
  await user.click(submitButton())
  expect(await screen.findByRole('listitem')).toHaveTextContent('Email inválido')
  expect(currentForm().getByLabelText(/^Email/)).toHaveAccessibleDescription('Email inválido')
  expect(action).not.toHaveBeenCalled()
})

it('keeps the privacy details open and the caret at the end of the message', async () => {
  render(<LeadFormLoader privacyInfo={privacyInfo} contact={contact} />)
  const shell = currentForm()
  const details = shell.getByText(privacyInfo.heading).closest('details')!
  details.open = true
  const message = shell.getByLabelText(/^Mensaje/) as HTMLTextAreaElement
  fireEvent.input(message, { target: { value: 'Hola' } })
  message.setSelectionRange(0, 0)
  fireEvent.pointerDown(message)
  act(() => message.focus())

  await fullFormLoaded()
  const newMessage = currentForm().getByLabelText(/^Mensaje/) as HTMLTextAreaElement
  expect(newMessage).toHaveFocus()
  expect(newMessage).toHaveValue('Hola')
  expect([newMessage.selectionStart, newMessage.selectionEnd]).toEqual([4, 4])
  expect(currentForm().getByText(privacyInfo.heading).closest('details')).toHaveProperty('open', true)
})

it('loads the full form when the form comes near the viewport as the visitor scrolls', async () => {
  let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined
  const options: IntersectionObserverInit[] = []
  class FakeIntersectionObserver {
    constructor(callback: typeof notify, init: IntersectionObserverInit) {
      notify = callback
      options.push(init)
    }
    observe() {}
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver })
  render(<LeadFormLoader privacyInfo={privacyInfo} contact={contact} />)
  // Not watched at page load: a form already near the screen waits for a scroll or an intent.
  expect(options).toEqual([])
  fireEvent.scroll(window)
  expect(options).toEqual([{ rootMargin: '400px 0px' }])
  act(() => notify!([{ isIntersecting: false }]))
  await afterAnotherFormLoaded()
  expect(submitButton()).toBeDisabled()
  act(() => notify!([{ isIntersecting: true }]))
  await fullFormLoaded()
})
