-- Who else is editing a page, as WordPress's post lock: it informs, never
-- blocks. While an admin's editor holds unsaved changes it marks the page
-- every 30 seconds; every open editor asks who else marked it in the last 2
-- minutes. One row per page and account, rewritten by each mark. Not the
-- business's data: backups leave it out (lib/backup/site-rows.ts).

create table public.page_presence (
  path text not null check (char_length(path) between 1 and 200),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- As the admin list had it then, as versions keep theirs.
  email text not null,
  seen_at timestamptz not null default now(),
  primary key (path, user_id)
);
create index page_presence_user_id_idx on public.page_presence (user_id);

alter table public.page_presence enable row level security;

-- Admins see everyone's marks, and write only their own.
create policy "Admins read who edits"
  on public.page_presence for select to authenticated
  using ((select public.is_admin()));
create policy "Admins mark themselves"
  on public.page_presence for insert to authenticated
  with check ((select public.is_admin()) and user_id = (select auth.uid()));
create policy "Admins renew their own mark"
  on public.page_presence for update to authenticated
  using ((select public.is_admin()) and user_id = (select auth.uid()))
  with check ((select public.is_admin()) and user_id = (select auth.uid()));

grant select, insert, update on public.page_presence to authenticated;

-- Marks the caller as editing the page with unsaved changes, now. Runs as the
-- caller: row-level security refuses anyone who is not an admin.
create function public.mark_page_editing(page_path text) returns void
language sql volatile security invoker
set search_path = ''
as $$
  insert into public.page_presence as p (path, user_id, email, seen_at)
  select page_path, a.user_id, a.email, now()
    from public.admins a where a.user_id = (select auth.uid())
  on conflict (path, user_id) do update set email = excluded.email, seen_at = excluded.seen_at
$$;

-- The other accounts that marked the page in the last 2 minutes, the latest
-- first. Runs as the caller: only admins see any.
create function public.page_editors(page_path text)
returns table (email text, seen_at timestamptz)
language sql stable security invoker
set search_path = ''
as $$
  select p.email, p.seen_at from public.page_presence p
   where p.path = page_path
     and p.user_id <> (select auth.uid())
     and p.seen_at > now() - interval '2 minutes'
   order by p.seen_at desc, p.email
$$;

-- Drops a page's draft, when the page is still at `based_on` (as every save
-- is): the editor then shows the published content. Answers the page's state
-- after it, with saved true, or its state as it is, with saved false, having
-- dropped nothing.
create function public.discard_page_draft(page_path text, based_on bigint) returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  state jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('page_content ' || page_path, 0));
  state := public.page_content_state(page_path);
  if (state ->> 'revision')::bigint <> based_on then
    return state || jsonb_build_object('saved', false);
  end if;
  delete from public.page_content_drafts d where d.path = page_path;
  return public.page_content_state(page_path) || jsonb_build_object('saved', true);
end
$$;

-- The admin area alone calls them; row-level security decides inside.
revoke execute on function public.mark_page_editing(text), public.page_editors(text),
  public.discard_page_draft(text, bigint)
  from public, anon, service_role;
grant execute on function public.mark_page_editing(text), public.page_editors(text),
  public.discard_page_draft(text, bigint)
  to authenticated;
