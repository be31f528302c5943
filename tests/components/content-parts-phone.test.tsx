/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { contentEditor, editedPage } from '../support/content-editor'
import { textsByRole } from '../support/texts-by-role'

// The content form on a phone: every part of the page starts folded, the list
// on top opens the one it jumps to, and a refused save opens the part that
// holds the message and puts the focus on its field.

jest.mock('@/components/admin/content/content-actions', () => ({ saveContentAction: jest.fn() }))
jest.mock('@/components/admin/content/review-actions', () => ({ reviewContentAction: jest.fn() }))
jest.mock('@/components/admin/editing/presence-action', () => ({
  pageEditorsAction: jest.fn().mockResolvedValue({ ok: true, data: { editors: [] } }),
}))
const save = jest.mocked(saveContentAction)

beforeEach(() => {
  // A 390 px screen: the phone's query matches.
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query === '(width < 40rem)',
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
})

function renderEditor() {
  render(contentEditor())
  return userEvent.setup()
}

it('folds every part, and the list on top opens the one it jumps to', async () => {
  const user = renderEditor()
  const parts = screen.getByRole('navigation', { name: 'Partes de la página' })
  expect(textsByRole(parts, 'link')).toEqual([
    'Cabecera',
    ...(editedPage.builtIn.sections as unknown[]).map((_, index) =>
      expect.stringMatching(new RegExp(`^Sección ${index + 1} · `)),
    ),
    'Preguntas frecuentes',
    'Cierre',
    'Contacto',
  ])
  const closing = screen.getByRole('group', { name: 'Cierre' })
  expect(closing).not.toBeVisible()
  expect(screen.getByRole('group', { name: 'Cabecera' })).not.toBeVisible()

  await user.click(within(parts).getByRole('link', { name: 'Cierre' }))
  expect(closing).toBeVisible()
  expect(screen.getByRole('group', { name: 'Cabecera' })).not.toBeVisible()
})

it('opens the part that holds a refused save’s message, with the focus on its field', async () => {
  save.mockResolvedValue({
    ok: false,
    message: 'Revisa los campos marcados',
    fieldErrors: { 'sections.4.heading': 'Este campo no puede quedar vacío' },
  })
  const user = renderEditor()
  const section = screen.getByRole('group', { name: /^Sección 5 · / })
  expect(section).not.toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Publicar' }))
  await waitFor(() => expect(within(section).getByRole('textbox', { name: 'Título' })).toHaveFocus())
  expect(section).toBeVisible()
  expect(screen.getByRole('group', { name: 'Cierre' })).not.toBeVisible()
})
