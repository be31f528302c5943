/** @jest-environment node */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { PGlite } from '@electric-sql/pglite'
import { exportedTables, exportForSupabase } from '@/lib/backup/supabase-export'
import { createLocalBackend } from '@/lib/data/local/backend'
import { asCaller } from '@/lib/data/local/roles'
import { migrate } from '@/lib/db/migrate'
import { createAccount, createTestDb } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { campaignSource, sampleLead } from '../support/leads'
import { createNamedPostgresDatabase, serverAddress } from '../support/postgres/database'

// The move to Supabase: the export of a local database, loaded with psql into
// Debian's PostgreSQL 15 after the project's migrations and the roles shim
// (what `supabase db push` leaves), holds the same rows as the source, local
// accounts' references aside; its admins wait as pending admins; loading it
// a second time changes nothing.

const runPsql = promisify(execFile)

let source: PGlite
let target: TestDatabase
let targetName: string
let folder: string
let exportFile: string
let exported: Awaited<ReturnType<typeof exportForSupabase>>

/** A table's rows as JSON, in a fixed order, without the columns that name local accounts. */
async function rowsOf(db: Pick<TestDatabase, 'query'>, table: (typeof exportedTables)[number]) {
  const dropped = (table.accountColumns ?? []).map((column) => ` - '${column}'`).join('')
  // The names are the export's own list, never input.
  const { rows } = await db.query<{ row: string }>(
    `select (to_jsonb(t)${dropped})::text as row from ${table.name} t order by 1`,
  )
  return rows.map((row) => JSON.parse(row.row) as Record<string, unknown>)
}

/** Every table the export writes, and the admin lists, as they stand. */
async function everything(db: Pick<TestDatabase, 'query'>) {
  const state: Record<string, unknown> = {}
  for (const table of exportedTables) state[table.name] = await rowsOf(db, table)
  for (const table of ['public.pending_admins', 'public.admins'])
    state[table] = (await db.query(`select email from ${table} order by email`)).rows
  state.nextStatusChangeId = (
    await db.query(`select nextval(pg_get_serial_sequence('public.lead_status_changes', 'id'))::int as id`)
  ).rows
  return state
}

