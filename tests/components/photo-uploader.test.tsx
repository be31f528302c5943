/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PhotoUploader } from '@/components/admin/photos/photo-uploader'
import { MAX_DEVICE_FILE_BYTES } from '@/lib/photos/limits'

// The upload cards: each chosen file's texts are checked by the server's own
// schema before anything is sent, a file too large never leaves the browser,
// and the server's refusal stays on the card with what was typed. POST
// /api/fotos is the edge here (its answers are tested with the route itself
// and in e2e/photos-admin.spec.ts): a stand-in XMLHttpRequest records what
// the card sends and answers as the route does.

const refresh = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

type Answer = { status: number; body: unknown }
const sent: { url: string; headers: Record<string, string>; body: Blob }[] = []
let answer: Answer
/** When the route answers, once the body is all sent: at once, unless a test holds it. */
let routeAnswers: Promise<void>

class RouteStandIn {
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  responseType = ''
  status = 0
  response: unknown = null
  private url = ''
  private headers: Record<string, string> = {}
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: Blob) {
    sent.push({ url: this.url, headers: this.headers, body })
    setTimeout(async () => {
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: body.size,
        total: body.size,
      } as ProgressEvent)
      this.upload.onload?.()
      await routeAnswers
      this.status = answer.status
      this.response = answer.body
      this.onload?.()
    }, 0)
  }
}

beforeAll(() => {
  // jsdom has no object URLs: the previews get a fixed one.
  URL.createObjectURL = () => 'blob:vista-previa'
  URL.revokeObjectURL = () => undefined
})
beforeEach(() => {
  sent.length = 0
  refresh.mockReset()
  answer = { status: 201, body: { photo: { id: 'f0f0f0f0-0000-4000-8000-000000000000' } } }
  routeAnswers = Promise.resolve()
  window.XMLHttpRequest = RouteStandIn as unknown as typeof XMLHttpRequest
})

const jpeg = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })

async function choose(...files: File[]) {
  const user = userEvent.setup()
  render(<PhotoUploader />)
  await user.upload(screen.getByLabelText('Elegir fotos'), files)
  return user
}

const card = (name: string) => screen.getByRole('listitem', { name })

