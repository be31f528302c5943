import 'server-only'
import sharp from 'sharp'
import { getPhotoStore } from '@/lib/photos/get-photo-store'
import { photoDecodes } from './decode-slots'
import { photoFileName } from './store'

// A hero photo's preview, written into the page's HTML as a data URI: it
// paints with the HTML, before the optimised photo (which Lighthouse's
// simulation delays behind the page's scripts) arrives over it, same box.
//
// Chrome's largest contentful paint (LCP) takes an image for its displayed
// size, but no more than its own pixels, and a later image of the same size
// does not replace it. So the preview is a few dozen pixels of the photo
// (blurred by the enlarging) drawn at 1,024 px or more: it covers a hero up to
// PREVIEW_COVERS, every phone, and counts in full there. A JPEG: WebP spends
// three times the bytes on so smooth a picture. (An SVG wrapping a small image
// costs nothing to enlarge, but Chrome paints it a frame or more late, often
// after the photo.) On a wider screen the photo itself stays the LCP.
//
// Chrome ignores an image under 0.05 bits per displayed pixel: a 412 × 500
// hero on a phone needs 206,000 × 0.05 / 8 = 1,288 bytes; the JPEG keeps to at
// least MIN_PREVIEW_BYTES (only a nearly flat photo stays under, and then the
// photo is the LCP). A 1,366 × 500 desktop hero would need 4,269 bytes, but
// there the preview counts as its 1,024 px, less than the photo, which is the LCP.

const PREVIEW_COVERS = { width: 1024, height: 560 }
/** The screens where the photo outgrows its preview and is the LCP itself: there it is preloaded. */
export const PHOTO_IS_LCP_MEDIA = `(min-width: ${PREVIEW_COVERS.width + 1}px)`
/** The photo's detail kept: this many pixels across, enlarged smoothly. */
const DETAIL_WIDTH = 32
/** The first quality reaching MIN_PREVIEW_BYTES is kept. */
const QUALITIES = [20, 30, 40, 55]
export const MIN_PREVIEW_BYTES = 2_000

/** The preview of these photo bytes, as a data URI of a JPEG. */
export async function makePhotoPreview(bytes: Uint8Array): Promise<string> {
  // Decoding the stored photo takes one of the server's decoding slots; the 32 px copy after it, none.
  const { data, info } = await photoDecodes.run(() =>
    sharp(bytes).resize(DETAIL_WIDTH).raw().toBuffer({ resolveWithObject: true }),
  )
  const raw = { width: info.width, height: info.height, channels: info.channels }
  let jpeg = Buffer.alloc(0)
  for (const quality of QUALITIES) {
    jpeg = await sharp(data, { raw })
      .resize({ ...PREVIEW_COVERS, fit: 'outside', kernel: 'cubic' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer()
    if (jpeg.byteLength >= MIN_PREVIEW_BYTES) break
  }
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

const previews = new Map<string, string>()

/**
 * The preview of the library's photo `id`, made once per server process
 * (a photo's file never changes: a new photo is a new id); null when the
 * file is missing or unreadable, and the hero shows the photo alone.
 */
export async function photoPreview(id: string): Promise<string | null> {
  const known = previews.get(id)
  if (known) return known
  try {
    const bytes = await getPhotoStore().get(photoFileName(id))
    if (!bytes) return null
    const preview = await makePhotoPreview(bytes)
    previews.set(id, preview)
    return preview
  } catch (error) {
    console.error(`The preview of photo ${id} could not be made:`, error)
    return null
  }
}
