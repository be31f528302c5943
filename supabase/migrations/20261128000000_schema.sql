-- The whole schema of the site: leads and their notifications, the request
-- limits, the admin allow-list, search metadata, page content and the reviews
-- cache, with row-level security and the API roles' rights.
-- Runs on Supabase and, after supabase/local/auth-shim.sql, on PGlite.
--
-- Supabase grants anon, authenticated and service_role every right on each
-- new object of public; the revokes below take back what a role must not have,
-- and row-level security decides which rows each may see.

-- Counts and helpers no API role may use: the API roles reach them only
-- through the public functions that call them.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;


-- 1. Accounts and the admin check. ---------------------------------------------

-- Accounts allowed into the admin area. Written only by the admin script
-- (service role), by admit_pending_admin, or, on the local backend, by the
-- first sign-up.
create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now()
);

alter table public.admins enable row level security;

create policy "Accounts see their own admin entry"
  on public.admins for select to authenticated
  using (user_id = (select auth.uid()));

-- True when the caller's JWT belongs to an account on the allow-list.
-- Security definer so that policies can consult admins whatever the caller may read.
create function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins where user_id = (select auth.uid()))
$$;

-- It serves the policies and functions of signed-in accounts; no policy or
-- view an anonymous caller reaches uses it.
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;


-- 2. Leads. ----------------------------------------------------------------------

-- The pipeline's states are a domain, so the column and the function that
-- changes it accept the same five values.
create domain public.lead_status as text
  check (value in ('new', 'contacted', 'quote_sent', 'won', 'lost'));

-- Quote and contact requests (spec: Lead). Only the site's server inserts
-- them (as service_role, with a key visitors never get; locally through the
-- same role), and the checks repeat the form's rules whoever writes.
--
-- Where a lead came from, as the form reports it and the server checked it:
-- the page the form was on, the previous page of this site, the external
-- site's host, the address's utm_* values, and the page credited with it.
--
-- The maximum lengths (email 255, name, company and city 100, phone 20,
-- message 2000, each utm_* 100) are the columns' own checks; the three page
-- columns and the host are capped by the table's checks. Those share: no
-- control character (C0, DEL, C1) and no invisible or direction-changing
-- character (zero-width spaces and joiners, the direction marks, embeddings
-- and isolates, word joiner, byte-order mark). The message alone may keep
-- tabs and line breaks.
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
  communication_consent boolean not null default false,
  source_page text check (source_page ~ '^/[a-z0-9/-]{0,199}$'),
  form_page text check (form_page ~ '^/[a-z0-9/-]{0,199}$'),
  previous_page text check (previous_page ~ '^/[a-z0-9/-]{0,199}$'),
  referrer_host text check (referrer_host ~ '^[a-z0-9][a-z0-9.-]{0,252}$'),
  utm_source text check (char_length(utm_source) between 1 and 100),
  utm_medium text check (char_length(utm_medium) between 1 and 100),
  utm_campaign text check (char_length(utm_campaign) between 1 and 100),
  utm_term text check (char_length(utm_term) between 1 and 100),
  utm_content text check (char_length(utm_content) between 1 and 100),
  status public.lead_status not null default 'new',
  constraint leads_privacy_accepted check (privacy_accepted),
  -- The form's pattern (zod's e-mail rule): dot-separated local part of
  -- letters, digits and _'+-, not ending in ' or a dot; a host of labels
  -- and a top-level domain of two or more letters.
  constraint leads_email_shape check (
    email ~ '^([A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  constraint leads_single_line_text check (
    concat(email, name, company, city, phone, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
      !~ '[\u0001-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ),
  constraint leads_message_text check (
    message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ),
  -- A path of this site: one leading slash, then lowercase segments of
  -- letters, digits and hyphens separated by single slashes ('//evil' is a
  -- protocol-relative address, not a path), at most 200 characters.
  constraint leads_page_paths check (
    source_page ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(source_page) <= 200
    and form_page ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(form_page) <= 200
    and previous_page ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(previous_page) <= 200
  ),
  -- A host name as the server keeps it (lowercase, no trailing dot): labels of
  -- 1 to 63 letters, digits and inner hyphens, none empty, 253 characters at most.
  constraint leads_referrer_host_name check (
    referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
    and char_length(referrer_host) <= 253
  )
);

-- The inbox's first page, newest first, the id breaking ties; its state
-- filter; the results view's counts per page.
create index leads_inbox_idx on public.leads (created_at desc, id desc);
create index leads_status_idx on public.leads (status, created_at desc, id desc);
create index leads_source_idx on public.leads (source_page, created_at desc);

-- Admins read leads; no one edits one directly, not even an admin:
-- set_lead_status is the one way to change it.
alter table public.leads enable row level security;

create policy "Admins read leads"
  on public.leads for select to authenticated
  using ((select public.is_admin()));


-- 3. Test leads. -----------------------------------------------------------------

-- Leads sent by the end-to-end tests against a deployment: their e-mail is at
-- pruebas.example.com (testLeadDomain in lib/leads/inbox-params.ts), a
-- reserved domain no customer has. Their notification is recorded as skipped,
-- with why, instead of e-mailing the company, and the inbox hides them unless
-- asked.
create function public.is_test_lead(email text) returns boolean
language sql immutable
set search_path = ''
as $$ select lower(btrim(email)) like '%@pruebas.example.com' $$;

-- It serves the inbox's functions, run as the signed-in admin.
revoke execute on function public.is_test_lead(text) from public, anon;
grant execute on function public.is_test_lead(text) to authenticated, service_role;


-- 4. Notifications. --------------------------------------------------------------

-- The notification state of each lead. Every accepted lead gets a pending
-- notification in the same transaction as its insert, so a lead can never
-- be stored without the company eventually hearing about it. Delivery
-- (the server on the local backend, the send-contact-notification function
-- on Supabase) marks it sent, or schedules a retry, or gives up as failed.
-- 'skipped': a test lead, never e-mailed. 'logged': the local backend had no
-- e-mail transport (no SMTP_URL), so the notification was written to the
-- server log only; 'sent' means that an e-mail server or API accepted it,
-- nothing less.
create table public.lead_notifications (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'sent', 'failed', 'skipped', 'logged')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  updated_at timestamptz not null default now()
);

