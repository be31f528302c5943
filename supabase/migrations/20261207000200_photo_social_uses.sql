-- A photo a page's SEO record names as its social image ('Imagen Open
-- Graph', stored as /fotos/social/<photo id>.jpg) is in use as much as one
-- its content shows: deleting it would leave the page sharing the site's
-- default image without anyone being told. photo_uses now finds both, and
-- says which part of the page uses the photo ('contenido' or 'seo'), so the
-- library links each use to the editor's part that can remove it.
-- photo_library and delete_photo answer that part with each use, and
-- delete_photo locks the SEO records too before it checks.

-- The content's uses, as found so far, keep their function under a name
-- that says so; photo_uses gains a column, which `create or replace` cannot
-- add, and answers them with the social images'.
alter function public.photo_uses() rename to photo_content_uses;

-- Every (photo, page, state, part) where a page names a photo: its content
-- in a `photo` field (photo_content_uses), or its SEO record as the social
-- image's address (a `?v=` version after it, as the page's own link
-- carries, is the same image). States as in content: published
-- ('publicada'), a draft ('borrador') or a schedule's pinned copy not yet
-- published ('programada'). Runs as the caller, and answers admins only.
create function public.photo_uses()
returns table (photo_id uuid, path text, state text, part text)
language sql stable security invoker
set search_path = ''
as $$
  select distinct used.photo_id, used.path, used.state, used.part
    from (
      select c.photo_id, c.path, c.state, 'contenido' as part from public.photo_content_uses() c
      union all
      select social.photo_id, o.path, o.state, 'seo'
        from (
          select s.path, 'publicada' as state, s.og_image as address from public.seo_pages s
          union all
          select d.path, 'borrador', d.seo ->> 'og_image' from public.page_content_drafts d
          union all
          select s.path, 'programada', s.draft -> 'seo' ->> 'og_image'
            from public.page_publication_schedules s where s.published_at is null
        ) o
        cross join lateral (
          select substring(btrim(o.address) from
            '^/fotos/social/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg(?:\?v=[0-9]+-[0-9]+)?$')::uuid
        ) as social(photo_id)
       where social.photo_id is not null
    ) used
   where (select public.is_admin())
   order by 2, 3, 4, 1
$$;

-- The library as before, each photo with its focal point (focalX, focalY)
-- and each use with its part: [{ path, state, part }].
create or replace function public.photo_library(only_photo uuid default null) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with uses as (select * from public.photo_uses())
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'alt', p.alt, 'caption', p.caption, 'place', p.place,
           'width', p.width, 'height', p.height, 'bytes', p.bytes, 'revision', p.revision,
           'focalX', p.focal_x, 'focalY', p.focal_y,
           'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'createdByEmail', (select a.email from public.admins a where a.user_id = p.created_by),
           'uses', coalesce((select jsonb_agg(jsonb_build_object('path', u.path, 'state', u.state, 'part', u.part)
                                              order by u.path, u.state, u.part)
                               from uses u where u.photo_id = p.id), '[]'::jsonb))
         order by p.created_at desc, p.id), '[]'::jsonb)
    from public.photos p
   where (select public.is_admin()) and (only_photo is null or p.id = only_photo)
$$;

-- Deletes a photo unless a page uses it, in its content or as its social
-- image: answers { deleted: true }, or { deleted: false, uses: [{ path,
-- state, part }] } having deleted nothing; a photo that does not exist (any
-- more) counts as deleted. The SEO records are locked with the page tables
-- until the transaction ends, so no save can add a use between the check and
-- the delete. Runs as its owner (the lock needs it), so it checks the admin
-- right itself.
create or replace function public.delete_photo(target_photo uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uses jsonb;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins delete photos' using errcode = '42501';
  end if;
  lock table public.page_content, public.page_content_drafts, public.page_publication_schedules,
    public.seo_pages in share mode;
  select jsonb_agg(jsonb_build_object('path', u.path, 'state', u.state, 'part', u.part)
                   order by u.path, u.state, u.part)
    into uses from public.photo_uses() u where u.photo_id = target_photo;
  if uses is not null then
    return jsonb_build_object('deleted', false, 'uses', uses);
  end if;
  delete from public.photos p where p.id = target_photo;
  return jsonb_build_object('deleted', true);
end
$$;

-- Each role's rights, by name, as before: admins' signed-in role alone runs them.
revoke execute on function public.photo_content_uses(), public.photo_uses(), public.photo_library(uuid),
  public.delete_photo(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.photo_content_uses(), public.photo_uses(), public.photo_library(uuid),
  public.delete_photo(uuid)
  to authenticated;
