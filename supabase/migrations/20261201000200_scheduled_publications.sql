-- Scheduled publications, and each page's review date on its own.
--
-- A schedule pins the page's draft as it was when staff scheduled it (the
-- whole row, as JSON): later edits of the draft go in only if staff schedule
-- again, which replaces the schedule (one per page). The job,
-- publish_due_pages, is run by the site (a cron calls its route, or locally
-- the server every minute), which then regenerates each page it published.
--
-- The review date ('Revisar antes de') is set and cleared on its own, without
-- publishing: page_review_dates holds it. The review_before columns of
-- page_content, page_content_drafts and page_versions stay, unused.


-- 1. Review dates. ----------------------------------------------------------------

-- A row overrides the repository's default date (content/review-dates.ts);
-- a row with no date means staff cleared it: no date at all.
create table public.page_review_dates (
  path text primary key check (path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(path) <= 200),
  review_before date,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
create index page_review_dates_updated_by_idx on public.page_review_dates (updated_by);

-- Until now a published page's date (empty too) overrode the default: the same here.
insert into public.page_review_dates (path, review_before, updated_at, updated_by)
  select p.path, p.review_before, p.published_at, p.published_by from public.page_content p;

alter table public.page_review_dates enable row level security;
create policy "Admins read review dates"
  on public.page_review_dates for select to authenticated
  using ((select public.is_admin()));

-- The stored dates as { path: 'YYYY-MM-DD' or null }. Runs as the caller: only admins see any.
create function public.page_review_dates_by_path() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(r.path, r.review_before), '{}'::jsonb) from public.page_review_dates r
$$;

-- Sets (null: clears) a page's review date; nothing else of the page moves.
create function public.set_page_review_date(page_path text, review_before date) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins set review dates' using errcode = '42501';
  end if;
  insert into public.page_review_dates as r (path, review_before, updated_at, updated_by)
  values (page_path, review_before, now(), (select auth.uid()))
  on conflict (path) do update
    set review_before = excluded.review_before, updated_at = excluded.updated_at,
        updated_by = excluded.updated_by;
end
$$;


-- 2. Scheduled publications. ------------------------------------------------------

create table public.page_publication_schedules (
  path text primary key check (path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(path) <= 200),
  publish_at timestamptz not null,
  -- The draft row as it was when scheduled (to_jsonb of page_content_drafts, its revision included).
  draft jsonb not null check (jsonb_typeof(draft) = 'object'),
  scheduled_at timestamptz not null default now(),
  scheduled_by uuid references auth.users (id) on delete set null,
  scheduled_by_email text,
  attempts integer not null default 0,
  last_error text,
  -- Set once published; the row stays, so the dashboard can say when (and whether late).
  published_at timestamptz,
  late boolean not null default false
);
create index page_publication_schedules_scheduled_by_idx on public.page_publication_schedules (scheduled_by);
create index page_publication_schedules_due_idx on public.page_publication_schedules (publish_at)
  where published_at is null;

alter table public.page_publication_schedules enable row level security;
create policy "Admins read schedules"
  on public.page_publication_schedules for select to authenticated
  using ((select public.is_admin()));

-- Schedules the page's draft, as it is now, for `publish_at`, replacing the
-- page's schedule, when the page is still at `based_on` (else answers its
-- state with saved false, as the save functions do). No draft, or a time not
-- in the future, is refused.
create function public.schedule_page_publication(page_path text, publish_at timestamptz, based_on bigint)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  state jsonb;
  pinned jsonb;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins schedule publications' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  state := public.page_content_state(page_path);
  if (state ->> 'revision')::bigint <> based_on then
    return state || jsonb_build_object('saved', false);
  end if;
  select to_jsonb(d) into pinned from public.page_content_drafts d where d.path = page_path;
  if pinned is null then
    raise exception 'No draft for %', page_path using errcode = 'P0002';
  end if;
  if publish_at <= now() then
    raise exception 'A publication cannot be scheduled in the past' using errcode = '22023';
  end if;
  insert into public.page_publication_schedules as s
    (path, publish_at, draft, scheduled_at, scheduled_by, scheduled_by_email)
  values (page_path, publish_at, pinned, now(), (select auth.uid()),
          (select a.email from public.admins a where a.user_id = (select auth.uid())))
  on conflict (path) do update
    set publish_at = excluded.publish_at, draft = excluded.draft, scheduled_at = excluded.scheduled_at,
        scheduled_by = excluded.scheduled_by, scheduled_by_email = excluded.scheduled_by_email,
        attempts = 0, last_error = null, published_at = null, late = false;
  return state || jsonb_build_object('saved', true);
