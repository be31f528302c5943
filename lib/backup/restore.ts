import { existsSync, mkdirSync } from 'node:fs'
import { chmod, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { createLocalBackend } from '@/lib/data/local/backend'
import { openPGlite, takeDataDirLock } from '@/lib/db/open-database'
import { makePrivateFolder } from '@/lib/db/private-folder'
import {
  contentSnapshotFile,
  photoFocusSnapshotFile,
  seoSnapshotFile,
  writeContentSnapshot,
  writePhotoFocusSnapshot,
  writeSeoSnapshot,
} from '@/lib/db/snapshots'
import type { SeoRecord } from '@/lib/seo/types'
import type { StoredContent } from '@/lib/content/types'
import { isPlausibleEmail } from '@/lib/auth/email-format'
import { printableAddress } from '@/lib/auth/printable-address'
import { readBackupFile } from './backup-file'
import { checkSchemaVersion, insertSiteRows } from './insert-rows'
import { writePhotoFolder, type PhotoFiles } from './photo-files'
import { adminEmails, quoteName, siteTables, type SiteRows, type SiteTableName } from './site-rows'

// Puts a backup back as the local data folder and photo folder (npm run
// restore). Nothing is touched until the file has passed every check: no
// server holds the folder; header, format, sizes and checksum; each photo
// against its row; then its rows go into a fresh database, built by this
// code's migrations in a private folder of its own beside the data folder,
// through every type, check and foreign key of their tables, and its photos
// into a new folder beside the photo folder. Only then are the current
// folders moved aside (never deleted) and the new ones renamed into their
// places. Nothing in the file is run, loaded or opened.

export class RestoreRefused extends Error {}

/** Where restore puts the site: LOCAL_DATA_DIR and PHOTOS_DIR. */
export type SiteFolders = { dataDir: string; photosDir: string }

export type Restored = {
  backupCreatedAt: string
  /** Where the data folder that was there before now is; null when there was none. */
  movedAsideTo: string | null
  /** Where the photo folder that was there before now is; null when there was none. */
  photosMovedAsideTo: string | null
  rows: Record<SiteTableName, number>
  /** How many photo files it wrote. */
  photos: number
  /** The e-mails of the admin accounts the backup brought back. */
  admins: string[]
}

export type RestoreOptions = {
  now?: Date
  /** Another folder of migrations (the tests' fixtures); supabase/migrations/ by default. */
  migrationsDir?: string
  /** Opens a new database in an empty folder: PGlite runs initdb there (the tests copy one it made). */
  openNewDatabase?: (emptyFolder: string) => Promise<PGlite>
}

export async function restoreBackup(
  file: string,
  folders: SiteFolders,
  { now = new Date(), migrationsDir, openNewDatabase = openPGlite }: RestoreOptions = {},
): Promise<Restored> {
  const dataDir = path.resolve(folders.dataDir)
  const photosDir = path.resolve(folders.photosDir)
  let release: () => void
  try {
    // On a new machine the data folder's parent may not exist yet; the lock file goes there.
    makePrivateFolder(path.dirname(dataDir))
    release = takeDataDirLock(dataDir)
  } catch (error) {
    throw new RestoreRefused(`${(error as Error).message} Nothing was changed.`)
  }
  try {
    // The lock keeps the server away from the photo folder too: it only runs holding the data folder.
    return await restoreLocked(file, { dataDir, photosDir }, { now, migrationsDir, openNewDatabase })
  } finally {
    release()
  }
}

async function restoreLocked(
  file: string,
  { dataDir, photosDir }: SiteFolders,
  {
    now,
    migrationsDir,
    openNewDatabase,
  }: RestoreOptions & Required<Pick<RestoreOptions, 'now' | 'openNewDatabase'>>,
): Promise<Restored> {
  const backup = await readBackupFile(file).catch((error: Error) => ({
    ok: false as const,
    message: `Cannot read it: ${error.message}.`,
  }))
  if (!backup.ok) throw new RestoreRefused(`${file} was refused. ${backup.message} Nothing was changed.`)

  try {
    await checkSchemaVersion(backup.rows.schemaVersion, migrationsDir)
  } catch (error) {
    throw new RestoreRefused(`${file} was refused. ${(error as Error).message} Nothing was changed.`)
  }

  const badAddress = unprintableAccountAddress(backup.rows)
  if (badAddress) throw new RestoreRefused(`${file} was refused. ${badAddress} Nothing was changed.`)

  const stamp = now.toISOString().replace(/[-:.]/g, '')
  const staging = `${dataDir}.restoring-${stamp}`
  const photosStaging = `${photosDir}.restoring-${stamp}`
  let built: Awaited<ReturnType<typeof buildDatabase>>
  try {
    // Private from the start: it will hold every lead and password hash.
    mkdirSync(staging, { mode: 0o700 })
  } catch (error) {
    throw new RestoreRefused(`Cannot create ${staging}: ${(error as Error).message}. Nothing was changed.`)
  }
  try {
    built = await buildDatabase(await openNewDatabase(staging), staging, backup.rows, migrationsDir)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw new RestoreRefused(`${file} was refused. ${(error as Error).message} Nothing was changed.`)
  }
  try {
    await writePhotos(photosStaging, backup.files)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    await rm(photosStaging, { recursive: true, force: true })
    throw new RestoreRefused(
      `Cannot write the photos into ${photosStaging}: ${(error as Error).message}. Nothing was changed.`,
    )
  }

  const movedAsideTo = await replaceFolder(dataDir, staging, stamp)
  const photosMovedAsideTo = await replaceFolder(photosDir, photosStaging, stamp)
  // The build renders the stored SEO records, content and focal points from these copies (lib/db/snapshots.ts).
  writeSeoSnapshot(built.seoRecords, seoSnapshotFile(dataDir))
  writeContentSnapshot(built.contents, contentSnapshotFile(dataDir))
  writePhotoFocusSnapshot(built.focalPoints, photoFocusSnapshotFile(dataDir))
  return {
    backupCreatedAt: backup.facts.createdAt,
    movedAsideTo,
    photosMovedAsideTo,
    rows: built.rows,
    photos: backup.files.size,
    admins: built.admins,
  }
}

/**
 * Why the rows' accounts or admins cannot be named truthfully, or null. Restore
 * lists the admins it brings back; an address holding a control character
 * could rewrite that list on the operator's terminal. The database checks the
 * same rule, but only from the schema version that added it: a backup of an
 * older release is judged here, whatever its version.
 */
function unprintableAccountAddress(rows: SiteRows): string | null {
  for (const table of ['auth.users', 'public.admins'] as const)
    for (const row of rows.tables[table] ?? []) {
      const email: unknown = row.email
      if (typeof email === 'string' && !isPlausibleEmail(email))
        return `Its ${table} holds an address that is not a plain e-mail address: ${printableAddress(email)}.`
    }
  return null
}

/** The photos into a new folder (which must not exist yet), created with any missing parent. */
async function writePhotos(folder: string, files: PhotoFiles) {
  if (existsSync(folder)) throw new Error('it exists already')
  await writePhotoFolder(folder, files)
}

/** Moves `folder` aside (never deleted) and puts `replacement` in its place; where it went, or null when there was none. */
async function replaceFolder(folder: string, replacement: string, stamp: string) {
  const movedAsideTo = existsSync(folder) ? `${folder}.before-restore-${stamp}` : null
  if (movedAsideTo) await rename(folder, movedAsideTo)
  await rename(replacement, folder)
  return movedAsideTo
}

async function buildDatabase(
  db: PGlite,
  folder: string,
  rows: Parameters<typeof insertSiteRows>[1],
  migrationsDir: string | undefined,
) {
  try {
    await insertSiteRows(db, rows, { migrationsDir })
    const backend = createLocalBackend(async () => db)
    return {
      rows: await countRows(db),
      admins: await adminEmails(db),
      seoRecords: (await backend.seoPages.list()) as SeoRecord[],
      contents: (await backend.pageContent.listPublished()) as StoredContent[],
      focalPoints: await backend.photoFocus(null),
    }
  } finally {
    await db.close()
    await ownerOnly(folder)
  }
}

/** PGlite writes its files readable by everyone (0666): the folder is closed to others already, the files follow. */
async function ownerOnly(folder: string) {
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (!entry.isSymbolicLink())
      await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600)
}

async function countRows(db: PGlite): Promise<Restored['rows']> {
  const rows = {} as Restored['rows']
  for (const table of siteTables)
    // The table names are site-rows.ts's list, never input.
    rows[table.name] = (
      await db.query<{ n: number }>(`select count(*)::int as n from ${quoteName(table.name)}`)
    ).rows[0]!.n
  return rows
}
