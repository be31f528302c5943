/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { deletePhotoAction, updatePhotoAction } from '@/components/admin/photos/photo-actions'
import { PhotoLibrary } from '@/components/admin/photos/photo-library'
import type { Photo } from '@/lib/photos/types'
import { dialogWithMockedActions } from '../support/dialog'
import { textsByRole } from '../support/texts-by-role'

// The library: each photo with its texts, who uploaded it and when, and the
// pages that use it (each linking to its content editor, or to its SEO for a
// photo shared as the page's social image); editing on the
// revision it showed; deleting after a question, refused with the pages that
// use the photo. The server actions are the edge here: their answers come
// from the database, tested with lib/data's photos.

jest.mock('@/components/admin/photos/photo-actions', () => ({
  deletePhotoAction: jest.fn(),
  updatePhotoAction: jest.fn(),
}))
const [remove, update] = dialogWithMockedActions(deletePhotoAction, updatePhotoAction)

const photo = (overrides: Partial<Photo>): Photo => ({
  id: '6a3c2d1e-0000-4000-8000-000000000001',
  alt: 'Placas solares en el tejado de una nave',
  caption: 'Instalación de 20 kW',
  place: 'Cieza',
  width: 1600,
  height: 1200,
  bytes: 184_320,
  revision: 3,
  focalX: 0.5,
  focalY: 0.5,
  createdAt: '2026-11-20T08:30:00Z',
  createdByEmail: 'ana@example.com',
  uses: [],
  ...overrides,
})

const used = photo({
  uses: [
    { path: '/', state: 'publicada', part: 'contenido' },
    { path: '/instalacion-placas-murcia', state: 'borrador', part: 'contenido' },
    { path: '/instalacion-electrica-exterior', state: 'programada', part: 'contenido' },
  ],
})
const shared = photo({
  id: '6a3c2d1e-0000-4000-8000-000000000003',
  alt: 'Tejado con placas al atardecer',
  // One page uses it in its draft's content, and as its social image in its draft and published.
  uses: [
    { path: '/instalacion-placas-murcia', state: 'borrador', part: 'contenido' },
    ...(['borrador', 'publicada'] as const).map((state) => ({
      path: '/instalacion-placas-murcia',
      state,
      part: 'seo' as const,
    })),
  ],
})
const unused = photo({
  id: '6a3c2d1e-0000-4000-8000-000000000002',
  alt: 'Cuadro eléctrico renovado',
  caption: null,
  place: null,
})

const item = (name: string) => screen.getByRole('listitem', { name })

/** 'Borrar foto' is disabled and says why, `reason`; clicking it asks nothing and deletes nothing. */
async function expectKeptWithoutQuestion(card: HTMLElement, reason: string) {
  const button = within(card).getByRole('button', { name: 'Borrar foto' })
  expect(button).toBeDisabled()
  expect(button).toHaveAccessibleDescription(reason)
  await userEvent.setup().click(button)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(remove).not.toHaveBeenCalled()
}

it('shows each photo with its texts, size, who uploaded it and when', () => {
  render(<PhotoLibrary photos={[used, unused]} />)
  expect(screen.getByText('2 fotos, de la más reciente a la más antigua.')).toBeVisible()
  const first = item('Placas solares en el tejado de una nave')
  const picture = within(first).getByRole('img', { name: 'Placas solares en el tejado de una nave' })
  expect(picture.getAttribute('src')).toContain(
    encodeURIComponent('/fotos/6a3c2d1e-0000-4000-8000-000000000001.webp'),
  )
  expect(picture).toHaveAttribute('width', '1600')
  expect(picture).toHaveAttribute('height', '1200')
  expect(within(first).getByText('Instalación de 20 kW')).toBeVisible()
  expect(within(first).getByText('Cieza')).toBeVisible()
  expect(within(first).getByText('1600 × 1200 px, 180 KB')).toBeVisible()
  // 08:30 UTC is 09:30 in Madrid.
  expect(within(first).getByText('20/11/2026 09:30 por ana@example.com')).toBeVisible()
})

