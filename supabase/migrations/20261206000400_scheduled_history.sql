-- A scheduled publish is one row of the page's history, marked as scheduled:
-- the scheduler puts the pinned draft in place, publishes it and puts back a
-- newer draft, and each of those draft writes used to leave a 'draft' version
-- in the author's name, though nobody saved anything then. Those are dropped;
-- the publish keeps the author's name (as it always had) and says it was scheduled.

alter table public.page_versions add column scheduled boolean not null default false;

-- Once a schedule is marked published, the versions its transaction wrote for
-- that page (created_at is the transaction's start) are the scheduler's.
create function private.mark_scheduled_history() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- The drafts moved aside and back are copies of saves already in the history.
  delete from public.page_versions v
   where v.path = new.path and v.created_at = now() and v.kind = 'draft';
  update public.page_versions v set scheduled = true
   where v.path = new.path and v.created_at = now() and v.kind = 'publish';
  return null;
end
$$;
-- Rights: no API role calls it (it runs as a trigger, as its owner); the new
-- column reads as the rest of page_versions (authenticated, under the admins-only policy).
revoke execute on function private.mark_scheduled_history() from public, anon, authenticated, service_role;

create trigger page_publication_schedules_history after update of published_at
  on public.page_publication_schedules
  for each row when (old.published_at is null and new.published_at is not null)
  execute function private.mark_scheduled_history();
