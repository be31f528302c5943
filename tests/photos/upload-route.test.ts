import '../support/server-action-mocks'
import { emptyPhotosDir, filesInPhotosDir } from '../support/photos-folder'
import sharp from 'sharp'
import { POST } from '@/app/api/fotos/route'
import { GET } from '@/app/fotos/[file]/route'
import { photoRefusals } from '@/lib/photos/refusal'
import { answersToSignedOutAndStaff, localDbWithAdminAndStaff } from '../support/admin-fixture'
import { signedInWith } from '../support/session'
import {
  animatedPng,
  heicFile,
  jpegWithGps,
  manyFrameWebp,
  pngDeclaring,
  svgWithScript,
  textFile,
  threeFrames,
} from './images'

// The upload route as the browser meets it, on the local backend (a real
// PGlite, signed session cookies, a real photo folder, the real sharp): a
// photo carrying a GPS position is stored and served without it, upright;
// every refusal answers its status and Spanish message, and stores nothing,
// neither a row nor a file.

const local = localDbWithAdminAndStaff()
const site = 'https://www.ejemplo.es'
const details = {
  alt: 'Placas solares en una nave de Cieza',
  caption: 'Instalación de 20 kW',
  place: 'Cieza',
}

type Upload = { details?: unknown; headers?: Record<string, string> }
const upload = (body: BodyInit | null, { details: sent = details, headers = {} }: Upload = {}) =>
  new Request(`${site}/api/fotos`, {
    method: 'POST',
    body,
    headers: {
      host: 'www.ejemplo.es',
      origin: site,
      'sec-fetch-site': 'same-origin',
      'content-type': 'image/jpeg',
      'x-foto-datos': encodeURIComponent(JSON.stringify(sent)),
      ...headers,
    },
    duplex: 'half',
  } as RequestInit)
const serve = (file: string) =>
  GET(new Request(`${site}/fotos/${file}`), { params: Promise.resolve({ file }) })
const rows = async () => (await local.db.query<{ id: string }>('select id from public.photos')).rows
/** A body of `megabytes` MB, counting how much of it was read. */
const streamOf = (megabytes: number) => {
  const sent = { bytes: 0 }
  let left = megabytes
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left-- === 0) return controller.close()
      sent.bytes += 2 ** 20
      controller.enqueue(new Uint8Array(2 ** 20))
    },
  })
  return { body, sent }
}
const refused = async (response: Response) => ({ status: response.status, ...(await response.json()) })

beforeEach(async () => {
  await local.db.exec('delete from public.photos')
  emptyPhotosDir()
  signedInWith(local.adminCookie)
})

it('stores a photo carrying a GPS position and serves it without any EXIF, upright, as WebP for a year', async () => {
  const response = await POST(upload(await jpegWithGps({ width: 64, height: 32, orientation: 6 })))
  expect(response.status).toBe(201)
  const { photo } = (await response.json()) as { photo: { id: string } }
  expect(photo).toMatchObject({
    ...details,
    width: 32,
    height: 64,
    revision: 1,
    createdByEmail: 'gerencia@example.com',
    uses: [],
  })
  expect(await rows()).toEqual([{ id: photo.id }])
  expect(filesInPhotosDir()).toContain(`${photo.id}.webp`)

  const served = await serve(`${photo.id}.webp`)
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/webp')
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
  expect(metadata).toMatchObject({ format: 'webp', width: 32, height: 64 })
  expect(metadata.exif).toBeUndefined()
})

it('stores three photos sent at once, each its own row and file', async () => {
  const photos = await Promise.all(
    [
      { width: 64, height: 32 },
      { width: 32, height: 64 },
      { width: 48, height: 48 },
    ].map((size) => jpegWithGps(size)),
  )
  const answers = await Promise.all(photos.map((photo) => POST(upload(photo))))
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
  const stored = await Promise.all(answers.map(async (answer) => (await answer.json()).photo))
  expect(stored.map(({ width, height }: { width: number; height: number }) => [width, height])).toEqual([
    [64, 32],
    [32, 64],
    [48, 48],
  ])
  expect((await rows()).length).toBe(3)
  expect(filesInPhotosDir().sort()).toEqual(stored.map(({ id }: { id: string }) => `${id}.webp`).sort())
})

