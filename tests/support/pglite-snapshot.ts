import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { migrate } from '@/lib/db/migrate'

// Booting PGlite from nothing runs initdb in WebAssembly, and then every
// migration: seconds per database, and the suites open hundreds. A migrated
// database is dumped once and each new one loads that dump instead, which
// skips initdb. The dump is named by a hash of PGlite's version and of every
// SQL file the migrator runs, so a changed migration makes a new one; two
// workers building it at once both write a whole file, renamed into place.

const root = process.cwd()
const sqlFolders = [path.join(root, 'supabase', 'local'), path.join(root, 'supabase', 'migrations')]
const cacheFolder = path.join(root, 'node_modules', '.cache', 'test-databases')

function snapshotFile(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  for (const folder of sqlFolders) {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'))
    for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(folder, file)))
  }
  return path.join(cacheFolder, `migrated-${hash.digest('hex').slice(0, 16)}.tar`)
}

let dump: Promise<Blob> | undefined

async function buildDump(file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const db = await PGlite.create()
  await migrate(db)
  const blob = await db.dumpDataDir('none')
  await db.close()
  mkdirSync(cacheFolder, { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
  renameSync(partial, file)
  return blob
}

/** A new PGlite database with the shim and every migration applied, loaded from the shared dump. */
export async function openMigratedPGlite(): Promise<PGlite> {
  dump ??= buildDump(snapshotFile())
  return PGlite.create({ loadDataDir: await dump })
}