async function load() {
  const { host, port, user } = serverAddress()
  await runPsql('psql', [
    '-h',
    host,
    '-p',
    String(port),
    '-U',
    user,
    '-d',
    targetName,
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-f',
    exportFile,
  ])
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'supabase-export-'))
  source = await createTestDb()
  await source.exec(`set timezone to 'UTC'`)
  const admin = await createAccount(source, 'Gerencia@Example.com', { admin: true })
  await createAccount(source, 'tecnico@example.com', { admin: true })
  await createAccount(source, 'staff@example.com')
  const leads = createLocalBackend(async () => source).leads
  const tricky = sampleLead({
    name: `O'Brien "Ñandú" \\ 😀`,
    company: `Solar'); drop table leads; --`,
    message: `Línea 1\nLínea 2 con 'comillas' y \\barra\\ y $$dólares$$`,
    phone: '+34 611 222 333',
    source: campaignSource,
  })
  await leads.insert(tricky)
  for (let index = 0; index < 450; index += 1) await leads.insert(sampleLead({ name: `Cliente ${index}` }))
  await asCaller(source, admin, async (tx) => {
    await tx.query(`select public.set_lead_status($1, 'contacted')`, [tricky.id])
    await tx.query(`select public.set_lead_status($1, 'quote_sent')`, [tricky.id])
    await tx.query(`select public.add_lead_note($1, $2)`, [tricky.id, `Llamar el lunes; dice "ok" y 'vale'`])
  })
  await source.query(
    `insert into public.seo_pages (path, title, description, h1, h2_secondary, keywords, faqs, additional_schema, updated_by)
     values ('/', 'Inicio', 'Placas "solares" en Cieza', 'H1', array['Uno', 'Dos, "tres"'], array['placas'],
             '[{"question": "¿Cuánto?", "answer": "Depende d''el tejado"}]', '{"@type": "Service"}', $1)`,
    [admin.userId],
  )
  // Page content: one page published (a version), then a new draft of it.
  await asCaller(source, admin, async (tx) => {
    const draft = `insert into public.page_content_drafts (path, content, review_before, updated_by)
                   values ('/ayudas-placas-solares', $1, '2027-03-31', $2)`
    await tx.query(draft, [{ hero: { subtitle: `Ayudas de 2026, "al día"` } }, admin.userId])
    await tx.query(`select public.publish_page_content('/ayudas-placas-solares')`)
    await tx.query(draft, [{ hero: { subtitle: 'Borrador de 2027' } }, admin.userId])
  })

  const named = await createNamedPostgresDatabase()
  target = named.db
  targetName = named.name
  await migrate(target)
  // Supabase's auth.users has it; the shim's copy does not.
  await target.exec(`alter table auth.users add column email_confirmed_at timestamptz; set timezone to 'UTC'`)

  exported = await exportForSupabase(source)
  exportFile = path.join(folder, 'export.sql')
  writeFileSync(exportFile, exported.sql)
  await load()
}, 180_000)
afterAll(async () => {
  await source.close()
  await target.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('the export to Supabase, loaded with psql into PostgreSQL 15', () => {
  it('carries every lead, notification state, state change, note, SEO record and page content, with the same contents', async () => {
    expect(exported.rows).toEqual({
      'public.leads': 451,
      'public.lead_notifications': 451,
      'public.lead_status_changes': 2,
      'public.lead_notes': 1,
      'public.seo_pages': 1,
      'public.page_content': 1,
      'public.page_content_drafts': 1,
      // The SEO save and the publish.
      'public.page_versions': 2,
    })
    for (const table of exportedTables)
      expect(await rowsOf(target, table)).toEqual(await rowsOf(source, table))
    const { rows } = await target.query<{ name: string; company: string; message: string }>(
      `select name, company, message from public.leads where company like 'Solar%'`,
    )
    expect(rows).toEqual([
      {
        name: `O'Brien "Ñandú" \\ 😀`,
        company: `Solar'); drop table leads; --`,
        message: `Línea 1\nLínea 2 con 'comillas' y \\barra\\ y $$dólares$$`,
      },
    ])
  })

  it('drops the references to local accounts, keeping the e-mails shown beside them', async () => {
    const { rows } = await target.query(
      `select changed_by, changed_by_email from public.lead_status_changes
       union all select author_id, author_email from public.lead_notes
       union all select updated_by, null from public.seo_pages
       union all select published_by, null from public.page_content
       union all select updated_by, null from public.page_content_drafts
       union all (select created_by, created_by_email from public.page_versions order by id)`,
    )
    expect(rows).toEqual([
      { changed_by: null, changed_by_email: 'Gerencia@Example.com' },
      { changed_by: null, changed_by_email: 'Gerencia@Example.com' },
      { changed_by: null, changed_by_email: 'Gerencia@Example.com' },
      { changed_by: null, changed_by_email: null },
      { changed_by: null, changed_by_email: null },
      { changed_by: null, changed_by_email: null },
      { changed_by: null, changed_by_email: null },
      { changed_by: null, changed_by_email: 'Gerencia@Example.com' },
    ])
  })

  it('carries the admins as pending admins, and makes admin only their owners once confirmed', async () => {
    expect((await target.query('select email from public.pending_admins order by email')).rows).toEqual([
      { email: 'gerencia@example.com' },
      { email: 'tecnico@example.com' },
    ])
    expect((await target.query('select 1 from auth.users')).rows).toEqual([])
    await target.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at) values
         ('staff@example.com', 'x', now()), ('gerencia@example.com', 'x', now())`,
    )
    expect((await target.query('select email from public.admins')).rows).toEqual([
      { email: 'gerencia@example.com' },
    ])
  })

  it('changes nothing when loaded a second time', async () => {
    const before = await everything(target)
    await load()
    expect(await everything(target)).toEqual(before)
  })

  it('leaves a new state change numbered after the carried ones', async () => {
    const { rows } = await target.query<{ id: number }>(
      `insert into public.lead_status_changes (lead_id, from_status, to_status)
       select id, 'new', 'contacted' from public.leads limit 1 returning id::int`,
    )
    expect(rows[0]!.id).toBeGreaterThan(2)
  })
})
