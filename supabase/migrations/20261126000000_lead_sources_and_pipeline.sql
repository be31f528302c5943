-- Where each lead came from, and the pipeline that replaces handled / not handled.

-- Where it came from, as the form reports it and the server checked it: the
-- page the form was on, the previous page of this site, the external site's
-- host, the address's utm_* values, and the page credited with the lead. The
-- checks bound them again for anyone who calls the API directly.
alter table public.leads
  add column source_page text check (source_page ~ '^/[a-z0-9/-]{0,199}$'),
  add column form_page text check (form_page ~ '^/[a-z0-9/-]{0,199}$'),
  add column previous_page text check (previous_page ~ '^/[a-z0-9/-]{0,199}$'),
  add column referrer_host text check (referrer_host ~ '^[a-z0-9][a-z0-9.-]{0,252}$'),
  add column utm_source text check (char_length(utm_source) between 1 and 100),
  add column utm_medium text check (char_length(utm_medium) between 1 and 100),
  add column utm_campaign text check (char_length(utm_campaign) between 1 and 100),
  add column utm_term text check (char_length(utm_term) between 1 and 100),
  add column utm_content text check (char_length(utm_content) between 1 and 100);

grant insert (source_page, form_page, previous_page, referrer_host,
              utm_source, utm_medium, utm_campaign, utm_term, utm_content)
  on public.leads to anon, authenticated;

-- The pipeline: the states are a domain, so the column and the function that
-- changes it accept the same five values.
create domain public.lead_status as text
  check (value in ('new', 'contacted', 'quote_sent', 'won', 'lost'));

alter table public.leads add column status public.lead_status not null default 'new';

-- Each change of state, written by set_lead_status only: who, when, from what.
create table public.lead_status_changes (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  from_status public.lead_status not null,
  to_status public.lead_status not null,
  changed_at timestamptz not null default now(),
  changed_by uuid references auth.users (id) on delete set null,
  -- For display: admins cannot read auth.users on Supabase, and the account may be gone.
  changed_by_email text
);
create index lead_status_changes_lead_idx on public.lead_status_changes (lead_id, changed_at, id);

-- Staff's internal notes, written by add_lead_note only; never a visitor's text.
create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  author_id uuid references auth.users (id) on delete set null,
  author_email text
);
create index lead_notes_lead_idx on public.lead_notes (lead_id, created_at, id);

-- A handled lead was contacted: it becomes 'contacted', with the handling as its first step.
update public.leads set status = 'contacted' where handled_at is not null;
insert into public.lead_status_changes (lead_id, from_status, to_status, changed_at, changed_by, changed_by_email)
  select id, 'new', 'contacted', handled_at, handled_by, handled_by_email
    from public.leads where handled_at is not null;

-- The handled_* columns and what used them go.
drop function public.leads_inbox(text, text, integer, integer, boolean);
drop function public.set_lead_handled(uuid, boolean);
drop view public.lead_inbox_entries;
drop policy "Visitors submit leads with privacy accepted" on public.leads;
drop index public.leads_inbox_new_idx;
alter table public.leads drop constraint leads_handled_together;
alter table public.leads drop column handled_at, drop column handled_by, drop column handled_by_email;

create policy "Visitors submit leads with privacy accepted"
  on public.leads for insert to anon, authenticated
  with check (privacy_accepted and status = 'new');

-- The inbox's state filter and the results view's counts per page.
create index leads_status_idx on public.leads (status, created_at desc, id desc);
create index leads_source_idx on public.leads (source_page, created_at desc);

alter table public.lead_status_changes enable row level security;
alter table public.lead_notes enable row level security;
create policy "Admins read status changes" on public.lead_status_changes
  for select to authenticated using ((select public.is_admin()));
create policy "Admins read notes" on public.lead_notes
  for select to authenticated using ((select public.is_admin()));
revoke all on public.lead_status_changes, public.lead_notes from anon, authenticated;
grant select on public.lead_status_changes, public.lead_notes to authenticated;

-- A lead with its notification state, as the inbox shows it (security invoker: RLS applies).
create view public.lead_inbox_entries with (security_invoker = true) as
  select l.id, l.created_at, l.email, l.name, l.company, l.city, l.phone, l.message,
         l.privacy_accepted, l.communication_consent, l.status,
         l.source_page, l.form_page, l.previous_page, l.referrer_host,
         l.utm_source, l.utm_medium, l.utm_campaign, l.utm_term, l.utm_content,
         n.status as notification_status, n.attempts as notification_attempts,
         n.last_error as notification_last_error, n.sent_at as notification_sent_at
    from public.leads l
    left join public.lead_notifications n on n.lead_id = l.id;

revoke all on public.lead_inbox_entries from anon;
grant select on public.lead_inbox_entries to authenticated;

