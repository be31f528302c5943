-- Two changes of the pages staff make from templates:
--
-- 1. A renamed staff page keeps its leads.
-- 2. The scheduler publishes no template's example text ('Escribe aquí…').


-- 1. A renamed staff page keeps its leads. -----------------------------------------
--
-- The leads that name its old address (as the page they are credited to, the
-- page the form was on, or the page read before it) name the new one, in the
-- rename's own transaction. Counts per page ('Resultados'), the inbox's page
-- filter and the CSV read the stored paths as they are, so they follow with
-- no mapping at read time.
--
-- A trigger on the staff page's row, not a new rename_staff_page: every rename
-- moves that row, whichever version of the function does it. Leads have no
-- update right for any API role; the trigger's function acts as its owner.

create function private.move_leads_with_staff_page() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.leads l
     set source_page = case when l.source_page = old.path then new.path else l.source_page end,
         form_page = case when l.form_page = old.path then new.path else l.form_page end,
         previous_page = case when l.previous_page = old.path then new.path else l.previous_page end
   where l.source_page = old.path or l.form_page = old.path or l.previous_page = old.path;
  return null;
end
$$;
revoke execute on function private.move_leads_with_staff_page() from public, anon, authenticated, service_role;

create trigger staff_pages_move_leads after update of path on public.staff_pages
  for each row when (old.path <> new.path) execute function private.move_leads_with_staff_page();


-- 2. The scheduler publishes no template's example text. ---------------------------
--
-- The site knows the templates' example texts (content/templates/), SQL does
-- not. Before a run the site reads the drafts due (due_page_publications) and
-- names the pages it holds back, each with its reason; publish_due_pages_holding
-- runs the usual job with those reasons set for the transaction, and a trigger
-- refuses to publish a held page: its attempt fails as any failed attempt does,
-- keeping the schedule with the reason as its error, and the others go on. A
-- schedule pinned before the site checked these texts is held the same way.

-- The schedules due at `as_of`, each with its pinned draft's halves and its staff page's template (null: a
-- built-in page). For the site's server only.
create function public.due_page_publications(as_of timestamptz) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'path', s.path, 'content', s.draft -> 'content', 'seo', s.draft -> 'seo',
           'template', (select p.template from public.staff_pages p where p.path = s.path))
         order by s.publish_at, s.path), '[]'::jsonb)
    from public.page_publication_schedules s
   where s.published_at is null and s.publish_at <= as_of
$$;

create function private.refuse_held_publication() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  held jsonb := nullif(current_setting('app.held_publications', true), '')::jsonb;
begin
  if held ? new.path then
    raise exception '%', held ->> new.path using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function private.refuse_held_publication() from public, anon, authenticated, service_role;

create trigger page_content_refuses_held before insert or update on public.page_content
  for each row execute function private.refuse_held_publication();
create trigger seo_pages_refuse_held before insert or update on public.seo_pages
  for each row execute function private.refuse_held_publication();

-- The job (publish_due_pages), holding back the pages `held` names ({ path: reason }).
create function public.publish_due_pages_holding(as_of timestamptz, held jsonb) returns text[]
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
  return published;
end
$$;

revoke execute on function public.due_page_publications(timestamptz),
  public.publish_due_pages_holding(timestamptz, jsonb) from public, anon, authenticated;
grant execute on function public.due_page_publications(timestamptz),
  public.publish_due_pages_holding(timestamptz, jsonb) to service_role;
