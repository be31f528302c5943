-- The photo library: the company's own photos, which staff upload in the
-- admin area and choose for pages. A row here is a photo's details; its file
-- (WebP, re-encoded by the site's server, named <id>.webp) is in the photo
-- store: a folder beside the local database, or the Storage bucket `photos`
-- on Supabase. Its public address, /fotos/<id>.webp, is unguessable.
--
-- Where a photo is used is read from page content (published, drafts and
-- pinned schedule copies: any `photo` field holding its id); a photo in use
-- cannot be deleted.


-- 1. The table. --------------------------------------------------------------------

-- Stored text is one line: no control character and no invisible or
-- direction-changing character (the same code points leads refuse).
create table public.photos (
  id uuid primary key default gen_random_uuid(),
  alt text not null check (char_length(alt) between 1 and 200),
  caption text check (char_length(caption) between 1 and 300),
  place text check (char_length(place) between 1 and 120),
  -- Of the stored file, which the site caps at 2560 px a side.
  width integer not null check (width between 1 and 2560),
  height integer not null check (height between 1 and 2560),
  bytes integer not null check (bytes between 1 and 10485760),
  -- Compare-and-set for edits of the details: each update takes the next one.
  revision integer not null default 1,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint photos_visible_text check (
    concat(alt, caption, place) !~ (
      '['
      || '\u0001-\u001f\u007f-\u009f'
      || '\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e007f'
      || '\u115f\u1160\u3164\uffa0\u2800'
      || ']'
    )
  )
);
create index photos_created_at_idx on public.photos (created_at desc, id);
create index photos_created_by_idx on public.photos (created_by);
create index photos_updated_by_idx on public.photos (updated_by);

-- An edit is stamped here, whoever makes it: the next revision, when and by whom.
create function private.stamp_photo_edit() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.revision := old.revision + 1;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;
revoke execute on function private.stamp_photo_edit() from public, anon, authenticated, service_role;

create trigger photos_stamp_edit before update on public.photos
  for each row execute function private.stamp_photo_edit();

-- Admins only: they read and add rows; edits and deletes go through
-- update_photo_details and delete_photo, which check the right themselves.
alter table public.photos enable row level security;
create policy "Admins read photos"
  on public.photos for select to authenticated
  using ((select public.is_admin()));
create policy "Admins add photos"
  on public.photos for insert to authenticated
  with check ((select public.is_admin()));


-- 2. Where photos are used. -----------------------------------------------------------

-- Every (photo, page, state) where page content names a photo: published
-- ('publicada'), a draft ('borrador') or a schedule's pinned copy not yet
-- published ('programada'). Runs as the caller, and answers admins only.
create function public.photo_uses()
returns table (photo_id uuid, path text, state text)
language sql stable security invoker
set search_path = ''
as $$
  select distinct
         (found.value #>> '{}')::uuid, c.path, c.state
    from (
      select p.path, 'publicada' as state, p.content from public.page_content p
      union all
      select d.path, 'borrador', d.content from public.page_content_drafts d
      union all
      select s.path, 'programada', s.draft -> 'content'
        from public.page_publication_schedules s where s.published_at is null
    ) c
    cross join lateral jsonb_path_query(
      c.content,
      'lax $.**.photo ? (@.type() == "string" && @ like_regex "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")'
    ) as found(value)
   where (select public.is_admin())
   order by 2, 3, 1
$$;

-- The library as staff see it, newest first (or the one photo `only_photo`):
-- [{ id, alt, caption, place, width, height, bytes, revision, createdAt,
-- createdByEmail, uses: [{ path, state }] }]. Runs as its owner, to read who
-- added each photo (their e-mail on the admin list), so it answers admins
-- only itself.
create function public.photo_library(only_photo uuid default null) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with uses as (select * from public.photo_uses())
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'alt', p.alt, 'caption', p.caption, 'place', p.place,
           'width', p.width, 'height', p.height, 'bytes', p.bytes, 'revision', p.revision,
           'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'createdByEmail', (select a.email from public.admins a where a.user_id = p.created_by),
           'uses', coalesce((select jsonb_agg(jsonb_build_object('path', u.path, 'state', u.state)
                                              order by u.path, u.state)
                               from uses u where u.photo_id = p.id), '[]'::jsonb))
         order by p.created_at desc, p.id), '[]'::jsonb)
    from public.photos p
   where (select public.is_admin()) and (only_photo is null or p.id = only_photo)
