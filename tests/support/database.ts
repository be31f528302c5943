import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { asCaller, type Caller } from '@/lib/db/roles'
import { type Engine, type SqlQueries, type TestDatabase } from './engines'
import { openMigratedPGlite } from './pglite-snapshot'
import { createMigratedPostgresDatabase } from './postgres/database'

/** A fresh in-memory Postgres with the shim and every migration applied. */
export const createTestDb = (): Promise<PGlite> => openMigratedPGlite()

/** A fresh database of the engine with the shim and every migration applied, as the local backend applies them. */
export async function createMigratedDb(engine: Engine): Promise<TestDatabase> {
  return engine === 'PGlite' ? openMigratedPGlite() : createMigratedPostgresDatabase()
}

/** A migrated database of the engine for the describe block it is called in, closed after it. */
export function migratedDatabase(engine: Engine) {
  const world = { db: undefined as unknown as TestDatabase }
  beforeAll(async () => {
    world.db = await createMigratedDb(engine)
  })
  afterAll(() => world.db.close())
  return world
}

/** What the release before the squash (commit 104631a) recorded once it had run all its migrations. */
export const migrationsBeforeSquash = [
  '20261121000000_foundation',
  '20261122000000_lead_notifications',
  '20261123000000_lead_handling',
  '20261124000100_request_limits',
  '20261124000200_notifications_once_and_reviews_cache',
  '20261124000400_claim_returns_whole_lead',
  '20261125000000_test_leads',
  '20261126000000_lead_sources_and_pipeline',
  '20261126000100_notification_logged',
  '20261127000000_leads_through_the_site',
  '20261127000200_mark_notification_logged',
  '20261127000500_pending_admins',
  '20261128000000_page_content',
]

const migrationsDir = path.resolve(__dirname, '../../supabase/migrations')
const migrationFiles = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .sort()

/** Every migration as the migrator records it (its file name without .sql), the baseline first. */
export const allMigrations = migrationFiles.map((file) => file.replace(/\.sql$/, ''))

/**
 * Makes an empty database what the release before the squash (commit 104631a)
 * left: the local-only files and the baseline's schema (the same as its
 * migrations', proved when they were squashed), recorded under their names,
 * and none of the migrations that came after the baseline. Its shim still
 * imitated Supabase's old default, every right on every new object of public
 * to each API role, so the baseline's objects got them too.
 */
export async function buildPreSquashDatabase(db: SqlQueries) {
  const run = (file: string) => db.exec(readFileSync(path.join(migrationsDir, file), 'utf8'))
  await run('../local/auth-shim.sql')
  await run('../local/local-accounts.sql')
  await db.exec(`
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;`)
  await run(migrationFiles[0]!)
  await recordMigrations(db, migrationsBeforeSquash)
}

/**
 * Makes the database's migration record read as that of a release which ran
 * `names` (file names without .sql), in place of what it holds. Only the
 * record: the schema stays as it is.
 */
export async function recordMigrations(db: SqlQueries, names: string[]) {
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, applied_at timestamptz not null default now())`)
  await db.exec('delete from supabase_migrations.schema_migrations')
  await db.query('insert into supabase_migrations.schema_migrations (version) select unnest($1::text[])', [
    names,
  ])
}

/** The migration names the database has recorded, in order. */
export const recordedMigrations = async (db: SqlQueries) =>
  (
    await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    )
  ).rows.map((row) => row.version)

/** Creates an account as the auth service would, optionally on the admin allow-list. */
export async function createAccount(db: TestDatabase, email: string, { admin = false } = {}) {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password) values ($1, 'not-a-real-hash') returning id`,
    [email],
  )
  const id = rows[0]!.id
  if (admin) await db.query('insert into public.admins (user_id, email) values ($1, $2)', [id, email])
  return { role: 'authenticated' as const, userId: id, email }
}

/** The tables that hold local accounts: emptied, they leave a database with no one on it. */
export const accountTables = ['public.admins', 'auth.users', 'auth.setup_tokens']

/** Removes every staff page and what pages keep beside it, leaving the home page's own rows. */
export const emptyStaffPages = (db: TestDatabase) =>
  db.exec(`delete from public.staff_pages; delete from public.site_redirects;
    delete from public.page_content where path <> '/'; delete from public.page_content_drafts;
    delete from public.seo_pages where path <> '/'; delete from public.page_versions;
    delete from public.page_publication_schedules; delete from public.page_review_dates;
    delete from public.page_presence`)

/** The tables of a page's content, its draft and its versions. */
export const pageContentTables = ['public.page_versions', 'public.page_content', 'public.page_content_drafts']

/** Deletes every row of the given tables, in order. */
export const emptyTables = (db: TestDatabase, tables: string[]) =>
  db.exec(tables.map((table) => `delete from ${table};`).join(' '))

/**
 * One database for a test file (booting Postgres takes seconds): built before
 * its tests, closed after them, with `emptyBeforeEach`'s tables emptied before
 * each test. Read `db` inside tests, once `beforeAll` has run.
 */
export function databaseForFile({ emptyBeforeEach = [] as string[] } = {}) {
  const world = { db: undefined as unknown as PGlite }
  beforeAll(async () => {
    world.db = await createTestDb()
  })
  afterAll(() => world.db.close())
  if (emptyBeforeEach.length > 0) beforeEach(() => emptyTables(world.db, emptyBeforeEach))
  return world
}

/** A fresh database (migrated, unless `open` makes another) for each test of the file, closed after it. Read `db` inside tests and hooks. */
export function databaseForEachTest(open: () => Promise<PGlite> = createTestDb) {
  const world = { db: undefined as unknown as PGlite }
  beforeEach(async () => {
    world.db = await open()
  })
  afterEach(() => world.db.close())
  return world
}

/**
 * A database of the engine for the tests of one `describe` (with
 * `describe.each(engines)`, one per engine) with an admin, a signed-in account
 * that is not one, and the home page's SEO record; with `secondAdmin`, also
 * ana@example.com, an admin. `emptyBeforeEach` lists the tables (a table may
 * carry its `where`) emptied before each test, in order.
 */
export function databaseWithAccounts(
  engine: Engine,
  { secondAdmin = false, emptyBeforeEach = [] as string[] } = {},
) {
  const world = {
    db: undefined as unknown as TestDatabase,
    admin: undefined as unknown as Caller,
    staff: undefined as unknown as Caller,
    /** ana@example.com, with `secondAdmin`. */
    ana: undefined as unknown as Caller,
    /** Runs one statement as the caller, under row-level security. */
    run: (caller: Caller, sql: string, params: unknown[] = []) =>
      asCaller(world.db, caller, (tx) => tx.query<Record<string, unknown>>(sql, params)),
    /** What one SQL expression is worth, evaluated as the caller. */
    value: async <T>(caller: Caller, sql: string, params: unknown[] = []) =>
      (await world.run(caller, `select ${sql} as value`, params)).rows[0]!.value as T,
  }
  beforeAll(async () => {
    world.db = await createMigratedDb(engine)
    world.admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    world.staff = await createAccount(world.db, 'staff@example.com')
    await world.db.query(
      `insert into public.seo_pages (path, title, description, h1) values ('/', 'Inicio', 'Desc', 'H1')`,
    )
    if (secondAdmin) world.ana = await createAccount(world.db, 'ana@example.com', { admin: true })
  })
  afterAll(() => world.db.close())
  if (emptyBeforeEach.length > 0) beforeEach(() => emptyTables(world.db, emptyBeforeEach))
  return world
}
