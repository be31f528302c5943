import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { animatedPng, jpegWithGps, manyFrameWebp, pngDeclaring, textFile } from '@/tests/photos/images'
import { sharedAdmin } from './shared-admin'

// The photo library's upload and serving on a production build: an admin's
// photo carrying a GPS position is stored and served at /fotos/<id>.webp, and
// through the image optimizer, without it; the server's refusals reach the
// browser as sent. On the suite's shared server: each test reads only the
// photos it uploads, by their ids, and the tests need nothing of each other.

let baseUrl: string
let admin: Page
const { newContext } = sharedAdmin('photo-upload', (shared) => ({ baseUrl, admin } = shared))

const details = { alt: 'Placas solares en un tejado de Cieza', caption: null, place: 'Cieza' }
const upload = (page: Page, data: Buffer) =>
  page.request.post('/api/fotos', {
    data,
    headers: {
      'content-type': 'image/jpeg',
      origin: baseUrl,
      'x-foto-datos': encodeURIComponent(JSON.stringify(details)),
    },
  })

test('an admin’s photo is served as WebP without its GPS position, directly and through the image optimizer', async () => {
  const answer = await upload(admin, await jpegWithGps({ width: 64, height: 32, orientation: 6 }))
  expect(answer.status()).toBe(201)
  const { photo } = (await answer.json()) as { photo: { id: string; width: number; height: number } }
  expect([photo.width, photo.height]).toEqual([32, 64])

  const served = await admin.request.get(`/fotos/${photo.id}.webp`)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/webp')
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const metadata = await sharp(await served.body()).metadata()
  expect(metadata).toMatchObject({ format: 'webp', width: 32, height: 64 })
  expect(metadata.exif).toBeUndefined()

  const optimized = await admin.request.get(
    `/_next/image?url=${encodeURIComponent(`/fotos/${photo.id}.webp`)}&w=64&q=75`,
    { headers: { accept: 'image/avif,image/webp,*/*' } },
  )
  expect(optimized.status()).toBe(200)
  expect(optimized.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
  expect((await sharp(await optimized.body()).metadata()).exif).toBeUndefined()
})

test('refuses a visitor, a text file named .jpg and a body over 4 MB, in Spanish', async ({ browser }) => {
  const visitor = await (await newContext(browser)).newPage()
  expect((await upload(visitor, await jpegWithGps())).status()).toBe(401)

  const text = await upload(admin, textFile)
  expect(text.status()).toBe(415)
  expect(await text.json()).toEqual({
    error: 'El archivo no es una foto: sube una imagen JPEG, PNG, WebP o AVIF.',
  })

  const large = await upload(admin, Buffer.alloc(5 * 2 ** 20, 1))
  expect(large.status()).toBe(413)
  expect((await large.json()).error).toMatch(/^La foto ocupa más de 4 MB/)
  expect((await admin.request.get('/fotos/no-existe.webp')).status()).toBe(404)
})

test('refuses, three at once, a long thin PNG, a WebP of 87,377 frames and an APNG, from their headers', async () => {
  const answers = await Promise.all(
    [pngDeclaring(50_000_000, 1, { whole: true }), await manyFrameWebp(87_377), animatedPng()].map(
      async (bytes) => {
        const answer = await upload(admin, bytes)
        return { status: answer.status(), ...((await answer.json()) as { error: string }) }
      },
    ),
  )
  const animated =
    'Las imágenes animadas no se aceptan en la biblioteca de fotos: sube una foto fija JPEG, PNG, WebP o AVIF.'
  expect(answers).toEqual([
    {
      status: 422,
      error: 'La imagen mide más de 16.384 píxeles de ancho o de alto: redúcela antes de subirla.',
    },
    { status: 415, error: animated },
    { status: 415, error: animated },
  ])
})