it('lists the pages that use a photo, with their state, linking to their content editor', () => {
  render(<PhotoLibrary photos={[used, unused]} />)
  const uses = within(item('Placas solares en el tejado de una nave')).getByRole('list', {
    name: 'Páginas que usan «Placas solares en el tejado de una nave»',
  })
  expect(textsByRole(uses, 'listitem')).toEqual([
    '/ Publicada',
    '/instalacion-placas-murcia Borrador',
    '/instalacion-electrica-exterior Programada',
  ])
  for (const [name, href] of [
    ['/', '/seo-dashboard/paginas/inicio?parte=contenido'],
    ['/instalacion-placas-murcia', '/seo-dashboard/paginas/instalacion-placas-murcia?parte=contenido'],
  ]) {
    expect(within(uses).getByRole('link', { name })).toHaveAttribute('href', href)
  }
  expect(within(item('Cuadro eléctrico renovado')).getByText('En ninguna página.')).toBeVisible()
})

it('asks before deleting, and a refusal lists the pages that use the photo', async () => {
  remove.mockResolvedValue({
    ok: false,
    message: 'No se puede borrar: esta foto se usa en estas páginas. Quítala de ellas primero.',
    data: { uses: [{ path: '/instalacion-placas-murcia', state: 'borrador', part: 'contenido' }] },
  })
  const user = userEvent.setup()
  render(<PhotoLibrary photos={[unused]} />)
  const mine = item('Cuadro eléctrico renovado')
  await user.click(within(mine).getByRole('button', { name: 'Borrar foto' }))
  const dialog = screen.getByRole('dialog', { name: '¿Borrar esta foto?' })
  expect(dialog).toHaveAccessibleDescription(
    'La foto «Cuadro eléctrico renovado» se borrará de la biblioteca y de la web. No se puede deshacer.',
  )
  expect(remove).not.toHaveBeenCalled()
  await user.click(within(dialog).getByRole('button', { name: 'Borrar foto' }))

  const alert = await within(mine).findByRole('alert')
  expect(alert).toHaveTextContent('No se puede borrar: esta foto se usa en estas páginas.')
  expect(within(alert).getByRole('link', { name: '/instalacion-placas-murcia' })).toHaveAttribute(
    'href',
    '/seo-dashboard/paginas/instalacion-placas-murcia?parte=contenido',
  )
  expect(within(alert).getByText('Borrador')).toBeVisible()
  const data = remove.mock.calls[0]![1] as FormData
  expect(Object.fromEntries(data)).toEqual({ id: unused.id })
})

it('says a photo in use cannot be deleted, before any question, and where it is used', async () => {
  render(<PhotoLibrary photos={[used]} />)
  const mine = item('Placas solares en el tejado de una nave')
  await expectKeptWithoutQuestion(
    mine,
    'No se puede borrar mientras la usan 3 páginas (en «Dónde se usa»). Quítala de ellas primero.',
  )
  expect(within(mine).getByRole('link', { name: '/instalacion-placas-murcia' })).toBeVisible()
})

it('lists a photo shared as a page’s social image, linking to its SEO, and keeps it from deletion without asking', async () => {
  render(<PhotoLibrary photos={[shared]} />)
  const mine = item('Tejado con placas al atardecer')
  const uses = within(mine).getByRole('list', { name: 'Páginas que usan «Tejado con placas al atardecer»' })
  const rows = within(uses).getAllByRole('listitem')
  expect(rows.map((row) => row.textContent)).toEqual([
    '/instalacion-placas-murcia Borrador',
    '/instalacion-placas-murcia Borrador · Imagen para redes sociales',
    '/instalacion-placas-murcia Publicada · Imagen para redes sociales',
  ])
  expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
    'href',
    '/seo-dashboard/paginas/instalacion-placas-murcia?parte=contenido',
  )
  for (const row of rows.slice(1))
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      '/seo-dashboard/paginas/instalacion-placas-murcia',
    )
  // One page, however many ways it uses the photo.
  await expectKeptWithoutQuestion(
    mine,
    'No se puede borrar mientras la usa una página (en «Dónde se usa»). Quítala de ella primero.',
  )
})

it('shows sizes over a megabyte in MB, as the upload did', () => {
  render(<PhotoLibrary photos={[photo({ bytes: Math.round(2.52 * 2 ** 20) })]} />)
  expect(screen.getByText('1600 × 1200 px, 2,6 MB')).toBeVisible()
})