$$;


-- 3. Editing and deleting. -------------------------------------------------------------

-- Saves a photo's details when it is still at `based_on`. Answers its state
-- ({ revision, changedAt, changedBy, changedByEmail }) with saved true, or as
-- it is with saved false, having stored nothing; null when there is no such
-- photo. Runs as its owner, to read who last changed it (their e-mail on the
-- admin list), so it checks the admin right itself.
create function public.update_photo_details(
  target_photo uuid, new_alt text, new_caption text, new_place text, based_on integer
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  saved boolean;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins edit photos' using errcode = '42501';
  end if;
  -- Read committed: a concurrent edit makes this re-check the revision and update nothing.
  update public.photos p set alt = new_alt, caption = new_caption, place = new_place
   where p.id = target_photo and p.revision = based_on;
  saved := found;
  return (select jsonb_build_object('revision', p.revision, 'changedAt', p.updated_at,
                   'changedBy', p.updated_by, 'saved', saved, 'changedByEmail',
                   (select a.email from public.admins a where a.user_id = p.updated_by))
            from public.photos p where p.id = target_photo);
end
$$;

-- Deletes a photo unless page content uses it: answers { deleted: true }, or
-- { deleted: false, uses: [{ path, state }] } having deleted nothing. A photo
-- that does not exist (any more) counts as deleted. The page tables are locked
-- against writes first, so no save can add a use between the check and the
-- delete, which are then one statement. Runs as its owner (the lock needs
-- it), so it checks the admin right itself.
create function public.delete_photo(target_photo uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uses jsonb;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins delete photos' using errcode = '42501';
  end if;
  lock table public.page_content, public.page_content_drafts, public.page_publication_schedules
    in share mode;
  with in_use as (
         select u.path, u.state from public.photo_uses() u where u.photo_id = target_photo
       ),
       gone as (
         delete from public.photos p
          where p.id = target_photo and not exists (select 1 from in_use)
         returning p.id
       )
  select jsonb_agg(jsonb_build_object('path', i.path, 'state', i.state) order by i.path, i.state)
    into uses from in_use i;
  return case when uses is null then jsonb_build_object('deleted', true)
              else jsonb_build_object('deleted', false, 'uses', uses) end;
end
$$;


-- 4. Rights. -----------------------------------------------------------------------------

-- Admins (row-level security lets only them past) read photos and add one
-- with its details and size (who and when come from the defaults); the
-- functions edit and delete. Visitors, and the site's server key, get
-- nothing: the public address serves the file, not the row.
grant select on public.photos to authenticated;
grant insert (id, alt, caption, place, width, height, bytes) on public.photos to authenticated;
grant execute on function public.photo_uses(), public.photo_library(uuid),
  public.update_photo_details(uuid, text, text, text, integer), public.delete_photo(uuid)
  to authenticated;


-- 5. The Storage bucket (Supabase only). ---------------------------------------------------

-- A private bucket: nothing in it is public; the site's server reads and
-- writes it with its secret key and serves /fotos/<id>.webp itself. Its
-- policies let only admins reach its objects through Storage's API. The local
-- backend (PGlite) has no Storage: its photos are in a folder, and this part
-- does nothing there.
do $storage$
begin
  if to_regclass('storage.objects') is null or to_regclass('storage.buckets') is null then
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('photos', 'photos', false, 10485760, array['image/webp'])
  on conflict (id) do update
    set public = false, file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;
  create policy "Admins read photo files" on storage.objects for select to authenticated
    using (bucket_id = 'photos' and (select public.is_admin()));
  create policy "Admins add photo files" on storage.objects for insert to authenticated
    with check (bucket_id = 'photos' and (select public.is_admin()));
  create policy "Admins replace photo files" on storage.objects for update to authenticated
    using (bucket_id = 'photos' and (select public.is_admin()))
    with check (bucket_id = 'photos' and (select public.is_admin()));
  create policy "Admins delete photo files" on storage.objects for delete to authenticated
    using (bucket_id = 'photos' and (select public.is_admin()));
end
$storage$;
