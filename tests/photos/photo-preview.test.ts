import '../support/photos-folder'
import sharp from 'sharp'
import { getPhotoStore } from '@/lib/backend'
import { MIN_WEBP_BYTES, photoPreview } from '@/lib/photos/photo-preview'
import { photoFileName } from '@/lib/photos/store'
import { detailedPhotoWebp as photoWebp } from './images'

// A hero photo's preview as the page's HTML carries it, made from the file in
// the photo folder: a small blurred WebP inside an SVG as large as the photo,
// heavy enough per displayed pixel that Chrome takes it as the LCP.

/** The SVG of a preview and the WebP inside it. */
function unwrap(preview: string) {
  expect(preview).toMatch(/^data:image\/svg\+xml,/)
  const svg = decodeURIComponent(preview.slice('data:image/svg+xml,'.length))
  const webp = /href='data:image\/webp;base64,([A-Za-z0-9+/=]+)'/.exec(svg)
  expect(webp).not.toBeNull()
  return { svg, webp: Buffer.from(webp![1]!, 'base64') }
}

const id = '3f1c2b4a-8d9e-4f70-a1b2-c3d4e5f6a7b8'

it('makes a small blurred WebP of the photo, in an SVG as large as the photo', async () => {
  await getPhotoStore().put(photoFileName(id), await photoWebp())
  const preview = (await photoPreview(id))!
  const { svg, webp } = unwrap(preview)

  expect(svg).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' width='1200' height='800'>/)
  const metadata = await sharp(webp).metadata()
  expect(metadata).toMatchObject({ format: 'webp', width: 240, height: 160 })
  // Heavy enough for Chrome's LCP on a desktop hero (1,366 × 500 at 0.05 bits a pixel: 4,269 bytes of SVG)…
  expect(webp.byteLength).toBeGreaterThanOrEqual(MIN_WEBP_BYTES)
  expect(svg.length).toBeGreaterThan(4_269)
  // …and small in the HTML.
  expect(preview.length).toBeLessThan(10_000)
})

it('gives no preview for a missing file, and one once the file is there', async () => {
  const later = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
  expect(await photoPreview(later)).toBeNull()
  await getPhotoStore().put(photoFileName(later), await photoWebp())
  expect(await photoPreview(later)).toMatch(/^data:image\/svg\+xml,/)
})

it('makes each preview once: a later page reuses it even when the file is gone', async () => {
  const first = await photoPreview(id)
  await getPhotoStore().remove(photoFileName(id))
  expect(await photoPreview(id)).toBe(first)
})