-- One page of the inbox, newest first, and how many leads match. state: 'all'
-- or one of the pipeline's states; source: a credited page, or null for any;
-- search: name, e-mail, city and message, case-insensitive, as literal text.
-- A null page_limit returns every match (the CSV export). Run as the caller: RLS decides.
create function public.leads_inbox(
  search text default null,
  state text default 'all',
  source text default null,
  page_limit integer default 25,
  page_offset integer default 0,
  include_tests boolean default false
) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  with term as (
    select '%' || replace(replace(replace(nullif(btrim(search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%'
           as pattern
  ),
  matching as materialized (
    select l.id, l.created_at
      from public.leads l, term t
     where (state is null or state = 'all' or l.status::text = state)
       and (source is null or l.source_page = source)
       and (include_tests or not public.is_test_lead(l.email))
       and (t.pattern is null
            or l.name ilike t.pattern or l.email ilike t.pattern
            or l.city ilike t.pattern or l.message ilike t.pattern)
  ),
  page as (
    select m.id from matching m
     order by m.created_at desc, m.id desc
     limit page_limit offset greatest(page_offset, 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from matching),
    'rows', coalesce(
      (select jsonb_agg(to_jsonb(e) order by e.created_at desc, e.id desc)
         from page p join public.lead_inbox_entries e on e.id = p.id),
      '[]'::jsonb)
  )
$$;

revoke execute on function public.leads_inbox(text, text, text, integer, integer, boolean) from public, anon;
grant execute on function public.leads_inbox(text, text, text, integer, integer, boolean) to authenticated;

-- Moves a lead to another state and records the step (the admin and the time
-- come from the session, never from the client). The same state again changes
-- and records nothing. Security definer because no role updates leads
-- directly; it checks the admin right itself. Returns the lead's state.
create function public.set_lead_status(lead_id uuid, new_status public.lead_status)
returns public.lead_status
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  current_status public.lead_status;
begin
  if not (select public.is_admin()) then
    raise exception 'only admins may change a lead''s state' using errcode = '42501';
  end if;
  if new_status is null then
    raise exception 'a state is required' using errcode = '22004';
  end if;
  select l.status into current_status from public.leads l where l.id = set_lead_status.lead_id for update;
  if not found then
    raise exception 'no lead %', lead_id using errcode = 'P0002';
  end if;
  if current_status <> new_status then
    update public.leads as l set status = new_status where l.id = set_lead_status.lead_id;
    insert into public.lead_status_changes (lead_id, from_status, to_status, changed_by, changed_by_email)
    values (set_lead_status.lead_id, current_status, new_status, (select auth.uid()),
            (select a.email from public.admins a where a.user_id = (select auth.uid())));
  end if;
  return new_status;
end
$$;

revoke execute on function public.set_lead_status(uuid, public.lead_status) from public, anon;
grant execute on function public.set_lead_status(uuid, public.lead_status) to authenticated;

-- Adds an internal note to a lead; the author and the time come from the
-- session and the clock. Returns the note's id.
create function public.add_lead_note(lead_id uuid, body text)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  note_id uuid;
begin
  if not (select public.is_admin()) then
    raise exception 'only admins may add notes' using errcode = '42501';
  end if;
  if not exists (select 1 from public.leads l where l.id = add_lead_note.lead_id) then
    raise exception 'no lead %', lead_id using errcode = 'P0002';
  end if;
  insert into public.lead_notes (lead_id, body, author_id, author_email)
  values (add_lead_note.lead_id, btrim(add_lead_note.body), (select auth.uid()),
          (select a.email from public.admins a where a.user_id = (select auth.uid())))
  returning id into note_id;
  return note_id;
end
$$;

revoke execute on function public.add_lead_note(uuid, text) from public, anon;
grant execute on function public.add_lead_note(uuid, text) to authenticated;

-- The results view: leads per credited page in the last 30 and 90 days (null:
-- leads stored before pages were recorded), and per week (Monday, Madrid time)
-- for the last 12 weeks, weeks without a lead left out. Test leads never count.
-- Run as the caller: RLS decides.
create function public.lead_results()
returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  with recent as materialized (
    select l.source_page, l.created_at
      from public.leads l
     where l.created_at > now() - interval '90 days'
       and not public.is_test_lead(l.email)
  ),
  first_week as (
    select date_trunc('week', now() at time zone 'Europe/Madrid') - interval '11 weeks' as monday
  )
  select jsonb_build_object(
    'pages', coalesce((
      select jsonb_agg(jsonb_build_object('page', p.source_page, 'last30', p.last30, 'last90', p.last90)
                       order by p.last90 desc, p.source_page)
        from (select r.source_page,
                     count(*) filter (where r.created_at > now() - interval '30 days') as last30,
                     count(*) as last90
                from recent r group by r.source_page) p), '[]'::jsonb),
    'weeks', coalesce((
      select jsonb_agg(jsonb_build_object('week', to_char(w.monday, 'YYYY-MM-DD'), 'count', w.leads)
                       order by w.monday)
        from (select date_trunc('week', r.created_at at time zone 'Europe/Madrid') as monday, count(*) as leads
                from recent r, first_week f
               where r.created_at at time zone 'Europe/Madrid' >= f.monday
               group by 1) w), '[]'::jsonb)
  )
$$;

revoke execute on function public.lead_results() from public, anon;
grant execute on function public.lead_results() to authenticated;
