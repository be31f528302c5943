/** @jest-environment node */
import { createMigratedDb } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'

// Every right the API roles a visitor or a signed-in account acts as hold, read
// from the catalogue and compared with the list of what the site uses. A new
// table is granted to every API role by Supabase's default privileges, so it
// fails here until its rights are decided (and then listed below).

const apiRoles = ['anon', 'authenticated']

/** Each table, view and sequence right, as "role schema.name RIGHT", column rights included. */
const relationRights = (db: TestDatabase) =>
  db.query<{ grant: string }>(
    `select format('%s %s.%s %s', r.role, n.nspname, c.relname, p.privilege) as grant
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join unnest($1::text[]) as r(role)
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'USAGE'])
         as p(privilege)
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        and case
              when c.relkind = 'S' then
                p.privilege in ('SELECT', 'UPDATE', 'USAGE') and has_sequence_privilege(r.role, c.oid, p.privilege)
              when c.relkind in ('r', 'p', 'v', 'm', 'f') then
                p.privilege <> 'USAGE'
                and (has_table_privilege(r.role, c.oid, p.privilege)
                     or (p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
                         and has_any_column_privilege(r.role, c.oid, p.privilege)))
              else false
            end
      order by 1`,
    [apiRoles],
  )

/** Each function the roles may execute, outside the system's schemas. */
const functionRights = (db: TestDatabase) =>
  db.query<{ grant: string }>(
    `select format('%s %s.%s', r.role, n.nspname, p.proname) as grant
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       cross join unnest($1::text[]) as r(role)
      where n.nspname not in ('pg_catalog', 'information_schema', 'auth') and n.nspname not like 'pg\\_%'
        and has_function_privilege(r.role, p.oid, 'execute')
      order by 1`,
    [apiRoles],
  )

describe.each(engines)('on %s', (engine) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createMigratedDb(engine)
  })
  afterAll(() => db.close())

  it.each([
    [
      'anon reads the SEO records and published content and nothing else; authenticated reads the inbox, saves SEO records and edits content',
      relationRights,
      [
        'anon public.page_content SELECT',
        'anon public.seo_pages SELECT',
        'authenticated public.admins SELECT',
        // The inbox's view runs as the caller (security invoker): it needs its base tables' rights.
        'authenticated public.lead_inbox_entries SELECT',
        'authenticated public.lead_notes SELECT',
        'authenticated public.lead_notifications SELECT',
        'authenticated public.lead_status_changes SELECT',
        'authenticated public.leads SELECT',
        'authenticated public.page_content INSERT',
        'authenticated public.page_content SELECT',
        'authenticated public.page_content UPDATE',
        'authenticated public.page_content_drafts DELETE',
        'authenticated public.page_content_drafts INSERT',
        'authenticated public.page_content_drafts SELECT',
        'authenticated public.page_content_drafts UPDATE',
        'authenticated public.page_versions SELECT',
        'authenticated public.seo_pages INSERT',
        'authenticated public.seo_pages SELECT',
        'authenticated public.seo_pages UPDATE',
      ],
    ],
    [
      'anon executes no function; authenticated, the admin area’s',
      functionRights,
      [
        'authenticated public.add_lead_note',
        'authenticated public.is_admin',
        'authenticated public.is_test_lead',
        'authenticated public.lead_results',
        'authenticated public.leads_inbox',
        'authenticated public.publish_page_content',
        'authenticated public.set_lead_status',
      ],
    ],
  ])('%s', async (_, rights, granted) => {
    expect((await rights(db)).rows.map((row) => row.grant)).toEqual(granted)
  })

  it('a table created later is exposed by Supabase’s default rights, so the list above catches it', async () => {
    await db.exec('create table public.added_later (id integer primary key)')
    try {
      expect((await relationRights(db)).rows.map((row) => row.grant)).toContain(
        'anon public.added_later SELECT',
      )
    } finally {
      await db.exec('drop table public.added_later')
    }
  })
})
