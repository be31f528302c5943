-- One step for every function that writes a page's content, draft or SEO on
-- behalf of an editor: take the page's lock, then compare the page's revision
-- with the one the editor opened. The functions written before this one each
-- spell the step out; a new one calls the helper:
--
--   stale := private.lock_and_compare(page_path, based_on);
--   if stale is not null then return stale; end if;
--
-- The lock is the per-page advisory lock every existing writer takes, held to
-- the end of the transaction, so the check and the write are one step for
-- the new function and the old ones alike.

-- Null when the caller may write (the page is still at `based_on`, or
-- `based_on` is null: whatever it is at); else the page's state with saved
-- false, what every save answers when someone else changed the page meanwhile.
-- Only the owner's functions (security definer, each checking its caller)
-- reach it, so it reads the page as they do.
create function private.lock_and_compare(page_path text, based_on bigint) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  -- A statement of its own, so its snapshot, taken with the lock held, sees the last writer's commit.
  return (select case when based_on is null or (now_at.state ->> 'revision')::bigint = based_on then null
                      else now_at.state || jsonb_build_object('saved', false) end
            from (select public.page_content_state(page_path) as state) now_at);
end
$$;
-- Each role's rights: anon, authenticated and service_role none, nor public (no API call reaches
-- it); postgres, which owns the writers that run as definer, executes it.
revoke execute on function private.lock_and_compare(text, bigint) from public, anon, authenticated, service_role;
grant execute on function private.lock_and_compare(text, bigint) to postgres;
