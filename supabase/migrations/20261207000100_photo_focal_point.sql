-- A photo's focal point: the spot that must stay in view wherever the site
-- crops the photo (the gallery's 4:3 boxes, a hero, the social image). Staff
-- set it by clicking on the photo; x runs from the left edge (0) to the right
-- (1), y from the top (0) to the bottom (1). A photo without one is cropped
-- around its centre, as before. The library answers it from the next
-- migration on, which redefines photo_library for the photos' uses too.

alter table public.photos
  add column focal_x numeric(4, 3) not null default 0.5 check (focal_x between 0 and 1),
  add column focal_y numeric(4, 3) not null default 0.5 check (focal_y between 0 and 1);

-- Saves a photo's details and focal point when it is still at `based_on`;
-- a null coordinate keeps the stored one. Answers as the texts-only form
-- did, which now runs through it and keeps the point.
create function public.update_photo_details(
  target_photo uuid, new_alt text, new_caption text, new_place text,
  new_focal_x numeric, new_focal_y numeric, based_on integer
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
  update public.photos p
     set alt = new_alt, caption = new_caption, place = new_place,
         focal_x = coalesce(new_focal_x, p.focal_x), focal_y = coalesce(new_focal_y, p.focal_y)
   where p.id = target_photo and p.revision = based_on;
  saved := found;
  return (select jsonb_build_object('revision', p.revision, 'changedAt', p.updated_at,
                   'changedBy', p.updated_by, 'saved', saved, 'changedByEmail',
                   (select a.email from public.admins a where a.user_id = p.updated_by))
            from public.photos p where p.id = target_photo);
end
$$;

create or replace function public.update_photo_details(
  target_photo uuid, new_alt text, new_caption text, new_place text, based_on integer
) returns jsonb
language sql volatile security invoker
set search_path = ''
as $$
  select public.update_photo_details(target_photo, new_alt, new_caption, new_place, null, null, based_on)
$$;

-- The focal points of the photos `photo_ids` names ([{ id, x, y }], those
-- that exist), or of every photo when it is null: the site's server reads
-- them to crop public pages' photos and make social images. Only the server:
-- a visitor learns a photo's focal point from the page's HTML.
create function public.photo_focal_points(photo_ids uuid[] default null) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'x', p.focal_x, 'y', p.focal_y)
                            order by p.id), '[]'::jsonb)
    from public.photos p
   where photo_ids is null or p.id = any(photo_ids)
$$;

-- Each role's rights, by name: admins save through the new form, the server reads focal points.
revoke execute on function
  public.update_photo_details(uuid, text, text, text, numeric, numeric, integer),
  public.photo_focal_points(uuid[])
  from public, anon, authenticated, service_role;
grant execute on function
  public.update_photo_details(uuid, text, text, text, numeric, numeric, integer) to authenticated;
grant execute on function public.photo_focal_points(uuid[]) to service_role;
