-- Leads enter only through the site, the counters are bounded, and the API
-- roles keep only the table rights they use.
--
-- The anon key is public: anyone may call the API with it. Until now a
-- visitor could insert into public.leads directly, past the site's rate
-- limit, honeypot and checks, and call the request-limit functions with any
-- number of keys and any window. Now only the site's server writes leads and
-- counts (as service_role, with a key visitors never get; locally through the
-- same role), and the database repeats the form's rules whoever writes.

-- 1. Only service_role inserts leads. ------------------------------------------

drop policy "Visitors submit leads with privacy accepted" on public.leads;
revoke insert, update, delete, truncate, references, trigger on public.leads from anon, authenticated;
grant select, insert on public.leads to service_role;

-- 2. The database refuses what the form refuses. --------------------------------
--
-- Added NOT VALID: rows stored before this migration are not checked (so none
-- of them can stop the deploy), while every row inserted or updated from now
-- on is. `alter table ... validate constraint` checks the old rows later, once
-- they are known to pass.
--
-- Shared by the checks below: no control character (C0, DEL, C1) and no
-- invisible or direction-changing character (zero-width spaces and joiners,
-- the direction marks, embeddings and isolates, word joiner, byte-order
-- mark). The message alone may keep tabs and line breaks.

alter table public.leads
  -- The policy that required it went with the visitors' insert right.
  add constraint leads_privacy_accepted check (privacy_accepted) not valid,
  add constraint leads_email_shape check (
    -- The form's pattern (zod's e-mail rule): dot-separated local part of
    -- letters, digits and _'+-, not ending in ' or a dot; a host of labels
    -- and a top-level domain of two or more letters.
    email ~ '^([A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ) not valid,
  add constraint leads_single_line_text check (
    concat(email, name, company, city, phone, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
      !~ '[\u0001-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid,
  add constraint leads_message_text check (
    message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid,
  -- A path of this site: one leading slash, then lowercase segments of
  -- letters, digits and hyphens separated by single slashes ('//evil' is a
  -- protocol-relative address, not a path), at most 200 characters.
  add constraint leads_page_paths check (
    source_page ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(source_page) <= 200
    and form_page ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(form_page) <= 200
    and previous_page ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(previous_page) <= 200
  ) not valid,
  -- A host name as the server keeps it (lowercase, no trailing dot): labels of
  -- 1 to 63 letters, digits and inner hyphens, none empty, 253 characters at most.
  add constraint leads_referrer_host_name check (
    referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
    and char_length(referrer_host) <= 253
  ) not valid;

-- The maximum lengths (email 255, name, company and city 100, phone 20,
-- message 2000, each utm_* 100) are the columns' own checks since they were
-- added; the three page columns and the host are capped above.

-- 3. The request-limit counters: the site's server only, and bounded. -----------
--
-- Every key is an HMAC-SHA256 in hex; a window lasts at most a day; a count
-- stops at a million; an attempt names at most 4 keys (the site names 2).
-- Anything else is refused with errcode 22023 (invalid parameter value).

create or replace function private.check_limit_arguments(
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

revoke execute on function private.check_limit_arguments(text[], integer, integer) from public, anon, authenticated;

-- The counting itself stays as the request_limits migration wrote it: those
-- functions move to the private schema, which no API role may use, and the
-- public ones check their arguments first, then call them.
alter function public.take_request_slot(text, integer, integer) set schema private;
alter function public.begin_sign_in_attempt(text[], integer, integer) set schema private;
alter function public.end_sign_in_attempt(text[], boolean, integer, integer) set schema private;
alter function public.clear_sign_in_failures(text) set schema private;
revoke execute on function private.take_request_slot(text, integer, integer),
  private.begin_sign_in_attempt(text[], integer, integer),
  private.end_sign_in_attempt(text[], boolean, integer, integer),
  private.clear_sign_in_failures(text) from public, anon, authenticated;

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
revoke execute on function public.take_request_slot(text, integer, integer) from public, anon, authenticated;
revoke execute on function public.begin_sign_in_attempt(text[], integer, integer) from public, anon, authenticated;
revoke execute on function public.end_sign_in_attempt(text[], boolean, integer, integer) from public, anon, authenticated;
revoke execute on function public.clear_sign_in_failures(text) from public, anon, authenticated;
grant execute on function public.take_request_slot(text, integer, integer) to service_role;
grant execute on function public.begin_sign_in_attempt(text[], integer, integer) to service_role;
grant execute on function public.end_sign_in_attempt(text[], boolean, integer, integer) to service_role;
grant execute on function public.clear_sign_in_failures(text) to service_role;

-- Rows written before the bounds (a window or lock of up to 68 years) end
-- within the new longest window; forget_expired_limits then deletes them, up
-- to 100 a call, while a call now adds at most 4.
update private.rate_counters set window_end = now() + interval '1 day'
 where window_end > now() + interval '1 day';
update private.sign_in_failures set window_end = least(window_end, now() + interval '1 day'),
                                    locked_until = least(locked_until, now() + interval '1 day')
 where window_end > now() + interval '1 day' or locked_until > now() + interval '1 day';

-- 4. Table rights: each API role keeps what it uses through the API. ------------
--
-- Supabase grants anon and authenticated every right on every new table of
-- public; row-level security was the only lock. Now the rights say the same:
--   anon reads seo_pages (the public pages' metadata), nothing else;
--   authenticated (the admin area) reads seo_pages and saves them (insert ...
--   on conflict update), reads its own admins entry, and reads leads,
--   lead_notifications (through the security-invoker view lead_inbox_entries,
--   which needs its base tables' rights), lead_status_changes and lead_notes;
--   its writes to leads go through set_lead_status and add_lead_note.
-- Row-level security still decides which rows each may see.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant select on public.seo_pages to anon;
grant select, insert, update on public.seo_pages to authenticated;
grant select on public.admins to authenticated;
grant select on public.leads, public.lead_notifications, public.lead_inbox_entries,
                 public.lead_status_changes, public.lead_notes to authenticated;

-- No one deletes an SEO record through the API (the site has no such action).
drop policy "Admins delete SEO records" on public.seo_pages;

-- is_test_lead serves the inbox's functions, run as the signed-in admin.
revoke execute on function public.is_test_lead(text) from public, anon;
grant execute on function public.is_test_lead(text) to authenticated, service_role;

-- 5. Indexes on the foreign keys that had none (deleting an account scans them).

create index lead_notes_author_idx on public.lead_notes (author_id);
create index lead_status_changes_changed_by_idx on public.lead_status_changes (changed_by);
create index seo_pages_updated_by_idx on public.seo_pages (updated_by);
