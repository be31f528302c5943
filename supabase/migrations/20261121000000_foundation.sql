-- Leads, SEO records and the admin allow-list, with row-level security.
-- Runs on Supabase and, after supabase/local/auth-shim.sql, on PGlite.

-- Quote and contact requests (spec: Lead).
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null check (char_length(email) between 3 and 255),
  name text not null check (char_length(name) between 1 and 100),
  company text check (char_length(company) between 1 and 100),
  city text not null check (char_length(city) between 1 and 100),
  phone text check (char_length(phone) between 1 and 20),
  message text not null check (char_length(message) between 1 and 2000),
  privacy_accepted boolean not null,
  communication_consent boolean not null default false
);

create index leads_created_at_idx on public.leads (created_at desc);

-- Accounts allowed into the admin area. Written only by the admin script
-- (service role) or, on the local backend, by the first sign-up.
create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now()
);

-- Search metadata per page (spec: SEO page record).
create table public.seo_pages (
  path text primary key check (path ~ '^/[a-z0-9-]*(/[a-z0-9-]+)*$'),
  title text not null,
  description text not null,
  h1 text not null,
  h2_primary text not null default '',
  h2_secondary text[] not null default '{}',
  h3_strategic text[] not null default '{}',
  keywords text[] not null default '{}',
  canonical text,
  robots text not null default 'index,follow',
  og_image text,
  og_type text not null default 'website',
  schema_type text not null default 'WebPage',
  category text not null default 'main',
  faqs jsonb not null default '[]'::jsonb check (jsonb_typeof(faqs) = 'array'),
  additional_schema jsonb,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

-- True when the caller's JWT belongs to an account on the allow-list.
-- Security definer so that policies can consult admins whatever the caller may read.
create function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins where user_id = (select auth.uid()))
$$;

alter table public.leads enable row level security;
alter table public.admins enable row level security;
alter table public.seo_pages enable row level security;

create policy "Visitors submit leads with privacy accepted"
  on public.leads for insert to anon, authenticated
  with check (privacy_accepted);

create policy "Admins read leads"
  on public.leads for select to authenticated
  using ((select public.is_admin()));

create policy "Admins update leads"
  on public.leads for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Accounts see their own admin entry"
  on public.admins for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Anyone reads SEO records"
  on public.seo_pages for select to anon, authenticated
  using (true);

create policy "Admins insert SEO records"
  on public.seo_pages for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins update SEO records"
  on public.seo_pages for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete SEO records"
  on public.seo_pages for delete to authenticated
  using ((select public.is_admin()));
