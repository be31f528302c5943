-- Staff redirects staff can trust, and the addresses that fail kept tidy.
--
-- - A redirect counts how often the site answered it and when last: one
--   counter and one timestamp per rule, nothing per request (no address, no
--   cookie, no user agent). The site's server (service_role) bumps them
--   through record_redirect_hit, and may write those two columns only.
-- - save_site_redirect refuses a source that is a staff page's address,
--   published or not (the page would take the address back and hide the
--   redirect), and a destination that is a staff page not published now.
--   What the database cannot see (the built-in pages) the server checks
--   before it saves.
-- - restore_site_redirect puts back a redirect just removed, its count included.
-- - An address that fails keeps the page that linked to it, as origin and path
--   only, and may be ignored by an admin (and shown again).

alter table public.site_redirects
  add column hits int not null default 0 check (hits between 0 and 1000000000),
  add column last_hit_at timestamptz;

grant update (hits, last_hit_at) on public.site_redirects to service_role;

-- Counts one answer of the redirect at `redirect_source`, as the site's
-- server: capped, and only on a rule that exists, so a flood adds no row.
create function public.record_redirect_hit(redirect_source text) returns void
language sql volatile security invoker
set search_path = ''
as $$
  update public.site_redirects r
     set hits = least(r.hits + 1, 1000000000), last_hit_at = now()
   where r.source = redirect_source
$$;

-- The save as it was, kept private: the public one below checks first.
alter function public.save_site_redirect(text, text, text, boolean, int) set schema private;
revoke execute on function private.save_site_redirect(text, text, text, boolean, int)
  from public, anon, authenticated, service_role;

-- As before, and also refused: 'staff-page' (the source is a staff page's
-- address, whatever its state), 'missing' (the destination is a staff page
-- that is not published). Runs as the owner to call the private save, so it
-- checks the admin right itself, refusing anyone else as row-level security
-- refused them before; the save keeps the caller as its author.
create function public.save_site_redirect(
  original text, source text, destination text, permanent boolean, based_on int
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  refused text;
begin
  if not (select public.is_admin()) then
    raise exception 'new row violates row-level security policy for table "site_redirects"'
      using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('site_redirects', 0));
  refused := case
    when exists (select 1 from public.staff_pages p where p.path = source) then 'staff-page'
    when exists (select 1 from public.staff_pages p where p.path = destination and p.status <> 'published')
      then 'missing'
  end;
  if refused is not null then
    return public.site_redirect_state(coalesce(original, source))
      || jsonb_build_object('saved', false, 'reason', refused);
  end if;
  return private.save_site_redirect(original, source, destination, permanent, based_on);
end
$$;

-- Adds back a redirect removed a moment ago, as it was: the same save (so
-- every rule above holds now too), then its count and last use.
create function public.restore_site_redirect(
  source text, destination text, permanent boolean, hits int, last_hit_at timestamptz
) returns jsonb
language plpgsql volatile security invoker
set search_path = ''
as $$
#variable_conflict use_variable
declare
  answer jsonb := public.save_site_redirect(null, source, destination, permanent, 0);
begin
  if (answer ->> 'saved')::boolean then
    update public.site_redirects r
       set hits = least(greatest(restore_site_redirect.hits, 0), 1000000000),
           last_hit_at = restore_site_redirect.last_hit_at
     where r.source = restore_site_redirect.source;
  end if;
  return answer;
end
$$;

create or replace function public.site_redirects_list() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'source', r.source, 'destination', r.destination, 'permanent', r.permanent,
           'revision', r.revision, 'updatedAt', r.updated_at, 'updatedByEmail', r.updated_by_email,
           'hits', r.hits, 'lastHitAt', r.last_hit_at)
         order by r.source), '[]'::jsonb)
    from public.site_redirects r
$$;

-- The page that linked to a failing address: an http(s) origin and a path,
-- no query, no fragment, no white space; null when no browser sent one.
alter table public.missed_paths
  add column referrer text check (
    referrer is null
    or (referrer ~ '^https?://[^/?#[:space:][:cntrl:]]+(/[^?#[:space:][:cntrl:]]*)?$'
        and char_length(referrer) <= 300)
  ),
  add column ignored boolean not null default false;

create policy "Admins ignore an address that fails"
  on public.missed_paths for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
grant update (ignored) on public.missed_paths to authenticated;

-- Counts a 404 as record_missed_path(missed_path) does (capped, the 500 most
-- recent kept), and keeps the page that linked to it when one is given in the
-- stored form; a referrer in any other form is left out, and the path still
-- counted. A later 404 without one keeps the last. An ignored path stays ignored.
create function public.record_missed_path(missed_path text, referrer text) returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
#variable_conflict use_variable
begin
  perform public.record_missed_path(missed_path);
  if referrer ~ '^https?://[^/?#[:space:][:cntrl:]]+(/[^?#[:space:][:cntrl:]]*)?$'
     and char_length(referrer) <= 300 then
    update public.missed_paths m set referrer = record_missed_path.referrer where m.path = missed_path;
  end if;
end
$$;

-- Hides a failing address from the list (or shows it again), as an admin.
create function public.set_missed_path_ignored(missed_path text, ignore boolean) returns void
language sql volatile security invoker
set search_path = ''
as $$
  update public.missed_paths m set ignored = ignore where m.path = missed_path
$$;

create or replace function public.missed_paths_list() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'path', m.path, 'kind', m.kind, 'hits', m.hits, 'firstSeen', m.first_seen,
           'lastSeen', m.last_seen, 'referrer', m.referrer, 'ignored', m.ignored)
         order by m.last_seen desc, m.path), '[]'::jsonb)
    from public.missed_paths m
$$;

revoke execute on function public.record_redirect_hit(text), public.record_missed_path(text, text),
  public.save_site_redirect(text, text, text, boolean, int),
  public.restore_site_redirect(text, text, boolean, int, timestamptz),
  public.set_missed_path_ignored(text, boolean), public.site_redirects_list(), public.missed_paths_list()
  from public, anon, authenticated, service_role;
-- The site's server counts an answered redirect and a 404.
grant execute on function public.record_redirect_hit(text), public.record_missed_path(text, text)
  to service_role;
-- The admin area.
grant execute on function public.save_site_redirect(text, text, text, boolean, int),
  public.restore_site_redirect(text, text, boolean, int, timestamptz),
  public.set_missed_path_ignored(text, boolean), public.site_redirects_list(), public.missed_paths_list()
  to authenticated;
