-- Drafts in the history: every saved draft is a version too, so a draft that a
-- later save replaced can still be read and brought back. Draft versions are
-- capped at the newest 50 per page; published versions are all kept.

alter table public.page_versions
  add column kind text not null default 'publish' check (kind in ('draft', 'publish'));

create function private.record_draft_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.page_versions (path, part, kind, record, created_by, created_by_email)
  values (new.path, 'content', 'draft', to_jsonb(new) - 'updated_by',
          (select auth.uid()),
          (select a.email from public.admins a where a.user_id = (select auth.uid())));
  delete from public.page_versions v
   where v.path = new.path and v.kind = 'draft'
     and v.id not in (select keep.id from public.page_versions keep
                       where keep.path = new.path and keep.kind = 'draft'
                       order by keep.created_at desc, keep.id desc limit 50);
  return null;
end
$$;
-- Rights: no API role calls it (it runs as a trigger, as its owner); the new
-- column reads as page_versions already does: authenticated selects it, under
-- the admins-only policy; anon and service_role get nothing new.
revoke execute on function private.record_draft_version() from public, anon, authenticated, service_role;

create trigger page_content_drafts_versions after insert or update on public.page_content_drafts
  for each row execute function private.record_draft_version();
