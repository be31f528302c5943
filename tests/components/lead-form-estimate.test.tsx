/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { EstimateNote } from '@/components/lead-form/estimate-note'
import { LeadForm } from '@/components/lead-form/lead-form'
import { submitLeadAction } from '@/components/lead-form/submit-lead-action'
import { estimateSavings } from '@/lib/savings/estimate'
import { builtInSavingsFigures } from '@/lib/savings/published-figures'
import { estimateSummary } from '@/lib/savings/summary'
import { leadFormProps } from '../support/leads'
import { ciezaHouse } from '../support/savings'
import { stubMatchMedia } from '../support/match-media'

// The quote form with the calculator's estimate attached: it says so, sends the
// inputs and the estimate shown, and when the server answers with another
// estimate, shows it and sends again only when the visitor does.

// The server action is the edge of this component: replaced here, tested for real in tests/leads and e2e.
jest.mock('@/components/lead-form/submit-lead-action', () => ({ submitLeadAction: jest.fn() }))
const action = jest.mocked(submitLeadAction)

const input = ciezaHouse()
const formInput = {
  town: 'Cieza',
  monthlyBill: '90',
  building: 'vivienda',
  orientation: 'sur',
  usage: 'mixto',
}
const shown = estimateSavings(input, builtInSavingsFigures, '2026-11-29')
const dearer = estimateSavings(
  input,
  { ...builtInSavingsFigures, energyPrice: { min: 0.24, max: 0.3 } },
  '2026-11-29',
)
const newer = { version: '2026-11-28T09:00:00.000Z', input, estimate: dearer }
const attached = { toSend: { input: formInput, shown }, note: <EstimateNote estimate={shown} /> }

beforeAll(stubMatchMedia)
beforeEach(() => {
  action.mockReset()
  toast.dismiss()
})

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  const form = within(screen.getByRole('form', { name: 'Formulario de solicitud de presupuesto' }))
  await user.type(form.getByLabelText(/^Email/), 'ana@example.com')
  await user.type(form.getByLabelText(/^Nombre/), 'Ana')
  await user.type(form.getByLabelText(/^Ciudad/), 'Cieza')
  await user.type(form.getByLabelText(/^Mensaje/), 'Quiero placas')
  await user.click(form.getByRole('checkbox', { name: /política de privacidad/ }))
  await user.click(form.getByRole('button', { name: 'Enviar solicitud' }))
  return form
}

it('says the estimate goes with the request, and sends its inputs and the estimate shown', async () => {
  action.mockResolvedValue({ ok: true, message: 'Mensaje enviado correctamente.' })
  render(<LeadForm {...leadFormProps} estimate={attached} />)
  const note = screen.getByRole('group', { name: 'Tu cálculo de ahorro irá con esta solicitud' })
  expect(note).toHaveTextContent(
    /^Tu cálculo de ahorro irá con esta solicitudCieza: ahorro de entre \d{3} y \d{3} € al año; se paga en /,
  )
  await fillAndSend(userEvent.setup())
  expect(action).toHaveBeenCalledTimes(1)
  expect(action.mock.calls[0]![0]).toMatchObject({
    nombre: 'Ana',
    estimate: { input: formInput, shown },
  })
})

it('shows the estimate the server worked out when it differs, and sends it only when the visitor sends again', async () => {
  action.mockResolvedValueOnce({
    ok: false,
    message: 'Hemos actualizado tu cálculo de ahorro con los datos vigentes y el resultado ha cambiado.',
    estimateChanged: { stored: newer, lines: estimateSummary(newer) },
  })
  render(<LeadForm {...leadFormProps} estimate={attached} />)
  const user = userEvent.setup()
  const form = await fillAndSend(user)
  const updated = await screen.findByRole('group', {
    name: 'Tu cálculo de ahorro actualizado, que irá con esta solicitud',
  })
  const saving = estimateSummary(newer).find((line) => line.label === 'Ahorro al año')!
  expect(within(updated).getByText('Ahorro al año').nextElementSibling).toHaveTextContent(saving.value)
  expect(await screen.findByText(/resultado ha cambiado/)).toBeInTheDocument()
  expect(action).toHaveBeenCalledTimes(1)

  action.mockResolvedValueOnce({ ok: true, message: 'Mensaje enviado correctamente.' })
  await user.type(form.getByLabelText(/^Nombre/), ' María')
  await user.click(form.getByRole('button', { name: 'Enviar solicitud' }))
  expect(action).toHaveBeenCalledTimes(2)
  expect(action.mock.calls[1]![0]).toMatchObject({ estimate: { input: formInput, shown: dearer } })
})

it('sends no estimate from a form without one', async () => {
  action.mockResolvedValue({ ok: true, message: 'Mensaje enviado correctamente.' })
  render(<LeadForm {...leadFormProps} />)
  expect(screen.queryByRole('group', { name: /cálculo de ahorro/ })).toBeNull()
  await fillAndSend(userEvent.setup())
  expect(action.mock.calls[0]![0]).toMatchObject({ estimate: undefined })
})
