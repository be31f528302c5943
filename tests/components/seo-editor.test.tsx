/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { toast, Toaster } from 'sonner'
import { saveSeoRecordAction } from '@/components/admin/seo/save-seo-action'
import { SeoEditor } from '@/components/admin/seo/seo-editor'
import { toSeoFormValues } from '@/lib/validations/seo'
import { storedCopyOf } from '../support/seo'
import { stubDialog } from '../support/dialog'

// The save action is the edge of this component: replaced here, tested for real in tests/seo and e2e.
jest.mock('@/components/admin/seo/save-seo-action', () => ({ saveSeoRecordAction: jest.fn() }))
const action = jest.mocked(saveSeoRecordAction)

const record = storedCopyOf('/instalacion-electrica-exterior')
const values = {
  ...toSeoFormValues(record),
  faqs: [{ question: '¿Trabajáis en piscinas?', answer: 'Sí, con protección diferencial.' }],
}
beforeAll(stubDialog)

const editor = <SeoEditor values={values} siteUrl="https://example.com" revision={0} previewHref={null} />

beforeEach(() => {
  action.mockReset()
  toast.dismiss()
})

it('arrives from the server with the record in its fields, locked until its script runs', () => {
  const served = document.createElement('div')
  served.innerHTML = renderToString(editor)
  const field = (selector: string) => served.querySelector<HTMLInputElement>(selector)!
  expect(field('input[name="title"]').value).toBe(record.title)
  expect(field('input[name="h1"]').value).toBe(record.h1)
  expect(field('textarea[name="description"]').value).toBe(record.description)
  expect(field('select[name="robots"]').value).toBe(record.robots)
  expect(field('textarea[name="faqs.0.answer"]').value).toBe('Sí, con protección diferencial.')
  // Typing before hydration would be overwritten by the form's own values.
  expect(field('input[name="title"]').matches(':disabled')).toBe(true)
  expect(served.querySelector('button[type="submit"]')!.matches(':disabled')).toBe(true)
})

it('refuses an empty title or H1 with its message, without calling the server', async () => {
  render(
    <>
      <Toaster />
      {editor}
    </>,
  )
  const user = userEvent.setup()
  const title = screen.getByLabelText(/^Título/)
  expect(title).toBeEnabled()
  await user.clear(title)
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  expect(await screen.findByRole('listitem')).toHaveTextContent('El título es obligatorio')
  expect(title).toHaveAccessibleDescription(/El título es obligatorio/)

  await user.type(title, record.title)
  await user.clear(screen.getByLabelText('H1'))
  toast.dismiss()
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  expect(await within(await screen.findByRole('list')).findByText('El H1 es obligatorio')).toBeVisible()
  expect(action).not.toHaveBeenCalled()
})

