import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

// Brings an embedded PGlite database up to date: the local-only files first
// (the auth shim, then the local accounts' own additions; both re-runnable,
// applied on every open), then every file of supabase/migrations/ not applied
// yet, in name order, each in its own transaction. Supabase's own migration
// table name is reused, and so is its rule: a migration is its version, the
// digits before the first '_' of its file name, whatever follows them.

const root = process.cwd()
const shimFile = path.join(root, 'supabase', 'local', 'auth-shim.sql')
const localAccountsFile = path.join(root, 'supabase', 'local', 'local-accounts.sql')
const ourMigrationsDir = path.join(root, 'supabase', 'migrations')

/** The last commit whose migrations lead up to the baseline; it brings an older database up to it. */
const releaseBeforeSquash = '104631a'

type Queries = {
  exec(sql: string): Promise<unknown>
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}
/** PGlite, or the tests' adapter of a PostgreSQL server (the same migrations run on both). */
export type MigratableDatabase = Queries & { transaction<R>(work: (tx: Queries) => Promise<R>): Promise<R> }

/** `20261128000000_schema.sql` and a recorded `20261128000000_page_content` are both version 20261128000000. */
const versionOf = (name: string) => name.split('_')[0]!

/** Versions are digit strings; compared as numbers, whatever their length. */
export const compareVersions = (a: string, b: string) => {
  const [x, y] = [BigInt(a), BigInt(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

export type MigrateOptions = {
  /** Applies only the migrations up to this version (a restore inserts a backup's rows at its version). */
  upTo?: string
  /** Another folder of migrations (the tests' fixtures); supabase/migrations/ by default. */
  migrationsDir?: string
}

/**
 * The migration files, in the order they apply. Their folder is read at run
 * time, which the build cannot follow file by file: it is not traced from here
 * (or the whole project would be), and next.config.ts declares its files.
 */
async function migrationFiles(migrationsDir = ourMigrationsDir): Promise<string[]> {
  return (await readdir(/* turbopackIgnore: true */ migrationsDir))
    .filter((file) => file.endsWith('.sql'))
    .sort()
}

/** The versions of this code's migrations, oldest first. */
export async function migrationVersions(migrationsDir?: string): Promise<string[]> {
  return (await migrationFiles(migrationsDir)).map(versionOf)
}

/** The versions the database has recorded; none when it never ran a migration. */
export async function appliedVersions(db: Pick<Queries, 'query'>): Promise<Set<string>> {
  const { rows } = await db.query<{ recorded: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as recorded`,
  )
  if (!rows[0]!.recorded) return new Set()
  const recorded = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  return new Set(recorded.rows.map((row) => versionOf(row.version)))
}

/**
 * The first file is the baseline that replaced the migrations before it: it
 * creates the whole schema, so it cannot run over a database that has some of
 * them. Such a database must first be brought up to the baseline by the
 * release before it.
 */
function refuseWithoutBaseline(applied: Set<string>, baselineFile: string) {
  const baseline = versionOf(baselineFile)
  if (applied.size === 0 || applied.has(baseline)) return
  throw new Error(
    `This database was made by a release older than migration ${baseline}, whose earlier migrations ` +
      `are now one baseline (${baselineFile}) that cannot run over them. ` +
      `Start the release of commit ${releaseBeforeSquash} (on main) once on this data, so that it applies ` +
      'the migrations it lacks, then start this release. The database was left as it was.',
  )
}

export async function migrate(
  db: MigratableDatabase,
  { upTo, migrationsDir = ourMigrationsDir }: MigrateOptions = {},
): Promise<string[]> {
  const applied = await appliedVersions(db)
  const files = await migrationFiles(migrationsDir)
  refuseWithoutBaseline(applied, files[0]!)
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
  const ran: string[] = []
  for (const file of files) {
    // Recorded as its name without .sql, as before, so a database's rows stay readable.
    const name = file.replace(/\.sql$/, '')
    if (applied.has(versionOf(name))) continue
    if (upTo !== undefined && compareVersions(versionOf(name), upTo) > 0) break
    const sql = await readFile(path.join(/* turbopackIgnore: true */ migrationsDir, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [name])
    })
    ran.push(name)
  }
  return ran
}
