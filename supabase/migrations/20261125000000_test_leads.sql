-- Leads sent by the end-to-end tests against a deployment: their e-mail is at
-- pruebas.example.com (testLeadDomain in lib/leads/inbox-params.ts), a reserved domain no customer has. Their notification
-- is recorded as skipped, with why, instead of e-mailing the company, and the
-- inbox hides them unless asked.

create function public.is_test_lead(email text) returns boolean
language sql immutable
set search_path = ''
as $$ select lower(btrim(email)) like '%@pruebas.example.com' $$;

alter table public.lead_notifications drop constraint lead_notifications_status_check;
alter table public.lead_notifications add constraint lead_notifications_status_check
  check (status in ('pending', 'sent', 'failed', 'skipped'));

create or replace function public.queue_lead_notification() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if public.is_test_lead(new.email) then
    insert into public.lead_notifications (lead_id, status, last_error)
    values (new.id, 'skipped', 'Solicitud de prueba: no se envía el correo');
  else
    insert into public.lead_notifications (lead_id) values (new.id);
  end if;
  return new;
end
$$;

-- leads_inbox gains include_tests (default false: test leads hidden).
drop function public.leads_inbox(text, text, integer, integer);

create function public.leads_inbox(
  search text default null,
  state text default 'all',
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
     where (state is distinct from 'new' or l.handled_at is null)
       and (state is distinct from 'handled' or l.handled_at is not null)
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

revoke execute on function public.leads_inbox(text, text, integer, integer, boolean) from public, anon;
grant execute on function public.leads_inbox(text, text, integer, integer, boolean) to authenticated;
