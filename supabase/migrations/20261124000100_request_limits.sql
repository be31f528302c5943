-- Request limits that hold across server instances, for the Supabase backend
-- (the site may run as many serverless instances, each with its own memory):
-- the quote form's rate limit, the sign-up limits and the failed sign-in
-- throttle. The local backend (one process) keeps them in memory.
--
-- The counts live in a schema no API role may use; the API roles reach them
-- only through the functions below. Every key is an HMAC-SHA256 (hex) that
-- the server computes with a secret of its own (SITE_SHARED_SECRET), so no
-- address or e-mail is stored, and a direct caller holding the anon key
-- cannot name anyone else's counter to lock them out.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

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
create function public.take_request_slot(counter_key text, max_hits integer, window_seconds integer)
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
create function public.begin_sign_in_attempt(attempt_keys text[], lock_after integer, window_seconds integer)
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
create function public.end_sign_in_attempt(
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
create function public.clear_sign_in_failures(attempt_key text)
returns void
language sql volatile security definer
set search_path = ''
as $$
  update private.sign_in_failures set failures = 0, locked_until = null where key = attempt_key;
$$;

revoke execute on function private.forget_expired_limits() from public, anon, authenticated;
revoke execute on function private.open_sign_in_entries(text[], integer) from public, anon, authenticated;

-- The site calls these with the anon key (lib/limits/supabase.ts).
revoke execute on function public.take_request_slot(text, integer, integer) from public, anon, authenticated;
revoke execute on function public.begin_sign_in_attempt(text[], integer, integer) from public, anon, authenticated;
revoke execute on function public.end_sign_in_attempt(text[], boolean, integer, integer) from public, anon, authenticated;
revoke execute on function public.clear_sign_in_failures(text) from public, anon, authenticated;
grant execute on function public.take_request_slot(text, integer, integer) to anon;
grant execute on function public.begin_sign_in_attempt(text[], integer, integer) to anon;
grant execute on function public.end_sign_in_attempt(text[], boolean, integer, integer) to anon;
grant execute on function public.clear_sign_in_failures(text) to anon;
