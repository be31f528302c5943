/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { reviewContentAction } from '@/components/admin/content/review-actions'
import { contentEditor, editedPage } from '../support/content-editor'
import { anaSavedFirst, refusedOnceForAna } from '../support/changed-meanwhile'
import { stubDialog } from '../support/dialog'

// The 'Contenido' form's answers to a refused save: the focus goes to the
// first place marked, not only to a toast at the bottom of a long form; and
// when someone else saved the page first, the refusal shows, what was typed
// stays, and the next save is based on the page's new revision. The server
// action is the edge here: its answers are tested in tests/content/content-actions.test.ts.

jest.mock('@/components/admin/content/content-actions', () => ({ saveContentAction: jest.fn() }))
jest.mock('@/components/admin/content/review-actions', () => ({ reviewContentAction: jest.fn() }))
const save = jest.mocked(saveContentAction)
const check = jest.mocked(reviewContentAction)
beforeAll(stubDialog)
beforeEach(() => save.mockReset())

function renderEditor() {
  render(
    <>
      {contentEditor()}
      <Toaster />
    </>,
  )
  return userEvent.setup()
}

const refused = (fieldErrors: Record<string, string>) => ({
  ok: false as const,
  message: 'Revisa los campos marcados',
  fieldErrors,
})

it('moves the focus to the first field marked after a refused save', async () => {
  save.mockResolvedValue(
    refused({
      'closing.cta.href': 'Esta página no existe en el sitio: /pagina-que-no-existe',
      'contact.intro': 'Este campo no puede quedar vacío',
    }),
  )
  const user = renderEditor()
  await user.click(screen.getByRole('button', { name: 'Publicar' }))
  const closing = screen.getByRole('group', { name: 'Cierre' })
  const link = within(closing).getByRole('textbox', { name: 'Enlace' })
  await waitFor(() => expect(link).toHaveFocus())
  expect(link).toHaveAccessibleDescription(/Esta página no existe en el sitio: \/pagina-que-no-existe/)
  expect((save.mock.calls[0]![1] as FormData).get('intent')).toBe('publish')
})

it('moves the focus into a group whose message is for the whole group', async () => {
  const rows = (editedPage.builtIn.sections as { rows?: unknown }[]).findIndex((section) => section.rows)
  save.mockResolvedValue(
    refused({ [`sections.${rows}.rows.0`]: 'La fila 1 tiene 2 celdas y la tabla 3 columnas' }),
  )
  const user = renderEditor()
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  await waitFor(() =>
    expect(document.activeElement?.closest('fieldset')).toHaveAccessibleDescription(/La fila 1/),
  )
})

it('keeps what was typed after a refused save, shows who saved, and bases the next save on the new revision', async () => {
  const sent = refusedOnceForAna(save, { ok: true, message: 'Borrador guardado', data: { revision: 43 } })
  const user = renderEditor()
  const subtitle = within(screen.getByRole('group', { name: 'Cabecera' })).getByRole('textbox', {
    name: 'Subtítulo',
  })
  await user.clear(subtitle)
  await user.type(subtitle, 'Lo que escribí yo')
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(anaSavedFirst)
  // Their changes open in another tab, so what was typed here stays.
  expect(screen.getByRole('link', { name: 'Ver qué cambió (se abre en otra pestaña)' })).toHaveAttribute(
    'target',
    '_blank',
  )
  expect(sent[0]!.get('basedOn')).toBe('7')
  expect(subtitle).toHaveValue('Lo que escribí yo')
  expect(
    within(screen.getByRole('group', { name: 'Cabecera' })).getByRole('textbox', { name: 'Subtítulo' }),
  ).toHaveValue('Lo que escribí yo')

  // Saving again (publishing too) asks first: replace Ana's changes, or see them in another tab.
  await user.click(screen.getByRole('button', { name: 'Publicar' }))
  const question = screen.getByRole('dialog', { name: '¿Sustituir los cambios guardados?' })
  await user.click(within(question).getByRole('button', { name: 'Cancelar' }))
  expect(sent).toHaveLength(1)
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  expect(
    within(screen.getByRole('dialog', { name: '¿Sustituir los cambios guardados?' })).getByRole('link', {
      name: 'Ver sus cambios (se abre en otra pestaña)',
    }),
  ).toHaveAttribute('target', '_blank')
  await user.click(screen.getByRole('button', { name: 'Sustituir los cambios de Ana' }))
  // Once chosen, the save goes, based on the revision the refusal handed back, with its own intent.
  expect(await screen.findByText('Borrador guardado')).toBeInTheDocument()
  expect(sent[1]!.get('intent')).toBe('draft')
  expect(sent[1]!.get('basedOn')).toBe('42')
  expect(JSON.parse(String(sent[1]!.get('content'))).hero.subtitle).toBe('Lo que escribí yo')
})

it('keeps a refused publish on the form, with the review’s list, until a save succeeds', async () => {
  const message = 'Esta página repite el 46 % de /placas-solares-jumilla'
  save.mockResolvedValueOnce({ ok: false, message })
  const nearCopy = {
    page: '/placas-solares-jumilla',
    message,
    passages: [{ path: 'hero.subtitle', text: 'Calculamos lo que puedes ahorrar…' }],
  }
  check.mockResolvedValue({
    ok: true,
    data: { message, errors: {}, missingLinks: 0, nearCopy, content: [], seo: null, online: false },
  })
  const user = renderEditor()
  await user.click(screen.getByRole('button', { name: 'Publicar' }))
  const kept = await screen.findByRole('alert', { name: 'No se ha publicado' })
  expect(kept).toHaveTextContent(message)
  expect(kept).toHaveTextContent('«Calculamos lo que puedes ahorrar…», en Cabecera › Subtítulo')
  expect(screen.getByRole('form', { name: 'Contenido de la página' })).toContainElement(kept)
  // The list is the review's own, of the form as it was sent.
  expect(JSON.parse((check.mock.calls[0]![1] as FormData).get('content') as string).hero.subtitle).toBe(
    editedPage.builtIn.hero && (editedPage.builtIn.hero as { subtitle: string }).subtitle,
  )

  // Another refusal (a field left empty) does not drop it; a successful save does.
  save.mockResolvedValueOnce(refused({ 'hero.subtitle': 'Este campo no puede quedar vacío' }))
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
  await screen.findByRole('button', { name: 'Guardar borrador' })
  expect(screen.getByRole('alert', { name: 'No se ha publicado' })).toBeVisible()
  save.mockResolvedValueOnce({ ok: true, message: 'Borrador guardado', data: { revision: 9 } })
  await user.click(await screen.findByRole('button', { name: 'Guardar borrador' }))
  await waitFor(() => expect(screen.queryByRole('alert', { name: 'No se ha publicado' })).toBeNull())
})
