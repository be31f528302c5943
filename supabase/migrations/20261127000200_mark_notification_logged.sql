-- Ends a claimed notification that went to the server log only, because no
-- e-mail transport is configured ('logged'): the one delivery of both backends
-- records each outcome through a function like this. Only the local backend
-- has a log-only transport today; the function is harmless on Supabase.
create or replace function public.mark_lead_notification_logged(p_lead_id uuid, p_attempts integer)
returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.lead_notifications
     set status = 'logged', attempts = p_attempts, sent_at = now(), last_error = null, updated_at = now()
   where lead_id = p_lead_id
     and status not in ('sent', 'logged')
$$;

revoke execute on function public.mark_lead_notification_logged(uuid, integer) from public, anon, authenticated;
grant execute on function public.mark_lead_notification_logged(uuid, integer) to service_role;
