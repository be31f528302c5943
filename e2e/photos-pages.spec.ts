import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { allMatches, decode, metaContents } from './html'
import { sharedAdmin } from './shared-admin'

// Staff show the company's own work: an admin uploads two
// photos, chooses them as the first and third places of the home page's
// gallery and one as a landing page's hero, and publishes. A visitor's HTML
// (no cookies) then holds the photos in those places, in that order, through
// the image optimiser (AVIF or WebP), the hero's preloaded; the drawings fill
// every other place; the landing page shares the other photo, cropped to 1200 × 630,
// as its Open Graph image. On the suite's server, with an admin of its own: no other
// spec edits the home page's gallery or these landing pages.

test.describe.configure({ mode: 'serial' })

const landing = '/instalacion-placas-solares'
const photos = [
  { alt: 'Placas solares en el tejado de una casa de Cieza', id: '' },
  { alt: 'Cuadro eléctrico renovado en un taller de Abarán', id: '' },
]
let baseUrl: string
let admin: Page
const { newContext } = sharedAdmin('photos-pages', (shared) => ({ baseUrl, admin } = shared))

/** A small JPEG photo-like picture (a gradient with grain), made here. */
async function jpeg(hue: number) {
  const width = 800
  const height = 600
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i++) {
    const grain = (i * 7919) % 23
    pixels[i * 3] = (hue + grain + (i % width) / 8) % 256
    pixels[i * 3 + 1] = (120 + grain + Math.floor(i / width) / 6) % 256
    pixels[i * 3 + 2] = (200 - grain) % 256
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

const visitorHtml = async (path: string) => (await fetch(`${baseUrl}${path}`)).text()
const optimised = (id: string) => `/_next/image?url=${encodeURIComponent(`/fotos/${id}.webp`)}`

/**
 * The page's layout shift so far, read once every image the page shows has loaded and been
 * decoded and a frame drawn with them: a shift they caused is recorded by then, so no wait of a
 * set length stands in for it. The entries come from the browser's buffer of them since the page
 * opened. (A lazy image below the screen never loads, so only those on it are awaited.)
 */
async function layoutShiftOnceImagesShow(page: Page) {
  return page.evaluate(async () => {
    const shown = Array.from(document.images).filter(
      (image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight,
    )
    await Promise.all(shown.map((image) => image.decode().catch(() => undefined)))
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords()
    observer.disconnect()
    return entries.reduce((total, entry) => total + (entry as unknown as { value: number }).value, 0)
  })
}

/** Opens the library from a place's photo button and uses the photo with this alt text. */
async function choosePhoto(opener: string, alt: string) {
  await admin.locator(opener).click()
  const dialog = admin.getByRole('dialog', { name: 'Elegir una foto de la biblioteca' })
  await dialog.getByRole('searchbox').fill(alt)
  await dialog.locator('label', { hasText: alt }).click()
  await dialog.getByRole('button', { name: 'Usar esta foto' }).click()
  await expect(dialog).toBeHidden()
}

async function publish() {
  await admin.getByRole('button', { name: 'Publicar', exact: true }).click()
  await expect(admin.getByText('Página publicada')).toBeVisible()
}

test('an admin uploads two photos to the library', async () => {
  for (const [index, photo] of photos.entries()) {
    const response = await admin.context().request.post('/api/fotos', {
      data: await jpeg(index * 90),
      headers: {
        'Content-Type': 'image/jpeg',
        Origin: baseUrl,
        'X-Foto-Datos': encodeURIComponent(JSON.stringify({ alt: photo.alt })),
      },
    })
    expect(response.status()).toBe(201)
    photo.id = ((await response.json()) as { photo: { id: string } }).photo.id
  }
})

test('chooses them as the first and third photos of the gallery, and publishes', async () => {
  await admin.goto('/seo-dashboard/paginas/inicio?parte=contenido')
  const first = admin.locator('#contenido-gallery-pictures-0-photo')
  await expect(first).toHaveText('Elegir foto')
  await choosePhoto('#contenido-gallery-pictures-0-photo', photos[0]!.alt)
  await choosePhoto('#contenido-gallery-pictures-2-photo', photos[1]!.alt)
  // The library's alt text fills the place's own, still editable.
  await expect(admin.locator('#contenido-gallery-pictures-0-alt')).toHaveValue(photos[0]!.alt)
  await expect(admin.locator('#contenido-gallery-pictures-2-alt')).toHaveValue(photos[1]!.alt)
  await expect(admin.getByRole('img', { name: `Foto elegida: ${photos[1]!.alt}` })).toBeVisible()
  await publish()
  // Drawn again with what is stored: the choices stay shown.
  await expect(admin.getByRole('img', { name: `Foto elegida: ${photos[0]!.alt}` })).toBeVisible()
  await expect(admin.getByRole('img', { name: `Foto elegida: ${photos[1]!.alt}` })).toBeVisible()
  await expect(first).toHaveText('Cambiar foto')
})

test('chooses one as a landing page’s hero, and publishes', async () => {
  await admin.goto(`/seo-dashboard/paginas${landing}?parte=contenido`)
  await choosePhoto('#contenido-hero-picture-photo', photos[0]!.alt)
  await expect(admin.locator('#contenido-hero-picture-alt')).toHaveValue(photos[0]!.alt)
  await publish()
})

test('a photo chosen as a page’s Open Graph image is shared as a 1200 × 630 JPEG', async () => {
  await admin.goto(`/seo-dashboard/paginas${landing}`)
  const field = admin.getByRole('group', { name: 'Imagen Open Graph' })
  await field.getByRole('button', { name: 'Elegir foto' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Elegir la imagen para redes sociales' })
  await dialog.getByRole('searchbox').fill(photos[1]!.alt)
  await dialog.locator('label', { hasText: photos[1]!.alt }).click()
  await dialog.getByRole('button', { name: 'Usar esta foto' }).click()
  await expect(field.getByRole('img', { name: `Foto elegida: ${photos[1]!.alt}` })).toBeVisible()
  await admin.getByRole('button', { name: 'Publicar' }).click()
  await expect(admin.getByText('SEO actualizado')).toBeVisible()

  const html = await visitorHtml(landing)
  const [shared] = metaContents(html, 'og:image')
  expect(shared).toMatch(new RegExp(`/fotos/social/${photos[1]!.id}\\.jpg\\?v=500-500$`))
  expect(metaContents(html, 'og:image:width')).toEqual(['1200'])
  expect(metaContents(html, 'og:image:height')).toEqual(['630'])
  expect(metaContents(html, 'twitter:image')).toEqual([shared])
  const { pathname, search } = new URL(shared!)
  const image = await fetch(`${baseUrl}${pathname}${search}`)
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toBe('image/jpeg')
  expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
    width: 1200,
    height: 630,
  })
})

test('a visitor’s gallery has the photos in their places, in order, and the drawings in the others', async () => {
  const html = await visitorHtml('/')
  const images = allMatches(html, /<img\b[^>]*>/).map(([tag]) => ({
    alt: decode(/\salt="([^"]*)"/.exec(tag!)?.[1] ?? ''),
    src: decode(/\ssrc="([^"]*)"/.exec(tag!)?.[1] ?? ''),
    srcset: decode(/\ssrcSet="([^"]*)"/i.exec(tag!)?.[1] ?? ''),
  }))
  const places = images.filter(({ src }) => src.includes('%2Ffotos%2F') || src.startsWith('/images/gallery-'))
  expect(places.map(({ src }) => (src.includes('%2Ffotos%2F') ? src.split('&')[0] : src))).toEqual([
    optimised(photos[0]!.id),
    '/images/gallery-2.svg',
    optimised(photos[1]!.id),
    '/images/gallery-4.svg',
    '/images/gallery-5.svg',
    '/images/gallery-6.svg',
  ])
  expect(places[0]!.alt).toBe(photos[0]!.alt)
  expect(places[2]!.alt).toBe(photos[1]!.alt)
  expect(places[0]!.srcset).toContain(`${optimised(photos[0]!.id)}&w=`)
})

