-- The staff's notes of many leads in one call, for the inbox's CSV export
-- (one read for the whole file, not one per lead). A function rather than a
-- read of lead_notes: Supabase's API caps the rows a select answers and a
-- long list of ids does not fit in an address, while one jsonb value has
-- neither limit. Run as the caller: row-level security on lead_notes decides
-- (admins only). Each lead's notes newest first; ids that match no lead, or
-- leads without notes, add nothing.
create function public.lead_notes_of(lead_ids uuid[]) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'lead_id', n.lead_id, 'id', n.id, 'body', n.body, 'created_at', n.created_at, 'author_email', n.author_email)
         order by n.lead_id, n.created_at desc, n.id desc), '[]'::jsonb)
    from public.lead_notes n
   where n.lead_id = any(lead_notes_of.lead_ids)
$$;
revoke execute on function public.lead_notes_of(uuid[]) from public, anon, service_role;
grant execute on function public.lead_notes_of(uuid[]) to authenticated;