it('saves the texts on the revision shown; a stale save keeps what was typed and says who changed it', async () => {
  const changed =
    'Ana (ana@example.com) guardó esta foto a las 10:05. Tus cambios siguen en el formulario; al volver a guardar podrás elegir si sustituyen a los guardados.'
  update.mockResolvedValueOnce({ ok: false, message: changed, data: { revision: 4, changedBy: 'Ana' } })
  const user = userEvent.setup()
  render(<PhotoLibrary photos={[unused]} />)
  const mine = item('Cuadro eléctrico renovado')
  await user.click(within(mine).getByText('Editar textos y encuadre'))
  const alt = within(mine).getByRole('textbox', { name: /Texto alternativo/ })
  await user.clear(alt)
  await user.click(within(mine).getByRole('button', { name: 'Guardar cambios' }))
  expect(alt).toHaveAccessibleDescription(/Describe la foto: el texto alternativo es obligatorio/)
  expect(update).not.toHaveBeenCalled()

  await user.type(alt, 'Cuadro eléctrico nuevo en una vivienda')
  await user.click(within(mine).getByRole('button', { name: 'Guardar cambios' }))
  expect(await within(mine).findByRole('alert')).toHaveTextContent(changed)
  expect(alt).toHaveValue('Cuadro eléctrico nuevo en una vivienda')
  expect(Object.fromEntries(update.mock.calls[0]![1] as FormData)).toMatchObject({
    id: unused.id,
    basedOn: '3',
    alt: 'Cuadro eléctrico nuevo en una vivienda',
  })

  // Saving again asks first: replace Ana's texts, or see them in another tab.
  update.mockResolvedValueOnce({ ok: true, message: 'Cambios de la foto guardados', data: { revision: 5 } })
  await user.click(within(mine).getByRole('button', { name: 'Guardar cambios' }))
  const question = screen.getByRole('dialog', { name: '¿Sustituir los cambios guardados?' })
  expect(
    within(question).getByRole('link', { name: 'Ver sus cambios (se abre en otra pestaña)' }),
  ).toHaveAttribute('href', `/seo-dashboard/fotos#foto-${unused.id}-titulo`)
  expect(update).toHaveBeenCalledTimes(1)
  await user.click(within(question).getByRole('button', { name: 'Sustituir los cambios de Ana' }))
  // Based on the revision the refusal answered.
  await waitFor(() => expect(update).toHaveBeenCalledTimes(2))
  expect(Object.fromEntries(update.mock.calls[1]![1] as FormData)).toMatchObject({ basedOn: '4' })
  expect(await within(mine).findByText('Cambios de la foto guardados')).toBeVisible()
})

it('sets the focal point by clicking on the photo or with the arrow keys, and saves it with the texts', async () => {
  update.mockResolvedValue({ ok: true, message: 'Cambios de la foto guardados', data: { revision: 4 } })
  const user = userEvent.setup()
  render(<PhotoLibrary photos={[photo({ focalX: 0.5, focalY: 0.4 })]} />)
  const mine = item('Placas solares en el tejado de una nave')
  await user.click(within(mine).getByText('Editar textos y encuadre'))
  const spot = within(mine).getByRole('button', { name: 'Punto de interés' })
  expect(spot).toHaveAccessibleDescription(/Haz clic en la parte de la foto que no debe recortarse/)
  expect(
    within(mine).getByText('Ahora: a 50 % del borde izquierdo y a 40 % del borde de arriba.'),
  ).toBeVisible()

  // A click where the photo, drawn 400 × 300 px, shows its lower left.
  spot.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 300 }) as DOMRect
  await user.pointer({ target: spot, coords: { clientX: 180, clientY: 290 }, keys: '[MouseLeft]' })
  expect(
    within(mine).getByText('Ahora: a 20 % del borde izquierdo y a 80 % del borde de arriba.'),
  ).toBeVisible()
  expect(within(mine).getByTestId('punto-de-interes')).toHaveStyle({ left: '20%', top: '80%' })

  // The arrows move it by 5 %, and stop at the edge.
  spot.focus()
  await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
  expect(
    within(mine).getByText('Ahora: a 25 % del borde izquierdo y a 100 % del borde de arriba.'),
  ).toBeVisible()

  await user.click(within(mine).getByRole('button', { name: 'Guardar cambios' }))
  expect(Object.fromEntries(update.mock.calls[0]![1] as FormData)).toMatchObject({
    basedOn: '3',
    focalX: '0.25',
    focalY: '1',
  })

  await user.click(within(mine).getByRole('button', { name: 'Volver al centro' }))
  expect(within(mine).getByText('Ahora: el centro de la foto.')).toBeVisible()
})
