-- Pages staff create from a template (content/templates/): a solar town page,
-- an electrical service page, a guide. A row names the page's address, its
-- template and its state; its content and SEO live in the same page_content,
-- page_content_drafts, seo_pages and page_versions rows as every page, keyed by
-- path, and go through the same drafts, preview, publish and history.
--
-- States: 'draft' (never published), 'published', 'unpublished' (taken off the
-- site; its content is kept, and publishing brings it back). Publishing is the
-- usual publish_page_draft (or the scheduler): a trigger marks the page
-- published in the same transaction. Visitors and the build read the rows of
-- published pages only; every other write goes through the functions below,
-- which check the admin right themselves (security definer): a rename moves
-- rows of tables no API role may update (versions, schedules, other admins'
-- presence marks).
--
-- The site checks an address before calling them (lib/staff-pages/address.ts:
-- built-in pages, reserved paths, redirects); the functions repeat what the
-- database can see: the form of the address, a staff page, a redirect's source
-- or any stored page row there.

create table public.staff_pages (
  -- One segment of lowercase words with hyphens: '/placas-solares-jumilla'.
  path text primary key check (path ~ '^/[a-z0-9]+(-[a-z0-9]+)*$' and char_length(path) <= 100),
  template text not null check (template in ('placas-localidad', 'servicio-electrico', 'guia')),
  status text not null default 'draft' check (status in ('draft', 'published', 'unpublished')),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
create index staff_pages_created_by_idx on public.staff_pages (created_by);
create index staff_pages_updated_by_idx on public.staff_pages (updated_by);

alter table public.staff_pages enable row level security;

-- Visitors and the build see the published pages; admins see them all.
create policy "Visitors read published staff pages"
  on public.staff_pages for select to anon
  using (status = 'published');
create policy "Accounts read published staff pages, admins every one"
  on public.staff_pages for select to authenticated
  using (status = 'published' or (select public.is_admin()));

grant select on public.staff_pages to anon, authenticated;


-- 1. A rename is not a new version. -------------------------------------------------
--
-- The version and publish triggers fired on every update; a rename updates the
-- path of a page's rows, which must not add a version or publish anything.
-- Each trigger is split: on insert, and on an update that keeps the path.

drop trigger page_content_versions on public.page_content;
drop trigger seo_pages_versions on public.seo_pages;
drop trigger page_content_drafts_versions on public.page_content_drafts;

create trigger page_content_versions after insert on public.page_content
  for each row execute function private.record_page_version();
create trigger page_content_versions_on_update after update on public.page_content
  for each row when (old.path = new.path) execute function private.record_page_version();
create trigger seo_pages_versions after insert on public.seo_pages
  for each row execute function private.record_page_version();
create trigger seo_pages_versions_on_update after update on public.seo_pages
  for each row when (old.path = new.path) execute function private.record_page_version();
create trigger page_content_drafts_versions after insert on public.page_content_drafts
  for each row execute function private.record_draft_version();
create trigger page_content_drafts_versions_on_update after update on public.page_content_drafts
  for each row when (old.path = new.path) execute function private.record_draft_version();


-- 2. Publishing marks the page published. -------------------------------------------

create function private.mark_staff_page_published() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.staff_pages p
     set status = 'published', updated_at = now(), updated_by = (select auth.uid())
   where p.path = new.path and p.status <> 'published';
  return null;
end
$$;
revoke execute on function private.mark_staff_page_published() from public, anon, authenticated, service_role;

create trigger page_content_publishes_staff_page after insert on public.page_content
  for each row execute function private.mark_staff_page_published();
create trigger page_content_republishes_staff_page after update on public.page_content
  for each row when (old.path = new.path) execute function private.mark_staff_page_published();
create trigger seo_pages_publishes_staff_page after insert on public.seo_pages
  for each row execute function private.mark_staff_page_published();
create trigger seo_pages_republishes_staff_page after update on public.seo_pages
  for each row when (old.path = new.path) execute function private.mark_staff_page_published();


-- 3. Checks shared by the functions. ------------------------------------------------

create function private.require_admin() returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins manage staff pages' using errcode = '42501';
  end if;
end
$$;
revoke execute on function private.require_admin() from public, anon, authenticated, service_role;

-- Refuses an address that is not one lowercase segment, or that a staff page,
-- a redirect or any stored row of a page already holds ('taken').
create function private.require_free_address(page_path text) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if page_path is null or page_path !~ '^/[a-z0-9]+(-[a-z0-9]+)*$' or char_length(page_path) > 100 then
    raise exception 'Not a page address: %', page_path using errcode = '22023';
  end if;
  if exists (select 1 from public.staff_pages p where p.path = page_path)
     or exists (select 1 from public.site_redirects r where r.source = page_path)
     or exists (select 1 from public.page_content c where c.path = page_path)
     or exists (select 1 from public.page_content_drafts d where d.path = page_path)
     or exists (select 1 from public.seo_pages s where s.path = page_path)
     or exists (select 1 from public.page_versions v where v.path = page_path)
     or exists (select 1 from public.page_publication_schedules s where s.path = page_path)
     or exists (select 1 from public.page_review_dates r where r.path = page_path) then
    raise exception 'The address % is taken', page_path using errcode = '23505';
  end if;
end
$$;
revoke execute on function private.require_free_address(text) from public, anon, authenticated, service_role;

-- Sends `from_path` on to `to_path` (a site path or an https address): the
-- redirects that led to `from_path` now lead to `to_path` (a redirect left
-- pointing at itself goes), so no chain forms; then `from_path` redirects there.
create function private.redirect_page_away(from_path text, to_path text, permanent boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  admin_email text := (select a.email from public.admins a where a.user_id = (select auth.uid()));
begin
  if exists (select 1 from public.site_redirects r where r.source = to_path) then
    raise exception 'The destination % is a redirect already', to_path using errcode = '22023';
  end if;
  delete from public.site_redirects r where r.destination = from_path and r.source = to_path;
  update public.site_redirects r
     set destination = to_path, revision = r.revision + 1, updated_at = now(),
         updated_by = (select auth.uid()), updated_by_email = admin_email
   where r.destination = from_path;
  insert into public.site_redirects
    (source, destination, permanent, created_by, updated_by, updated_by_email)
  values (from_path, to_path, permanent, (select auth.uid()), (select auth.uid()), admin_email);
end
$$;
revoke execute on function private.redirect_page_away(text, text, boolean)
  from public, anon, authenticated, service_role;


-- 4. What staff do. ------------------------------------------------------------------

-- Creates a page from a template with its first draft (the template's content
-- and SEO record, as the site built them; the SEO half stored as
-- save_page_seo_draft stores one), unpublished until staff publish it.
create function public.create_staff_page(page_path text, page_template text, draft_content jsonb, draft_seo jsonb)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  r public.seo_pages := jsonb_populate_record(null::public.seo_pages, draft_seo);
begin
  perform private.require_admin();
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  perform private.require_free_address(page_path);
  insert into public.staff_pages (path, template, created_by, updated_by)
  values (page_path, page_template, (select auth.uid()), (select auth.uid()));
  if r.title is null or r.description is null or r.h1 is null or jsonb_typeof(r.faqs) <> 'array' then
    raise exception 'A new page needs an SEO record' using errcode = '23502';
  end if;
  r.path := page_path;
  r.updated_at := now();
  insert into public.page_content_drafts (path, content, seo, updated_at, updated_by, updated_by_email)
  values (page_path, draft_content, to_jsonb(r) - 'updated_by' - 'revision', now(), (select auth.uid()),
          (select a.email from public.admins a where a.user_id = (select auth.uid())));
end
$$;

-- Takes a published page off the site; its content stays, and publishing
-- brings it back. With `redirect_to`, its address sends visitors there (307: the
-- page may come back) and the redirects that led to it follow.
create function public.unpublish_staff_page(page_path text, redirect_to text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  update public.staff_pages p set status = 'unpublished', updated_at = now(), updated_by = (select auth.uid())
   where p.path = page_path and p.status = 'published';
  if not found then
    raise exception 'No published staff page at %', page_path using errcode = 'P0002';
  end if;
  delete from public.page_publication_schedules s where s.path = page_path and s.published_at is null;
  if redirect_to is not null then
    perform private.redirect_page_away(page_path, redirect_to, false);
  end if;
end
$$;

-- Deletes a staff page and everything stored under its address (content,
-- draft, SEO record, versions, schedule, review date, presence marks). With
-- `redirect_to`, its address sends visitors there (308) and the redirects
-- that led to it follow.
create function public.delete_staff_page(page_path text, redirect_to text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  delete from public.staff_pages p where p.path = page_path;
  if not found then
    raise exception 'No staff page at %', page_path using errcode = 'P0002';
  end if;
  delete from public.page_content where path = page_path;
  delete from public.page_content_drafts where path = page_path;
  delete from public.seo_pages where path = page_path;
  delete from public.page_versions where path = page_path;
  delete from public.page_publication_schedules where path = page_path;
  delete from public.page_review_dates where path = page_path;
  delete from public.page_presence where path = page_path;
  if redirect_to is not null then
    perform private.redirect_page_away(page_path, redirect_to, true);
  end if;
end
$$;

-- Moves a staff page to a new address in one transaction: its row, content,
-- draft, SEO record, versions, schedule, review date and presence marks (photo
-- uses follow, read from the content); the old address answers 308 to the new
-- one, and older redirects to the old address now lead to the new one. The
-- redirect a previous rename left at the new address (back to the old one) goes.
create function public.rename_staff_page(old_path text, new_path text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  -- Both addresses, in a fixed order, so two renames cannot cross.
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || least(old_path, new_path), 0));
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || greatest(old_path, new_path), 0));
  if not exists (select 1 from public.staff_pages p where p.path = old_path) then
    raise exception 'No staff page at %', old_path using errcode = 'P0002';
  end if;
  delete from public.site_redirects r where r.source = new_path and r.destination = old_path;
  perform private.require_free_address(new_path);
  -- Marks of an editor open at an address that had no page tell nothing.
  delete from public.page_presence where path = new_path;
  update public.staff_pages set path = new_path, updated_at = now(), updated_by = (select auth.uid())
   where path = old_path;
  update public.page_content set path = new_path where path = old_path;
  update public.page_content_drafts set path = new_path where path = old_path;
  update public.seo_pages set path = new_path where path = old_path;
  update public.page_versions
     set path = new_path,
         record = case when record ? 'path' then jsonb_set(record, '{path}', to_jsonb(new_path)) else record end
   where path = old_path;
  update public.page_publication_schedules
     set path = new_path, draft = jsonb_set(draft, '{path}', to_jsonb(new_path))
   where path = old_path;
  update public.page_review_dates set path = new_path where path = old_path;
  update public.page_presence set path = new_path where path = old_path;
  perform private.redirect_page_away(old_path, new_path, true);
end
$$;

revoke execute on function public.create_staff_page(text, text, jsonb, jsonb),
  public.unpublish_staff_page(text, text), public.delete_staff_page(text, text),
  public.rename_staff_page(text, text) from public, anon, service_role;
grant execute on function public.create_staff_page(text, text, jsonb, jsonb),
  public.unpublish_staff_page(text, text), public.delete_staff_page(text, text),
  public.rename_staff_page(text, text) to authenticated;
