-- A claimed notification carries its lead as one jsonb row of public.leads, so
-- a new column of the lead reaches the e-mail without redefining this function
-- (the code picks the fields of its own field list). Otherwise as before.

drop function public.claim_lead_notifications(uuid, integer, integer);

create function public.claim_lead_notifications(
  p_lead_id uuid default null,
  p_limit integer default 50,
  p_lease_seconds integer default 300
) returns table (lead_id uuid, attempts integer, lead jsonb)
language sql volatile security definer
set search_path = ''
as $$
  with due as (
    select n.lead_id
      from public.lead_notifications n
     where n.status = 'pending'
       and n.next_attempt_at <= now()
       and (p_lead_id is null or n.lead_id = p_lead_id)
     order by n.next_attempt_at
     limit greatest(p_limit, 0)
       for update skip locked
  ),
  claimed as (
    update public.lead_notifications n
       set next_attempt_at = now() + make_interval(secs => greatest(p_lease_seconds, 1)),
           updated_at = now()
      from due
     where n.lead_id = due.lead_id
    returning n.lead_id, n.attempts
  )
  select c.lead_id, c.attempts, to_jsonb(l)
    from claimed c
    join public.leads l on l.id = c.lead_id
   order by l.created_at, l.id
$$;

revoke execute on function public.claim_lead_notifications(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(uuid, integer, integer) to service_role;