create index lead_notifications_due_idx on public.lead_notifications (next_attempt_at) where status = 'pending';

alter table public.lead_notifications enable row level security;

create policy "Admins read notification states"
  on public.lead_notifications for select to authenticated
  using ((select public.is_admin()));

-- A trigger function is never called by anyone: the trigger runs it whatever
-- the inserting role may execute.
create function public.queue_lead_notification() returns trigger
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

revoke execute on function public.queue_lead_notification() from public, anon, authenticated;

create trigger leads_queue_notification
  after insert on public.leads
  for each row execute function public.queue_lead_notification();

-- Notifications are claimed before they are sent, so no two runs of the
-- send-contact-notification function e-mail the same lead. The functions
-- below are for the service role only: the edge functions, and the local
-- server through the same role.
--
-- Claims the due pending notifications, one lead's or the oldest p_limit, in
-- one statement: rows another run has locked are skipped, and a claimed row's
-- next_attempt_at moves p_lease_seconds ahead, so no other run finds it due
-- until this run records the outcome or, if it died, the lease ends and a
-- retry run takes it. The status stays 'pending' throughout, so the inbox and
-- the local backend's outbox read it as they always have. A claimed
-- notification carries its lead as one jsonb row of public.leads, so a new
-- column of the lead reaches the e-mail without redefining this function (the
-- code picks the fields of its own field list).
create function public.claim_lead_notifications(
  p_lead_id uuid default null,
  p_limit integer default 50,
  p_lease_seconds integer default 300
) returns table (lead_id uuid, attempts integer, lead jsonb)
language sql volatile security definer
set search_path = ''
as $$
  with due as (
    select n.lead_id
      from public.lead_notifications n
     where n.status = 'pending'
       and n.next_attempt_at <= now()
       and (p_lead_id is null or n.lead_id = p_lead_id)
     order by n.next_attempt_at
     limit greatest(p_limit, 0)
       for update skip locked
  ),
  claimed as (
    update public.lead_notifications n
       set next_attempt_at = now() + make_interval(secs => greatest(p_lease_seconds, 1)),
           updated_at = now()
      from due
     where n.lead_id = due.lead_id
    returning n.lead_id, n.attempts
  )
  select c.lead_id, c.attempts, to_jsonb(l)
    from claimed c
    join public.leads l on l.id = c.lead_id
   order by l.created_at, l.id
