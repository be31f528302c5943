-- Lead notifications are claimed before they are sent, so no two runs of the
-- send-contact-notification function e-mail the same lead; Google reviews are
-- cached so the fetch-google-reviews function asks Google at most once an
-- hour; and the API roles lose EXECUTE on functions they must not call.
-- Everything new here is for the service role (the edge functions) only.

-- Claims the due pending notifications, one lead's or the oldest p_limit, in
-- one statement: rows another run has locked are skipped, and a claimed row's
-- next_attempt_at moves p_lease_seconds ahead, so no other run finds it due
-- until this run records the outcome or, if it died, the lease ends and a
-- retry run takes it. The status stays 'pending' throughout, so the inbox and
-- the local backend's outbox read it as they always have.
create function public.claim_lead_notifications(
  p_lead_id uuid default null,
  p_limit integer default 50,
  p_lease_seconds integer default 300
) returns table (
  lead_id uuid,
  attempts integer,
  name text,
  email text,
  company text,
  city text,
  phone text,
  message text,
  privacy_accepted boolean,
  communication_consent boolean
)
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
  select c.lead_id, c.attempts, l.name, l.email, l.company, l.city, l.phone, l.message,
         l.privacy_accepted, l.communication_consent
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

revoke execute on function public.claim_lead_notifications(uuid, integer, integer) from public, anon, authenticated;
revoke execute on function public.mark_lead_notification_sent(uuid, integer) from public, anon, authenticated;
revoke execute on function public.mark_lead_notification_failed(uuid, integer, text, integer)
  from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(uuid, integer, integer) to service_role;
grant execute on function public.mark_lead_notification_sent(uuid, integer) to service_role;
grant execute on function public.mark_lead_notification_failed(uuid, integer, text, integer) to service_role;

-- The last answer of fetch-google-reviews for each place (the function's
-- converted answer, not Google's raw one), when it was fetched, and until when
-- one call holds the right to refresh it.
create table public.google_reviews_cache (
  place_id text primary key,
  answer jsonb,
  fetched_at timestamptz,
  refreshing_until timestamptz,
  constraint google_reviews_cache_answer_dated check ((answer is null) = (fetched_at is null))
);

-- No policy: with row-level security on, only the service role (which
-- bypasses it) reads or writes the cache.
alter table public.google_reviews_cache enable row level security;
revoke all on table public.google_reviews_cache from public, anon, authenticated;
grant select, insert, update, delete on table public.google_reviews_cache to service_role;

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

revoke execute on function public.read_reviews_cache(text, integer, integer) from public, anon, authenticated;
revoke execute on function public.store_reviews_cache(text, jsonb) from public, anon, authenticated;
grant execute on function public.read_reviews_cache(text, integer, integer) to service_role;
grant execute on function public.store_reviews_cache(text, jsonb) to service_role;

-- A trigger function is never called by anyone: the trigger runs it whatever
-- the inserting role may execute.
revoke execute on function public.queue_lead_notification() from public, anon, authenticated;

-- is_admin() serves the policies and functions of signed-in accounts; no
-- policy or view an anonymous caller reaches uses it.
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
