import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { migrate } from '@/lib/db/migrate'

// Booting PGlite from nothing runs initdb in WebAssembly (seconds), and a
// migrated database runs every migration after it; the suites open hundreds.
// Each kind of database is built once and dumped, and each new one loads that
// dump instead. A dump is named by a hash of PGlite's version and of every
// SQL file the migrator runs, so a changed migration makes a new one; two
// workers building one at once both write a whole file, renamed into place.

const root = process.cwd()
const sqlFolders = [path.join(root, 'supabase', 'local'), path.join(root, 'supabase', 'migrations')]
const cacheFolder = path.join(root, 'node_modules', '.cache', 'test-databases')

type Kind = 'empty' | 'migrated'

const prepare: Record<Kind, (db: PGlite) => Promise<unknown>> = {
  empty: async () => undefined,
  migrated: (db) => migrate(db),
}

function dumpFile(kind: Kind): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  for (const folder of sqlFolders) {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'))
    for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(folder, file)))
  }
  return path.join(cacheFolder, `${kind}-${hash.digest('hex').slice(0, 16)}.tar`)
}

async function buildDump(kind: Kind): Promise<Blob> {
  const file = dumpFile(kind)
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const db = await PGlite.create()
  await prepare[kind](db)
  const dump = await db.dumpDataDir('none')
  await db.close()
  mkdirSync(cacheFolder, { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, file)
  return dump
}

const dumps: Partial<Record<Kind, Promise<Blob>>> = {}

async function openFromDump(kind: Kind): Promise<PGlite> {
  dumps[kind] ??= buildDump(kind)
  return PGlite.create({ loadDataDir: await dumps[kind] })
}

/**
 * A data folder on disk unpacked from a kind's dump, once per dump: PGlite
 * takes seconds to unpack one, where copying its files takes a fraction.
 */
async function unpackedFolder(kind: Kind): Promise<string> {
  const folder = dumpFile(kind).replace(/\.tar$/, '')
  if (existsSync(folder)) return folder
  dumps[kind] ??= buildDump(kind)
  const partial = `${folder}.${process.pid}.tmp`
  rmSync(partial, { recursive: true, force: true })
  const db = await PGlite.create({ dataDir: partial, loadDataDir: await dumps[kind] })
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

/** A new, empty PGlite database: no shim, no migration. */
export const openEmptyPGlite = () => openFromDump('empty')

/** A new PGlite database with the shim and every migration applied. */
export const openMigratedPGlite = () => openFromDump('migrated')

/**
 * Fills `dataDir` (created if missing) with a migrated database's files, as
 * openLocalDb leaves a new data folder: opening it then runs no initdb and
 * finds no migration to apply. For tests whose subject is not the first open.
 */
export async function seedMigratedDataFolder(dataDir: string): Promise<void> {
  cpSync(await unpackedFolder('migrated'), dataDir, { recursive: true })
}

/** Opens a new PGlite database in the empty folder `dataDir`, copied from an initdb'd one instead of running initdb. */
export async function openEmptyPGliteIn(dataDir: string): Promise<PGlite> {
  cpSync(await unpackedFolder('empty'), dataDir, { recursive: true })
  return PGlite.create(dataDir)
}
