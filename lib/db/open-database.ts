import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { migrate } from '@/lib/db/migrate'
import { ensurePrivateFolder } from './private-folder'

// Opens PGlite (openPGlite, for every database the site and its tools open)
// and the local backend's own database, migrated (openLocalDb). PGlite is
// single-process: one process at a time may open its folder, so a lock file
// beside it refuses a second opener with a clear message instead of
// corrupting data. Shared by the server (database.ts) and scripts/admin.ts.

// Postgres's default 128 MB of shared buffers, zeroed in WebAssembly memory,
// took most of each opening's time (some 0.9 CPU-seconds, against 0.4 with
// 16 MB). The site's whole database is a few MB and its folder stays in the
// system's file cache: 16 MB holds what the queries touch.
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/** Opens PGlite on `dataDir` (initdb first if it is empty), or in memory without one: every opening goes through here. */
export const openPGlite = (dataDir?: string): Promise<PGlite> => PGlite.create(dataDir, { startParams })

export async function openLocalDb(dataDir: string): Promise<PGlite> {
  ensurePrivateFolder(dataDir)
  takeDataDirLock(dataDir)
  const db = await openPGlite(dataDir)
  await migrate(db)
  return db
}

/**
 * Marks `dataDir` as open in this process, or throws when another live process
 * holds it. The mark goes when this process exits, or when the returned function is called.
 */
export function takeDataDirLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`
  try {
    const holder = Number(readFileSync(lockFile, 'utf8'))
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The local database at ${lockFile.replace(/\.lock$/, '')} is open in process ${holder}. ` +
          'Stop that process (or set LOCAL_DATA_DIR to another folder) and try again.',
      )
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  writeFileSync(lockFile, String(process.pid))
  const release = () => rmSync(lockFile, { force: true })
  process.once('exit', release)
  return release
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
