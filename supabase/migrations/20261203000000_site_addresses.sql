-- Staff redirects and the addresses that fail.
--
-- site_redirects: a site path that has no page, sent on to a site path or an
-- https address, 308 or 307. Admins write them through save_site_redirect and
-- delete_site_redirect (compare-and-set on the row's revision); the site's
-- server reads them (the catch-all route). lib/addresses checks each rule
-- before it is saved (loops, chains, live pages, reserved paths); the
-- functions repeat the one-hop rule under a lock, so two admins cannot build
-- a chain between them.
--
-- missed_paths: every 404 of the site, counted per path by the site's server
-- through record_missed_path: the path, its count (capped), when it was first
-- and last seen, and its group. No address, no cookie, no user agent. The 500
-- most recently seen paths are kept.

create table public.site_redirects (
  -- A site path as staff and the server write it: lowercase, decoded, no query,
  -- no fragment, no white space or control character, no trailing slash.
  source text primary key check (
    source ~ '^(/[^/?#[:space:][:cntrl:]]+)+$' and source = lower(source) and char_length(source) <= 300
  ),
  -- A site path as above, or an https address.
  destination text not null check (
    ((destination ~ '^/([^/?#[:space:][:cntrl:]]+(/[^/?#[:space:][:cntrl:]]+)*)?$' and destination = lower(destination))
     or destination ~ '^https://[^/?#[:space:][:cntrl:]]+([/?#][^[:space:][:cntrl:]]*)?$')
    and char_length(destination) <= 500
  ),
  permanent boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  -- As the admin list had it then, as versions keep theirs.
  updated_by_email text,
  revision int not null default 1 check (revision >= 1),
  constraint site_redirects_not_to_itself check (destination <> source)
);
create index site_redirects_created_by_idx on public.site_redirects (created_by);
create index site_redirects_updated_by_idx on public.site_redirects (updated_by);
create index site_redirects_destination_idx on public.site_redirects (destination);

alter table public.site_redirects enable row level security;

create policy "Admins read redirects"
  on public.site_redirects for select to authenticated
  using ((select public.is_admin()));
create policy "Admins add redirects"
  on public.site_redirects for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins change redirects"
  on public.site_redirects for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Admins remove redirects"
  on public.site_redirects for delete to authenticated
  using ((select public.is_admin()));
grant select, insert, update, delete on public.site_redirects to authenticated;
-- The site's server (service_role, past row-level security) reads them to answer a path that has no page.
grant select on public.site_redirects to service_role;

create table public.missed_paths (
  path text primary key check (char_length(path) between 1 and 300),
  -- 'visitante': a page someone looked for; 'sondeo': a bot probing for files.
  kind text not null check (kind in ('visitante', 'sondeo')),
  hits int not null default 1 check (hits between 1 and 1000000),
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now()
);
create index missed_paths_last_seen_idx on public.missed_paths (last_seen desc);

alter table public.missed_paths enable row level security;

create policy "Admins read the addresses that fail"
  on public.missed_paths for select to authenticated
  using ((select public.is_admin()));
-- A redirect saved for a path takes it off the list (save_site_redirect).
create policy "Admins clear an address that fails"
  on public.missed_paths for delete to authenticated
  using ((select public.is_admin()));
grant select, delete on public.missed_paths to authenticated;
-- The site's server (service_role, past row-level security) counts through record_missed_path.
grant select, insert, update, delete on public.missed_paths to service_role;

-- Which group a failing path belongs to. A bot probing for files asks for a
-- file: a dot-file or dot-folder anywhere (/.env, /.git/config), a name with
-- an extension other than .html or .htm (/wp-login.php, /backup.zip), or a
-- CMS's or server tool's folder (/wp-admin/, /wp-content/…, /wordpress/,
-- /cgi-bin/, /phpmyadmin/, /xmlrpc, /vendor/). Anything else is a page someone
-- looked for. A static render sees no request headers, so no user agent.
create function public.missed_path_kind(missed_path text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when missed_path ~ '(^|/)\.'
      or (missed_path ~* '\.[a-z0-9]{1,10}$' and missed_path !~* '\.html?$')
      or missed_path ~* '^/(wp-[^/]*|wordpress|cgi-bin|phpmyadmin|xmlrpc|vendor)(/|$)'
    then 'sondeo'
    else 'visitante'
  end
$$;

-- Counts one 404 of `missed_path`, as the site's server: its count goes up
-- (capped at a million) and it becomes the most recent; the paths beyond the
-- 500 most recent are dropped. A path that is not one (no leading slash, too
-- long, a control character) counts nothing.
create function public.record_missed_path(missed_path text) returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
begin
  if missed_path is null or missed_path !~ '^/' or char_length(missed_path) > 300
     or missed_path ~ '[[:cntrl:]]' then
    return;
  end if;
  insert into public.missed_paths as m (path, kind)
  values (missed_path, public.missed_path_kind(missed_path))
  on conflict (path) do update set hits = least(m.hits + 1, 1000000), last_seen = now();
  delete from public.missed_paths m
   where m.path in (select o.path from public.missed_paths o order by o.last_seen desc, o.path offset 500);
end
$$;

-- A redirect's state for the admin: its revision, when and by whom it last
-- changed; revision 0 when there is none.
create function public.site_redirect_state(redirect_source text) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(
    (select jsonb_build_object('revision', r.revision, 'changedAt', r.updated_at,
              'changedBy', r.updated_by, 'changedByEmail', r.updated_by_email)
       from public.site_redirects r where r.source = redirect_source),
    jsonb_build_object('revision', 0, 'changedAt', null, 'changedBy', null, 'changedByEmail', null))
$$;

-- Adds a redirect (original null: the source must be free) or changes the one at
-- `original` while it is at revision `based_on` (its source may change
-- too). Runs as the caller: row-level security refuses anyone who is not an
-- admin. Answers the saved redirect's state with saved true, or saved false
-- and why: 'changed' (someone changed or removed it since; its state as it
-- is), 'taken' (the source has a redirect already), 'chain' (the destination
-- is a redirect's source, or a redirect leads to this source). A saved
-- redirect takes its source off the addresses that fail.
create function public.save_site_redirect(
  original text, source text, destination text, permanent boolean, based_on int
) returns jsonb
language plpgsql volatile security invoker
set search_path = ''
as $$
#variable_conflict use_variable
declare
  me uuid := (select auth.uid());
  my_email text := (select a.email from public.admins a where a.user_id = me);
begin
  perform pg_advisory_xact_lock(hashtextextended('site_redirects', 0));
  if original is not null and (public.site_redirect_state(original) ->> 'revision')::int <> based_on then
    return public.site_redirect_state(original) || jsonb_build_object('saved', false, 'reason', 'changed');
  end if;
  if source is distinct from original and exists (select 1 from public.site_redirects r where r.source = source) then
    return public.site_redirect_state(source) || jsonb_build_object('saved', false, 'reason', 'taken');
  end if;
  if exists (select 1 from public.site_redirects r
              where r.source is distinct from original and (r.source = destination or r.destination = source)) then
    return public.site_redirect_state(source) || jsonb_build_object('saved', false, 'reason', 'chain');
  end if;
  if original is null then
    insert into public.site_redirects (source, destination, permanent, created_by, updated_by, updated_by_email)
    values (source, destination, permanent, me, me, my_email);
  else
    update public.site_redirects r
       set source = save_site_redirect.source, destination = save_site_redirect.destination,
           permanent = save_site_redirect.permanent, updated_at = now(), updated_by = me,
           updated_by_email = my_email, revision = r.revision + 1
     where r.source = original;
  end if;
  delete from public.missed_paths m where m.path = source;
  return public.site_redirect_state(source) || jsonb_build_object('saved', true);
end
$$;

-- Removes the redirect while it is at revision `based_on`; else answers its
-- state with saved false (reason 'changed'), having removed nothing.
create function public.delete_site_redirect(source text, based_on int) returns jsonb
language plpgsql volatile security invoker
set search_path = ''
as $$
#variable_conflict use_variable
begin
  perform pg_advisory_xact_lock(hashtextextended('site_redirects', 0));
  if (public.site_redirect_state(source) ->> 'revision')::int <> based_on then
    return public.site_redirect_state(source) || jsonb_build_object('saved', false, 'reason', 'changed');
  end if;
  delete from public.site_redirects r where r.source = source;
  return jsonb_build_object('saved', true, 'revision', 0);
end
$$;

-- The site's server: where a path that has no page goes, or null.
create function public.site_redirect_from(requested_path text) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select jsonb_build_object('destination', r.destination, 'permanent', r.permanent)
    from public.site_redirects r where r.source = requested_path
$$;

-- The admin area's lists, shaped as lib/addresses/types.ts names them. Run as
-- the caller: only admins see any row.
create function public.site_redirects_list() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'source', r.source, 'destination', r.destination, 'permanent', r.permanent,
           'revision', r.revision, 'updatedAt', r.updated_at, 'updatedByEmail', r.updated_by_email)
         order by r.source), '[]'::jsonb)
    from public.site_redirects r
$$;

create function public.missed_paths_list() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'path', m.path, 'kind', m.kind, 'hits', m.hits, 'firstSeen', m.first_seen, 'lastSeen', m.last_seen)
         order by m.last_seen desc, m.path), '[]'::jsonb)
    from public.missed_paths m
$$;

revoke execute on function public.missed_path_kind(text),
  public.record_missed_path(text), public.site_redirect_from(text), public.site_redirect_state(text),
  public.site_redirects_list(), public.missed_paths_list(),
  public.save_site_redirect(text, text, text, boolean, int), public.delete_site_redirect(text, int)
  from public, anon, authenticated, service_role;
-- The site's server answers a path that has no page, and counts a 404.
grant execute on function public.site_redirect_from(text), public.record_missed_path(text),
  public.missed_path_kind(text) to service_role;
-- The admin area.
grant execute on function public.site_redirect_state(text),
  public.site_redirects_list(), public.missed_paths_list(), public.save_site_redirect(text, text, text, boolean, int), public.delete_site_redirect(text, int)
  to authenticated;
