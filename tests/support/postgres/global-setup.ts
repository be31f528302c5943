import { readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { migrate } from '../../../lib/db/migrate'
import { postgresInstalled, startCluster, stopCluster, superuser, type Cluster } from './cluster'
import { createNamedPostgresDatabase, migratedTemplate } from './database'

// Jest's globalSetup of the SQL suites: starts the PostgreSQL 15 server once
// for the run. Without PostgreSQL, CI fails here, loudly; a developer's machine
// runs the suites on PGlite alone, after a notice.

declare global {
  var pg15Cluster: Cluster | undefined
}

export default async function startPostgres() {
  if (!postgresInstalled()) {
    const notice = `PostgreSQL 15 is not installed (no initdb in ${process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin'}): install Debian's postgresql-15.`
    if (process.env.CI === 'true') throw new Error(`${notice} CI runs the SQL suites on it.`)
    console.warn(`\n${notice} The SQL suites run on PGlite only.\n`)
    process.env.JEST_PG15_UNAVAILABLE = '1'
    return
  }
  const cluster = startCluster()
  globalThis.pg15Cluster = cluster
  process.env.JEST_PG15_SOCKET = cluster.socketFolder
  process.env.JEST_PG15_PORT = String(cluster.port)
  // Supabase's roles are the server's, not a database's: create them once,
  // before the test files' databases run the shim side by side.
  const client = new pg.Client({
    host: cluster.socketFolder,
    port: cluster.port,
    user: superuser,
    database: 'postgres',
  })
  try {
    await client.connect()
    await client.query(await readFile(path.join(process.cwd(), 'supabase', 'local', 'auth-shim.sql'), 'utf8'))
    await migrateTemplate()
  } catch (error) {
    stopCluster(cluster)
    throw error
  } finally {
    await client.end()
  }
}

/** Migrates, once, the database every migrated test database is copied from. */
async function migrateTemplate() {
  const { db } = await createNamedPostgresDatabase({ name: migratedTemplate })
  try {
    await migrate(db)
  } finally {
    await db.close()
  }
}
