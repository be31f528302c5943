import { appliedVersions, compareVersions } from '@/lib/db/migrate'

// The site's data as rows: the tables the business owns, and one reader of
// them all, shared by the backup, restore's report and the Supabase export.
// Nothing else of the database is data (caches, limits, setup links and
// page_presence, who had a page open, are rebuilt or forgotten).

export type SiteTable = {
  /** Schema-qualified, as it is spelled in SQL. */
  name: string
  /** Its primary key's columns. */
  key: string[]
  /** Columns naming a local account (auth.users): empty on Supabase, where those accounts do not exist. */
  accountColumns?: string[]
  /** Numbered by an identity column: Supabase numbers its own rows, so the export leaves the number out. */
  identity?: string
  /** Local accounts: restored, never exported (their password hashes are not Supabase Auth's). */
  localOnly?: true
}

/** Parents before children: rows are inserted in this order. A new table of the business's data is one more entry. */
export const siteTables = [
  { name: 'auth.users', key: ['id'], localOnly: true },
  { name: 'public.admins', key: ['user_id'], localOnly: true },
  { name: 'public.leads', key: ['id'] },
  { name: 'public.lead_notifications', key: ['lead_id'] },
  { name: 'public.lead_status_changes', key: ['id'], accountColumns: ['changed_by'], identity: 'id' },
  { name: 'public.lead_notes', key: ['id'], accountColumns: ['author_id'] },
  { name: 'public.staff_pages', key: ['path'], accountColumns: ['created_by', 'updated_by'] },
  { name: 'public.seo_pages', key: ['path'], accountColumns: ['updated_by'] },
  { name: 'public.page_content', key: ['path'], accountColumns: ['published_by'] },
  { name: 'public.page_content_drafts', key: ['path'], accountColumns: ['updated_by'] },
  { name: 'public.page_versions', key: ['id'], accountColumns: ['created_by'], identity: 'id' },
  { name: 'public.page_review_dates', key: ['path'], accountColumns: ['updated_by'] },
  { name: 'public.page_publication_schedules', key: ['path'], accountColumns: ['scheduled_by'] },
  // Each row's file travels beside the rows (backup-file.ts, the export's photo folder).
  { name: 'public.photos', key: ['id'], accountColumns: ['created_by', 'updated_by'] },
  { name: 'public.site_redirects', key: ['source'], accountColumns: ['created_by', 'updated_by'] },
  { name: 'public.missed_paths', key: ['path'] },
  // Addresses only: a restored history names people, it makes no one admin.
  { name: 'public.team_events', key: ['id'], accountColumns: ['actor_id'], identity: 'id' },
  // Search Console's figures, as staff imported them: each period before its rows.
  { name: 'public.search_periods', key: ['starts_on'], accountColumns: ['imported_by'] },
  { name: 'public.search_figures', key: ['starts_on', 'address'] },
] as const satisfies readonly SiteTable[]

export type SiteTableName = (typeof siteTables)[number]['name']
export type Row = Record<string, unknown>

export type SiteRows = {
  /** The last migration applied to the database the rows were read from. */
  schemaVersion: string
  /** Each table's rows as JSON objects, column by column, in key order. */
  tables: Partial<Record<SiteTableName, Row[]>>
}

type Queries = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> }
export type ReadableDatabase = Queries & { transaction<R>(work: (tx: Queries) => Promise<R>): Promise<R> }

/** Double-quoted, for a name that comes from this file's list. */
export const quoteName = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.')

/**
 * Every table's rows, read in one transaction, so they agree with each other
 * (no status change without its lead). On the server's PGlite instance the
 * transaction holds the database alone while it runs.
 */
export async function readSiteRows(db: ReadableDatabase): Promise<SiteRows> {
  return db.transaction(readSiteRowsIn)
}

/** Every table's rows, read in the caller's transaction (which may read more, such as the photos' files, before it ends). */
export async function readSiteRowsIn(tx: Queries): Promise<SiteRows> {
  // Times read the same whatever the session's zone, so two reads of the same rows are equal.
  await tx.query(`select set_config('TimeZone', 'UTC', true)`)
  const versions = [...(await appliedVersions(tx))].sort(compareVersions)
  const schemaVersion = versions.at(-1)
  if (!schemaVersion) throw new Error('The database has no migration recorded: it holds no site data.')
  const tables: SiteRows['tables'] = {}
  for (const table of siteTables) {
    const order = table.key.map((column) => `t.${quoteName(column)}`).join(', ')
    // The names come from the list above, never from input. json_agg keeps the columns' order.
    const { rows } = await tx.query<{ rows: string }>(
      `select coalesce(json_agg(t order by ${order}), '[]')::text as rows from ${quoteName(table.name)} t`,
    )
    tables[table.name] = JSON.parse(rows[0]!.rows) as Row[]
  }
  return { schemaVersion, tables }
}

/** The e-mails of the accounts on the admin list, as they sign in. */
export async function adminEmails(db: Queries): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `select u.email from public.admins a join auth.users u on u.id = a.user_id order by lower(u.email)`,
  )
  return rows.map((row) => row.email)
}
