-- SEO drafts: a page's SEO record is drafted, previewed and published with its
-- content. The page's one draft row holds either half or both: `content` (null:
-- content unchanged) and `seo` (null: SEO unchanged), the SEO record as
-- seo_pages' columns in JSON. Each part saves its own half, so a content save
-- keeps the SEO draft and the other way round. A page has one revision and one
-- lock for both parts; 'Publicar' publishes whatever the draft holds in one
-- transaction.
--
-- save_seo_page and seo_page_state (an SEO save that went live at once, and
-- its revision) are dropped: nothing may publish SEO around the draft. The
-- e2e-only SEO route and the tests save an SEO draft and publish it instead.

alter table public.page_content_drafts
  alter column content drop not null,
  add column seo jsonb
    check (seo is null or (jsonb_typeof(seo) = 'object' and octet_length(seo::text) <= 200000)),
  add constraint page_content_drafts_holds_a_part check (content is not null or seo is not null);

drop function public.save_seo_page(jsonb, bigint);
drop function public.seo_page_state(text);

-- The page as last changed, content or SEO: its draft, its published content
-- or its SEO record, whichever is newest. Who published is the e-mail of the
-- part's last publish version.
create or replace function public.page_content_state(page_path text) returns jsonb
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
                  where v.path = p.path and v.part = 'content' and v.kind = 'publish'
                  order by v.created_at desc, v.id desc limit 1)
           from public.page_content p where p.path = page_path
         union all
         select s.revision, s.updated_at, s.updated_by,
                (select v.created_by_email from public.page_versions v
                  where v.path = s.path and v.part = 'seo' and v.kind = 'publish'
                  order by v.created_at desc, v.id desc limit 1)
           from public.seo_pages s where s.path = page_path
       ) last
      order by last.revision desc limit 1),
    jsonb_build_object('revision', 0))
$$;

-- Content drafts and SEO drafts share the page's lock (save_page_draft takes the same key).
create or replace function public.save_page_draft(
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
  if draft_content is null then
    raise exception 'A content draft needs its content' using errcode = '23502';
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

-- Saves the SEO half of a page's draft (seo_pages' columns as JSON, as
-- PostgREST reads a body; the path is the page's) when the page is still at
-- `based_on` (null: whatever it is at). Columns left out take seo_pages'
-- defaults; a record without title, description or H1 is refused.
create function public.save_page_seo_draft(page_path text, draft_seo jsonb, based_on bigint)
returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  state jsonb;
  r public.seo_pages;
begin
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  state := public.page_content_state(page_path);
  if based_on is not null and (state ->> 'revision')::bigint <> based_on then
    return state || jsonb_build_object('saved', false);
  end if;
  r := jsonb_populate_record(null::public.seo_pages, draft_seo);
  if r.title is null or r.description is null or r.h1 is null then
    raise exception 'An SEO draft needs a title, a description and an H1' using errcode = '23502';
  end if;
  r.path := page_path;
  r.h2_primary := coalesce(r.h2_primary, '');
  r.h2_secondary := coalesce(r.h2_secondary, '{}');
  r.h3_strategic := coalesce(r.h3_strategic, '{}');
  r.keywords := coalesce(r.keywords, '{}');
  r.robots := coalesce(r.robots, 'index,follow');
  r.og_type := coalesce(r.og_type, 'website');
  r.schema_type := coalesce(r.schema_type, 'WebPage');
  r.category := coalesce(r.category, 'main');
  r.faqs := coalesce(r.faqs, '[]');
  if jsonb_typeof(r.faqs) <> 'array' then
    raise exception 'An SEO draft''s faqs must be a list' using errcode = '23514';
  end if;
  r.updated_at := now();
  insert into public.page_content_drafts as d
    (path, seo, updated_at, updated_by, updated_by_email)
  values (page_path, to_jsonb(r) - 'updated_by' - 'revision', now(), (select auth.uid()),
          (select a.email from public.admins a where a.user_id = (select auth.uid())))
  on conflict (path) do update
    set seo = excluded.seo, updated_at = excluded.updated_at, updated_by = excluded.updated_by,
        updated_by_email = excluded.updated_by_email;
  return public.page_content_state(page_path) || jsonb_build_object('saved', true);
end
$$;

-- Publishes the content half of a page's draft; an SEO half stays a draft.
create or replace function public.publish_page_content(page_path text)
returns setof public.page_content
language plpgsql security invoker
set search_path = ''
as $$
declare
  draft public.page_content_drafts;
begin
  select * into draft from public.page_content_drafts d where d.path = page_path;
  if not found then
    raise exception 'No draft for %', page_path using errcode = 'P0002';
  elsif draft.content is null then
    raise exception 'No content draft for %', page_path using errcode = 'P0002';
  end if;
  return query
    insert into public.page_content (path, content, review_before, published_at, published_by)
    values (draft.path, draft.content, draft.review_before, now(), (select auth.uid()))
    on conflict (path) do update
      set content = excluded.content, review_before = excluded.review_before,
          published_at = excluded.published_at, published_by = excluded.published_by
    returning *;
  if draft.seo is null then
    delete from public.page_content_drafts d where d.path = page_path;
  else
    update public.page_content_drafts d set content = null, review_before = null
     where d.path = page_path;
  end if;
end
$$;

-- Publishes whatever the page's draft holds (its SEO record, its content or
-- both) and drops the draft, in one transaction, when the page is still at
-- `based_on` (null: whatever it is at, as the scheduler publishes).
create or replace function public.publish_page_draft(page_path text, based_on bigint) returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  state jsonb;
  draft public.page_content_drafts;
