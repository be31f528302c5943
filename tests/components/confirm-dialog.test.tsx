/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { discardDraftAction, restoreVersionAction } from '@/components/admin/content/content-actions'
import { DiscardDraftButton } from '@/components/admin/content/discard-draft-button'
import { RestoreButton } from '@/components/admin/content/restore-button'
import { stubDialog } from '../support/dialog'

// The one question asked before 'Restaurar', 'Volver al contenido original'
// and 'Descartar borrador': it says what will be replaced, 'Cancelar' (or
// Escape) keeps everything and gives the focus back, and only the action's own
// button posts. The server actions are the edge here; their answers are tested
// in tests/content/content-actions.test.ts and tests/db/.

jest.mock('@/components/admin/content/content-actions', () => ({
  discardDraftAction: jest.fn(),
  restoreOriginalAction: jest.fn(),
  restoreVersionAction: jest.fn(),
}))
const discard = jest.mocked(discardDraftAction)
const restore = jest.mocked(restoreVersionAction)

beforeAll(stubDialog)
beforeEach(() => {
  discard.mockReset().mockResolvedValue({ ok: true, message: 'Borrador descartado' })
  restore.mockReset().mockResolvedValue({ ok: true, message: 'Versión restaurada como borrador' })
})

const renderDiscard = () =>
  render(
    <DiscardDraftButton
      path="/ayudas-placas-solares"
      revision={12}
      draftSavedAt="2026-11-12T09:32:00Z"
      published
    />,
  )

it('asks before discarding the draft, saying what the editor will show', async () => {
  const user = userEvent.setup()
  renderDiscard()
  const trigger = screen.getByRole('button', { name: 'Descartar borrador' })
  await user.click(trigger)
  const dialog = screen.getByRole('dialog', { name: '¿Descartar el borrador?' })
  expect(dialog).toHaveAttribute('open')
  expect(dialog).toHaveAccessibleDescription(
    'El borrador guardado el 12/11/2026 10:32 se descartará y el editor mostrará la versión publicada. Los cambios sin guardar se perderán.',
  )
  expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus()
  expect(discard).not.toHaveBeenCalled()
})

it('keeps the draft on ‘Cancelar’ or Escape, and gives the focus back', async () => {
  const user = userEvent.setup()
  renderDiscard()
  const trigger = screen.getByRole('button', { name: 'Descartar borrador' })
  await user.click(trigger)
  await user.click(screen.getByRole('button', { name: 'Cancelar' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(trigger).toHaveFocus()

  await user.click(trigger)
  // What the browser sends on Escape.
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(trigger).toHaveFocus()
  expect(discard).not.toHaveBeenCalled()
})

it('discards once confirmed, based on the revision the page was drawn at', async () => {
  const user = userEvent.setup()
  renderDiscard()
  await user.click(screen.getByRole('button', { name: 'Descartar borrador' }))
  const dialog = screen.getByRole('dialog')
  await user.click(within(dialog).getByRole('button', { name: 'Descartar borrador' }))
  await waitFor(() => expect(discard).toHaveBeenCalledTimes(1))
  const sent = discard.mock.calls[0]![1] as FormData
  expect(Object.fromEntries(sent)).toEqual({ path: '/ayudas-placas-solares', basedOn: '12' })
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

it('names the version and who saved it before ‘Restaurar’, and restores it once confirmed', async () => {
  const user = userEvent.setup()
  render(
    <RestoreButton
      path="/ayudas-placas-solares"
      version={{ id: 4, createdAt: '2026-11-12T09:32:00Z', createdBy: 'ana@example.com' }}
      revision={12}
      hasDraft
    />,
  )
  await user.click(screen.getByRole('button', { name: 'Restaurar' }))
  const dialog = screen.getByRole('dialog', { name: '¿Restaurar esta versión?' })
  expect(dialog).toHaveAccessibleDescription(
    'El borrador actual se sustituirá por la versión del 12/11/2026 10:32 (Ana). Los cambios sin guardar se perderán.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }))
  await waitFor(() => expect(restore).toHaveBeenCalledTimes(1))
  expect(Object.fromEntries(restore.mock.calls[0]![1] as FormData)).toEqual({
    path: '/ayudas-placas-solares',
    basedOn: '12',
    version: '4',
  })
})
