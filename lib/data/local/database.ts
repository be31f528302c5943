import 'server-only'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { env } from '@/lib/env'
import { migrate } from '@/lib/db/migrate'

// The embedded database of the local backend. PGlite is single-process: one
// process at a time may open its folder, so this module keeps a lock file
// and refuses a second opener with a clear message instead of corrupting data.

const globalForDb = globalThis as unknown as { localDb?: Promise<PGlite> }

export function getLocalDb(): Promise<PGlite> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error(
      'The local database must not be opened while `next build` renders pages in parallel workers',
    )
  }
  globalForDb.localDb ??= openLocalDb(path.resolve(env.LOCAL_DATA_DIR))
  return globalForDb.localDb
}

async function openLocalDb(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true })
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
