import { openEmptyPGlite } from './pglite-snapshot'
import { createPostgresDatabase } from './postgres/database'

// The database engines the SQL suites run on: PGlite (the local backend's)
// and a real PostgreSQL 15 server (Debian's, as close to Supabase's as a test
// machine gets). The server is started by the suites' Jest globalSetup
// (tests/support/postgres/); when it could not be (no PostgreSQL outside CI),
// only PGlite is listed.

export type Engine = 'PGlite' | 'PostgreSQL 15'

export const engines: Engine[] =
  process.env.JEST_PG15_UNAVAILABLE === '1' ? ['PGlite'] : ['PGlite', 'PostgreSQL 15']

export type SqlQueries = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number }>
  exec(sql: string): Promise<unknown>
}

/** What the tests use of a database, PGlite's shape, which both engines have. */
export type TestDatabase = SqlQueries & {
  transaction<R>(work: (tx: SqlQueries) => Promise<R>): Promise<R>
  close(): Promise<void>
}

/** A new, empty database of the engine: no shim, no migration. */
export async function createEmptyDatabase(engine: Engine): Promise<TestDatabase> {
  return engine === 'PGlite' ? openEmptyPGlite() : createPostgresDatabase()
}
