import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
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

/** A new, empty PGlite database: no shim, no migration. */
export const openEmptyPGlite = () => openFromDump('empty')

/** A new PGlite database with the shim and every migration applied. */
export const openMigratedPGlite = () => openFromDump('migrated')
