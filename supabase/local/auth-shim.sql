-- Local backend only (PGlite): the small part of Supabase's platform schema
-- that our migrations and policies rely on, defined the way Supabase defines
-- it, so the same migrations and row-level security run here for real.
-- Never run this against a Supabase project: there, all of it exists already.

create schema if not exists auth;
create schema if not exists extensions;

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;

-- Supabase no longer grants new public objects to the API roles: each
-- migration grants what it creates, by name. Data folders made while this
-- shim still imitated the old default (all rights to every API role) lose it
-- here, on their next open; revoking what is not there changes nothing.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

-- Accounts of the local backend (Supabase keeps its own auth.users).
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  encrypted_password text not null,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);

-- As in Supabase: the claims of the request's JWT, set per transaction.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Not in Supabase: the one claim auth.uid() and auth.role() read, from the
-- setting older PostgREST versions set per claim, else from the claims object.
-- Migrations call auth.uid() and auth.role(), never this.
create or replace function auth.jwt_claim(name text) returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.' || name, true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> name)
  )
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$ select auth.jwt_claim('sub')::uuid $$;

create or replace function auth.role() returns text
language sql stable
as $$ select auth.jwt_claim('role') $$;

grant execute on function auth.jwt(), auth.jwt_claim(text), auth.uid(), auth.role() to anon, authenticated, service_role;