test('a visitor’s landing page has the hero photo over its preview, preloaded where it is the LCP, instead of its drawing', async () => {
  const html = await visitorHtml(landing)
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? ''
  expect(decode(preload)).toContain(`${optimised(photos[0]!.id)}&w=828&q=50 828w`)
  expect(decode(preload)).toContain('media="(min-width: 1025px)"')
  expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'))
  const [preview, hero] = allMatches(html, /<img\b[^>]*>/).map(([tag]) => decode(tag!))
  expect(preview).toMatch(/^<img src="data:image\/jpeg;base64,[^"]+" alt=""/)
  expect(hero).toContain(`alt="${photos[0]!.alt}"`)
  expect(hero).toContain('sizes="100vw"')
  expect(html).not.toContain('role="img" aria-label=')
  // Another landing page keeps its drawing inline.
  expect(await visitorHtml('/instalaciones-electricas')).toContain('role="img" aria-label=')
})

test('in a real browser the photos load through the image optimiser as AVIF or WebP, without layout shift', async ({
  browser,
}) => {
  const page = await (await newContext(browser)).newPage()
  const types = new Map<string, string>()
  page.on('response', (response) => {
    if (response.url().includes('/_next/image?url=%2Ffotos%2F'))
      types.set(response.url(), response.headers()['content-type'] ?? '')
  })
  await page.goto(landing)
  const hero = page.getByRole('img', { name: photos[0]!.alt })
  await expect(hero).toBeVisible()
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  expect(await layoutShiftOnceImagesShow(page)).toBeLessThan(0.01)

  await page.goto('/')
  const galleryPhoto = page.getByRole('img', { name: photos[0]!.alt })
  await galleryPhoto.scrollIntoViewIfNeeded()
  await expect
    .poll(() => galleryPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  expect(types.size).toBeGreaterThanOrEqual(2)
  for (const [url, type] of types) expect(type, url).toMatch(/^image\/(avif|webp)$/)
})

test('on a phone the gallery shows there are more photos: the next one’s edge, and a dot for each that moves to it', async ({
  browser,
}) => {
  const page = await (await newContext(browser)).newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const gallery = page.getByRole('region', { name: 'Galería de proyectos' })
  await gallery.scrollIntoViewIfNeeded()
  const slides = gallery.getByRole('group')
  const left = (index: number) =>
    slides.nth(index).evaluate((slide) => Math.round(slide.getBoundingClientRect().left))
  // The second picture starts inside the screen: its edge shows beside the first.
  expect(await left(1)).toBeLessThan(390)
  const dots = gallery.getByRole('button', { name: /^Ver el proyecto \d de 6$/ })
  await expect(dots).toHaveCount(6)
  await expect(gallery.getByRole('button', { name: 'Ver el proyecto 1 de 6' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await gallery.getByRole('button', { name: 'Ver el proyecto 3 de 6' }).click()
  await expect(gallery.getByRole('button', { name: 'Ver el proyecto 3 de 6' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The third picture (a photo chosen above) is now the one in view.
  await expect.poll(() => left(2)).toBeLessThan(40)
  await expect(slides.nth(2).getByRole('img', { name: photos[1]!.alt })).toBeInViewport()
})
