// What `npm run export -- --supabase FILE.sql` writes: the local database's
// leads (with their notification state, states' history and notes), SEO
// records and page content (published, drafts and versions) as plain SQL, for psql to load into a Supabase project after
// `supabase db push`. Every value is quoted by the database itself
// (quote_nullable), never by our code. Every row is inserted with
// `on conflict do nothing`, so loading the file twice adds nothing.
// Local accounts cannot move (their password hashes are not Supabase Auth's):
// references to them become null (each row keeps the e-mail it shows), and
// the admins' e-mails become pending admins (see public.pending_admins in supabase/migrations/).

type Queries = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> }

type ExportedTable = {
  name: string
  /** Columns naming a local account (auth.users), written as null. */
  accountColumns?: string[]
  /** An identity column: its values are kept, and its sequence moved past them. */
  identity?: string
}

/** The tables carried over, parents before children. A new table of the business's data is one more line. */
export const exportedTables: ExportedTable[] = [
  { name: 'public.leads' },
  { name: 'public.lead_notifications' },
  { name: 'public.lead_status_changes', accountColumns: ['changed_by'], identity: 'id' },
  { name: 'public.lead_notes', accountColumns: ['author_id'] },
  { name: 'public.seo_pages', accountColumns: ['updated_by'] },
  { name: 'public.page_content', accountColumns: ['published_by'] },
  { name: 'public.page_content_drafts', accountColumns: ['updated_by'] },
  { name: 'public.page_versions', accountColumns: ['created_by'], identity: 'id' },
]

const rowsPerInsert = 200

export type SupabaseExport = { sql: string; rows: Record<string, number>; pendingAdmins: number }

export async function exportForSupabase(db: Queries, now = new Date()): Promise<SupabaseExport> {
  const parts = [
    `-- The local backend's leads, SEO records and page content for a Supabase project, exported ${now.toISOString()}.`,
    '-- Load it after `supabase db push`, with psql -v ON_ERROR_STOP=1 -f THIS_FILE (docs/operations.md).',
    '-- Loading it again adds nothing: every row is inserted with on conflict do nothing.',
    'begin;',
    '-- No trigger runs: no notification is queued, so no lead is e-mailed again.',
    'set local session_replication_role = replica;',
  ]
  const rows: Record<string, number> = {}
  for (const table of exportedTables) {
    const { statements, count } = await tableInserts(db, table)
    rows[table.name] = count
    parts.push(`\n-- ${table.name}: ${count} rows`, ...statements)
  }
  const { statements, count: pendingAdmins } = await pendingAdminInserts(db)
  parts.push(...statements, 'commit;', '')
  return { sql: parts.join('\n'), rows, pendingAdmins }
}

async function tableInserts(db: Queries, table: ExportedTable) {
  const { rows: columns } = await db.query<{ name: string; quoted: string }>(
    `select attname as name, quote_ident(attname) as quoted from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [table.name],
  )
  const values = columns.map((column) =>
    table.accountColumns?.includes(column.name) ? `'null'` : `quote_nullable(${column.quoted})`,
  )
  // The table and column names come from the list above and the catalogue, never from input.
  const { rows } = await db.query<{ tuple: string }>(
    `select '(' || concat_ws(', ', ${values.join(', ')}) || ')' as tuple from ${table.name} order by 1`,
  )
  const head =
    `insert into ${table.name} (${columns.map((column) => column.quoted).join(', ')})` +
    (table.identity ? ' overriding system value' : '')
  const statements: string[] = []
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const tuples = rows.slice(start, start + rowsPerInsert).map((row) => row.tuple)
    statements.push(`${head} values\n  ${tuples.join(',\n  ')}\non conflict do nothing;`)
  }
  if (table.identity)
    statements.push(
      `select setval(pg_get_serial_sequence('${table.name}', '${table.identity}'), ` +
        `coalesce(max(${table.identity}), 0) + 1, false) from ${table.name};`,
    )
  return { statements, count: rows.length }
}

/** The admins' e-mails, pending until their owners sign up on Supabase (or admitted now if they already have). */
async function pendingAdminInserts(db: Queries) {
  const { rows } = await db.query<{ email: string }>(
    'select distinct quote_literal(lower(email)) as email from public.admins order by 1',
  )
  if (rows.length === 0) return { statements: [], count: 0 }
  return {
    count: rows.length,
    statements: [
      `\n-- The local admins, as pending admins: each becomes admin once signed up with the e-mail confirmed.`,
      `insert into public.pending_admins (email)
  select email from (values ${rows.map((row) => `(${row.email})`).join(', ')}) as carried (email)
   where not exists (select from public.admins where lower(admins.email) = carried.email)
on conflict do nothing;`,
      `-- Those who already have a confirmed account here become admins now.
with admitted as (
  delete from public.pending_admins using auth.users
   where pending_admins.email = lower(users.email) and users.email_confirmed_at is not null
  returning users.id, users.email
)
insert into public.admins (user_id, email) select id, email from admitted on conflict (user_id) do nothing;`,
    ],
  }
}