it('saves a draft or publishes, each based on the page’s revision, and keeps a refusal in view', async () => {
  render(
    <>
      <Toaster />
      <SeoEditor values={values} siteUrl="https://example.com" revision={4} previewHref="/vista" />
    </>,
  )
  const user = userEvent.setup()
  expect(screen.getByRole('link', { name: 'Vista previa' })).toHaveAttribute('href', '/vista')
  action.mockResolvedValueOnce({ ok: true, message: 'Borrador guardado', data: { revision: 9 } })
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  expect(await screen.findByText('Borrador guardado')).toBeVisible()
  expect(action.mock.calls[0]![1]).toMatchObject({ intent: 'draft', basedOn: 4, title: record.title })

  const refusal = 'Ana (ana@example.com) guardó esta página a las 10:32. Tus cambios siguen en el formulario.'
  action.mockResolvedValueOnce({ ok: false, message: refusal, data: { revision: 12, changedBy: 'Ana' } })
  await user.click(screen.getByRole('button', { name: 'Publicar' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
  expect(action.mock.calls[1]![1]).toMatchObject({ intent: 'publish', basedOn: 9 })

  // The next save asks first; replacing Ana's changes sends it on the revision the refusal answered.
  // A publish that changed the SEO: the message and its line below it.
  action.mockResolvedValueOnce({
    ok: true,
    message: 'SEO actualizado',
    description: 'Los cambios se han guardado correctamente',
    data: { revision: 13 },
  })
  await user.click(screen.getByRole('button', { name: 'Publicar' }))
  const question = screen.getByRole('dialog', { name: '¿Sustituir los cambios guardados?' })
  expect(
    within(question).getByRole('link', { name: 'Ver sus cambios (se abre en otra pestaña)' }),
  ).toHaveAttribute('href', `/seo-dashboard/paginas${values.path}?parte=contenido#historial-titulo`)
  expect(action).toHaveBeenCalledTimes(2)
  await user.click(within(question).getByRole('button', { name: 'Sustituir los cambios de Ana' }))
  await waitFor(() => expect(action).toHaveBeenCalledTimes(3))
  expect(await screen.findByText('SEO actualizado')).toBeVisible()
  expect(screen.getByText('Los cambios se han guardado correctamente')).toBeVisible()
  expect(action.mock.calls[2]![1]).toMatchObject({ intent: 'publish', basedOn: 12 })
})

it('shows the secondary H2s and H3s as editorial targets, apart from what the page shows', () => {
  render(editor)
  const targets = screen.getByRole('group', { name: 'Objetivos editoriales: no se muestran en la página' })
  expect(within(targets).getByLabelText('Subtítulo 1')).toHaveValue(record.h2Secondary[0])
  expect(within(targets).getByLabelText(/Temas de apoyo/)).toBeInTheDocument()
  expect(within(targets).queryByLabelText('H1')).toBeNull()
})

describe('the social image', () => {
  const photos = [
    {
      id: '1f2e3d4c-5b6a-4789-8abc-def012345678',
      alt: 'Nave con placas',
      place: 'Cieza',
      focalX: 0.2,
      focalY: 0.7,
    },
    {
      id: '2f2e3d4c-5b6a-4789-8abc-def012345678',
      alt: 'Cuadro eléctrico',
      place: null,
      focalX: 0.5,
      focalY: 0.5,
    },
  ]
  const preview = () =>
    within(screen.getByText('Vista previa en redes sociales').closest('figure')!).getByRole('presentation', {
      hidden: true,
    })
  const field = () => screen.getByRole('group', { name: 'Imagen Open Graph' })
  const renderWith = (ogImage: string) =>
    render(
      <SeoEditor
        values={{ ...values, ogImage }}
        photos={photos}
        siteUrl="https://example.com"
        revision={1}
        previewHref={null}
      />,
    )

  it('is chosen from the library, previewed as the site crops it, and saved as the photo’s image', async () => {
    action.mockResolvedValue({ ok: true, message: 'Borrador guardado', data: { revision: 2 } })
    renderWith('')
    const user = userEvent.setup()
    expect(within(field()).getByText('Sin foto: la imagen por defecto del sitio.')).toBeVisible()
    expect(preview()).toHaveAttribute('src', '/social-image.png')

    await user.click(within(field()).getByRole('button', { name: 'Elegir foto' }))
    const dialog = screen.getByRole('dialog', { name: 'Elegir la imagen para redes sociales' })
    await user.click(within(dialog).getByRole('radio', { name: /^Nave con placas/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Usar esta foto' }))
    expect(within(field()).getByRole('img', { name: 'Foto elegida: Nave con placas' })).toBeVisible()
    expect(preview()).toHaveAttribute('src', `/fotos/social/${photos[0]!.id}.jpg?v=200-700`)

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1))
    expect(action.mock.calls[0]![1]).toMatchObject({ ogImage: `/fotos/social/${photos[0]!.id}.jpg` })

    // 'Quitar foto': the site's default image again.
    await user.click(within(field()).getByRole('button', { name: 'Quitar foto' }))
    expect(preview()).toHaveAttribute('src', '/social-image.png')
  })

  it('still shows an address stored before the library, which Quitar takes away', async () => {
    renderWith('/images/obra.png')
    const user = userEvent.setup()
    expect(within(field()).getByText('/images/obra.png')).toBeVisible()
    expect(preview()).toHaveAttribute('src', 'https://example.com/images/obra.png')
    await user.click(within(field()).getByRole('button', { name: 'Quitar la imagen de esa dirección' }))
    expect(within(field()).queryByText('/images/obra.png')).toBeNull()
    expect(preview()).toHaveAttribute('src', '/social-image.png')
  })

  it('previews the default image, as visitors get it, when the chosen photo left the library', () => {
    renderWith('/fotos/social/9f2e3d4c-5b6a-4789-8abc-def012345678.jpg')
    expect(within(field()).getByText('Una foto que ya no está en la biblioteca')).toBeVisible()
    expect(preview()).toHaveAttribute('src', '/social-image.png')
  })
})
