/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { saveRedirectAction } from '@/components/admin/paths/redirect-actions'
import { RedirectForm } from '@/components/admin/paths/redirect-form'
import { stubDialog } from '../support/dialog'

// A redirect's form after a save refused because someone changed it first: what was typed stays,
// and the next save asks before replacing their change. The action is the edge here: its
// answers come from the database, tested with lib/data's redirects.

jest.mock('@/components/admin/paths/redirect-actions', () => ({ saveRedirectAction: jest.fn() }))
const save = jest.mocked(saveRedirectAction)

beforeAll(stubDialog)
beforeEach(() => save.mockReset())

const initial = {
  original: '/placas-cieza',
  source: '/placas-cieza',
  destination: '/',
  permanent: true,
  basedOn: 3,
}
const refusal =
  'Ana (ana@example.com) guardó esta redirección a las 10:05. Tus cambios siguen en el formulario; al volver a guardar podrás elegir si sustituyen a los guardados.'

it('asks before replacing the colleague’s change, then saves on the revision the refusal answered', async () => {
  save
    .mockResolvedValueOnce({ ok: false, message: refusal, data: { revision: 4, changedBy: 'Ana' } })
    .mockResolvedValueOnce({ ok: true, message: 'Redirección guardada', data: { revision: 5 } })
  const user = userEvent.setup()
  render(<RedirectForm initial={initial} />)
  const destination = screen.getByRole('textbox', { name: /Hacia/ })
  await user.clear(destination)
  await user.type(destination, '/instalacion-placas-solares')
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
  expect(await screen.findByText(refusal)).toBeVisible()
  expect(destination).toHaveValue('/instalacion-placas-solares')

  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
  const question = screen.getByRole('dialog', { name: '¿Sustituir los cambios guardados?' })
  expect(
    within(question).getByRole('link', { name: 'Ver sus cambios (se abre en otra pestaña)' }),
  ).toHaveAttribute('href', '/seo-dashboard/redirecciones')
  expect(save).toHaveBeenCalledTimes(1)
  await user.click(within(question).getByRole('button', { name: 'Sustituir los cambios de Ana' }))
  await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
  expect(Object.fromEntries(save.mock.calls[1]![1] as FormData)).toMatchObject({
    basedOn: '4',
    destination: '/instalacion-placas-solares',
  })
})
