import { printableAddress } from '@/lib/auth/printable-address'
import { photoFileName } from './photo-files'
import {
  adminEmails,
  quoteName,
  readSiteRows,
  siteTables,
  type ReadableDatabase,
  type Row,
} from './site-rows'

// What `npm run export -- --supabase FILE.sql` writes: the site's rows (read
// by site-rows.ts, from the live local database or a backup's) as SQL for
// psql to load into a Supabase project after `supabase db push`.
//
// - No visitor text stands in the SQL as a literal: each batch of rows is
//   base64 of its JSON, decoded by the database and read by
//   jsonb_populate_recordset. The file is pure ASCII, so no client encoding
//   can cut it, and it sets UTF8 first anyway.
// - Loading it twice adds nothing. A row whose key Supabase already holds
//   with other contents is left as Supabase has it and named in a warning,
//   with their count at the end.
// - Rows numbered by an identity (versions, state changes) go in without
//   their local number, so Supabase numbers them after its own; one equal in
//   every other column is already there and is skipped.
// - A check added NOT VALID is set aside for the load and added back as it
//   was, so a row stored before it moves too.
// - Local accounts cannot move (their password hashes are not Supabase
//   Auth's): references to them become null (each row keeps the e-mail it
//   shows), and the former admins are listed, to be invited.
// - The photos' files do not go in the SQL: `photoFiles` names those of the
//   rows it carries, which the export writes into a folder beside it for
//   the upload to Storage (supabase-photos.ts).

const rowsPerStatement = 1000
const identifier = /^[a-z_][a-z0-9_]*$/

export type SupabaseExport = {
  sql: string
  rows: Record<string, number>
  admins: string[]
  /** The file of each photo row it carries (`<id>.webp`). */
  photoFiles: string[]
}

export async function exportForSupabase(db: ReadableDatabase, now = new Date()): Promise<SupabaseExport> {
  const { tables } = await readSiteRows(db)
  const admins = await adminEmails(db)
  const parts = [
    `set client_encoding = 'UTF8';`,
    `-- The local backend's leads, SEO records and page content for a Supabase project, exported ${now.toISOString()}.`,
    '-- Load it after `supabase db push`, with psql -v ON_ERROR_STOP=1 -f THIS_FILE (docs/operations.md).',
    '-- Loading it again adds nothing. A row whose key Supabase already holds with other contents stays as',
    '-- Supabase has it, and the load names it in a warning.',
    admins.length > 0
      ? '-- Local accounts cannot move. The former local admins, to invite (npm run admin -- invite EMAIL):'
      : '-- Local accounts cannot move. There were no local admins.',
    // Escaped to printable ASCII, so a comment stays one comment whatever an address holds.
    ...admins.map((email) => `--   ${printableAddress(email)}`),
    'begin;',
    '-- No trigger runs: no notification is queued, so no lead is e-mailed again.',
    'set local session_replication_role = replica;',
    'create temporary table export_left_as_is (table_name text not null, row_key text not null) on commit drop;',
    setAsideUnvalidatedChecks(),
  ]
  const counts: Record<string, number> = {}
  for (const table of siteTables) {
    if ('localOnly' in table) continue
    const rows = tables[table.name] ?? []
    counts[table.name] = rows.length
    parts.push(`\n-- ${table.name}: ${rows.length} rows`)
    for (let start = 0; start < rows.length; start += rowsPerStatement)
      parts.push(insertStatement(table, rows.slice(start, start + rowsPerStatement)))
  }
  parts.push(
    `
do $$
declare
  kept record;
  total integer;
begin
  for kept in select table_name, row_key from pg_temp.export_left_as_is order by 1, 2 loop
    raise warning 'Left as Supabase has it (its row differs from the exported one): % %', kept.table_name, kept.row_key;
  end loop;
  select count(*) into total from pg_temp.export_left_as_is;
  if total > 0 then
    raise warning '% rows were left as Supabase has them.', total;
  else
    raise notice '0 rows were left as Supabase has them.';
  end if;
end
$$;`,
    restoreUnvalidatedChecks,
    'commit;',
    '',
  )
  const sql = parts.join('\n')
  // Nothing above may carry a byte a client encoding could read otherwise.
  if (!/^[\n\x20-\x7e]*$/.test(sql)) throw new Error('The export holds text outside ASCII: not written.')
  const photoFiles = (tables['public.photos'] ?? []).map((row) => photoFileName(String(row.id)))
  return { sql, rows: counts, admins, photoFiles }
}

