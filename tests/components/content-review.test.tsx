/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { reviewContentAction } from '@/components/admin/content/review-actions'
import { contentEditor } from '../support/content-editor'

// 'Revisar cambios' in the editor: it sends the form as typed without
// submitting it (nothing typed is lost), shows what would change with the words
// marked, says publishing is blocked, and each message links to its field. The
// server action is the edge here: its answers are tested in tests/content/review-actions.test.ts.

jest.mock('@/components/admin/content/content-actions', () => ({ saveContentAction: jest.fn() }))
jest.mock('@/components/admin/content/review-actions', () => ({ reviewContentAction: jest.fn() }))
const review = jest.mocked(reviewContentAction)

const missing = 'Esta página no existe en el sitio: /pagina-que-no-existe'

it('shows what publishing would change and why it is blocked, each message a link to its field', async () => {
  review.mockResolvedValue({
    ok: true,
    data: {
      content: [
        { path: 'closing.cta.href', before: '/solicitar-presupuesto', after: '/pagina-que-no-existe' },
      ],
      seo: null,
      errors: { 'closing.cta.href': missing },
      missingLinks: 1,
      message: 'Revisa los campos marcados',
      nearCopy: null,
      online: true,
    },
  })
  render(contentEditor({ hasDraft: true, revision: 3 }))
  const user = userEvent.setup()
  const link = within(screen.getByRole('group', { name: 'Cierre' })).getByRole('textbox', { name: 'Enlace' })
  await user.clear(link)
  await user.type(link, '/pagina-que-no-existe')
  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }))

  const panel = await screen.findByRole('region', { name: 'Revisar cambios' })
  expect(within(panel).getByRole('alert')).toHaveTextContent(
    'No se puede publicar: hay enlaces a páginas que no existen.',
  )
  const sent = review.mock.calls[0]![1] as FormData
  expect(JSON.parse(sent.get('content') as string).closing.cta.href).toBe('/pagina-que-no-existe')
  expect(link).toHaveValue('/pagina-que-no-existe')
  const row = within(panel).getByRole('row', { name: /^Cierre › Botón › Enlace/ })
  expect(row.querySelector('ins')).not.toBeNull()

  await user.click(within(panel).getByRole('link', { name: 'Cierre › Botón › Enlace' }))
  await waitFor(() => expect(link).toHaveFocus())

  // Typing after the review says it is out of date.
  await user.type(link, 'x')
  expect(within(panel).getByText(/Has cambiado el formulario después de revisarlo/)).toBeVisible()
})

const nearCopy = {
  page: '/placas-solares-jumilla',
  message: 'Esta página repite el 46 % de /placas-solares-jumilla',
  passages: [
    { path: 'hero.subtitle', text: 'Calculamos lo que puedes ahorrar y nos ocupamos de la instalación…' },
  ],
}

it('shows a near copy and example texts before publishing, each field by its Spanish name and a link to it', async () => {
  review.mockResolvedValue({
    ok: true,
    data: {
      content: [{ path: 'hero.subtitle', before: 'Antes', after: 'Después' }],
      seo: null,
      errors: {
        'sections.1.paragraphs.0':
          'Cambia el texto de ejemplo de «Sección 2 › Párrafos › párrafo 1» antes de publicar.',
        'seo.title': 'Cambia el texto de ejemplo de «Título» antes de publicar.',
      },
      missingLinks: 0,
      message: 'Cambia el texto de ejemplo de «Sección 2 › Párrafos › párrafo 1» antes de publicar.',
      nearCopy,
      online: false,
    },
  })
  render(contentEditor())
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }))
  const panel = await screen.findByRole('region', { name: 'Revisar cambios' })
  const alert = within(panel).getByRole('alert')
  expect(alert).toHaveTextContent('Esta página repite el 46 % de /placas-solares-jumilla')
  expect(within(alert).getByRole('link', { name: 'ver esa página' })).toHaveAttribute('href', nearCopy.page)
  expect(alert).toHaveTextContent(
    '«Calculamos lo que puedes ahorrar y nos ocupamos de la instalación…», en Cabecera › Subtítulo',
  )
  expect(alert).toHaveTextContent('SEO › Título: Cambia el texto de ejemplo')
  // Fields by their names, never by their code.
  expect(panel).not.toHaveTextContent(/hero\.subtitle|sections\.1|seo\.title/)
  expect(within(panel).queryByText(/Sin errores/)).toBeNull()
  expect(panel).toHaveTextContent('Esta página aún no está publicada: los visitantes no la ven.')

  // A passage leads to the field it starts in.
  await user.click(within(alert).getByRole('link', { name: 'Cabecera › Subtítulo' }))
  const hero = screen.getByRole('group', { name: 'Cabecera' })
  await waitFor(() => expect(within(hero).getByRole('textbox', { name: 'Subtítulo' })).toHaveFocus())
  await user.click(within(alert).getByRole('link', { name: 'Sección 2 › Párrafos › párrafo 1' }))
  await waitFor(() =>
    expect(document.activeElement).toHaveAttribute('id', 'contenido-sections-1-paragraphs-0'),
  )
})

it('says the page may be published only when nothing stops it', async () => {
  review.mockResolvedValue({
    ok: true,
    data: {
      content: [],
      seo: null,
      errors: {},
      missingLinks: 0,
      message: null,
      nearCopy: null,
      online: true,
    },
  })
  render(contentEditor())
  await userEvent.setup().click(screen.getByRole('button', { name: 'Revisar cambios' }))
  const panel = await screen.findByRole('region', { name: 'Revisar cambios' })
  expect(within(panel).getByText('Sin errores: se puede publicar.')).toBeVisible()
  expect(within(panel).queryByRole('alert')).toBeNull()
})
