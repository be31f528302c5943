import 'server-only'
import { randomUUID } from 'node:crypto'
import type { SessionUser } from '@/lib/auth/types'
import { getPhotoStore } from '@/lib/photos/get-photo-store'
import { insertPhoto } from '@/lib/data'
import type { Photo } from '@/lib/photos/types'
import { photoDetailsSchema } from '@/lib/validations/photo'
import { MAX_UPLOAD_BYTES } from './limits'
import { processPhoto } from './process-photo'
import { PhotoRefusal } from './refusal'
import { photoFileName } from './store'

export type AddPhotoResult = { ok: true; photo: Photo } | { ok: false; status: number; error: string }

/**
 * Adds a photo to the library for an admin (the caller checked the right; row-level security checks it
 * again): its details checked, the image re-encoded, then the file stored and its row, or nothing. A
 * refusal answers its Spanish message; a store or database failure throws, having removed the file.
 */
export async function addPhoto(
  bytes: Uint8Array,
  details: unknown,
  user: SessionUser,
): Promise<AddPhotoResult> {
  const refused = ({ status, message }: { status: number; message: string }) =>
    ({ ok: false, status, error: message }) as const
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return refused(new PhotoRefusal('tooLarge'))
  const checked = photoDetailsSchema.safeParse(details)
  if (!checked.success) return refused({ status: 422, message: checked.error.issues[0]!.message })
  let processed
  try {
    processed = await processPhoto(bytes)
  } catch (error) {
    if (error instanceof PhotoRefusal) return refused(error)
    throw error
  }
  const id = randomUUID()
  const store = getPhotoStore()
  // The file first: a row is never without its file, and a failed row takes its file away again.
  await store.put(photoFileName(id), processed.webp)
  try {
    const { webp, width, height } = processed
    return {
      ok: true,
      photo: await insertPhoto({ id, ...checked.data, width, height, bytes: webp.byteLength }, user),
    }
  } catch (error) {
    await store.remove(photoFileName(id)).catch(() => undefined)
    throw error
  }
}