$$;

-- Ends a claim with a sent e-mail. A notification already recorded as sent
-- keeps its first sent_at.
create function public.mark_lead_notification_sent(p_lead_id uuid, p_attempts integer)
returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.lead_notifications
     set status = 'sent', attempts = p_attempts, sent_at = now(), last_error = null, updated_at = now()
   where lead_id = p_lead_id
     and status <> 'sent'
$$;

-- Ends a claimed notification that went to the server log only, because no
-- e-mail transport is configured ('logged'). Only the local backend has a
-- log-only transport; the function is harmless on Supabase.
create function public.mark_lead_notification_logged(p_lead_id uuid, p_attempts integer)
returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.lead_notifications
     set status = 'logged', attempts = p_attempts, sent_at = now(), last_error = null, updated_at = now()
   where lead_id = p_lead_id
     and status not in ('sent', 'logged')
$$;

-- Ends a claim with a failed attempt: pending again after p_retry_in_seconds,
-- or 'failed' (given up) when that is null. Only a pending notification
-- changes, so a late failure cannot undo another run's success.
create function public.mark_lead_notification_failed(
  p_lead_id uuid,
  p_attempts integer,
  p_error text,
  p_retry_in_seconds integer
) returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.lead_notifications
     set status = case when p_retry_in_seconds is null then 'failed' else 'pending' end,
         attempts = p_attempts,
         last_error = left(p_error, 500),
         next_attempt_at = now() + make_interval(secs => coalesce(p_retry_in_seconds, 0)),
         updated_at = now()
   where lead_id = p_lead_id
     and status = 'pending'
$$;

revoke execute on function public.claim_lead_notifications(uuid, integer, integer),
  public.mark_lead_notification_sent(uuid, integer),
  public.mark_lead_notification_logged(uuid, integer),
  public.mark_lead_notification_failed(uuid, integer, text, integer)
  from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(uuid, integer, integer),
  public.mark_lead_notification_sent(uuid, integer),
  public.mark_lead_notification_logged(uuid, integer),
  public.mark_lead_notification_failed(uuid, integer, text, integer)
  to service_role;


-- 5. Request limits. -------------------------------------------------------------
--
-- Request limits that hold across server instances, for the Supabase backend
-- (the site may run as many serverless instances, each with its own memory):
-- the quote form's rate limit, the sign-up limits and the failed sign-in
-- throttle. The local backend (one process) keeps them in memory.
--
-- The counts live in the private schema. Every key is an HMAC-SHA256 (hex)
-- that the server computes with a secret of its own (SITE_SHARED_SECRET), so
-- no address or e-mail is stored. Only the site's server calls the public
-- functions (as service_role): they check their arguments, then call the
-- private ones that count. A window lasts at most a day; a count stops at a
-- million; an attempt names at most 4 keys (the site names 2). Anything else
-- is refused with errcode 22023 (invalid parameter value).

create table private.rate_counters (
  key text primary key check (key ~ '^[0-9a-f]{64}$'),
  hits integer not null,
  window_end timestamptz not null
);
create index rate_counters_window_end_idx on private.rate_counters (window_end);