begin
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  state := public.page_content_state(page_path);
  if based_on is not null and (state ->> 'revision')::bigint <> based_on then
    return state || jsonb_build_object('saved', false);
  end if;
  select * into draft from public.page_content_drafts d where d.path = page_path;
  if not found then
    raise exception 'No draft for %', page_path using errcode = 'P0002';
  end if;
  if draft.seo is not null then
    insert into public.seo_pages as s
      (path, title, description, h1, h2_primary, h2_secondary, h3_strategic, keywords, canonical,
       robots, og_image, og_type, schema_type, category, faqs, additional_schema, updated_at, updated_by)
    select page_path, r.title, r.description, r.h1, r.h2_primary, r.h2_secondary, r.h3_strategic,
           r.keywords, r.canonical, r.robots, r.og_image, r.og_type, r.schema_type, r.category,
           r.faqs, r.additional_schema, now(), (select auth.uid())
      from jsonb_populate_record(null::public.seo_pages, draft.seo) r
    on conflict (path) do update
      set title = excluded.title, description = excluded.description, h1 = excluded.h1,
          h2_primary = excluded.h2_primary, h2_secondary = excluded.h2_secondary,
          h3_strategic = excluded.h3_strategic, keywords = excluded.keywords,
          canonical = excluded.canonical, robots = excluded.robots, og_image = excluded.og_image,
          og_type = excluded.og_type, schema_type = excluded.schema_type,
          category = excluded.category, faqs = excluded.faqs,
          additional_schema = excluded.additional_schema, updated_at = excluded.updated_at,
          updated_by = excluded.updated_by;
  end if;
  if draft.content is not null then
    insert into public.page_content (path, content, review_before, published_at, published_by)
    values (page_path, draft.content, draft.review_before, now(), (select auth.uid()))
    on conflict (path) do update
      set content = excluded.content, review_before = excluded.review_before,
          published_at = excluded.published_at, published_by = excluded.published_by;
  end if;
  delete from public.page_content_drafts d where d.path = page_path;
  return public.page_content_state(page_path) || jsonb_build_object('saved', true);
end
$$;

-- A draft save is a version of the part it changed: 'content' when the content
-- (or its review date) changed, 'seo' when the SEO draft changed. Draft
-- versions stay capped at the newest 50 per page.
create or replace function private.record_draft_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  who uuid := (select auth.uid());
  email text := (select a.email from public.admins a where a.user_id = (select auth.uid()));
begin
  if new.content is not null and (tg_op = 'INSERT' or new.content is distinct from old.content
                                  or new.review_before is distinct from old.review_before) then
    insert into public.page_versions (path, part, kind, record, created_by, created_by_email)
    values (new.path, 'content', 'draft', to_jsonb(new) - 'updated_by' - 'seo', who, email);
  end if;
  if new.seo is not null and (tg_op = 'INSERT' or new.seo is distinct from old.seo) then
    insert into public.page_versions (path, part, kind, record, created_by, created_by_email)
    values (new.path, 'seo', 'draft', new.seo, who, email);
  end if;
  delete from public.page_versions v
   where v.path = new.path and v.kind = 'draft'
     and v.id not in (select keep.id from public.page_versions keep
                       where keep.path = new.path and keep.kind = 'draft'
                       order by keep.created_at desc, keep.id desc limit 50);
  return null;
end
$$;

revoke execute on function public.save_page_seo_draft(text, jsonb, bigint)
  from public, anon, service_role;
grant execute on function public.save_page_seo_draft(text, jsonb, bigint) to authenticated;
