import {
  ACCEPTED_PHOTO_TYPES,
  MAX_DEVICE_FILE_BYTES,
  MAX_PHOTO_SIDE,
  MAX_UPLOAD_BYTES,
} from '@/lib/photos/limits'
import { formatFileSize } from '@/lib/photos/file-size'

// What the browser does with a chosen photo before sending it: refuse what the
// server would refuse anyway (another type, over 20 MB as chosen), then shrink
// it to at most MAX_PHOTO_SIDE px and MAX_UPLOAD_BYTES, so a phone's 12 MB
// photo passes a serverless host's request cap. The server decodes and
// re-encodes whatever arrives; this only makes it small enough to arrive.

/** The Spanish reason the browser will not send this file, or null. */
export function refusalOf(file: { name: string; type: string; size: number }): string | null {
  if (/\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/.test(file.type))
    return 'Las fotos HEIC no se pueden subir. En el iPhone, elígela desde «Fotos» (se envía como JPEG) o expórtala como JPEG.'
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'Este archivo no es una foto JPEG, PNG, WebP o AVIF.'
  if (file.size > MAX_DEVICE_FILE_BYTES)
    return `La foto ocupa ${formatFileSize(file.size)}; el máximo es ${formatFileSize(MAX_DEVICE_FILE_BYTES)}.`
  return null
}

/** The size that fits `width`×`height` within `maxSide` on its long side, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

export type Attempt = { side: number; quality: number }

const FIRST_QUALITY = 0.85
const LOWEST_QUALITY = 0.65
const SMALLEST_SIDE = 640

/** The first encoding tried: the photo's long side capped at MAX_PHOTO_SIDE, quality 0.85. */
export const firstAttempt = (longSide: number): Attempt => ({
  side: Math.min(longSide, MAX_PHOTO_SIDE),
  quality: FIRST_QUALITY,
})

/**
 * The next encoding after one that came out at `bytes`, over `limit`: first a
 * lower quality (down to 0.65), then a smaller side, cut by the square root of
 * the overshoot (bytes grow with the pixels, the square of the side) and 5 %
 * more, at 0.8. Null once the side would go under 640 px.
 */
export function nextAttempt(previous: Attempt, bytes: number, limit: number): Attempt | null {
  if (previous.quality - 0.1 >= LOWEST_QUALITY - 1e-9)
    return { side: previous.side, quality: Math.round((previous.quality - 0.1) * 100) / 100 }
  const side = Math.floor(previous.side * Math.sqrt(limit / bytes) * 0.95)
  if (side < SMALLEST_SIDE) return null
  return { side: Math.min(side, previous.side - 1), quality: 0.8 }
}

type Bitmap = { width: number; height: number; close(): void }

async function decode(file: Blob): Promise<Bitmap | null> {
  if (typeof createImageBitmap !== 'function') return null
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return null
  }
}

async function encode(bitmap: ImageBitmap, size: { width: number; height: number }, quality: number) {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null) => {
    if (!context) throw new Error('No 2D canvas')
    context.drawImage(bitmap, 0, 0, size.width, size.height)
  }
  const toBlob = async (type: string): Promise<Blob | null> => {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(size.width, size.height)
      draw(canvas.getContext('2d'))
      return canvas.convertToBlob({ type, quality })
    }
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    draw(canvas.getContext('2d'))
    return new Promise((resolve) => canvas.toBlob(resolve, type, quality))
  }
  // A browser that cannot write WebP (older Safari) hands back PNG: JPEG then.
  const webp = await toBlob('image/webp')
  if (webp?.type === 'image/webp') return webp
  return toBlob('image/jpeg')
}

export type Prepared = { ok: true; body: Blob } | { ok: false; message: string }

const unreadable =
  'El navegador no ha podido leer esta foto para reducirla. Prueba a guardarla como JPEG y elígela de nuevo.'

/**
 * The bytes to send for `file`: the file itself when it already fits (the
 * server re-encodes it anyway), else the largest encoding within the limits.
 * A file the browser cannot decode goes as it is if it fits; the server then judges it.
 */
export async function preparePhoto(file: File): Promise<Prepared> {
  const bitmap = await decode(file)
  if (!bitmap)
    return file.size <= MAX_UPLOAD_BYTES ? { ok: true, body: file } : { ok: false, message: unreadable }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height)
    if (file.size <= MAX_UPLOAD_BYTES && longSide <= MAX_PHOTO_SIDE) return { ok: true, body: file }
    let attempt: Attempt | null = firstAttempt(longSide)
    while (attempt) {
      const blob = await encode(
        bitmap as ImageBitmap,
        fitWithin(bitmap.width, bitmap.height, attempt.side),
        attempt.quality,
      )
      if (!blob) break
      if (blob.size <= MAX_UPLOAD_BYTES) return { ok: true, body: blob }
      attempt = nextAttempt(attempt, blob.size, MAX_UPLOAD_BYTES)
    }
    return { ok: false, message: 'No se ha podido reducir esta foto lo suficiente para subirla.' }
  } catch {
    return { ok: false, message: unreadable }
  } finally {
    bitmap.close()
  }
}
