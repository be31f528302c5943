import 'server-only'
import { perBackend } from '@/lib/backend'
import { env } from '@/lib/env'
import { createFolderPhotoStore, createSupabasePhotoStore, localPhotosDir, type PhotoStore } from './store'

/** The photo library's files: the private Storage bucket `photos` (secret key), or the local folder. */
export const getPhotoStore = perBackend<PhotoStore>({
  supabase: ({ secretClient }) => createSupabasePhotoStore(secretClient),
  local: () => createFolderPhotoStore(localPhotosDir(env)),
})
