-- A staff page that is not published keeps nothing where visitors read.
--
-- Visitors (and any signed-in account) read every row of page_content and
-- seo_pages: the built-in pages' rows and the published staff pages' are
-- public by nature. Unpublishing used to leave the page's rows there, so its
-- content and SEO record stayed readable through the API. Now a staff page
-- has rows in those two tables only while it is published:
--
-- - unpublishing moves its published content and SEO record into the page's
--   draft (a half the draft already holds is newer and stays), so 'Publicar'
--   brings the page back as it was, and the editor and the preview still
--   show it;
-- - a write of either table at a staff page's address publishes the page
--   (the triggers of 20261203000100_staff_pages), so no row can sit there
--   while it is unpublished;
-- - deleting a page deletes its rows (delete_staff_page, unchanged).
--
-- Pages already unpublished (or never published but holding rows, as a
-- restored backup may) are moved the same way below.

-- Moves the published content and SEO record at `page_path` into its draft,
-- and removes them from the tables visitors read.
create function private.take_page_offline(page_path text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  live_content public.page_content;
  live_seo public.seo_pages;
begin
  select * into live_content from public.page_content c where c.path = page_path;
  select * into live_seo from public.seo_pages s where s.path = page_path;
  if live_content.path is null and live_seo.path is null then
    return;
  end if;
  insert into public.page_content_drafts as d
    (path, content, review_before, seo, updated_at, updated_by, updated_by_email)
  values (
    page_path, live_content.content, live_content.review_before,
    -- The SEO half as save_page_seo_draft stores one.
    case when live_seo.path is not null then to_jsonb(live_seo) - 'updated_by' - 'revision' end,
    now(), (select auth.uid()), (select a.email from public.admins a where a.user_id = (select auth.uid())))
  on conflict (path) do update
    set content = coalesce(d.content, excluded.content),
        review_before = case when d.content is null then excluded.review_before else d.review_before end,
        seo = coalesce(d.seo, excluded.seo),
        updated_at = excluded.updated_at, updated_by = excluded.updated_by,
        updated_by_email = excluded.updated_by_email
    where (d.content is null and excluded.content is not null) or (d.seo is null and excluded.seo is not null);
  delete from public.page_content c where c.path = page_path;
  delete from public.seo_pages s where s.path = page_path;
end
$$;
revoke execute on function private.take_page_offline(text) from public, anon, authenticated, service_role;

-- As before, and the page's published rows go to its draft.
create or replace function public.unpublish_staff_page(page_path text, redirect_to text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  update public.staff_pages p set status = 'unpublished', updated_at = now(), updated_by = (select auth.uid())
   where p.path = page_path and p.status = 'published';
  if not found then
    raise exception 'No published staff page at %', page_path using errcode = 'P0002';
  end if;
  delete from public.page_publication_schedules s where s.path = page_path and s.published_at is null;
  perform private.take_page_offline(page_path);
  if redirect_to is not null then
    perform private.redirect_page_away(page_path, redirect_to, false);
  end if;
end
$$;
revoke execute on function public.unpublish_staff_page(text, text) from public, anon, service_role;
grant execute on function public.unpublish_staff_page(text, text) to authenticated;

-- The pages stored before this change.
select private.take_page_offline(p.path) from public.staff_pages p where p.status <> 'published';
