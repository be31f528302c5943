-- A scheduled publish is one row of the page's history, marked as scheduled:
-- the scheduler puts the pinned draft in place, publishes it and puts back a
-- newer draft, and each of those draft writes used to leave a 'draft' version
-- in the author's name, though nobody saved anything then. Those are dropped;
-- the publish keeps the author's name (as it always had) and says it was scheduled.

alter table public.page_versions add column scheduled boolean not null default false;

-- As before, then the history of each page it published is tidied: the versions
-- this transaction wrote (created_at is the transaction's start) are the scheduler's.
create or replace function public.publish_due_pages_holding(as_of timestamptz, held jsonb) returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  published text[];
begin
  if jsonb_typeof(held) is distinct from 'object' then
    raise exception 'held must be an object of paths and reasons' using errcode = '22023';
  end if;
  perform set_config('app.held_publications', held::text, true);
  published := public.publish_due_pages(as_of);
  perform set_config('app.held_publications', '', true);
  -- The drafts moved aside and back are copies of saves already in the history.
  delete from public.page_versions v
   where v.path = any (published) and v.created_at = now() and v.kind = 'draft';
  update public.page_versions v set scheduled = true
   where v.path = any (published) and v.created_at = now() and v.kind = 'publish';
  return published;
end
$$;

-- Rights as before: the scheduler alone (service_role) runs it; the new column
-- reads as the rest of page_versions (authenticated, under the admins-only policy).
revoke execute on function public.publish_due_pages_holding(timestamptz, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.publish_due_pages_holding(timestamptz, jsonb) to service_role;
