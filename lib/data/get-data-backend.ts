import 'server-only'
import { perBackend } from '@/lib/backend'
import { isBuildPhase } from '@/lib/build-phase'
import {
  writeContentSnapshot,
  writePhotoFocusSnapshot,
  writeSeoSnapshot,
  writeStaffPagesSnapshot,
} from '@/lib/db/snapshots'
import type { DataBackend } from './backend'
import { createLocalBackend } from './local/backend'
import { createSnapshotBackend } from './local/snapshot-backend'
import { createSupabaseBackend } from './supabase/backend'

/** Leads, SEO records, page content, the inbox, reviews; during `next build` on the local backend, the snapshots. */
export const getDataBackend = perBackend<DataBackend>({
  supabase: ({ publicClient, sessionClient, secretClient, siteSecret }) =>
    createSupabaseBackend(publicClient, sessionClient, { siteSecret, getSecretClient: secretClient }),
  local: ({ localDb }) => {
    if (isBuildPhase()) return createSnapshotBackend()
    const backend = createLocalBackend(localDb, {
      onSeoPagesSaved: (records) => writeSeoSnapshot(records),
      onContentPublished: (records) => {
        writeContentSnapshot(records)
        // A publish may have published a staff page (SQL marks it so).
        backend.staffPages
          .listPublished()
          .then(writeStaffPagesSnapshot)
          .catch((error: unknown) => console.error('The staff pages snapshot could not be written.', error))
      },
      onStaffPagesChanged: (pages) => writeStaffPagesSnapshot(pages),
      onPhotoFocusChanged: (points) => writePhotoFocusSnapshot(points),
    })
    return backend
  },
})

/** Whether `next build` reads the stored SEO records from the local snapshot (scripts/seo-snapshot.ts writes it first). */
export const buildReadsSeoSnapshot = perBackend({ supabase: () => false, local: () => true })()