it('answers 404 for anything but a stored photo’s file', async () => {
  const notPhotos = ['0b0e7c3e-6a4b-4d8e-9a51-3c1f7f2d9e10.webp', '..%2F..%2Fetc%2Fpasswd', 'x.webp', '.tmp']
  for (const file of notPhotos) expect((await serve(file)).status).toBe(404)
})

describe('refusals, each storing nothing', () => {
  afterEach(async () => {
    expect(await rows()).toEqual([])
    expect(filesInPhotosDir()).toEqual([])
  })

  it.each([
    ['a text file named .jpg', () => textFile, photoRefusals.notAnImage],
    ['an SVG with a script', () => svgWithScript, photoRefusals.svg],
    ['an iPhone HEIC', () => heicFile(), photoRefusals.heic],
    ['a PNG of 30,000 × 30,000 pixels', () => pngDeclaring(30_000), photoRefusals.tooManyPixels],
    ['a long thin PNG of 50,000,000 × 1', () => pngDeclaring(50_000_000, 1), photoRefusals.tooLong],
    ['a long thin PNG of 1 × 50,000,000', () => pngDeclaring(1, 50_000_000), photoRefusals.tooLong],
    ['a PNG with a side of 16,385 px', () => pngDeclaring(16_385, 100), photoRefusals.tooLong],
    ['a WebP of 87,377 frames', () => manyFrameWebp(87_377), photoRefusals.animated],
    ['an animated PNG', () => animatedPng(), photoRefusals.animated],
    ['an animated GIF', () => threeFrames('gif'), photoRefusals.notAnImage],
  ])('refuses %s', async (_name, bytes, { status, message }) => {
    expect(await refused(await POST(upload(await bytes())))).toEqual({ status, error: message })
  })

  it('refuses three hostile images sent at once, each with its own message', async () => {
    const answers = await Promise.all(
      [pngDeclaring(50_000_000, 1), await manyFrameWebp(87_377), animatedPng()].map(async (bytes) =>
        refused(await POST(upload(bytes))),
      ),
    )
    expect(answers).toEqual(
      [photoRefusals.tooLong, photoRefusals.animated, photoRefusals.animated].map(({ status, message }) => ({
        status,
        error: message,
      })),
    )
  })

  it('refuses an empty alt text, before looking at the image', async () => {
    const answer = await refused(await POST(upload(textFile, { details: { ...details, alt: '  \u200b ' } })))
    expect(answer).toEqual({ status: 422, error: 'Describe la foto: el texto alternativo es obligatorio' })
    expect((await refused(await POST(upload(textFile, { headers: { 'x-foto-datos': '%E0' } })))).status).toBe(
      400,
    )
  })

  it('answers 413 to a 50 MB body from its Content-Length, without reading it', async () => {
    const { body, sent } = streamOf(50)
    const answer = await POST(upload(body, { headers: { 'content-length': String(50 * 2 ** 20) } }))
    expect(await refused(answer)).toEqual({ status: 413, error: photoRefusals.tooLarge.message })
    expect(sent.bytes).toBeLessThanOrEqual(2 * 2 ** 20) // What the stream queued ahead, at most.
  })

  it('answers 413 to a 50 MB body sent without its length, reading no more than the limit', async () => {
    const { body, sent } = streamOf(50)
    expect(await refused(await POST(upload(body)))).toEqual({
      status: 413,
      error: photoRefusals.tooLarge.message,
    })
    expect(sent.bytes).toBeLessThanOrEqual(6 * 2 ** 20)
  })

  it('refuses a visitor, an account that is not admin, and a request from another site', async () => {
    const photo = await jpegWithGps()
    const { signedOut, staff } = await answersToSignedOutAndStaff(
      () => POST(upload(photo)),
      local.staffCookie,
    )
    expect(signedOut.status).toBe(401)
    expect(staff.status).toBe(403)
    signedInWith(local.adminCookie)
    for (const headers of [
      { origin: 'https://otro.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://otro.example', 'sec-fetch-site': 'same-origin' },
    ] as Record<string, string>[])
      expect(await refused(await POST(upload(photo, { headers })))).toEqual({
        status: 403,
        error: 'Solo se pueden subir fotos desde el panel de administración del sitio.',
      })
  })
})
