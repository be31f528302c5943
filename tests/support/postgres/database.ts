import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { SqlQueries, TestDatabase } from '../engines'
import { superuser } from './cluster'

// A database of the throwaway PostgreSQL server with PGlite's shape (query,
// exec, transaction, close), so the same tests, migrations and asCaller run
// on both engines. One connection, as PGlite has: statements and transactions
// run one after another, in the order they were asked for.

/** Where globalSetup started the server (the workers inherit its environment). */
export function serverAddress() {
  const socketFolder = process.env.JEST_PG15_SOCKET
  if (!socketFolder) throw new Error('The PostgreSQL 15 server is not running (see tests/support/postgres/).')
  return { host: socketFolder, port: Number(process.env.JEST_PG15_PORT), user: superuser }
}

async function runQuery<T>(client: pg.ClientBase | pg.Pool, sql: string, params: unknown[] = []) {
  const result = await client.query(sql, params)
  return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 }
}

const queriesOf = (client: pg.ClientBase | pg.Pool): SqlQueries => ({
  query: <T>(sql: string, params?: unknown[]) => runQuery<T>(client, sql, params),
  exec: (sql) => client.query(sql),
})

/** The database globalSetup migrates once; a migrated test database is a copy of it. */
export const migratedTemplate = 'migrated_template'

/** A new, empty database on the server (one per test file, so workers never share one). */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  return (await createNamedPostgresDatabase()).db
}

/** A new database on the server with the shim and every migration applied: a copy of the migrated template. */
export async function createMigratedPostgresDatabase(): Promise<TestDatabase> {
  return (await createNamedPostgresDatabase({ template: migratedTemplate })).db
}

/** Like createPostgresDatabase, with the database's name, for a test that also connects with psql. */
export async function createNamedPostgresDatabase({ name = uniqueName(), template = 'template1' } = {}) {
  const address = serverAddress()
  const admin = new pg.Client({ ...address, database: 'postgres' })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template}`)
  } finally {
    await admin.end()
  }
  return { db: connect(name), name }
}

const uniqueName = () => `test_${process.pid}_${randomBytes(6).toString('hex')}`

function connect(name: string): TestDatabase {
  const address = serverAddress()
  const pool = new pg.Pool({ ...address, database: name, max: 1 })
  const db: TestDatabase = {
    ...queriesOf(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(queriesOf(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
  return db
}
