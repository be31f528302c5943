-- Admins carried over from the local backend (npm run export -- --supabase):
-- their accounts cannot move (local password hashes are not Supabase Auth's),
-- so their e-mails wait here, and such an account becomes admin when it signs
-- up with that e-mail and confirms it. Nobody else does: the match is on the
-- whole address, and only once Supabase Auth has confirmed that the person
-- owns it (email_confirmed_at), so signing up with someone else's address
-- grants nothing.

create table public.pending_admins (
  email text primary key check (email = lower(email) and char_length(email) between 3 and 255),
  created_at timestamptz not null default now()
);

-- No API role a visitor or an account acts as may read or write it; the
-- server's key may, as for admins.
alter table public.pending_admins enable row level security;
revoke all on public.pending_admins from anon, authenticated;
grant select, insert, delete on public.pending_admins to service_role;

-- Runs for Supabase Auth's writes to auth.users: on sign-up, and on the update
-- that confirms the address. email_confirmed_at is read through to_jsonb so
-- the function also runs on the local backend's auth.users, which has no such
-- column (there, nothing is ever pending).
create function public.admit_pending_admin() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is null or (to_jsonb(new) ->> 'email_confirmed_at') is null then
    return new;
  end if;
  with admitted as (
    delete from public.pending_admins where email = lower(new.email) returning email
  )
  insert into public.admins (user_id, email)
    select new.id, new.email from admitted
  on conflict (user_id) do nothing;
  return new;
end
$$;

revoke execute on function public.admit_pending_admin() from public, anon, authenticated, service_role;

create trigger admit_pending_admin
  after insert or update on auth.users
  for each row execute function public.admit_pending_admin();
