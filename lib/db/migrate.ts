import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

// Brings an embedded PGlite database up to date: the local-only files first
// (the auth shim, then the local accounts' own additions; both re-runnable,
// applied on every open), then every file of supabase/migrations/ not applied
// yet, in name order, each in its own transaction. Supabase's own migration
// table name is reused.

const root = process.cwd()
const shimFile = path.join(root, 'supabase', 'local', 'auth-shim.sql')
const localAccountsFile = path.join(root, 'supabase', 'local', 'local-accounts.sql')
const migrationsDir = path.join(root, 'supabase', 'migrations')

type Queries = {
  exec(sql: string): Promise<unknown>
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}
/** PGlite, or the tests' adapter of a PostgreSQL server (the same migrations run on both). */
export type MigratableDatabase = Queries & { transaction<R>(work: (tx: Queries) => Promise<R>): Promise<R> }

export async function migrate(db: MigratableDatabase): Promise<string[]> {
  // One call per file, with its path spelled out, so the build traces these two files alone.
  await db.exec(await readFile(shimFile, 'utf8'))
  await db.exec(await readFile(localAccountsFile, 'utf8'))
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    );
  `)
  const applied = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  )
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
  const ran: string[] = []
  for (const file of files) {
    const version = file.replace(/\.sql$/, '')
    if (applied.has(version)) continue
    const sql = await readFile(path.join(migrationsDir, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [version])
    })
    ran.push(version)
  }
  return ran
}