end
$$;

-- Cancels the page's schedule, unless it is already published.
create function public.cancel_page_publication(page_path text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins cancel publications' using errcode = '42501';
  end if;
  delete from public.page_publication_schedules s where s.path = page_path and s.published_at is null;
end
$$;

-- The schedules staff see, soonest first: every pending one and those
-- published in the last 7 days; `draftChanged` when the page's draft is no
-- longer the one pinned. Runs as the caller: only admins see any.
create function public.page_publication_schedules() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'path', s.path, 'publishAt', s.publish_at, 'scheduledAt', s.scheduled_at,
           'scheduledByEmail', s.scheduled_by_email, 'attempts', s.attempts, 'lastError', s.last_error,
           'publishedAt', s.published_at, 'late', s.late,
           'draftChanged', s.published_at is null and not exists (
             select 1 from public.page_content_drafts d
              where d.path = s.path and d.revision = (s.draft ->> 'revision')::bigint))
         order by s.publish_at, s.path), '[]'::jsonb)
    from public.page_publication_schedules s
   where s.published_at is null or s.published_at > now() - interval '7 days'
$$;

-- The job: publishes every schedule due at `as_of`, oldest first, each under
-- its page's lock, through publish_page_draft (the one way to publish): the
-- pinned draft is put in place, published, and a newer draft the page had is
-- put back (with a new revision: the page moved on). The publish is recorded
-- as made by whoever scheduled it. A page that fails keeps its schedule, with
-- the attempt and the error, for the next run, and the others go on. Answers
-- the paths it published, which the site then regenerates.
create function public.publish_due_pages(as_of timestamptz) returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  due_path text;
  due public.page_publication_schedules;
  newer jsonb;
  claims text := current_setting('request.jwt.claims', true);
  published text[] := '{}';
begin
  for due_path in
    select s.path from public.page_publication_schedules s
     where s.published_at is null and s.publish_at <= as_of
     order by s.publish_at, s.path
  loop
    begin
      perform pg_advisory_xact_lock(hashtextextended('page_content ' || due_path, 0));
      -- Read again under the lock: it may have been cancelled or replaced meanwhile.
      select * into due from public.page_publication_schedules s
       where s.path = due_path and s.published_at is null and s.publish_at <= as_of;
      continue when not found;
      select to_jsonb(d) into newer from public.page_content_drafts d
       where d.path = due_path and d.revision <> (due.draft ->> 'revision')::bigint;
      perform set_config('request.jwt.claims',
        jsonb_build_object('role', 'authenticated', 'sub', due.scheduled_by)::text, true);
      delete from public.page_content_drafts d where d.path = due_path;
      insert into public.page_content_drafts
        select (jsonb_populate_record(null::public.page_content_drafts, due.draft)).*;
      perform public.publish_page_draft(due_path, null);
      if newer is not null then
        insert into public.page_content_drafts
          select (jsonb_populate_record(null::public.page_content_drafts, newer)).*;
      end if;
      perform set_config('request.jwt.claims', coalesce(claims, ''), true);
      update public.page_publication_schedules s
         set published_at = now(), attempts = s.attempts + 1, last_error = null,
             late = as_of > s.publish_at + interval '2 minutes'
       where s.path = due_path;
      published := published || due_path;
    exception when others then
      -- Everything this page's attempt changed is undone; the failure is kept.
      update public.page_publication_schedules s
         set attempts = s.attempts + 1, last_error = left(sqlerrm, 500)
       where s.path = due_path;
    end;
  end loop;
  return published;
end
$$;


-- 3. Rights. --------------------------------------------------------------------

-- Admins read both tables (row-level security lets only them past) and write
-- through the functions; the site's server (service_role) alone runs the job.
grant select on public.page_review_dates, public.page_publication_schedules to authenticated;
grant execute on function public.set_page_review_date(text, date), public.page_review_dates_by_path(),
  public.schedule_page_publication(text, timestamptz, bigint),
  public.cancel_page_publication(text), public.page_publication_schedules()
  to authenticated;
grant execute on function public.publish_due_pages(timestamptz) to service_role;
