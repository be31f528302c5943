import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { migrate } from '@/lib/db/migrate'
import { ensurePrivateFolder } from './private-folder'

// Opens the embedded database of the local backend, migrated. PGlite is
// single-process: one process at a time may open its folder, so a lock file
// beside it refuses a second opener with a clear message instead of
// corrupting data. Shared by the server (database.ts) and scripts/admin.ts.

export async function openLocalDb(dataDir: string): Promise<PGlite> {
  ensurePrivateFolder(dataDir)
  takeLock(`${dataDir}.lock`)
  const db = await PGlite.create(dataDir)
  await migrate(db)
  return db
}

function takeLock(lockFile: string) {
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
  process.once('exit', () => rmSync(lockFile, { force: true }))
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
