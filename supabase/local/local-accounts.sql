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
