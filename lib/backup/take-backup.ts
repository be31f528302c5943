import { randomBytes } from 'node:crypto'
import { open, readdir, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { makePrivateFolder } from '@/lib/db/private-folder'
import type { PhotoStore } from '@/lib/photos/store'
import { packBackup, type BackupContents } from './backup-file'
import { photoFileName, readPhotoFiles } from './photo-files'
import { readSiteRowsIn } from './site-rows'

// A consistent backup of the live local database's rows and photos
// (backup-file.ts), through the server's own PGlite instance (the only
// process that may open the folder). Every table is read in one transaction,
// which on PGlite waits for every other transaction to end and lets none
// begin until the rows, and then the photos' files, are read: so every lead
// the site has answered is in it, and no photo is added or deleted between
// its row and its file. The file is written under a temporary name and
// renamed, so a crash or a full disk never leaves a half file under a
// backup's name, and only then are the oldest beyond `keep` removed.

/** What a backup reads: the live database, and the photo store its photos' files are in. */
export type SiteData = { db: PGlite; photos: Pick<PhotoStore, 'get'> }
export type BackupSettings = { dir: string; keep: number }
export type TakenBackup = { file: string; createdAt: Date; bytes: number; milliseconds: number }

const namePattern = /^pglite-(\d{8}T\d{9}Z)\.backup$/
const temporaryPrefix = '.partial-'

/** `pglite-20261127T073000123Z.backup`: sorting the names sorts the backups by age. */
export const backupFileName = (createdAt: Date) =>
  `pglite-${createdAt.toISOString().replace(/[-:.]/g, '')}.backup`

function dateOfName(name: string): Date | null {
  const stamp = namePattern.exec(name)?.[1]
  if (!stamp) return null
  const [, y, mo, d, h, mi, s, ms] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)(\d{3})Z$/.exec(stamp)!
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`)
}

/** The backups in `dir`, oldest first; none when the folder does not exist. */
export async function listBackups(dir: string): Promise<{ file: string; createdAt: Date }[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return names
    .filter((name) => namePattern.test(name))
    .sort()
    .map((name) => ({ file: path.join(dir, name), createdAt: dateOfName(name)! }))
}

/** How the file's bytes reach the disk; tests swap it to fail the way a full disk does. */
export type WriteBytes = (handle: FileHandle, bytes: Uint8Array) => Promise<void>
const writeAll: WriteBytes = async (handle, bytes) => {
  await handle.writeFile(bytes)
}

// One dump at a time in this process: the daily backup and a download may meet.
let queue: Promise<unknown> = Promise.resolve()
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const run = queue.then(work)
  queue = run.catch(() => undefined)
  return run
}

/** A backup file's bytes, dumped now: what the admin area's download sends, stored nowhere. */
export function dumpBackup(site: SiteData, now: () => Date = () => new Date()) {
  return oneAtATime(() => dump(site, now))
}

/** Writes a backup file into `settings.dir`, then removes the oldest beyond `settings.keep`. */
export function takeBackup(
  site: SiteData,
  settings: BackupSettings,
  { now = () => new Date(), write = writeAll }: { now?: () => Date; write?: WriteBytes } = {},
): Promise<TakenBackup> {
  return oneAtATime(() => backUp(site, settings, now, write))
}

async function dump(site: SiteData, now: () => Date) {
  const contents = await readContents(site)
  const createdAt = now()
  return { createdAt, bytes: await packBackup(contents, createdAt) }
}

async function readContents({ db, photos }: SiteData): Promise<BackupContents> {
  const { rows, files, missing } = await db.transaction(async (tx) => {
    const rows = await readSiteRowsIn(tx)
    const names = (rows.tables['public.photos'] ?? []).map((row) => photoFileName(String(row.id)))
    return { rows, ...(await readPhotoFiles(names, photos)) }
  })
  if (missing.length > 0) {
    // A lost file must not stop the backups of everything else; restore would refuse a row without its file.
    console.warn(`backup: left out the photos whose file the photo store lacks: ${missing.join(', ')}`)
    rows.tables['public.photos'] = rows.tables['public.photos']!.filter(
      (row) => !missing.includes(photoFileName(String(row.id))),
    )
  }
  return { rows, files }
}

async function backUp(site: SiteData, { dir, keep }: BackupSettings, now: () => Date, write: WriteBytes) {
  const started = performance.now()
  makePrivateFolder(dir)
  await removeLeftovers(dir)
  const { createdAt, bytes } = await dump(site, now)
  const file = path.join(dir, backupFileName(createdAt))
  const partial = path.join(dir, `${temporaryPrefix}${randomBytes(6).toString('hex')}`)
  try {
    const handle = await open(partial, 'wx', 0o600)
    try {
      await write(handle, bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  await removeOldBackups(dir, keep)
  return { file, createdAt, bytes: bytes.byteLength, milliseconds: performance.now() - started }
}

/** Partial files a crash left behind (backups run one at a time, so none is being written). */
async function removeLeftovers(dir: string) {
  for (const name of await readdir(dir))
    if (name.startsWith(temporaryPrefix)) await rm(path.join(dir, name), { force: true })
}

async function removeOldBackups(dir: string, keep: number) {
  const backups = await listBackups(dir)
  for (const { file } of backups.slice(0, Math.max(0, backups.length - keep))) await rm(file, { force: true })
}
