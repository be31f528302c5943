-- 'Equipo': admins see their colleagues (with their last sign-in), invite
-- one, remove one, and read who invited or removed whom. The invitation itself
-- is the backend's own (Supabase's e-mail, or the local one-time link), sent
-- by the site's server; these functions list the team, take an admin off it
-- and keep the team's history, which only they write.

-- Who invited or removed whom, and when. The addresses are kept as text: the
-- account may be gone, and on Supabase admins cannot read auth.users.
create table public.team_events (
  id bigint generated always as identity primary key,
  happened_at timestamptz not null default now(),
  -- 'invited': an invitation sent (or a new link made) for member_email; 'removed': taken off admins.
  kind text not null check (kind in ('invited', 'removed')),
  member_email text not null check (
    char_length(member_email) <= 255
    and member_email ~ '^[!-~]+$'
    and member_email ~ '^[^@]+@[^@.]+(\.[^@.]+)+$'
  ),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text not null
);
create index team_events_actor_id_idx on public.team_events (actor_id);
create index team_events_happened_at_idx on public.team_events (happened_at desc);

alter table public.team_events enable row level security;

create policy "Admins read the team's history"
  on public.team_events for select to authenticated
  using ((select public.is_admin()));

revoke all on table public.team_events from public, anon, authenticated, service_role;
grant select on table public.team_events to authenticated;

-- Refuses a caller who is not an admin now.
create function private.require_team_admin() returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins manage the team' using errcode = '42501';
  end if;
end
$$;
revoke execute on function private.require_team_admin() from public, anon, authenticated, service_role;

-- The admins, each with their last sign-in. `invited_at` is Supabase's: an
-- account its invitation created (and an admin at once) that has not signed
-- in yet. The local accounts have no such column (a local invitation is a
-- link, not an account), so it is read from the row as JSON: null there.
create function public.team_members()
returns table (user_id uuid, email text, added_at timestamptz, last_sign_in_at timestamptz, invited_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin();
  return query
    select a.user_id, a.email, a.created_at, u.last_sign_in_at, (to_jsonb(u) ->> 'invited_at')::timestamptz
      from public.admins a
      join auth.users u on u.id = a.user_id
     order by lower(a.email), a.user_id;
end
$$;
revoke execute on function public.team_members() from public, anon, service_role;
grant execute on function public.team_members() to authenticated;

-- Records an invitation the site's server has just sent for the caller.
create function public.record_team_invitation(invited_email text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin();
  insert into public.team_events (kind, member_email, actor_id, actor_email)
  values ('invited', lower(btrim(invited_email)), (select auth.uid()),
          (select a.email from public.admins a where a.user_id = (select auth.uid())));
end
$$;
revoke execute on function public.record_team_invitation(text) from public, anon, service_role;
grant execute on function public.record_team_invitation(text) to authenticated;

-- Takes `member` off admins and records it: 'removed'; 'not_member' when it
-- is not an admin (removed meanwhile); 'last_admin' when it is the only one
-- left, whoever asks (the caller themself included). The table lock makes
-- removals take turns: a second one waits for the first to commit, then
-- counts again, so two at once can never leave the team empty. Removing an
-- admin cancels their pending schedules (admins' trigger).
create function public.remove_team_member(member uuid) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  actor text;
  removed text;
begin
  perform private.require_team_admin();
  lock table public.admins in share row exclusive mode;
  -- Checked again now that removals wait for each other: the caller may have just been removed.
  perform private.require_team_admin();
  select a.email into actor from public.admins a where a.user_id = (select auth.uid());
  select a.email into removed from public.admins a where a.user_id = member;
  if removed is null then
    return 'not_member';
  end if;
  if (select count(*) from public.admins) <= 1 then
    return 'last_admin';
  end if;
  delete from public.admins a where a.user_id = member;
  insert into public.team_events (kind, member_email, actor_id, actor_email)
  values ('removed', removed, (select auth.uid()), actor);
  return 'removed';
end
$$;
revoke execute on function public.remove_team_member(uuid) from public, anon, service_role;
grant execute on function public.remove_team_member(uuid) to authenticated;
