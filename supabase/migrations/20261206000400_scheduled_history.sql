-- A scheduled publish is one row of the page's history, marked as scheduled:
-- the scheduler puts the pinned draft in place, publishes it and puts back a
-- newer draft, and each of those draft writes used to leave a 'draft' version
-- in the author's name, though nobody saved anything then. Those are dropped;
-- the publish keeps the author's name (as it always had) and says it was scheduled.

alter table public.page_versions add column scheduled boolean not null default false;

-- As before, with the history tidied after each scheduled publish.
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
  versions_before bigint;
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
      versions_before := coalesce((select max(v.id) from public.page_versions v where v.path = due_path), 0);
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
      -- The drafts moved aside and back are copies of saves already in the history.
      delete from public.page_versions v
       where v.path = due_path and v.id > versions_before and v.kind = 'draft';
      update public.page_versions v set scheduled = true
       where v.path = due_path and v.id > versions_before and v.kind = 'publish';
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

-- Rights as before: the scheduler alone (service_role) runs it; the new column
-- reads as the rest of page_versions (authenticated, under the admins-only policy).
revoke execute on function public.publish_due_pages(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.publish_due_pages(timestamptz) to service_role;
