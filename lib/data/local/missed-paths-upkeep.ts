import type { PGlite } from '@electric-sql/pglite'
import type { DataBackend } from '../backend'

// Every 404 rewrites a row of missed_paths (500 rows kept), every answered
// staff redirect a row of site_redirects (its count), and each rewrite leaves
// a dead row version behind. PostgreSQL's autovacuum reclaims them on
// Supabase; PGlite has none, so the tables and their indexes would grow with
// every request for ever. Every VACUUM_EVERY counts of a table the local
// backend vacuums it and checkpoints, so the data folder's write-ahead log is
// recycled rather than left to grow to its maximum.

export const VACUUM_EVERY = 1000

/** A counter that vacuums `table` on every `every`-th call. */
function vacuumer(table: string, getDb: () => Promise<Pick<PGlite, 'exec'>>, every: number) {
  let sinceVacuum = 0
  return async () => {
    if (++sinceVacuum < every) return
    sinceVacuum = 0
    // One statement per call: VACUUM refuses to run in the transaction several would share.
    const db = await getDb()
    await db.exec(`vacuum ${table}`)
    await db.exec('checkpoint')
  }
}

/** `sitePaths` whose counting vacuums missed_paths, and site_redirects, every `every` counts of each. */
export function vacuumingMissedPaths(
  sitePaths: DataBackend['sitePaths'],
  getDb: () => Promise<Pick<PGlite, 'exec'>>,
  every = VACUUM_EVERY,
): DataBackend['sitePaths'] {
  const missed = vacuumer('public.missed_paths', getDb, every)
  const redirects = vacuumer('public.site_redirects', getDb, every)
  return {
    ...sitePaths,
    async recordMiss(path, referrer) {
      await sitePaths.recordMiss(path, referrer)
      await missed()
    },
    async recordHit(source) {
      await sitePaths.recordHit(source)
      await redirects()
    },
  }
}
