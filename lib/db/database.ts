import 'server-only'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { isBuildPhase } from '@/lib/build-phase'
import { env } from '@/lib/env'
import { openLocalDb } from './open-database'

// The server's one handle on the embedded database (see open-database.ts for the lock).

const globalForDb = globalThis as unknown as { localDb?: Promise<PGlite> }

export function getLocalDb(): Promise<PGlite> {
  if (isBuildPhase()) {
    throw new Error(
      'The local database must not be opened while `next build` renders pages in parallel workers',
    )
  }
  globalForDb.localDb ??= openLocalDb(path.resolve(env.LOCAL_DATA_DIR))
  return globalForDb.localDb
}