create table private.sign_in_failures (
  key text primary key check (key ~ '^[0-9a-f]{64}$'),
  failures integer not null default 0,
  -- Attempts begun and not yet ended; forgotten with the window, so an
  -- attempt whose server died never ends up counted for ever.
  pending integer not null default 0,
  window_end timestamptz not null,
  locked_until timestamptz
);
create index sign_in_failures_window_end_idx on private.sign_in_failures (window_end);

alter table private.rate_counters enable row level security;
alter table private.sign_in_failures enable row level security;
revoke all on private.rate_counters, private.sign_in_failures from public, anon, authenticated;

create function private.check_limit_arguments(
  limit_keys text[],
  most integer,
  window_seconds integer
) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if most is null or most not between 1 and 1000000 then
    raise exception 'the limit must be between 1 and 1000000' using errcode = '22023';
  end if;
  if window_seconds is null or window_seconds not between 1 and 86400 then
    raise exception 'window_seconds must be between 1 and 86400' using errcode = '22023';
  end if;
  if limit_keys is null or coalesce(cardinality(limit_keys), 0) not between 1 and 4 then
    raise exception 'between 1 and 4 keys are required' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(limit_keys) as k where k is null or k !~ '^[0-9a-f]{64}$') then
    raise exception 'every key must be 64 lowercase hex digits' using errcode = '22023';
  end if;
end
$$;

-- Deletes a few rows whose window and lock are over. Rows another call holds
-- are skipped, so two calls never wait on each other here.
create function private.forget_expired_limits()
returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.rate_counters
   where key in (select key from private.rate_counters
                  where window_end < now() limit 100 for update skip locked);
  delete from private.sign_in_failures
   where key in (select key from private.sign_in_failures
                  where window_end < now() and (locked_until is null or locked_until < now())
                  limit 100 for update skip locked);
$$;

