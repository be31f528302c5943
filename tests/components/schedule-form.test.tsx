/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ScheduleForm } from '@/components/admin/schedule/schedule-form'
import { schedulePublicationAction } from '@/components/admin/schedule/schedule-actions'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { getEditablePage } from '@/lib/content/editable-pages'
import { anaSavedFirst, refusedOnceForAna } from '../support/changed-meanwhile'
import { stubDialog } from '../support/dialog'

// 'Programar publicación' answers as the content form does: after someone
// else's save, the next schedule asks before replacing their changes; a draft
// that 'Publicar' would refuse shows the same list, each field named as the
// content form names it. The server action is the edge here: its answers are
// tested in tests/content/schedule-actions.test.ts.

jest.mock('@/components/admin/schedule/schedule-actions', () => ({
  schedulePublicationAction: jest.fn(),
  cancelScheduleAction: jest.fn(),
}))
const schedule = jest.mocked(schedulePublicationAction)
beforeAll(stubDialog)

const editedPage = getEditablePage('/ayudas-placas-solares')!
beforeEach(() => schedule.mockReset())

function renderForm() {
  render(
    <ScheduleForm
      path={editedPage.path}
      revision={7}
      scheduled={null}
      description={describeContentSchema(editedPage.schema)}
    />,
  )
  return userEvent.setup()
}
const form = () => screen.getByRole('form', { name: 'Programar publicación' })
const when = () => within(form()).getByRole('textbox', { name: 'Fecha y hora' })
const press = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(form()).getByRole('button', { name: 'Programar publicación' }))

it('after a schedule refused for someone else’s save, asks before replacing their changes', async () => {
  const sent = refusedOnceForAna(schedule, {
    ok: true,
    message: 'Publicación programada',
    data: { revision: 42 },
  })
  const user = renderForm()
  await user.type(when(), '02/03/2099 10:00')
  await press(user)
  expect(await screen.findByRole('alert')).toHaveTextContent(anaSavedFirst)
  expect(sent[0]!.get('basedOn')).toBe('7')

  // Scheduling again asks first; 'Cancelar' sends nothing.
  await user.clear(when())
  await user.type(when(), '02/03/2099 11:00')
  await press(user)
  const question = screen.getByRole('dialog', { name: '¿Sustituir los cambios guardados?' })
  expect(
    within(question).getByRole('link', { name: 'Ver sus cambios (se abre en otra pestaña)' }),
  ).toHaveAttribute('target', '_blank')
  await user.click(within(question).getByRole('button', { name: 'Cancelar' }))
  expect(sent).toHaveLength(1)

  // Replacing sends it, based on the revision the refusal handed back, with the time typed.
  await press(user)
  await user.click(screen.getByRole('button', { name: 'Sustituir los cambios de Ana' }))
  await screen.findByRole('button', { name: 'Programar publicación' })
  expect(sent).toHaveLength(2)
  expect(sent[1]!.get('basedOn')).toBe('42')
  expect(sent[1]!.get('publishAt')).toBe('02/03/2099 11:00')
  expect(screen.queryByRole('alert')).toBeNull()
})

it('shows what stops the publish, each field named as the content form names it, linked to it', async () => {
  schedule.mockResolvedValue({
    ok: false,
    message: 'Revisa los campos marcados',
    fieldErrors: {
      'closing.cta.href': 'Esta página no existe en el sitio: /pagina-que-no-existe',
      'hero.subtitle': 'Este campo no puede quedar vacío',
    },
  })
  const user = renderForm()
  await user.type(when(), '02/03/2099 10:00')
  await press(user)
  const refused = await screen.findByRole('alert', { name: 'No se ha programado' })
  expect(refused).toHaveTextContent('No se puede publicar hasta corregir esto:')
  expect(refused).toHaveTextContent(
    'Cierre › Botón › Enlace: Esta página no existe en el sitio: /pagina-que-no-existe',
  )
  expect(within(refused).getByRole('link', { name: 'Cabecera › Subtítulo' })).toHaveAttribute('href')
  // Nothing was asked: that refusal was about the draft, not someone else's save.
  await press(user)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(schedule).toHaveBeenCalledTimes(2)
})

it('shows a refusal in one line, and a wrong time at its field', async () => {
  const nearCopy = 'Esta página repite el 46 % de /placas-solares-jumilla'
  schedule.mockResolvedValueOnce({ ok: false, message: nearCopy })
  const user = renderForm()
  await user.type(when(), '02/03/2099 10:00')
  await press(user)
  expect(await screen.findByRole('alert')).toHaveTextContent(nearCopy)

  const gone = 'Elige una fecha y una hora futuras'
  schedule.mockResolvedValueOnce({ ok: false, message: gone, fieldErrors: { publishAt: gone } })
  await press(user)
  await screen.findByText(gone)
  expect(when()).toHaveAccessibleDescription(new RegExp(gone))
  expect(screen.queryByRole('alert')).toBeNull()
})