it('accepts several photos at once, of the four types, each with its own card', async () => {
  await choose(jpeg('tejado.jpg'), jpeg('cuadro.jpg'))
  const input = screen.getByLabelText('Elegir fotos')
  expect(input).toHaveAttribute('multiple')
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif')
  expect(within(card('tejado.jpg')).getByRole('textbox', { name: /Texto alternativo/ })).toBeVisible()
  expect(within(card('cuadro.jpg')).getByRole('textbox', { name: /Pie de foto/ })).toBeVisible()
  expect(within(card('cuadro.jpg')).getByRole('textbox', { name: /Lugar/ })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Subir 2 fotos' })).toBeVisible()
})

it('requires the alt text, with the server’s message, and sends nothing without it', async () => {
  const user = await choose(jpeg('tejado.jpg'))
  await user.type(within(card('tejado.jpg')).getByRole('textbox', { name: /Pie de foto/ }), 'Nave en Cieza')
  await user.click(screen.getByRole('button', { name: 'Subir la foto' }))
  const alt = within(card('tejado.jpg')).getByRole('textbox', { name: /Texto alternativo/ })
  expect(alt).toHaveAccessibleDescription(/Describe la foto: el texto alternativo es obligatorio/)
  expect(alt).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toHaveLength(0)
  expect(within(card('tejado.jpg')).getByRole('textbox', { name: /Pie de foto/ })).toHaveValue(
    'Nave en Cieza',
  )
})

it('refuses a file over 20 MB in the browser, with a Spanish message, and never sends it', async () => {
  const user = await choose(jpeg('enorme.jpg', MAX_DEVICE_FILE_BYTES + 1), jpeg('tejado.jpg'))
  expect(within(card('enorme.jpg')).getByText('La foto ocupa 20,1 MB; el máximo es 20 MB.')).toBeVisible()
  expect(within(card('enorme.jpg')).queryByRole('textbox')).not.toBeInTheDocument()
  await user.type(
    within(card('tejado.jpg')).getByRole('textbox', { name: /Texto alternativo/ }),
    'Placas en un tejado',
  )
  await user.click(screen.getByRole('button', { name: 'Subir la foto' }))
  expect(await within(card('tejado.jpg')).findByText('Subida. Ya está en la biblioteca.')).toBeVisible()
  expect(sent).toHaveLength(1)
})

it('sends the photo with its details, and shows the progress up to done', async () => {
  const user = await choose(jpeg('tejado.jpg'))
  const mine = card('tejado.jpg')
  await user.type(
    within(mine).getByRole('textbox', { name: /Texto alternativo/ }),
    'Placas en un tejado de Cieza',
  )
  await user.type(within(mine).getByRole('textbox', { name: /Lugar/ }), 'Cieza')
  await user.click(screen.getByRole('button', { name: 'Subir la foto' }))
  expect(await within(mine).findByText('Subida. Ya está en la biblioteca.')).toBeVisible()
  expect(
    within(mine).getByRole('progressbar', { name: 'Progreso de la subida de tejado.jpg' }),
  ).toHaveAttribute('value', '1')
  expect(sent).toHaveLength(1)
  expect(sent[0]!.url).toBe('/api/fotos')
  expect(sent[0]!.headers['Content-Type']).toBe('image/jpeg')
  expect(JSON.parse(decodeURIComponent(sent[0]!.headers['X-Foto-Datos']!))).toEqual({
    alt: 'Placas en un tejado de Cieza',
    caption: '',
    place: 'Cieza',
  })
  expect(sent[0]!.body.size).toBe(2048)
  expect(refresh).toHaveBeenCalled()
})

it('says the photo is queued once it is all sent, until the server answers', async () => {
  let answerNow!: () => void
  routeAnswers = new Promise((resolve) => (answerNow = resolve))
  const user = await choose(jpeg('tejado.jpg'))
  const mine = card('tejado.jpg')
  const alt = within(mine).getByRole('textbox', { name: /Texto alternativo/ })
  await user.type(alt, 'Placas en un tejado de Cieza')
  await user.click(screen.getByRole('button', { name: 'Subir la foto' }))

  expect(await within(mine).findByRole('status')).toHaveTextContent('En cola…')
  expect(
    within(mine).getByRole('progressbar', { name: 'Progreso de la subida de tejado.jpg' }),
  ).toHaveAttribute('value', '1')
  // Still on its way: its texts stay as sent, and it cannot be taken off the list.
  expect(alt).toHaveAttribute('readonly')
  expect(within(mine).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Subiendo...' })).toHaveAttribute('aria-disabled', 'true')
  expect(refresh).not.toHaveBeenCalled()

  await act(async () => answerNow())
  expect(await within(mine).findByText('Subida. Ya está en la biblioteca.')).toBeVisible()
  expect(within(mine).queryByText('En cola…')).not.toBeInTheDocument()
  expect(refresh).toHaveBeenCalled()
})

it('shows the server’s refusal on the card, keeping what was typed, and sends again on request', async () => {
  answer = {
    status: 415,
    body: { error: 'Las fotos HEIC no se pueden subir: elige JPEG, PNG, WebP o AVIF.' },
  }
  const user = await choose(jpeg('iphone.jpg'))
  const mine = card('iphone.jpg')
  const alt = within(mine).getByRole('textbox', { name: /Texto alternativo/ })
  await user.type(alt, 'Cuadro eléctrico renovado')
  await user.click(screen.getByRole('button', { name: 'Subir la foto' }))
  expect(
    await within(mine).findByText(
      'No se ha subido: Las fotos HEIC no se pueden subir: elige JPEG, PNG, WebP o AVIF.',
    ),
  ).toBeVisible()
  expect(alt).toHaveValue('Cuadro eléctrico renovado')
  expect(refresh).not.toHaveBeenCalled()

  answer = { status: 201, body: { photo: { id: 'f0f0f0f0-0000-4000-8000-000000000000' } } }
  await user.click(screen.getByRole('button', { name: 'Subir la foto' }))
  expect(await within(mine).findByText('Subida. Ya está en la biblioteca.')).toBeVisible()
  expect(sent).toHaveLength(2)
})

it('takes files dropped on the zone, refusing one that is not a photo', async () => {
  render(<PhotoUploader />)
  const zone = screen.getByText(/Arrastra aquí las fotos/).parentElement!
  const notes = new File(['no soy una foto'], 'notas.jpg.txt', { type: 'text/plain' })
  fireEvent.dragOver(zone, { dataTransfer: { files: [] } })
  fireEvent.drop(zone, { dataTransfer: { files: [jpeg('tejado.jpg'), notes] } })
  expect(
    within(card('notas.jpg.txt')).getByText('Este archivo no es una foto JPEG, PNG, WebP o AVIF.'),
  ).toBeVisible()
  expect(within(card('tejado.jpg')).getByRole('textbox', { name: /Texto alternativo/ })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Subir la foto' })).toBeVisible()
})

it('chooses photos with a button in Spanish, and takes the same photo again after its card is removed', async () => {
  const user = await choose(jpeg('tejado.jpg'))
  const input = screen.getByLabelText('Elegir fotos')
  expect(screen.getByText('Elegir archivos')).toBeVisible()
  expect(input).toHaveAccessibleDescription(
    'JPEG, PNG, WebP o AVIF, hasta 20 MB cada una. Se reducen en el navegador antes de enviarse.',
  )
  await user.click(within(card('tejado.jpg')).getByRole('button', { name: 'Quitar tejado.jpg de la lista' }))
  expect(screen.queryByRole('listitem', { name: 'tejado.jpg' })).toBeNull()
  // The focus goes back to choosing photos.
  expect(input).toHaveFocus()
  await user.upload(input, jpeg('tejado.jpg'))
  expect(within(card('tejado.jpg')).getByRole('textbox', { name: /Texto alternativo/ })).toBeVisible()
})
