import { migrate } from '@/lib/db/migrate'
import { buildPreSquashDatabase, createMigratedDb } from '../support/database'
import { createEmptyDatabase, engines, type SqlQueries, type TestDatabase } from '../support/engines'

// Every right the API roles hold, read from the catalogue and compared with
// the list of what the site, its scripts, the local backend and the edge
// functions use. PUBLIC is listed as a role of its own: every API role holds
// what PUBLIC holds. Supabase grants nothing by default any more (and the
// local shim imitates that), so an object the migrations do not grant by name
// is in nobody's reach; one they grant shows here and must be listed.

/** The three API roles, and PUBLIC, whose rights each of them has. */
const roles = ['anon', 'authenticated', 'service_role', 'public']

/** Each table, view and sequence right, as "role schema.name RIGHT", column rights included. */
const relationRights = (db: SqlQueries) =>
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
    [roles],
  )

/**
 * Each function a role may execute, in every schema but the system's and
 * auth (Supabase's own, which the shim imitates: auth.uid() and the like).
 */
const functionRights = (db: SqlQueries) =>
  db.query<{ grant: string }>(
    `select format('%s %s.%s', r.role, n.nspname, p.proname) as grant
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       cross join unnest($1::text[]) as r(role)
      where n.nspname not in ('pg_catalog', 'information_schema', 'auth') and n.nspname not like 'pg\\_%'
        and has_function_privilege(r.role, p.oid, 'execute')
      order by 1`,
    [roles],
  )

/** Every access list of the schemas the migrations own, each sorted, default privileges included. */
const accessLists = (db: SqlQueries) =>
  db.query<{ object: string; acl: string[] | null }>(
    `with owned as (select oid, nspname from pg_namespace where nspname in ('public', 'private'))
     select format('schema %s', o.nspname) as object,
            (select array_agg(a::text order by a::text) from unnest(n.nspacl) a) as acl
       from owned o join pg_namespace n on n.oid = o.oid
     union all
     select format('relation %s.%s', o.nspname, c.relname),
            (select array_agg(a::text order by a::text) from unnest(c.relacl) a)
       from pg_class c join owned o on o.oid = c.relnamespace
     union all
     select format('column %s.%s.%s', o.nspname, c.relname, t.attname),
            (select array_agg(a::text order by a::text) from unnest(t.attacl) a)
       from pg_attribute t join pg_class c on c.oid = t.attrelid join owned o on o.oid = c.relnamespace
      where t.attacl is not null
     union all
     select format('function %s.%s', o.nspname, p.oid::regprocedure),
            (select array_agg(a::text order by a::text) from unnest(p.proacl) a)
       from pg_proc p join owned o on o.oid = p.pronamespace
     union all
     select format('default %s %s in %s', d.defaclrole::regrole, d.defaclobjtype,
                   coalesce((select nspname from pg_namespace where oid = d.defaclnamespace), 'every schema')),
            (select array_agg(a::text order by a::text) from unnest(d.defaclacl) a)
       from pg_default_acl d
      order by 1`,
  )

const grants = async (rows: Promise<{ rows: { grant: string }[] }>) =>
  (await rows).rows.map((row) => row.grant)

