-- A scheduled publication publishes only for someone who is still an admin.
--
-- The job publishes as whoever scheduled; an admin removed since (their
-- admins row deleted, by the admin script, the API or their account's
-- deletion) must not keep publishing through schedules they left. Removing an
-- admin cancels their pending schedules at once, and the job checks again
-- before each publish (a restored backup or a row changed by hand could still
-- hold one). A cancelled schedule stays, with when and why, so the dashboard
-- can say so; staff remove it ('Cancelar') or schedule the page again.

alter table public.page_publication_schedules
  add column cancelled_at timestamptz,
  -- 'author_not_admin': whoever scheduled it is no longer an admin.
  add column cancel_reason text check (cancel_reason in ('author_not_admin')),
  add constraint page_publication_schedules_cancelled_with_reason
    check ((cancelled_at is null) = (cancel_reason is null));

-- Cancels every pending schedule whose author is not an admin now.
create function private.cancel_schedules_of_former_admins() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.page_publication_schedules s
     set cancelled_at = now(), cancel_reason = 'author_not_admin'
   where s.published_at is null and s.cancelled_at is null
     and not exists (select 1 from public.admins a where a.user_id = s.scheduled_by);
  return null;
end
$$;
revoke execute on function private.cancel_schedules_of_former_admins() from public, anon, authenticated, service_role;

-- Per statement, so a delete of many admins, a truncate or an account's
-- deletion (which deletes its admins row) all cancel.
create trigger admins_removed_cancel_schedules after delete or truncate on public.admins
  for each statement execute function private.cancel_schedules_of_former_admins();

-- Rows cancelled before this change: none can be, but a schedule whose author
-- is already gone is cancelled now rather than published.
update public.page_publication_schedules s
   set cancelled_at = now(), cancel_reason = 'author_not_admin'
 where s.published_at is null
   and not exists (select 1 from public.admins a where a.user_id = s.scheduled_by);

-- As before; scheduling again clears a cancellation.
create or replace function public.schedule_page_publication(page_path text, publish_at timestamptz, based_on bigint)
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
        attempts = 0, last_error = null, published_at = null, late = false,
        cancelled_at = null, cancel_reason = null;
  return state || jsonb_build_object('saved', true);
end
$$;

-- As before, with each schedule's cancellation; a cancelled one shows for 7 days, as a published one.
create or replace function public.page_publication_schedules() returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'path', s.path, 'publishAt', s.publish_at, 'scheduledAt', s.scheduled_at,
           'scheduledByEmail', s.scheduled_by_email, 'attempts', s.attempts, 'lastError', s.last_error,
           'publishedAt', s.published_at, 'late', s.late,
           'cancelledAt', s.cancelled_at, 'cancelReason', s.cancel_reason,
           'draftChanged', s.published_at is null and s.cancelled_at is null and not exists (
             select 1 from public.page_content_drafts d
              where d.path = s.path and d.revision = (s.draft ->> 'revision')::bigint))
         order by s.publish_at, s.path), '[]'::jsonb)
    from public.page_publication_schedules s
   where (s.published_at is null and (s.cancelled_at is null or s.cancelled_at > now() - interval '7 days'))
      or s.published_at > now() - interval '7 days'
$$;

-- As before, but a schedule whose author is no longer an admin is cancelled,
-- not published (and cancelled ones are never picked).
create or replace function public.publish_due_pages(as_of timestamptz) returns text[]
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
     where s.published_at is null and s.cancelled_at is null and s.publish_at <= as_of
     order by s.publish_at, s.path
  loop
    begin
      perform pg_advisory_xact_lock(hashtextextended('page_content ' || due_path, 0));
      -- Read again under the lock: it may have been cancelled or replaced meanwhile.
      select * into due from public.page_publication_schedules s
       where s.path = due_path and s.published_at is null and s.cancelled_at is null and s.publish_at <= as_of;
      continue when not found;
      if not exists (select 1 from public.admins a where a.user_id = due.scheduled_by) then
        update public.page_publication_schedules s
           set cancelled_at = now(), cancel_reason = 'author_not_admin'
         where s.path = due_path;
        continue;
      end if;
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

revoke execute on function public.schedule_page_publication(text, timestamptz, bigint),
  public.page_publication_schedules(), public.publish_due_pages(timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function public.schedule_page_publication(text, timestamptz, bigint),
  public.page_publication_schedules() to authenticated;
grant execute on function public.publish_due_pages(timestamptz) to service_role;
