-- What search brought each page, from Search Console's export (no Google
-- account is connected to the site): staff import one period at a time, and
-- 'Resultados' shows each page's impressions, clicks and position beside its
-- leads from a Google search and the days it was published.
--
-- - A period is its first and last day; no two overlap. Importing one that
--   overlaps others asks first; replacing them is one call, so one transaction.
-- - Its figures are one row per site page (the server sums the addresses that
--   lead to the same page) and one per address that matches no page.
-- - Importing a period already stored with the same figures changes nothing.

create table public.search_periods (
  starts_on date primary key,
  ends_on date not null,
  imported_at timestamptz not null default now(),
  imported_by uuid references auth.users (id) on delete set null,
  check (ends_on >= starts_on and ends_on - starts_on <= 400)
);
create index search_periods_imported_by_idx on public.search_periods (imported_by);

create table public.search_figures (
  starts_on date not null references public.search_periods (starts_on) on delete cascade,
  -- A site page's path when `page`; else the address as the export spelled it.
  address text not null check (char_length(address) between 1 and 2048 and address !~ '[[:cntrl:]]'),
  page boolean not null,
  clicks int not null check (clicks between 0 and 1000000000),
  impressions int not null check (impressions between 0 and 1000000000),
  -- Average position, weighted by impressions; null when the page had none.
  position numeric(7, 2) check (position is null or position >= 1),
  primary key (starts_on, address),
  check (not page or address ~ '^/[a-z0-9-]*(/[a-z0-9-]+)*$')
);

alter table public.search_periods enable row level security;
alter table public.search_figures enable row level security;

create policy "Admins read the search periods"
  on public.search_periods for select to authenticated
  using ((select public.is_admin()));
create policy "Admins import a search period"
  on public.search_periods for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins replace a search period"
  on public.search_periods for delete to authenticated
  using ((select public.is_admin()));
create policy "Admins read the search figures"
  on public.search_figures for select to authenticated
  using ((select public.is_admin()));
create policy "Admins import search figures"
  on public.search_figures for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins replace search figures"
  on public.search_figures for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.search_periods, public.search_figures from public, anon, authenticated, service_role;
grant select, insert, delete on table public.search_periods, public.search_figures to authenticated;

-- Stores a period's figures (rows of {address, page, clicks, impressions,
-- position}). Answers {saved: true, replaced: [periods]}; {saved: false,
-- reason: 'unchanged'} when the same period is stored with the same figures;
-- {saved: false, reason: 'overlap', periods: [...]} when it overlaps stored
-- periods and `replace` is false. Runs as the caller: row-level security
-- keeps it to admins.
create function public.import_search_period(
  starts_on date, ends_on date, figures jsonb, replace boolean
) returns jsonb
language plpgsql volatile security invoker
set search_path = ''
as $$
#variable_conflict use_variable
declare
  incoming jsonb;
  overlapping jsonb;
begin
  if not (select public.is_admin()) then
    raise exception 'new row violates row-level security policy for table "search_periods"'
      using errcode = '42501';
  end if;
  -- One import at a time: the overlap check and the write see the same periods.
  perform pg_advisory_xact_lock(hashtextextended('search_periods', 0));
  select coalesce(jsonb_agg(jsonb_build_object(
           'address', x.address, 'page', x.page, 'clicks', x.clicks, 'impressions', x.impressions,
           'position', round(x.position, 2)) order by x.address), '[]'::jsonb)
    into incoming
    from jsonb_to_recordset(figures) as x(address text, page boolean, clicks int, impressions int, position numeric);
  if exists (select 1 from public.search_periods p where p.starts_on = starts_on and p.ends_on = ends_on)
     and incoming = (select coalesce(jsonb_agg(jsonb_build_object(
                       'address', f.address, 'page', f.page, 'clicks', f.clicks, 'impressions', f.impressions,
                       'position', f.position) order by f.address), '[]'::jsonb)
                       from public.search_figures f where f.starts_on = starts_on) then
    return jsonb_build_object('saved', false, 'reason', 'unchanged');
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('startsOn', p.starts_on, 'endsOn', p.ends_on)
                            order by p.starts_on), '[]'::jsonb)
    into overlapping
    from public.search_periods p
   where p.starts_on <= ends_on and p.ends_on >= starts_on;
  if jsonb_array_length(overlapping) > 0 and not replace then
    return jsonb_build_object('saved', false, 'reason', 'overlap', 'periods', overlapping);
  end if;
  delete from public.search_periods p where p.starts_on <= ends_on and p.ends_on >= starts_on;
  insert into public.search_periods (starts_on, ends_on, imported_by) values (starts_on, ends_on, (select auth.uid()));
  insert into public.search_figures (starts_on, address, page, clicks, impressions, position)
  select starts_on, x.address, x.page, x.clicks, x.impressions, x.position
    from jsonb_to_recordset(incoming) as x(address text, page boolean, clicks int, impressions int, position numeric);
  return jsonb_build_object('saved', true, 'replaced', overlapping);
end
$$;

-- Everything 'Resultados' shows of search, in one read: the periods, their
-- figures, the leads from a Google search each page brought in each period
-- (by the day the lead arrived, in Madrid; test leads left out), and the days
-- each page's content or SEO was published.
create function public.search_overview() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'periods', coalesce((
      select jsonb_agg(jsonb_build_object('startsOn', p.starts_on, 'endsOn', p.ends_on) order by p.starts_on)
        from public.search_periods p), '[]'::jsonb),
    'figures', coalesce((
      select jsonb_agg(jsonb_build_object(
               'startsOn', f.starts_on, 'address', f.address, 'page', f.page, 'clicks', f.clicks,
               'impressions', f.impressions, 'position', f.position) order by f.starts_on, f.address)
        from public.search_figures f), '[]'::jsonb),
    'leads', coalesce((
      select jsonb_agg(jsonb_build_object('startsOn', l.starts_on, 'page', l.source_page, 'leads', l.leads))
        from (select p.starts_on, g.source_page, count(*) as leads
                from (select d.source_page, (d.created_at at time zone 'Europe/Madrid')::date as day
                        from public.leads d
                       where d.source_page is not null
                         and d.referrer_host ~ '^(www\.)?google(\.[a-z]{2,3}){1,2}$'
                         and not public.is_test_lead(d.email)
                      offset 0) g -- each lead checked once, before it meets the periods
                join public.search_periods p on g.day between p.starts_on and p.ends_on
               group by p.starts_on, g.source_page) l), '[]'::jsonb),
    'publishes', coalesce((
      select jsonb_agg(jsonb_build_object('page', v.path, 'day', v.day) order by v.path, v.day)
        from (select distinct v.path, (v.created_at at time zone 'Europe/Madrid')::date as day
                from public.page_versions v
               where v.kind = 'publish') v), '[]'::jsonb)
  )
$$;

revoke execute on function public.import_search_period(date, date, jsonb, boolean), public.search_overview()
  from public, anon, authenticated, service_role;
grant execute on function public.import_search_period(date, date, jsonb, boolean), public.search_overview()
  to authenticated;
