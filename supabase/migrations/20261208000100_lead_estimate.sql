-- Two changes for the savings calculator:
--
-- 1. A quote request carries the visitor's savings estimate.
-- 2. The calculator page is redrawn once an aid it counts has ended.


-- 1. A quote request carries the visitor's savings estimate. ---------------------
--
-- A quote request may carry the visitor's savings estimate: the calculator's
-- inputs, the estimate the site's server worked out from them with the
-- published figures, the version of those figures, and the estimate's summary
-- as staff read it (Spanish lines of a label and a value). The lines are
-- written once, when the lead is stored: the inbox, the CSV and the
-- notification e-mail (the edge function too, which cannot run the site's
-- code) show what the visitor was shown, even after the model or its wording
-- changes.
--
-- The value comes from the site's server, never straight from a visitor, and
-- the database still bounds it: at most 32 kB of JSON (an estimate is about
-- 3 kB; the bound leaves room for many aids), an object of exactly those four
-- keys, the inputs and the estimate objects, the version a string of 1 to 40
-- characters (when the figures were published), and 1 to 40 summary lines,
-- each an object with a label and a value that are strings. Built-in operators only (jsonpath), so inserting
-- needs no right beyond the insert that service_role already has.

alter table public.leads add column savings_estimate jsonb;

alter table public.leads
  add constraint leads_savings_estimate_size check (octet_length(savings_estimate::text) <= 32768),
  add constraint leads_savings_estimate_shape check (
    jsonb_typeof(savings_estimate) = 'object'
    and savings_estimate ?& array['version', 'input', 'estimate', 'summary']
    and savings_estimate - array['version', 'input', 'estimate', 'summary'] = '{}'::jsonb
    and jsonb_typeof(savings_estimate -> 'version') = 'string'
    and char_length(savings_estimate ->> 'version') between 1 and 40
    and jsonb_typeof(savings_estimate -> 'input') = 'object'
    and jsonb_typeof(savings_estimate -> 'estimate') = 'object'
    and jsonb_typeof(savings_estimate -> 'summary') = 'array'
    and jsonb_array_length(savings_estimate -> 'summary') between 1 and 40
    and not savings_estimate @? '$.summary[*] ? (@.type() != "object"
          || !(exists(@.label)) || !(exists(@.value))
          || @.label.type() != "string" || @.value.type() != "string")'
  );

-- The inbox's rows carry the estimate (null: the lead came without one). The
-- new column goes last, as `create or replace view` requires; the view keeps
-- running as the caller, so row-level security still lets admins only.
create or replace view public.lead_inbox_entries with (security_invoker = true) as
  select l.id, l.created_at, l.email, l.name, l.company, l.city, l.phone, l.message,
         l.privacy_accepted, l.communication_consent, l.status,
         l.source_page, l.form_page, l.previous_page, l.referrer_host,
         l.utm_source, l.utm_medium, l.utm_campaign, l.utm_term, l.utm_content,
         n.status as notification_status, n.attempts as notification_attempts,
         n.last_error as notification_last_error, n.sent_at as notification_sent_at,
         l.savings_estimate
    from public.leads l
    left join public.lead_notifications n on n.lead_id = l.id;

revoke all on public.lead_inbox_entries from public, anon, service_role;
grant select on public.lead_inbox_entries to authenticated;

-- The results view as before, each page also counting, in the last 90 days,
-- the leads that came with a savings estimate ('estimates90').
create or replace function public.lead_results()
returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  with recent as materialized (
    select l.source_page, l.created_at, l.savings_estimate is not null as with_estimate
      from public.leads l
     where l.created_at > now() - interval '90 days'
       and not public.is_test_lead(l.email)
  ),
  first_week as (
    select date_trunc('week', now() at time zone 'Europe/Madrid') - interval '11 weeks' as monday
  )
  select jsonb_build_object(
    'pages', coalesce((
      select jsonb_agg(jsonb_build_object('page', p.source_page, 'last30', p.last30, 'last90', p.last90,
                                          'estimates90', p.estimates90)
                       order by p.last90 desc, p.source_page)
        from (select r.source_page,
                     count(*) filter (where r.created_at > now() - interval '30 days') as last30,
                     count(*) as last90,
                     count(*) filter (where r.with_estimate) as estimates90
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

revoke execute on function public.lead_results() from public, anon, service_role;
grant execute on function public.lead_results() to authenticated;



-- 2. The calculator page is redrawn once an aid it counts has ended. -------------
--
-- A page regenerated for a reason of the calendar, not because staff
-- published: the calculator page counts the aids open on the day it is drawn,
-- so the scheduler's run redraws it once an aid has ended. The reason (the
-- last end date the page has been redrawn for) is kept here, so that of all
-- runs, on however many servers, the first one after an aid's end claims the
-- redraw and every other run does nothing. Only the site's server (the
-- scheduler, as service_role) claims; no one reads the table directly.
create table private.page_regenerations (
  path text primary key check (path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(path) <= 200),
  reason text not null check (char_length(reason) between 1 and 100),
  regenerated_at timestamptz not null default now()
);
revoke all on private.page_regenerations from public, anon, authenticated, service_role;

-- True when `reason` is new for the page (the caller redraws it), false when
-- the page was already redrawn for it. Atomic: two runs at once cannot both
-- get true.
create function public.claim_page_regeneration(page_path text, reason text) returns boolean
language sql volatile security definer
set search_path = ''
as $$
  with claimed as (
    insert into private.page_regenerations as r (path, reason)
    values (claim_page_regeneration.page_path, claim_page_regeneration.reason)
    on conflict (path) do update
      set reason = excluded.reason, regenerated_at = now()
      where r.reason is distinct from excluded.reason
    returning 1
  )
  select exists (select 1 from claimed)
$$;
revoke execute on function public.claim_page_regeneration(text, text) from public, anon, authenticated;
grant execute on function public.claim_page_regeneration(text, text) to service_role;
