-- Every right of the API roles (anon, authenticated, service_role) granted
-- here, by name, and nothing left to defaults.
--
-- Supabase no longer grants new tables, views, sequences and functions of
-- public to the API roles (new projects since 30 May 2026, every project's
-- new objects since 30 October 2026). A project made before that holds the
-- old automatic grants on the baseline's objects, a newer one does not:
-- revoking everything first, then granting the list below, leaves both with
-- the same rights. The list is what the site, its scripts, the local backend
-- (which runs its queries as these roles) and the edge functions use;
-- tests/db/table-grants.test.ts checks it from the catalogue.
--
-- Also: nothing makes an account admin because an address was confirmed.
-- pending_admins and its trigger let whoever signed up first with a pending
-- address (and chose the password) become admin once the real owner clicked
-- the confirmation link. Admins come by invitation or by the admin script.


-- 1. No admin by confirmed e-mail. ------------------------------------------------

drop trigger if exists admit_pending_admin on auth.users;
drop function if exists public.admit_pending_admin();
drop table if exists public.pending_admins;


-- 2. Nothing by default. -----------------------------------------------------------

-- PUBLIC too: Postgres lets PUBLIC execute every new function, and the API
-- roles are part of PUBLIC.
revoke all on all tables in schema public, private from public, anon, authenticated, service_role;
revoke all on all sequences in schema public, private from public, anon, authenticated, service_role;
revoke all on all functions in schema public, private from public, anon, authenticated, service_role;
revoke all on schema private from public, anon, authenticated, service_role;

-- Objects the migrations create later get no right either: a project made
-- before the change still has default privileges granting them to the API
-- roles (the migrating role's own can be dropped here), and Postgres lets
-- PUBLIC execute every new function unless told otherwise for the creating
-- role, in every schema at once (a schema's default privileges can only add
-- to that). So each later migration grants what it adds, by name, and
-- nothing is exposed until it does.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges revoke execute on functions from public;


-- 3. Tables and views. ---------------------------------------------------------------

-- Visitors (the public pages and the build): SEO records and published content.
grant select on public.seo_pages, public.page_content to anon;

-- Signed-in accounts (the admin area; row-level security lets only admins
-- past the first line). Each reads its own admins entry (the session's admin
-- check); admins save SEO records and publish content (insert ... on conflict
-- update ... returning), keep drafts, and read the inbox, whose view runs as
-- the caller and so needs its base tables too. Leads change only through
-- set_lead_status and add_lead_note.
grant select on public.admins, public.leads, public.lead_notifications, public.lead_inbox_entries,
                 public.lead_status_changes, public.lead_notes, public.page_versions to authenticated;
grant select, insert, update on public.seo_pages, public.page_content to authenticated;
grant select, insert, update, delete on public.page_content_drafts to authenticated;

-- The site's server and scripts (the secret key): a new lead (inserted
-- without reading it back), and the admin list, which `npm run admin` writes
-- (insert ... on conflict (user_id) do nothing returning user_id). The
-- notifications, limits and reviews cache it reaches only through the
-- functions below, which run as their owner.
grant insert on public.leads to service_role;
grant select, insert on public.admins to service_role;

-- The identity sequences (lead_status_changes, page_versions) are used only
-- inside functions and triggers that run as their owner: no role gets them.


-- 4. Functions. ------------------------------------------------------------------------

-- The admin area: the admin check (in policies too), the inbox and its
-- results (both run as the caller, so is_test_lead too), the pipeline's two
-- writes, publishing.
grant execute on function public.is_admin(),
  public.is_test_lead(text),
  public.leads_inbox(text, text, text, integer, integer, boolean),
  public.lead_results(),
  public.set_lead_status(uuid, public.lead_status),
  public.add_lead_note(uuid, text),
  public.publish_page_content(text)
  to authenticated;

-- The server (the limits), the notification delivery (the site's server
-- locally, send-contact-notification on Supabase) and fetch-google-reviews.
grant execute on function public.take_request_slot(text, integer, integer),
  public.begin_sign_in_attempt(text[], integer, integer),
  public.end_sign_in_attempt(text[], boolean, integer, integer),
  public.clear_sign_in_failures(text),
  public.claim_lead_notifications(uuid, integer, integer),
  public.mark_lead_notification_sent(uuid, integer),
  public.mark_lead_notification_logged(uuid, integer),
  public.mark_lead_notification_failed(uuid, integer, text, integer),
  public.read_reviews_cache(text, integer, integer),
  public.store_reviews_cache(text, jsonb)
  to service_role;

-- The trigger functions (queue_lead_notification, private.record_page_version)
-- and everything in private are executed by no API role: a trigger runs its
-- function whoever inserts, and the public functions above call the private
-- ones as their owner.
