-- Local backend only (PGlite): what the local accounts need beyond the shim's
-- copy of Supabase's auth.users. Applied after the shim every time a database
-- is opened (lib/db/migrate.ts), so every statement may run again.

-- Raised when the account signs out: session cookies carrying an older
-- version are refused, so signing out ends the account's sessions everywhere.
alter table auth.users add column if not exists session_version integer not null default 0;

-- The one-time setup link that creates the first admin
-- (lib/auth/local/setup-tokens.ts). Only the token's SHA-256 is stored.
-- No API role may read it: the auth schema gets no default grants.
create table if not exists auth.setup_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- How the account was made: 'setup-link' or 'invitation' (a one-time link
-- bound to the address, so its owner proved it), else 'sign-up'. Only an
-- account that proved its address may be made admin (lib/auth/admins.ts).
-- Accounts from before this column read as sign-ups.
alter table auth.users add column if not exists created_through text not null default 'sign-up'
  check (created_through in ('sign-up', 'setup-link', 'invitation'));

-- The addresses the operator's scripts print: the rule of public.admins.email
-- (supabase/migrations/20261204000000_admin_email_format.sql). Added unchecked
-- for the rows already there, then validated whenever they all pass, as they
-- do in a fresh database (a restore's): from then on it holds for every row.
do $$
begin
  if not exists (
    select from pg_constraint where conrelid = 'auth.users'::regclass and conname = 'users_email_format'
  ) then
    alter table auth.users add constraint users_email_format check (
      char_length(email) <= 255
      and email ~ '^[!-~]+$'
      and email ~ '^[^@]+@[^@.]+(\.[^@.]+)+$'
    ) not valid;
  end if;
  begin
    alter table auth.users validate constraint users_email_format;
  exception when check_violation then
    -- An older row breaks it: new and changed rows are still checked.
    null;
  end;
end
$$;

-- Local invitations (npm run admin -- invite EMAIL; lib/auth/local/invitations.ts):
-- a one-time link bound to one address, valid 24 hours; opening it creates
-- that address's account as an admin. Only the token's SHA-256 is stored; a
-- new invitation to the same address replaces the old. No API role may read it.
create table if not exists auth.invitations (
  email text primary key,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
