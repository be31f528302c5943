// Runs before `next build` (npm run build) on the local backend: copies the
// stored SEO records, published page content and photos' focal points from the embedded database
// into the snapshot files that the build's parallel workers read
// (lib/db/snapshots.ts).
// When a running server holds the database, its own snapshot is current
// (it rewrites it after every save), so the existing file is kept.

import { buildReadsSeoSnapshot } from '@/lib/data/get-data-backend'
import { createLocalBackend } from '@/lib/data/local/backend'
import { getLocalDb } from '@/lib/db/database'
import {
  contentSnapshotFile,
  photoFocusSnapshotFile,
  readContentSnapshot,
  readSeoSnapshot,
  seoSnapshotFile,
  staffPagesSnapshotFile,
  writeContentSnapshot,
  writePhotoFocusSnapshot,
  writeSeoSnapshot,
  writeStaffPagesSnapshot,
} from '@/lib/db/snapshots'

async function main() {
  if (!buildReadsSeoSnapshot) return // The build reads Supabase directly.
  let db
  try {
    db = await getLocalDb()
  } catch (error) {
    console.warn(
      `seo-snapshot: ${(error as Error).message}\nseo-snapshot: keeping ${seoSnapshotFile()} (${readSeoSnapshot().length} records)` +
        ` and ${contentSnapshotFile()} (${readContentSnapshot().length} pages).`,
    )
    return
  }
  const backend = createLocalBackend(async () => db)
  const records = await backend.seoPages.list()
  writeSeoSnapshot(records)
  console.log(`seo-snapshot: ${records.length} stored SEO records → ${seoSnapshotFile()}`)
  const contents = await backend.pageContent.listPublished()
  writeContentSnapshot(contents)
  console.log(`seo-snapshot: ${contents.length} published page contents → ${contentSnapshotFile()}`)
  const staffPages = await backend.staffPages.listPublished()
  writeStaffPagesSnapshot(staffPages)
  console.log(`seo-snapshot: ${staffPages.length} published staff pages → ${staffPagesSnapshotFile()}`)
  const focus = await backend.photoFocus(null)
  writePhotoFocusSnapshot(focus)
  console.log(`seo-snapshot: ${focus.length} photos' focal points → ${photoFocusSnapshotFile()}`)
  await db.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
