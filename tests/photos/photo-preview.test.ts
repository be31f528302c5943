import '../support/photos-folder'
import sharp from 'sharp'
import { getPhotoStore } from '@/lib/photos/get-photo-store'
import { MIN_PREVIEW_BYTES, photoPreview } from '@/lib/photos/photo-preview'
import { photoFileName } from '@/lib/photos/store'
import { detailedPhotoWebp as photoWebp } from './images'

// A hero photo's preview as the page's HTML carries it, made from the file in
// the photo folder: a few KB of blurred JPEG, as large as a phone's hero and
// heavy enough per displayed pixel that Chrome takes it as the LCP.

/** The JPEG of a preview. */
function jpegOf(preview: string) {
  expect(preview).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/=]+$/)
  return Buffer.from(preview.slice('data:image/jpeg;base64,'.length), 'base64')
}

const id = '3f1c2b4a-8d9e-4f70-a1b2-c3d4e5f6a7b8'

it('makes a small JPEG of the photo, enlarged to cover a phone hero', async () => {
  await getPhotoStore().put(photoFileName(id), await photoWebp())
  const jpeg = jpegOf((await photoPreview(id))!)

  // 1,024 × 560 covered, the photo's 3:2 about kept: Chrome counts it as large as the photo on a phone.
  const { format, width, height } = await sharp(jpeg).metadata()
  expect({ format, width }).toEqual({ format: 'jpeg', width: 1024 })
  expect(height).toBeGreaterThanOrEqual(560)
  // Heavy enough for Chrome's LCP (a 412 × 500 hero at 0.05 bits a pixel: 1,288 bytes), small in the HTML.
  expect(jpeg.byteLength).toBeGreaterThanOrEqual(MIN_PREVIEW_BYTES)
  expect(jpeg.byteLength).toBeLessThan(6_000)
  // The photo's colours, not a flat fill: a blurred picture of it.
  const { channels } = await sharp(jpeg).stats()
  expect(channels[0]!.stdev).toBeGreaterThan(5)
})

it('gives no preview for a missing file, and one once the file is there', async () => {
  const later = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
  expect(await photoPreview(later)).toBeNull()
  await getPhotoStore().put(photoFileName(later), await photoWebp())
  expect(await photoPreview(later)).toMatch(/^data:image\/jpeg;base64,/)
})

it('makes each preview once: a later page reuses it even when the file is gone', async () => {
  const first = await photoPreview(id)
  await getPhotoStore().remove(photoFileName(id))
  expect(await photoPreview(id)).toBe(first)
})
