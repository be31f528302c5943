import type { PGlite } from '@electric-sql/pglite'
import type { DataBackend } from '../backend'

// Every 404 rewrites a row of missed_paths (500 rows kept), and each rewrite
// leaves a dead row version behind. PostgreSQL's autovacuum reclaims them on
// Supabase; PGlite has none, so the table and its index would grow with every
// 404 for ever. Every VACUUM_EVERY counted paths the local backend vacuums
// the table and checkpoints, so the data folder's write-ahead log is recycled
// rather than left to grow to its maximum.

export const VACUUM_EVERY = 1000

/** `sitePaths` whose counting vacuums missed_paths every `every` calls. */
export function vacuumingMissedPaths(
  sitePaths: DataBackend['sitePaths'],
  getDb: () => Promise<Pick<PGlite, 'exec'>>,
  every = VACUUM_EVERY,
): DataBackend['sitePaths'] {
  let sinceVacuum = 0
  return {
    ...sitePaths,
    async recordMiss(path) {
      await sitePaths.recordMiss(path)
      if (++sinceVacuum < every) return
      sinceVacuum = 0
      // One statement per call: VACUUM refuses to run in the transaction several would share.
      const db = await getDb()
      await db.exec('vacuum public.missed_paths')
      await db.exec('checkpoint')
    },
  }
}