-- Counts one event for counter_key: true while the window holds at most
-- max_hits of them. The window starts at the key's first event and lasts
-- window_seconds. One upsert: concurrent calls for a key queue on its row.
create function private.take_request_slot(counter_key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  hits_now integer;
begin
  if max_hits is null or max_hits < 1 or window_seconds is null or window_seconds < 1 then
    raise exception 'max_hits and window_seconds must be positive' using errcode = '22023';
  end if;
  perform private.forget_expired_limits();
  insert into private.rate_counters as c (key, hits, window_end)
  values (counter_key, 1, now() + make_interval(secs => window_seconds))
  on conflict (key) do update
    set hits = case when c.window_end <= now() then 1 else c.hits + 1 end,
        window_end = case when c.window_end <= now() then excluded.window_end else c.window_end end
  returning c.hits into hits_now;
  return hits_now <= max_hits;
end
$$;

-- Gives each key a row whose window is current (a window that is over starts
-- afresh), locking the rows in key order so that two attempts on the same
-- keys cannot deadlock.
create function private.open_sign_in_entries(attempt_keys text[], window_seconds integer)
returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into private.sign_in_failures as f (key, window_end)
  select distinct k, now() + make_interval(secs => window_seconds)
    from unnest(attempt_keys) as k
   order by k
  on conflict (key) do update
    set failures = case when f.window_end <= now() then 0 else f.failures end,
        pending = case when f.window_end <= now() then 0 else f.pending end,
        window_end = case when f.window_end <= now() then excluded.window_end else f.window_end end;
$$;

-- Begins a sign-in attempt: null when any key is locked or has lock_after
-- failures (pending attempts included); otherwise the attempt is counted as
-- pending on every key, and the answer is the largest number of failures
-- (pending included) a key had before it, from which the site computes the wait.
create function private.begin_sign_in_attempt(attempt_keys text[], lock_after integer, window_seconds integer)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  most integer;
  refused boolean;
begin
  if lock_after is null or lock_after < 1 or window_seconds is null or window_seconds < 1
     or coalesce(cardinality(attempt_keys), 0) = 0 then
    raise exception 'attempt_keys, lock_after and window_seconds are required' using errcode = '22023';
  end if;
  perform private.forget_expired_limits();
  perform private.open_sign_in_entries(attempt_keys, window_seconds);
  select max(f.failures + f.pending),
         bool_or(f.locked_until > now() or f.failures + f.pending >= lock_after)
    into most, refused
    from private.sign_in_failures f
   where f.key = any (attempt_keys);
  if refused then
    return null;
  end if;
  update private.sign_in_failures set pending = pending + 1 where key = any (attempt_keys);
  return most;
end
$$;

-- Ends an attempt begun above: it is no longer pending; a failure counts
-- against every key, and the lock_after-th failure locks the key for window_seconds.
create function private.end_sign_in_attempt(
  attempt_keys text[],
  failed boolean,
  lock_after integer,
  window_seconds integer
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if failed is null or lock_after is null or lock_after < 1 or window_seconds is null or window_seconds < 1 then
    raise exception 'failed, lock_after and window_seconds are required' using errcode = '22023';
  end if;
  perform private.open_sign_in_entries(attempt_keys, window_seconds);
  update private.sign_in_failures
     set pending = greatest(pending - 1, 0),
         failures = failures + failed::integer,
         locked_until = case when failed and failures + 1 >= lock_after
                             then now() + make_interval(secs => window_seconds)
                             else locked_until end
   where key = any (attempt_keys);
end
$$;

-- Forgets a key's failures and lock (the e-mail's, after a successful sign-in).
create function private.clear_sign_in_failures(attempt_key text)
returns void
language sql volatile security definer
set search_path = ''
as $$
  update private.sign_in_failures set failures = 0, locked_until = null where key = attempt_key;
$$;

revoke execute on function private.check_limit_arguments(text[], integer, integer),
  private.forget_expired_limits(),
  private.open_sign_in_entries(text[], integer),
  private.take_request_slot(text, integer, integer),
  private.begin_sign_in_attempt(text[], integer, integer),
  private.end_sign_in_attempt(text[], boolean, integer, integer),
  private.clear_sign_in_failures(text)
  from public, anon, authenticated;
-- service_role holds EXECUTE on the four counting functions, as on the live
-- project; without usage on the private schema it cannot call them directly.
grant execute on function private.take_request_slot(text, integer, integer),
  private.begin_sign_in_attempt(text[], integer, integer),
  private.end_sign_in_attempt(text[], boolean, integer, integer),
  private.clear_sign_in_failures(text)
  to service_role;

create function public.take_request_slot(counter_key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.check_limit_arguments(array[counter_key], max_hits, window_seconds);
  return private.take_request_slot(counter_key, max_hits, window_seconds);
end
$$;

create function public.begin_sign_in_attempt(attempt_keys text[], lock_after integer, window_seconds integer)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.check_limit_arguments(attempt_keys, lock_after, window_seconds);
  return private.begin_sign_in_attempt(attempt_keys, lock_after, window_seconds);
end
$$;

-- Ending an attempt also forgets expired rows, so a run of failures cleans up after itself.
create function public.end_sign_in_attempt(attempt_keys text[], failed boolean, lock_after integer, window_seconds integer)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.check_limit_arguments(attempt_keys, lock_after, window_seconds);
  perform private.forget_expired_limits();
  perform private.end_sign_in_attempt(attempt_keys, failed, lock_after, window_seconds);
end
$$;

create function public.clear_sign_in_failures(attempt_key text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  -- Only the key is in question here; 1 and 1 are in range.
  perform private.check_limit_arguments(array[attempt_key], 1, 1);
  perform private.clear_sign_in_failures(attempt_key);
end
$$;

-- The site calls these with its server-only key, as service_role.
revoke execute on function public.take_request_slot(text, integer, integer),
  public.begin_sign_in_attempt(text[], integer, integer),
  public.end_sign_in_attempt(text[], boolean, integer, integer),
  public.clear_sign_in_failures(text)
  from public, anon, authenticated;
grant execute on function public.take_request_slot(text, integer, integer),
  public.begin_sign_in_attempt(text[], integer, integer),
  public.end_sign_in_attempt(text[], boolean, integer, integer),
  public.clear_sign_in_failures(text)
  to service_role;


-- 6. The pipeline: states and notes. --------------------------------------------

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
create index lead_status_changes_changed_by_idx on public.lead_status_changes (changed_by);

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
create index lead_notes_author_idx on public.lead_notes (author_id);

alter table public.lead_status_changes enable row level security;
alter table public.lead_notes enable row level security;
create policy "Admins read status changes" on public.lead_status_changes
  for select to authenticated using ((select public.is_admin()));
create policy "Admins read notes" on public.lead_notes
  for select to authenticated using ((select public.is_admin()));

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

revoke execute on function public.set_lead_status(uuid, public.lead_status), public.add_lead_note(uuid, text)
  from public, anon;
grant execute on function public.set_lead_status(uuid, public.lead_status), public.add_lead_note(uuid, text)
  to authenticated;


-- 7. The inbox and the results view. ----------------------------------------------

-- A lead with its notification state, as the inbox shows it. Security invoker:
-- the caller's row-level security applies (admins only, on both tables).
create view public.lead_inbox_entries with (security_invoker = true) as
  select l.id, l.created_at, l.email, l.name, l.company, l.city, l.phone, l.message,
         l.privacy_accepted, l.communication_consent, l.status,
         l.source_page, l.form_page, l.previous_page, l.referrer_host,
         l.utm_source, l.utm_medium, l.utm_campaign, l.utm_term, l.utm_content,
         n.status as notification_status, n.attempts as notification_attempts,
         n.last_error as notification_last_error, n.sent_at as notification_sent_at
    from public.leads l
    left join public.lead_notifications n on n.lead_id = l.id;

-- One page of the inbox, newest first, and how many leads match. state: 'all'
-- or one of the pipeline's states; source: a credited page, or null for any;
-- search: name, e-mail, city and message, case-insensitively, as literal text
-- (its %, _ and \ are escaped); include_tests: test leads too (hidden by
-- default). A null page_limit returns every match (the CSV export). One
-- function for both backends (PGlite, and Supabase's RPC), run as the caller:
-- RLS decides. The matching ids are collected once (materialized), so a
-- search scans the table once for the count and the page; only the page's
-- rows are then read whole.
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

revoke execute on function public.leads_inbox(text, text, text, integer, integer, boolean), public.lead_results()
  from public, anon;
grant execute on function public.leads_inbox(text, text, text, integer, integer, boolean), public.lead_results()
  to authenticated;


-- 8. Search metadata. --------------------------------------------------------------

-- Search metadata per page (spec: SEO page record). Anyone reads them; admins
-- save them (insert ... on conflict update); no one deletes one through the
-- API (the site has no such action).
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
create index seo_pages_updated_by_idx on public.seo_pages (updated_by);

alter table public.seo_pages enable row level security;

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


-- 9. Page content: published, drafts, versions, publishing. -----------------------
--
-- Staff edit the body of every page: a draft only admins see, the published
-- content every visitor and the build read, and every publish and SEO save
-- kept as a version.
--
-- Only what staff changed is stored: a page without a row here shows the
-- content in the repository (content/). The path, the order and kind of the
-- sections stay there; the site checks the stored content with the same
-- schema before storing it, and the database bounds its shape and size.

-- Published content: read by visitors and the build.
create table public.page_content (
  path text primary key check (path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(path) <= 200),
  content jsonb not null check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 200000),
  review_before date,
  published_at timestamptz not null default now(),
  published_by uuid references auth.users (id) on delete set null
);

-- Drafts: admins only.
create table public.page_content_drafts (
  path text primary key check (path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(path) <= 200),
  content jsonb not null check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 200000),
  review_before date,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

-- Versions: every publish and every SEO save, written by triggers in the
-- same transaction, so no change escapes the history. Admins read them.
create table public.page_versions (
  id bigint generated always as identity primary key,
  path text not null,
  part text not null check (part in ('content', 'seo')),
  record jsonb not null,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  created_by_email text
);

create index page_versions_path_idx on public.page_versions (path, created_at desc);
create index page_versions_created_by_idx on public.page_versions (created_by);
create index page_content_published_by_idx on public.page_content (published_by);
create index page_content_drafts_updated_by_idx on public.page_content_drafts (updated_by);

create function private.record_page_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.page_versions (path, part, record, created_by, created_by_email)
  values (
    new.path,
    case when tg_table_name = 'page_content' then 'content' else 'seo' end,
    -- The whole row; who made it is kept beside it, as the e-mail of the time.
    to_jsonb(new) - 'published_by' - 'updated_by',
    (select auth.uid()),
    (select a.email from public.admins a where a.user_id = (select auth.uid()))
  );
  return null;
end
$$;
revoke execute on function private.record_page_version() from public, anon, authenticated;

create trigger page_content_versions after insert or update on public.page_content
  for each row execute function private.record_page_version();
create trigger seo_pages_versions after insert or update on public.seo_pages
  for each row execute function private.record_page_version();

-- Publishing: the draft becomes the published content and is gone, in one
-- transaction. Runs as the caller, so row-level security decides.
create function public.publish_page_content(page_path text)
returns setof public.page_content
language plpgsql security invoker
set search_path = ''
as $$
declare
  draft public.page_content_drafts;
begin
  select * into draft from public.page_content_drafts d where d.path = page_path;
  if not found then
    raise exception 'No draft for %', page_path using errcode = 'P0002';
  end if;
  return query
    insert into public.page_content (path, content, review_before, published_at, published_by)
    values (draft.path, draft.content, draft.review_before, now(), (select auth.uid()))
    on conflict (path) do update
      set content = excluded.content, review_before = excluded.review_before,
          published_at = excluded.published_at, published_by = excluded.published_by
    returning *;
  delete from public.page_content_drafts d where d.path = page_path;
end
$$;
revoke execute on function public.publish_page_content(text) from public, anon;
grant execute on function public.publish_page_content(text) to authenticated;

alter table public.page_content enable row level security;
alter table public.page_content_drafts enable row level security;
alter table public.page_versions enable row level security;

create policy "Anyone reads published content"
  on public.page_content for select to anon, authenticated
  using (true);
create policy "Admins publish content"
  on public.page_content for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins republish content"
  on public.page_content for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Drafts are the admins' alone, whatever the command.
create policy "Admins manage drafts"
  on public.page_content_drafts for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins read versions"
  on public.page_versions for select to authenticated
  using ((select public.is_admin()));


-- 10. The Google reviews cache. ---------------------------------------------------

-- The last answer of fetch-google-reviews for each place (the function's
-- converted answer, not Google's raw one), when it was fetched, and until when
-- one call holds the right to refresh it, so the function asks Google at most
-- once an hour. No policy: with row-level security on, only the service role
-- (which bypasses it) reads or writes the cache.
create table public.google_reviews_cache (
  place_id text primary key,
  answer jsonb,
  fetched_at timestamptz,
  refreshing_until timestamptz,
  constraint google_reviews_cache_answer_dated check ((answer is null) = (fetched_at is null))
);

alter table public.google_reviews_cache enable row level security;

-- The cached answer of a place, and whether this call should refresh it: true
-- for one call only when the answer is missing or older than p_max_age_seconds
-- and no other call holds an unexpired lease (p_lease_seconds). The row is
-- created on a place's first call.
create function public.read_reviews_cache(p_place_id text, p_max_age_seconds integer, p_lease_seconds integer)
returns table (answer jsonb, refresh boolean)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into public.google_reviews_cache as c (place_id) values (p_place_id)
    on conflict on constraint google_reviews_cache_pkey do nothing;
  return query
    with claimed as (
      update public.google_reviews_cache c
         set refreshing_until = now() + make_interval(secs => greatest(p_lease_seconds, 1))
       where c.place_id = p_place_id
         and (c.fetched_at is null or c.fetched_at <= now() - make_interval(secs => p_max_age_seconds))
         and (c.refreshing_until is null or c.refreshing_until <= now())
      returning c.place_id
    )
    select c.answer, exists (select 1 from claimed)
      from public.google_reviews_cache c
     where c.place_id = p_place_id;
end
$$;

-- Stores a fresh answer and ends the refresh lease.
create function public.store_reviews_cache(p_place_id text, p_answer jsonb)
returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.google_reviews_cache (place_id, answer, fetched_at, refreshing_until)
  values (p_place_id, p_answer, now(), null)
  on conflict (place_id) do update
    set answer = excluded.answer, fetched_at = excluded.fetched_at, refreshing_until = null
$$;

revoke execute on function public.read_reviews_cache(text, integer, integer), public.store_reviews_cache(text, jsonb)
  from public, anon, authenticated;
grant execute on function public.read_reviews_cache(text, integer, integer), public.store_reviews_cache(text, jsonb)
  to service_role;


-- 11. Pending admins. ---------------------------------------------------------------

-- Admins carried over from the local backend (npm run export -- --supabase):
-- their accounts cannot move (local password hashes are not Supabase Auth's),
-- so their e-mails wait here, and such an account becomes admin when it signs
-- up with that e-mail and confirms it. Nobody else does: the match is on the
-- whole address, and only once Supabase Auth has confirmed that the person
-- owns it (email_confirmed_at), so signing up with someone else's address
-- grants nothing.
create table public.pending_admins (
  email text primary key check (email = lower(email) and char_length(email) between 3 and 255),
  created_at timestamptz not null default now()
);

-- No API role a visitor or an account acts as may read or write it; the
-- server's key may, as for admins.
alter table public.pending_admins enable row level security;

-- Runs for Supabase Auth's writes to auth.users: on sign-up, and on the update
-- that confirms the address. email_confirmed_at is read through to_jsonb so
-- the function also runs on the local backend's auth.users, which has no such
-- column (there, nothing is ever pending).
create function public.admit_pending_admin() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is null or (to_jsonb(new) ->> 'email_confirmed_at') is null then
    return new;
  end if;
  with admitted as (
    delete from public.pending_admins where email = lower(new.email) returning email
  )
  insert into public.admins (user_id, email)
    select new.id, new.email from admitted
  on conflict (user_id) do nothing;
  return new;
end
$$;

revoke execute on function public.admit_pending_admin() from public, anon, authenticated, service_role;

create trigger admit_pending_admin
  after insert or update on auth.users
  for each row execute function public.admit_pending_admin();


-- 12. Table rights. ------------------------------------------------------------------
--
-- Each API role keeps what it uses through the API:
--   anon reads seo_pages and page_content (the public pages), nothing else;
--   authenticated (the admin area) reads and saves seo_pages (insert ... on
--   conflict update), reads its own admins entry, and reads leads,
--   lead_notifications (through the security-invoker view lead_inbox_entries,
--   which needs its base tables' rights), lead_status_changes and lead_notes;
--   it publishes page content and manages drafts; it reads versions. Its
--   writes to leads go through set_lead_status and add_lead_note.
--   service_role (the site's server and the edge functions) keeps every right
--   Supabase gives it: it inserts leads, and alone reads and writes the
--   reviews cache and pending_admins.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant select on public.seo_pages, public.page_content to anon;
grant select, insert, update on public.seo_pages, public.page_content to authenticated;
grant select, insert, update, delete on public.page_content_drafts to authenticated;
grant select on public.admins, public.leads, public.lead_notifications, public.lead_inbox_entries,
                 public.lead_status_changes, public.lead_notes, public.page_versions to authenticated;
grant select, insert on public.leads to service_role;
grant select, insert, update, delete on public.google_reviews_cache to service_role;
grant select, insert, delete on public.pending_admins to service_role;
