import 'server-only'
import { perBackend } from '@/lib/backend'
import { getPhotoStore } from '@/lib/photos/get-photo-store'
import type { LocalBackups } from './local-backups'

/**
 * Backups of the local database and its photos (taken by this server, listed for the dashboard,
 * downloaded by an admin); null on Supabase, which backs up its own databases.
 */
export const getLocalBackups = perBackend<Promise<LocalBackups | null>>({
  supabase: async () => null,
  local: async ({ localDb }) =>
    (await import('./local-backups')).createLocalBackups(localDb, getPhotoStore()),
})
