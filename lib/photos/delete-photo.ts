import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { getPhotoStore } from '@/lib/photos/get-photo-store'
import { deletePhotoRow } from '@/lib/data'
import { photoFileName } from './store'

/** Deletes the photo, then its file, unless page content uses it: then nothing, and where it is used. */
export async function deletePhoto(id: string, user: SessionUser) {
  const answer = await deletePhotoRow(id, user)
  // A file left behind belongs to no photo any more, so no page shows it: logged, not the admin's problem.
  if (answer.deleted)
    await getPhotoStore()
      .remove(photoFileName(id))
      .catch((error: unknown) => console.error(`The file of deleted photo ${id} stayed in the store.`, error))
  return answer
}
