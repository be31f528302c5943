-- Tests only: the part of Supabase Storage's schema that a migration meets
-- (storage.buckets, storage.objects with row-level security on, and the API
-- roles' rights on them, as a Supabase project has them), so the bucket and
-- policies of 20261202000000_photos.sql can be checked as the API roles meet
-- them. Storage's API runs its queries as the caller's role with its JWT
-- claims, which asCaller imitates. Neither the local backend nor Supabase
-- ever runs this file.

create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
