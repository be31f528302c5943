import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { migrate } from '@/lib/db/migrate'
import { openPGlite } from '@/lib/db/open-database'

// Booting PGlite from nothing runs initdb in WebAssembly (seconds), and a
// migrated database runs every migration after it; the suites open hundreds.
// Each kind of database is made once, as a data folder, and each new one
// boots from a copy of its files (a third less work than loading a dump).
// A folder is named by a hash of PGlite's version and of every SQL file the
// migrator runs, so a changed migration makes a new one; two workers making
// one at once both write a whole folder, renamed into place.

const root = process.cwd()
const sqlFolders = [path.join(root, 'supabase', 'local'), path.join(root, 'supabase', 'migrations')]
const cacheFolder = path.join(root, 'node_modules', '.cache', 'test-databases')
// The open databases' copies, each removed when its database closes.
const openFolders = path.join(tmpdir(), 'test-databases-open')

type Kind = 'empty' | 'migrated'

const prepare: Record<Kind, (db: PGlite) => Promise<unknown>> = {
  empty: async () => undefined,
  migrated: (db) => migrate(db),
}

function preparedFolderName(kind: Kind): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  for (const folder of sqlFolders) {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'))
    for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(folder, file)))
  }
  return path.join(cacheFolder, `${kind}-${hash.digest('hex').slice(0, 16)}`)
}

/** The data folder of a kind of database, made once. */
async function preparedFolder(kind: Kind): Promise<string> {
  const folder = preparedFolderName(kind)
  if (existsSync(folder)) return folder
  const partial = `${folder}.${process.pid}.tmp`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(cacheFolder, { recursive: true })
  const db = await openPGlite(partial)
  await prepare[kind](db)
  await db.close()
  try {
    renameSync(partial, folder)
  } catch (error) {
    // Another worker renamed its own whole copy into place first.
    if (!existsSync(folder)) throw error
    rmSync(partial, { recursive: true, force: true })
  }
  return folder
}

/** A new database of a kind, on a copy of its folder that goes when the database closes. */
async function openCopy(kind: Kind): Promise<PGlite> {
  mkdirSync(openFolders, { recursive: true })
  const dataDir = mkdtempSync(path.join(openFolders, `${kind}-`))
  cpSync(await preparedFolder(kind), dataDir, { recursive: true })
  const db = await openPGlite(dataDir)
  const close = db.close.bind(db)
  db.close = async () => {
    try {
      await close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return db
}

/** A new, empty PGlite database: no shim, no migration. */
export const openEmptyPGlite = () => openCopy('empty')

/** A new PGlite database with the shim and every migration applied. */
export const openMigratedPGlite = () => openCopy('migrated')

/**
 * Fills `dataDir` (created if missing) with a migrated database's files, as
 * openLocalDb leaves a new data folder: opening it then runs no initdb and
 * finds no migration to apply. For tests whose subject is not the first open.
 */
export async function seedMigratedDataFolder(dataDir: string): Promise<void> {
  cpSync(await preparedFolder('migrated'), dataDir, { recursive: true })
}

/** Opens a new PGlite database in the empty folder `dataDir`, copied from an initdb'd one instead of running initdb. */
export async function openEmptyPGliteIn(dataDir: string): Promise<PGlite> {
  cpSync(await preparedFolder('empty'), dataDir, { recursive: true })
  return openPGlite(dataDir)
}
