-- A renamed staff page keeps its leads: the leads that name its old address
-- (as the page they are credited to, the page the form was on, or the page
-- read before it) name the new one, in the rename's own transaction. Counts
-- per page ('Resultados'), the inbox's page filter and the CSV read the stored
-- paths as they are, so they follow with no mapping at read time.
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

