import '../support/server-action-mocks'
import { emptyPhotosDir } from '../support/photos-folder'
import sharp from 'sharp'
import { GET } from '@/app/fotos/social/[file]/route'
import { getPhotoStore } from '@/lib/photos/get-photo-store'
import { makeSocialImage, socialCrop } from '@/lib/photos/social-image'
import { photoFileName } from '@/lib/photos/store'
import { seoMetadata } from '@/lib/seo/metadata'
import { effectiveSeo } from '@/lib/seo/effective-seo'
import { withLibrarySocialImage } from '@/lib/seo/social-photo'
import { seoConfigs } from '@/lib/seo/config'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'

// A page's social image made from a photo of the library: the largest
// 1200:630 box of the photo around its focal point, kept inside the photo,
// resized to exactly 1200 × 630 (a real image through the real sharp); the
// route that serves it on the local backend (a real PGlite, a real photo
// folder); and the page's <head> pointing at it.

const local = localDbWithAdminAndStaff()
const site = 'https://www.solaryelectricidadcieza.es'
const photoId = '4b3a2918-0716-4f5e-8d4c-3b2a19080706'

/** A grey photo with a red square of `mark` px centred at (x, y), as fractions of its size. */
async function markedPhoto(width: number, height: number, at: { x: number; y: number }, mark = 40) {
  const red = await sharp({ create: { width: mark, height: mark, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()
  const left = Math.min(width - mark, Math.max(0, Math.round(at.x * width - mark / 2)))
  const top = Math.min(height - mark, Math.max(0, Math.round(at.y * height - mark / 2)))
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .composite([{ input: red, left, top }])
    .webp({ quality: 95 })
    .toBuffer()
}

/** How many pixels of the JPEG are plainly red. */
async function redPixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })
  let red = 0
  for (let index = 0; index < data.length; index += info.channels)
    if (data[index]! > 200 && data[index + 1]! < 60 && data[index + 2]! < 60) red++
  return red
}

describe('the crop', () => {
  it('takes the largest 1200:630 box, centred on the focal point, inside the photo', () => {
    // Landscape, wider than 1200:630: the full height.
    expect(socialCrop(2400, 1000, { x: 0.5, y: 0.5 })).toEqual({
      left: 248,
      top: 0,
      width: 1905,
      height: 1000,
    })
    expect(socialCrop(2400, 1000, { x: 0.1, y: 0.5 })).toEqual({ left: 0, top: 0, width: 1905, height: 1000 })
    expect(socialCrop(2400, 1000, { x: 1, y: 0 })).toEqual({ left: 495, top: 0, width: 1905, height: 1000 })
    // Portrait: the full width.
    expect(socialCrop(900, 1600, { x: 0.5, y: 0.8 })).toEqual({ left: 0, top: 1044, width: 900, height: 473 })
    expect(socialCrop(900, 1600, { x: 0.5, y: 0 })).toEqual({ left: 0, top: 0, width: 900, height: 473 })
  })

  it.each([
    ['a landscape photo', 2400, 1000, { x: 0.04, y: 0.5 }],
    ['a portrait photo', 900, 1600, { x: 0.5, y: 0.85 }],
    ['a focal point at an edge', 1600, 1200, { x: 1, y: 0 }],
  ])('of %s is 1200 × 630 and keeps the marked focal point', async (_, width, height, focus) => {
    const photo = await markedPhoto(width, height, focus)
    const jpeg = await makeSocialImage(photo, focus)
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
    expect(await redPixels(jpeg)).toBeGreaterThan(100)
    // Around the centre instead, the mark falls outside the crop.
    expect(await redPixels(await makeSocialImage(photo, { x: 0.5, y: 0.5 }))).toBe(0)
  })
})

describe('the route and the page’s head', () => {
  beforeAll(async () => {
    await local.db.query(
      `insert into public.photos (id, alt, width, height, bytes, focal_x, focal_y)
       values ($1, 'Placas en un tejado', 2400, 1000, 1000, 0.12, 0.5)`,
      [photoId],
    )
    emptyPhotosDir()
    await getPhotoStore().put(photoFileName(photoId), await markedPhoto(2400, 1000, { x: 0.12, y: 0.5 }))
  })

  const serve = (file: string, search = '') =>
    GET(new Request(`${site}/fotos/social/${file}${search}`), { params: Promise.resolve({ file }) })

  it('answers the photo’s social image, kept a year at its focal point’s address', async () => {
    const answer = await serve(`${photoId}.jpg`, '?v=120-500')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const jpeg = Buffer.from(await answer.arrayBuffer())
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630 })
    expect(await redPixels(jpeg)).toBeGreaterThan(100)
  })

  it('checks an old or missing version again on each use', async () => {
    for (const search of ['', '?v=500-500']) {
      const answer = await serve(`${photoId}.jpg`, search)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    }
  })

  it('answers 404 for a photo the library does not have, and for any other name', async () => {
    for (const file of [
      '00000000-0000-4000-8000-000000000000.jpg',
      `${photoId}.webp`,
      `${photoId.toUpperCase()}.jpg`,
      '..%2F..%2Fpglite.jpg',
      'x.jpg',
    ]) {
      const answer = await serve(file)
      expect([file, answer.status]).toEqual([file, 404])
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('points og:image and twitter:image of a page whose SEO names the photo at it, 1200 × 630', async () => {
    const builtIn = seoConfigs.find((config) => config.path === '/instalacion-placas-solares')!
    const stored = { ...builtIn, ogImage: `/fotos/social/${photoId}.jpg` }
    const metadata = seoMetadata(await withLibrarySocialImage(effectiveSeo(builtIn, stored)))
    const url = `${site}/fotos/social/${photoId}.jpg?v=120-500`
    expect(metadata.openGraph?.images).toEqual([{ url, width: 1200, height: 630, alt: builtIn.title }])
    expect(metadata.twitter?.images).toEqual([url])
    // Any other address is left as it was; a photo gone from the library gives the default image.
    const typed = effectiveSeo(builtIn, { ...builtIn, ogImage: '/images/x.png' })
    expect(await withLibrarySocialImage(typed)).toBe(typed)
    const gone = effectiveSeo(builtIn, {
      ...builtIn,
      ogImage: '/fotos/social/00000000-0000-4000-8000-000000000000.jpg',
    })
    expect((await withLibrarySocialImage(gone)).ogImageUrl).toBe(`${site}/social-image.png`)
  })
})
