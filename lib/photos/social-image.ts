import 'server-only'
import sharp from 'sharp'
import { readPhotoFocus } from '@/lib/data'
import { photoDecodes } from './decode-slots'
import type { Point } from './focal-point'
import { getPhotoStore } from './get-photo-store'
import { socialImageVersion } from './social-image-path'
import { photoFileName } from './store'

// A page's social image from a photo of the library, at the size every
// network shows whole (1200 × 630): the largest 1200:630 box the photo holds,
// centred on its focal point but kept inside the photo, then resized. Made
// on request from the stored photo, so nothing more is stored or backed up.

export const SOCIAL_IMAGE = { width: 1200, height: 630 }

export type Box = { left: number; top: number; width: number; height: number }

/** The part of a `width` × `height` photo that becomes its social image, around `focus`. */
export function socialCrop(width: number, height: number, focus: Point): Box {
  const ratio = SOCIAL_IMAGE.width / SOCIAL_IMAGE.height
  const boxWidth = Math.min(width, Math.round(height * ratio))
  const boxHeight = Math.min(height, Math.round(boxWidth / ratio))
  const start = (size: number, box: number, at: number) =>
    Math.min(size - box, Math.max(0, Math.round(at * size - box / 2)))
  return {
    left: start(width, boxWidth, focus.x),
    top: start(height, boxHeight, focus.y),
    width: boxWidth,
    height: boxHeight,
  }
}

/** The social image (JPEG) of these photo bytes around `focus`. */
export async function makeSocialImage(bytes: Uint8Array, focus: Point): Promise<Buffer> {
  return photoDecodes.run(async () => {
    const photo = sharp(bytes)
    const { width, height } = await photo.metadata()
    return photo
      .extract(socialCrop(width, height, focus))
      .resize({ ...SOCIAL_IMAGE, fit: 'fill' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
  })
}

/** Images made lately, by photo and version: a crawler's or a visitor's repeated request costs no decoding. */
const made = new Map<string, Buffer>()
const KEPT = 32

/** The social image of photo `id` and the focal point it was made around; null when the library has no such photo. */
export async function socialImageOf(id: string): Promise<{ jpeg: Buffer; focus: Point } | null> {
  const [point] = await readPhotoFocus([id])
  if (!point) return null
  const focus = { x: point.x, y: point.y }
  const key = `${id} ${socialImageVersion(focus)}`
  const kept = made.get(key)
  if (kept) return { jpeg: kept, focus }
  const bytes = await getPhotoStore().get(photoFileName(id))
  if (!bytes) return null
  const jpeg = await makeSocialImage(bytes, focus)
  made.set(key, jpeg)
  // The oldest goes first (a Map keeps the order things were added in).
  if (made.size > KEPT) made.delete(made.keys().next().value!)
  return { jpeg, focus }
}
