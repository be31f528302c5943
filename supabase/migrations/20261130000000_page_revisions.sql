-- Page revisions: no save of a page replaces someone else's silently.
--
-- Every write of a page's published content, draft or SEO record takes the
-- next number of one sequence (its revision), whoever writes it; a page's
-- revisions only grow. The editor
-- carries the page's revision when it opened it, and the save functions below
-- store only when the page is still at that revision; otherwise they store
-- nothing and answer who changed it and when. A per-page advisory lock makes
-- the check and the write one step, so two saves based on the same revision
-- cannot both pass.

alter table public.page_content add column revision bigint not null default 0;
alter table public.page_content_drafts add column revision bigint not null default 0;
alter table public.seo_pages add column revision bigint not null default 0;
-- Who saved a draft, as the e-mail of the time (versions keep theirs the same way).
alter table public.page_content_drafts add column updated_by_email text;

create sequence private.page_revision;

create function private.next_page_revision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Above every revision the page has stored too, so a page's revisions only
  -- grow, even after a restore brought back rows numbered past the sequence.
  new.revision := greatest(
    nextval('private.page_revision'),
    (select coalesce(max(stored.revision), 0) + 1 from (
       select p.revision from public.page_content p where p.path = new.path
       union all
       select d.revision from public.page_content_drafts d where d.path = new.path
       union all
       select s.revision from public.seo_pages s where s.path = new.path
     ) stored));
  return new;
end
$$;
revoke execute on function private.next_page_revision() from public, anon, authenticated;

create trigger page_content_revision before insert or update on public.page_content
  for each row execute function private.next_page_revision();
create trigger page_content_drafts_revision before insert or update on public.page_content_drafts
  for each row execute function private.next_page_revision();
create trigger seo_pages_revision before insert or update on public.seo_pages
  for each row execute function private.next_page_revision();

-- A page's content as last changed (its draft, or else its published content):
-- { revision, changedAt, changedBy, changedByEmail }; revision 0 when nothing
-- is stored. Runs as the caller: only admins see drafts and versions.
create function public.page_content_state(page_path text) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(
    (select jsonb_build_object('revision', last.revision, 'changedAt', last.changed_at,
              'changedBy', last.changed_by, 'changedByEmail', last.changed_by_email)
       from (
         select d.revision, d.updated_at as changed_at, d.updated_by as changed_by,
                d.updated_by_email as changed_by_email
           from public.page_content_drafts d where d.path = page_path
         union all
         select p.revision, p.published_at, p.published_by,
                (select v.created_by_email from public.page_versions v
                  where v.path = p.path and v.part = 'content'
                  order by v.created_at desc, v.id desc limit 1)
           from public.page_content p where p.path = page_path
       ) last
      order by last.revision desc limit 1),
    jsonb_build_object('revision', 0))
$$;

-- The same for a page's SEO record.
create function public.seo_page_state(page_path text) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(
    (select jsonb_build_object('revision', s.revision, 'changedAt', s.updated_at,
              'changedBy', s.updated_by, 'changedByEmail',
              (select v.created_by_email from public.page_versions v
                where v.path = s.path and v.part = 'seo'
                order by v.created_at desc, v.id desc limit 1))
       from public.seo_pages s where s.path = page_path),
    jsonb_build_object('revision', 0))
$$;

-- Saves a page's draft when the page is still at `based_on` (null: whatever it
-- is at, for bringing back a version). Answers the page's state after it, with
-- saved true, or its state as it is, with saved false, having stored nothing.
create function public.save_page_draft(
  page_path text, draft_content jsonb, draft_review_before date, based_on bigint
) returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  state jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  state := public.page_content_state(page_path);
  if based_on is not null and (state ->> 'revision')::bigint <> based_on then
    return state || jsonb_build_object('saved', false);
  end if;
  insert into public.page_content_drafts as d
    (path, content, review_before, updated_at, updated_by, updated_by_email)
  values (page_path, draft_content, draft_review_before, now(), (select auth.uid()),
          (select a.email from public.admins a where a.user_id = (select auth.uid())))
  on conflict (path) do update
    set content = excluded.content, review_before = excluded.review_before,
        updated_at = excluded.updated_at, updated_by = excluded.updated_by,
        updated_by_email = excluded.updated_by_email;
  return public.page_content_state(page_path) || jsonb_build_object('saved', true);
end
$$;

-- Publishes a page's draft (publish_page_content) when the page is still at `based_on`.
create function public.publish_page_draft(page_path text, based_on bigint) returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  state jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  state := public.page_content_state(page_path);
  if (state ->> 'revision')::bigint <> based_on then
    return state || jsonb_build_object('saved', false);
  end if;
  perform public.publish_page_content(page_path);
  return public.page_content_state(page_path) || jsonb_build_object('saved', true);
end
$$;

-- Inserts or replaces a page's SEO record (seo_pages' columns as JSON, as
-- PostgREST reads a body) when it is still at `based_on`.
create function public.save_seo_page(record jsonb, based_on bigint) returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  page_path text := record ->> 'path';
  state jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('seo_pages ' || page_path, 0));
  state := public.seo_page_state(page_path);
  if (state ->> 'revision')::bigint <> based_on then
    return state || jsonb_build_object('saved', false);
  end if;
  insert into public.seo_pages as s
    (path, title, description, h1, h2_primary, h2_secondary, h3_strategic, keywords, canonical,
     robots, og_image, og_type, schema_type, category, faqs, additional_schema, updated_at, updated_by)
  select r.path, r.title, r.description, r.h1, r.h2_primary, r.h2_secondary, r.h3_strategic,
         r.keywords, r.canonical, r.robots, r.og_image, r.og_type, r.schema_type, r.category,
         r.faqs, r.additional_schema, now(), (select auth.uid())
    from jsonb_populate_record(null::public.seo_pages, record) r
  on conflict (path) do update
    set title = excluded.title, description = excluded.description, h1 = excluded.h1,
        h2_primary = excluded.h2_primary, h2_secondary = excluded.h2_secondary,
        h3_strategic = excluded.h3_strategic, keywords = excluded.keywords,
        canonical = excluded.canonical, robots = excluded.robots, og_image = excluded.og_image,
        og_type = excluded.og_type, schema_type = excluded.schema_type,
        category = excluded.category, faqs = excluded.faqs,
        additional_schema = excluded.additional_schema, updated_at = excluded.updated_at,
        updated_by = excluded.updated_by;
  return public.seo_page_state(page_path) || jsonb_build_object('saved', true);
end
$$;

-- The admin area alone calls them; row-level security decides inside.
revoke execute on function public.page_content_state(text), public.seo_page_state(text),
  public.save_page_draft(text, jsonb, date, bigint), public.publish_page_draft(text, bigint),
  public.save_seo_page(jsonb, bigint)
  from public, anon, service_role;
grant execute on function public.page_content_state(text), public.seo_page_state(text),
  public.save_page_draft(text, jsonb, date, bigint), public.publish_page_draft(text, bigint),
  public.save_seo_page(jsonb, bigint)
  to authenticated;
