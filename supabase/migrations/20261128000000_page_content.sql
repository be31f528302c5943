-- Staff edit the body of every page: a draft only admins see, the published
-- content every visitor and the build read, and every publish and SEO save
-- kept as a version.
--
-- Only what staff changed is stored: a page without a row here shows the
-- content in the repository (content/). The path, the order and kind of the
-- sections stay there; the site checks the stored content with the same
-- schema before storing it, and the database bounds its shape and size.

-- 1. Published content: read by visitors and the build. ---------------------

create table public.page_content (
  path text primary key check (path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(path) <= 200),
  content jsonb not null check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 200000),
  review_before date,
  published_at timestamptz not null default now(),
  published_by uuid references auth.users (id) on delete set null
);

-- 2. Drafts: admins only. ------------------------------------------------------

create table public.page_content_drafts (
  path text primary key check (path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(path) <= 200),
  content jsonb not null check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 200000),
  review_before date,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

-- 3. Versions: every publish and every SEO save, written by triggers in the
-- same transaction, so no change escapes the history. Admins read them.

create table public.page_versions (
  id bigint generated always as identity primary key,
  path text not null,
  part text not null check (part in ('content', 'seo')),
  record jsonb not null,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  created_by_email text
);

create index page_versions_path_idx on public.page_versions (path, created_at desc);
create index page_versions_created_by_idx on public.page_versions (created_by);
create index page_content_published_by_idx on public.page_content (published_by);
create index page_content_drafts_updated_by_idx on public.page_content_drafts (updated_by);

create function private.record_page_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.page_versions (path, part, record, created_by, created_by_email)
  values (
    new.path,
    case when tg_table_name = 'page_content' then 'content' else 'seo' end,
    -- The whole row; who made it is kept beside it, as the e-mail of the time.
    to_jsonb(new) - 'published_by' - 'updated_by',
    (select auth.uid()),
    (select a.email from public.admins a where a.user_id = (select auth.uid()))
  );
  return null;
end
$$;
revoke execute on function private.record_page_version() from public, anon, authenticated;

create trigger page_content_versions after insert or update on public.page_content
  for each row execute function private.record_page_version();
create trigger seo_pages_versions after insert or update on public.seo_pages
  for each row execute function private.record_page_version();

-- 4. Publishing: the draft becomes the published content and is gone, in one
-- transaction. Runs as the caller, so row-level security decides.

create function public.publish_page_content(page_path text)
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
  end if;
  return query
    insert into public.page_content (path, content, review_before, published_at, published_by)
    values (draft.path, draft.content, draft.review_before, now(), (select auth.uid()))
    on conflict (path) do update
      set content = excluded.content, review_before = excluded.review_before,
          published_at = excluded.published_at, published_by = excluded.published_by
    returning *;
  delete from public.page_content_drafts d where d.path = page_path;
end
$$;
revoke execute on function public.publish_page_content(text) from public, anon;
grant execute on function public.publish_page_content(text) to authenticated;

-- 5. Row-level security and rights. -------------------------------------------

alter table public.page_content enable row level security;
alter table public.page_content_drafts enable row level security;
alter table public.page_versions enable row level security;

create policy "Anyone reads published content"
  on public.page_content for select to anon, authenticated
  using (true);
create policy "Admins publish content"
  on public.page_content for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins republish content"
  on public.page_content for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Drafts are the admins' alone, whatever the command.
create policy "Admins manage drafts"
  on public.page_content_drafts for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins read versions"
  on public.page_versions for select to authenticated
  using ((select public.is_admin()));

revoke all on public.page_content, public.page_content_drafts, public.page_versions from anon, authenticated;
revoke all on sequence public.page_versions_id_seq from anon, authenticated;
grant select on public.page_content to anon, authenticated;
grant insert, update on public.page_content to authenticated;
grant select, insert, update, delete on public.page_content_drafts to authenticated;
grant select on public.page_versions to authenticated;
