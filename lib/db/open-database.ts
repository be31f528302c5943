import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { migrate } from '@/lib/db/migrate'
import { openPGlite } from './pglite'
import { ensurePrivateFolder } from './private-folder'

// Opens the embedded database of the local backend, migrated. PGlite is
// single-process: one process at a time may open its folder, so a lock file
// beside it refuses a second opener with a clear message instead of
// corrupting data. Shared by the server (database.ts) and scripts/admin.ts.

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