/**
 * A check added NOT VALID never judged the rows stored before it, here or
 * locally, and the export may carry such rows: each is dropped for the load
 * and added back as it was (NOT VALID). Names and definitions come from the
 * project's own catalogue when the file is loaded.
 */
function setAsideUnvalidatedChecks() {
  const tables = siteTables.filter((table) => !('localOnly' in table)).map((table) => `'${table.name}'`)
  return `create temporary table export_unvalidated_checks on commit drop as
  select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint
   where contype = 'c' and not convalidated and conrelid = any (array[${tables.join(', ')}]::regclass[]);
do $$
declare
  checked record;
begin
  for checked in select * from pg_temp.export_unvalidated_checks loop
    execute format('alter table %s drop constraint %I', checked.table_name, checked.conname);
  end loop;
end
$$;`
}

const restoreUnvalidatedChecks = `do $$
declare
  checked record;
begin
  for checked in select * from pg_temp.export_unvalidated_checks loop
    execute format('alter table %s add constraint %I %s', checked.table_name, checked.conname, checked.definition);
  end loop;
end
$$;`

type ExportedTable = {
  name: string
  key: readonly string[]
  accountColumns?: readonly string[]
  identity?: string
}

/** Base64 of the rows' JSON, in lines of 76, decoded to jsonb by the database. */
function encodedRows(rows: Row[]) {
  const base64 = Buffer.from(JSON.stringify(rows), 'utf8').toString('base64')
  const lines = base64.match(/.{1,76}/g) ?? []
  return `convert_from(decode('\n${lines.join('\n')}\n', 'base64'), 'UTF8')::jsonb`
}

function insertStatement(table: ExportedTable, batch: Row[]): string {
  const accounts = new Set(table.accountColumns ?? [])
  const rows = batch.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [column, accounts.has(column) ? null : value]),
    ),
  )
  // The names are the columns the reader found in our own database's rows.
  const columns = Object.keys(rows[0]!)
  if (!columns.every((column) => identifier.test(column)))
    throw new Error(`Unexpected column in ${table.name}`)
  const name = quoteName(table.name)
  const source = `jsonb_populate_recordset(null::${name}, ${encodedRows(rows)})`
  const compared = columns.filter((column) => !accounts.has(column) && column !== table.identity)
  const tuple = (alias: string) => `(${compared.map((column) => `${alias}.${quoteName(column)}`).join(', ')})`

  if (table.identity) {
    const inserted = columns.filter((column) => column !== table.identity)
    const list = inserted.map(quoteName).join(', ')
    return `insert into ${name} (${list})
select ${inserted.map((column) => `incoming.${quoteName(column)}`).join(', ')}
  from ${source} with ordinality as incoming
 where not exists (select from ${name} existing where ${tuple('existing')} is not distinct from ${tuple('incoming')})
 order by incoming.ordinality;`
  }

  const join = table.key
    .map((column) => `existing.${quoteName(column)} = incoming.${quoteName(column)}`)
    .join(' and ')
  const key = table.key
    .map((column) => `'${column}=' || incoming.${quoteName(column)}::text`)
    .join(" || ', ' || ")
  const list = columns.map(quoteName).join(', ')
  return `with incoming as (select * from ${source}),
differing as (
  insert into pg_temp.export_left_as_is
  select '${table.name}', ${key} from incoming join ${name} existing on ${join}
   where ${tuple('existing')} is distinct from ${tuple('incoming')}
)
insert into ${name} (${list}) select ${list} from incoming on conflict do nothing;`
}