describe.each(engines)('on %s', (engine) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createMigratedDb(engine)
  })
  afterAll(() => db.close())

  it('gives each API role the tables, views and sequences it uses, with the commands it uses, and PUBLIC nothing', async () => {
    expect(await grants(relationRights(db))).toEqual([
      // The public pages and the build.
      'anon public.page_content SELECT',
      'anon public.seo_pages SELECT',
      // Published staff pages only (row-level security).
      'anon public.staff_pages SELECT',
      // The admin area (row-level security then lets only admins past their own admins entry).
      'authenticated public.admins SELECT',
      // The inbox's view runs as the caller (security invoker): it needs its base tables' rights.
      'authenticated public.lead_inbox_entries SELECT',
      'authenticated public.lead_notes SELECT',
      'authenticated public.lead_notifications SELECT',
      'authenticated public.lead_status_changes SELECT',
      'authenticated public.leads SELECT',
      // The addresses that fail: listed, taken off the list by a saved redirect, ignored (that column only).
      'authenticated public.missed_paths DELETE',
      'authenticated public.missed_paths SELECT',
      'authenticated public.missed_paths UPDATE',
      'authenticated public.page_content INSERT',
      'authenticated public.page_content SELECT',
      'authenticated public.page_content UPDATE',
      'authenticated public.page_content_drafts DELETE',
      'authenticated public.page_content_drafts INSERT',
      'authenticated public.page_content_drafts SELECT',
      'authenticated public.page_content_drafts UPDATE',
      // Who else is editing a page (the editor's heartbeat).
      'authenticated public.page_presence INSERT',
      'authenticated public.page_presence SELECT',
      'authenticated public.page_presence UPDATE',
      'authenticated public.page_publication_schedules SELECT',
      'authenticated public.page_review_dates SELECT',
      'authenticated public.page_versions SELECT',
      // The photo library: a photo's details and size added (who and when are the defaults'); edits go through functions.
      'authenticated public.photos INSERT',
      'authenticated public.photos SELECT',
      // Search Console's figures, imported (and replaced) through import_search_period, which runs as the admin.
      'authenticated public.search_figures DELETE',
      'authenticated public.search_figures INSERT',
      'authenticated public.search_figures SELECT',
      'authenticated public.search_periods DELETE',
      'authenticated public.search_periods INSERT',
      'authenticated public.search_periods SELECT',
      'authenticated public.seo_pages INSERT',
      'authenticated public.seo_pages SELECT',
      'authenticated public.seo_pages UPDATE',
      // Staff redirects, through save_site_redirect and delete_site_redirect (which run as the admin).
      'authenticated public.site_redirects DELETE',
      'authenticated public.site_redirects INSERT',
      'authenticated public.site_redirects SELECT',
      'authenticated public.site_redirects UPDATE',
      // Admins write staff pages through their functions alone.
      'authenticated public.staff_pages SELECT',
      // 'Historial del equipo': read by admins (row-level security); written by the team's functions alone.
      'authenticated public.team_events SELECT',
      // The site's server: `npm run admin` (insert ... on conflict do nothing returning user_id), new leads.
      'service_role public.admins INSERT',
      'service_role public.admins SELECT',
      'service_role public.leads INSERT',
      // The catch-all route: counting a 404 (record_missed_path runs as the server) and reading a redirect.
      'service_role public.missed_paths DELETE',
      'service_role public.missed_paths INSERT',
      'service_role public.missed_paths SELECT',
      'service_role public.missed_paths UPDATE',
      'service_role public.site_redirects SELECT',
      // Counting a redirect's answers (record_redirect_hit): its count and last use only.
      'service_role public.site_redirects UPDATE',
    ])
  })

  it('lets anon execute no function, authenticated the admin area’s, service_role the server’s and the edge functions’, PUBLIC none', async () => {
    expect(await grants(functionRights(db))).toEqual([
      'authenticated public.add_lead_note',
      'authenticated public.cancel_page_publication',
      'authenticated public.create_staff_page',
      'authenticated public.delete_photo',
      'authenticated public.delete_site_redirect',
      'authenticated public.delete_staff_page',
      'authenticated public.discard_page_draft',
      'authenticated public.import_search_period',
      'authenticated public.is_admin',
      'authenticated public.is_test_lead',
      'authenticated public.lead_notes_of',
      'authenticated public.lead_results',
      'authenticated public.leads_inbox',
      'authenticated public.mark_page_editing',
      'authenticated public.missed_paths_list',
      'authenticated public.page_content_state',
      'authenticated public.page_editors',
      'authenticated public.page_publication_schedules',
      'authenticated public.page_review_dates_by_path',
      'authenticated public.photo_content_uses',
      'authenticated public.photo_library',
      'authenticated public.photo_uses',
      'authenticated public.publish_page_content',
      'authenticated public.publish_page_draft',
      'authenticated public.record_team_invitation',
      'authenticated public.remove_team_member',
      'authenticated public.rename_staff_page',
      'authenticated public.restore_site_redirect',
      'authenticated public.save_page_draft',
      'authenticated public.save_page_seo_draft',
      'authenticated public.save_site_redirect',
      'authenticated public.schedule_page_publication',
      'authenticated public.search_overview',
      'authenticated public.set_lead_status',
      'authenticated public.set_missed_path_ignored',
      'authenticated public.set_page_review_date',
      'authenticated public.site_redirect_state',
      'authenticated public.site_redirects_list',
      'authenticated public.team_members',
      'authenticated public.unpublish_staff_page',
      'authenticated public.update_photo_details',
      // Its second form, with the focal point.
      'authenticated public.update_photo_details',
      'service_role public.begin_sign_in_attempt',
      'service_role public.claim_lead_notifications',
      // The scheduler's redraw of the calculator page once an aid has ended.
      'service_role public.claim_page_regeneration',
      'service_role public.clear_sign_in_failures',
      // The scheduler's run: the drafts due, then the job holding back what the site names.
      'service_role public.due_page_publications',
      'service_role public.end_sign_in_attempt',
      'service_role public.mark_lead_notification_failed',
      'service_role public.mark_lead_notification_logged',
      'service_role public.mark_lead_notification_sent',
      'service_role public.missed_path_kind',
      // Public pages crop their photos around these.
      'service_role public.photo_focal_points',
      'service_role public.publish_due_pages',
      'service_role public.publish_due_pages_holding',
      'service_role public.read_reviews_cache',
      'service_role public.record_missed_path',
      // Its second form, with the page that linked to the path.
      'service_role public.record_missed_path',
      'service_role public.record_redirect_hit',
      'service_role public.site_redirect_from',
      'service_role public.store_reviews_cache',
      'service_role public.take_request_slot',
    ])
  })

  it('keeps the private schema out of every API role’s reach', async () => {
    const { rows } = await db.query<{ role: string; usage: boolean }>(
      `select role, has_schema_privilege(role, 'private', 'usage') as usage from unnest($1::text[]) as role`,
      [roles],
    )
    expect(rows.filter((row) => row.usage)).toEqual([])
  })

  it('grants a table or function created later to no API role: Supabase’s default now, which the shim imitates', async () => {
    await db.exec(`create table public.added_later (id integer primary key);
      create function public.added_later_count() returns bigint language sql as 'select count(*) from public.added_later'`)
    try {
      expect((await grants(relationRights(db))).filter((grant) => grant.includes('added_later'))).toEqual([])
      expect((await grants(functionRights(db))).filter((grant) => grant.includes('added_later'))).toEqual([])
    } finally {
      await db.exec('drop function public.added_later_count(); drop table public.added_later')
    }
  })

  it('leaves a database made under Supabase’s old default (every right to every API role) with the same rights as a new one', async () => {
    const old = await createEmptyDatabase(engine)
    try {
      // The baseline as it ran before the change, under the shim of the time.
      await buildPreSquashDatabase(old)
      // What the old default left: the baseline took back anon's and authenticated's extra rights, not service_role's.
      expect(await grants(relationRights(old))).toContain('service_role public.lead_notifications SELECT')

      await migrate(old)
      expect((await accessLists(old)).rows).toEqual((await accessLists(db)).rows)
      expect(await grants(relationRights(old))).toEqual(await grants(relationRights(db)))
      expect(await grants(functionRights(old))).toEqual(await grants(functionRights(db)))
    } finally {
      await old.close()
    }
  })
})
