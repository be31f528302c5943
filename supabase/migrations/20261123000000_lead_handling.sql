-- The leads inbox of the admin area: staff read every lead, see its
-- notification state, and mark it handled. Who handled a lead and when is
-- written by the database itself (set_lead_handled), never sent by a client.

alter table public.leads
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null,
  -- For display: admins cannot read auth.users on Supabase, and the account may be gone.
  add column handled_by_email text,
  add constraint leads_handled_together check (
    handled_at is not null or (handled_by is null and handled_by_email is null)
  );

-- The inbox's first page and its 'new' filter: newest first, the id breaking ties.
drop index public.leads_created_at_idx;
create index leads_inbox_idx on public.leads (created_at desc, id desc);
create index leads_inbox_new_idx on public.leads (created_at desc, id desc) where handled_at is null;

-- Visitors may give the form's fields only: not created_at (which orders the
-- inbox), nor any handled_* column. The policy says the same again, in case
-- a later grant widens the columns.
revoke insert on public.leads from anon, authenticated;
grant insert (id, email, name, company, city, phone, message, privacy_accepted, communication_consent)
  on public.leads to anon, authenticated;

drop policy "Visitors submit leads with privacy accepted" on public.leads;
create policy "Visitors submit leads with privacy accepted"
  on public.leads for insert to anon, authenticated
  with check (privacy_accepted and handled_at is null and handled_by is null and handled_by_email is null);

-- No one edits a lead directly, not even an admin: set_lead_handled is the one way to change it.
drop policy "Admins update leads" on public.leads;
revoke update on public.leads from anon, authenticated;

-- A lead with its notification state, as the inbox shows it. Security invoker:
-- the caller's row-level security applies (admins only, on both tables).
create view public.lead_inbox_entries with (security_invoker = true) as
  select l.id, l.created_at, l.email, l.name, l.company, l.city, l.phone, l.message,
         l.privacy_accepted, l.communication_consent, l.handled_at, l.handled_by, l.handled_by_email,
         n.status as notification_status, n.attempts as notification_attempts,
         n.last_error as notification_last_error, n.sent_at as notification_sent_at
    from public.leads l
    left join public.lead_notifications n on n.lead_id = l.id;

revoke all on public.lead_inbox_entries from anon;
grant select on public.lead_inbox_entries to authenticated;

-- One page of the inbox, newest first, and how many leads match: state is
-- 'all', 'new' or 'handled'; search matches name, e-mail, city and message,
-- case-insensitively, as literal text (its %, _ and \ are escaped). A null
-- page_limit returns every match (the CSV export). One function for both
-- backends (PGlite, and Supabase's RPC), run as the caller: RLS decides.
-- The matching ids are collected once (materialized), so a search scans the
-- table once for the count and the page; only the page's rows are then read whole.
create function public.leads_inbox(
  search text default null,
  state text default 'all',
  page_limit integer default 25,
  page_offset integer default 0
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
     where (state is distinct from 'new' or l.handled_at is null)
       and (state is distinct from 'handled' or l.handled_at is not null)
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

revoke execute on function public.leads_inbox(text, text, integer, integer) from public, anon;
grant execute on function public.leads_inbox(text, text, integer, integer) to authenticated;

-- Marks a lead handled (recording the admin and the time) or new again; a
-- lead already in the asked state is left as it is, so the first admin to
-- handle it stays on record. Security definer because no role may update
-- leads directly; it checks the admin right itself. Returns handled_at.
create function public.set_lead_handled(lead_id uuid, handled boolean)
returns timestamptz
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  result timestamptz;
begin
  if not (select public.is_admin()) then
    raise exception 'only admins may mark leads as handled' using errcode = '42501';
  end if;
  if handled is null then
    raise exception 'handled must be true or false' using errcode = '22004';
  end if;
  update public.leads as l
     set handled_at = case when handled then now() end,
         handled_by = case when handled then (select auth.uid()) end,
         handled_by_email = case when handled
           then (select a.email from public.admins a where a.user_id = (select auth.uid())) end
   where l.id = set_lead_handled.lead_id
     and (l.handled_at is null) = handled;
  select l.handled_at into result from public.leads l where l.id = set_lead_handled.lead_id;
  if not found then
    raise exception 'no lead %', lead_id using errcode = 'P0002';
  end if;
  return result;
end
$$;

revoke execute on function public.set_lead_handled(uuid, boolean) from public, anon;
grant execute on function public.set_lead_handled(uuid, boolean) to authenticated;
