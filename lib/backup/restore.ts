import { existsSync } from 'node:fs'
import { chmod, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createLocalBackend } from '@/lib/data/local/backend'
import { takeDataDirLock } from '@/lib/data/local/open-database'
import { makePrivateFolder } from '@/lib/data/local/private-folder'
import { migrate } from '@/lib/db/migrate'
import {
  contentSnapshotFile,
  seoSnapshotFile,
  writeContentSnapshot,
  writeSeoSnapshot,
} from '@/lib/data/local/seo-snapshot'
import type { SeoRecord, StoredContent } from '@/lib/data/types'
import { unpackBackup } from './backup-file'

// Puts a backup back as the local data folder (npm run restore). Nothing is
// touched until the file has passed every check: no server holds the folder,
// the header, size and checksum match, and the dump opens as a database (and
// takes this code's migrations) in a folder of its own beside the data folder. Only then is the current folder
// moved aside (never deleted) and the restored one renamed into its place.

export class RestoreRefused extends Error {}

/** Rows per table of the restored database, for the operator to compare. */
const countedTables = [
  'public.leads',
  'public.lead_status_changes',
  'public.lead_notes',
  'public.seo_pages',
  'public.page_content',
  'auth.users',
  'public.admins',
] as const

export type Restored = {
  backupCreatedAt: string
  /** Where the data folder that was there before now is; null when there was none. */
  movedAsideTo: string | null
  rows: Record<(typeof countedTables)[number], number>
}

export async function restoreBackup(
  file: string,
  dataDirOption: string,
  now = new Date(),
): Promise<Restored> {
  const dataDir = path.resolve(dataDirOption)
  let release: () => void
  try {
    // On a new machine the data folder's parent may not exist yet; the lock file goes there.
    makePrivateFolder(path.dirname(dataDir))
    release = takeDataDirLock(dataDir)
  } catch (error) {
    throw new RestoreRefused(`${(error as Error).message} Nothing was changed.`)
  }
  try {
    return await restoreLocked(file, dataDir, now)
  } finally {
    release()
  }
}

async function restoreLocked(file: string, dataDir: string, now: Date): Promise<Restored> {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch (error) {
    throw new RestoreRefused(`Cannot read ${file}: ${(error as Error).message}. Nothing was changed.`)
  }
  const backup = unpackBackup(bytes)
  if (!backup.ok) throw new RestoreRefused(`${file} was refused: ${backup.message} Nothing was changed.`)

  const stamp = now.toISOString().replace(/[-:.]/g, '')
  const staging = `${dataDir}.restoring-${stamp}`
  let rows: Restored['rows']
  let seoRecords: SeoRecord[]
  let contents: StoredContent[]
  try {
    const db = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(backup.payload)]) })
    try {
      // A backup made before a later migration is brought up to this code's schema, as the server would.
      await migrate(db)
      rows = await countRows(db)
      const backend = createLocalBackend(async () => db)
      seoRecords = await backend.seoPages.list()
      contents = await backend.pageContent.listPublished()
    } finally {
      await db.close()
    }
    await chmod(staging, 0o700)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw new RestoreRefused(
      `${file} passed its checksum but does not open as this site's database (${(error as Error).message}). ` +
        'Nothing was changed.',
    )
  }

  const movedAsideTo = existsSync(dataDir) ? `${dataDir}.before-restore-${stamp}` : null
  if (movedAsideTo) await rename(dataDir, movedAsideTo)
  await rename(staging, dataDir)
  // The build renders the stored SEO records and content from these copies (lib/data/local/seo-snapshot.ts).
  writeSeoSnapshot(seoRecords, seoSnapshotFile(dataDir))
  writeContentSnapshot(contents, contentSnapshotFile(dataDir))
  return { backupCreatedAt: backup.facts.createdAt, movedAsideTo, rows }
}

async function countRows(db: PGlite): Promise<Restored['rows']> {
  const rows = {} as Restored['rows']
  for (const table of countedTables)
    // The table names are the list above, never input.
    rows[table] = (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n
  return rows
}
