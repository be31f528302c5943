// Runs before `next build` (npm run build) on the local backend: copies the
// stored SEO records from the embedded database into the snapshot file that
// the build's parallel workers read (lib/data/local/seo-snapshot.ts).
// When a running server holds the database, its own snapshot is current
// (it rewrites it after every save), so the existing file is kept.

import { buildReadsSeoSnapshot } from '@/lib/backend'
import { createLocalBackend } from '@/lib/data/local/backend'
import { getLocalDb } from '@/lib/data/local/database'
import { readSeoSnapshot, seoSnapshotFile, writeSeoSnapshot } from '@/lib/data/local/seo-snapshot'

async function main() {
  if (!buildReadsSeoSnapshot) return // The build reads Supabase directly.
  let db
  try {
    db = await getLocalDb()
  } catch (error) {
    const kept = readSeoSnapshot().length
    console.warn(
      `seo-snapshot: ${(error as Error).message}\nseo-snapshot: keeping ${seoSnapshotFile()} (${kept} records).`,
    )
    return
  }
  const records = await createLocalBackend(async () => db).seoPages.list()
  writeSeoSnapshot(records)
  console.log(`seo-snapshot: ${records.length} stored SEO records → ${seoSnapshotFile()}`)
  await db.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
