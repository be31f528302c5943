import type { PGlite } from '@electric-sql/pglite'
import { compareVersions, migrate, migrationVersions, type MigratableDatabase } from '@/lib/db/migrate'
import { openPGlite } from '@/lib/db/open-database'
import { quoteName, siteTables, type Row, type SiteRows } from './site-rows'

// Builds the site's database from rows (a backup's): on a FRESH database,
// this code's migrations up to the rows' schema version, the rows inserted
// with parameters, then the migrations after it, so a backup of an older
// release comes up to this one the way a live database would. Table and
// column names come from site-rows.ts and the database's own catalogue; a
// name in the rows that the catalogue lacks is refused. Every row goes
// through its column's type and the table's checks and foreign keys.

export class RowsRefused extends Error {}

const rowsPerStatement = 2000

type Column = { name: string; quoted: string; identity: boolean; generated: boolean }

export async function insertSiteRows(
  db: MigratableDatabase,
  rows: SiteRows,
  { migrationsDir }: { migrationsDir?: string } = {},
): Promise<void> {
  await checkSchemaVersion(rows.schemaVersion, migrationsDir)
  await migrate(db, { upTo: rows.schemaVersion, migrationsDir })
  await db.transaction(async (tx) => {
    for (const table of siteTables) {
      const tableRows = rows.tables[table.name]
      if (tableRows?.length) await insertTable(tx, table.name, tableRows, rows.schemaVersion)
    }
  })
  await migrate(db, { migrationsDir })
}

/**
 * A database in memory (no folder) built from the rows: what the export reads
 * a backup through. `openEmpty` opens the new, empty database: PGlite runs
 * initdb (the tests load one it made).
 */
export async function databaseOfRows(
  rows: SiteRows,
  openEmpty: () => Promise<PGlite> = openPGlite,
): Promise<PGlite> {
  const db = await openEmpty()
  try {
    await insertSiteRows(db, rows)
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

/** Refuses rows of a schema this release cannot build: newer than its migrations, or older than the first. */
export async function checkSchemaVersion(schemaVersion: string, migrationsDir?: string): Promise<void> {
  const versions = await migrationVersions(migrationsDir)
  const newest = versions.at(-1)!
  if (compareVersions(schemaVersion, newest) > 0)
    throw new RowsRefused(
      `Its data is at schema version ${schemaVersion}, made by a newer release; this one knows up to ${newest}.`,
    )
  if (compareVersions(schemaVersion, versions[0]!) < 0)
    throw new RowsRefused(
      `Its data is at schema version ${schemaVersion}, older than this release's first migration (${versions[0]}).`,
    )
}

type Queries = Parameters<Parameters<MigratableDatabase['transaction']>[0]>[0]

async function insertTable(tx: Queries, table: string, rows: Row[], version: string) {
  const { rows: catalogue } = await tx.query<Column>(
    `select attname as name, quote_ident(attname) as quoted, attidentity <> '' as identity,
            attgenerated <> '' as generated
       from pg_attribute where attrelid = to_regclass($1) and attnum > 0 and not attisdropped order by attnum`,
    [table],
  )
  if (catalogue.length === 0)
    throw new RowsRefused(
      `It holds rows of ${table}, a table this release does not have at schema version ${version}.`,
    )
  const byName = new Map(catalogue.map((column) => [column.name, column]))
  const named = new Set(rows.flatMap((row) => Object.keys(row)))
  const unknown = [...named].find((name) => !byName.has(name))
  if (unknown !== undefined)
    throw new RowsRefused(`Its ${table} has a column this release does not have: ${JSON.stringify(unknown)}.`)
  // Columns the rows leave out take their defaults; generated ones are computed again.
  const columns = catalogue.filter((column) => named.has(column.name) && !column.generated)
  const list = columns.map((column) => column.quoted).join(', ')
  const overriding = columns.some((column) => column.identity) ? ' overriding system value' : ''
  try {
    // No trigger runs for restored rows: no notification is queued, no version written.
    // Foreign keys and checks still hold (they are not user triggers).
    await tx.query(`alter table ${quoteName(table)} disable trigger user`)
    const unvalidated = await setAsideUnvalidatedChecks(tx, table)
    for (let start = 0; start < rows.length; start += rowsPerStatement)
      await tx.query(
        `insert into ${quoteName(table)} (${list})${overriding}
         select ${list} from jsonb_populate_recordset(null::${quoteName(table)}, $1::jsonb)`,
        [JSON.stringify(rows.slice(start, start + rowsPerStatement))],
      )
    for (const check of unvalidated)
      await tx.query(`alter table ${quoteName(table)} add constraint ${check.quoted} ${check.definition}`)
    await tx.query(`alter table ${quoteName(table)} enable trigger user`)
    // New rows are numbered after the restored ones.
    for (const column of columns.filter((candidate) => candidate.identity))
      await tx.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${column.quoted}), 0) + 1, false)
           from ${quoteName(table)}`,
        [table, column.name],
      )
  } catch (error) {
    throw new RowsRefused(`A row of its ${table} does not fit the table (${(error as Error).message}).`)
  }
}

/**
 * A check added NOT VALID never judged the rows stored before it, and the
 * backup may hold such rows: it is dropped for the insert and added back as it
 * was (NOT VALID), so the restored table is what the backed-up one was. Its
 * name and definition come from the fresh database's catalogue.
 */
async function setAsideUnvalidatedChecks(tx: Queries, table: string) {
  const { rows: checks } = await tx.query<{ quoted: string; definition: string }>(
    `select quote_ident(conname) as quoted, pg_get_constraintdef(oid) as definition
       from pg_constraint where conrelid = to_regclass($1) and contype = 'c' and not convalidated`,
    [table],
  )
  for (const check of checks)
    await tx.query(`alter table ${quoteName(table)} drop constraint ${check.quoted}`)
  return checks
}
