/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { beatEvery } from '@/components/admin/editing/other-editors'
import { pageEditorsAction } from '@/components/admin/editing/presence-action'
import { contentEditor, editedPage } from '../support/content-editor'

// The content editor's heartbeat: an open editor asks who else edits the page
// every 30 s and shows them; it marks the page as its own only while it holds
// unsaved changes, at once on the first change, and no more after a save.
// The server actions are the edge (tests/content/editing-guard-actions.test.ts).

jest.mock('@/components/admin/content/content-actions', () => ({ saveContentAction: jest.fn() }))
jest.mock('@/components/admin/editing/presence-action', () => ({ pageEditorsAction: jest.fn() }))
const save = jest.mocked(saveContentAction)
const beat = jest.mocked(pageEditorsAction)

beforeEach(() => {
  jest.useFakeTimers()
  save.mockReset().mockResolvedValue({ ok: true, message: 'Borrador guardado', data: { revision: 8 } })
  beat.mockReset().mockResolvedValue({ ok: true, data: { editors: ['Ana (ana@example.com)'] } })
})
afterEach(() => jest.useRealTimers())

const marks = () => beat.mock.calls.map(([, input]) => (input as { editing: boolean }).editing)

it('shows who else edits, and marks the page from the first change until the save', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(contentEditor())
  expect(
    await screen.findByText('Ana (ana@example.com) está editando esta página y tiene cambios sin guardar.'),
  ).toBeVisible()
  expect(beat).toHaveBeenCalledWith(null, { path: editedPage.path, editing: false })
  await act(() => jest.advanceTimersByTimeAsync(beatEvery))
  expect(marks()).toEqual([false, false])

  await user.type(screen.getByRole('group', { name: 'Cierre' }).querySelector('input')!, ' nuevo')
  expect(marks()).toEqual([false, false, true])
  await act(() => jest.advanceTimersByTimeAsync(beatEvery))
  expect(marks()).toEqual([false, false, true, true])

  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  expect(save).toHaveBeenCalledTimes(1)
  await act(() => jest.advanceTimersByTimeAsync(0)) // the save's answer arrives
  await act(() => jest.advanceTimersByTimeAsync(beatEvery))
  expect(marks()).toEqual([false, false, true, true, false])
})
