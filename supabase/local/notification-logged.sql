-- Local backend only (PGlite): ends a claimed notification that went to the
-- server log only, because no e-mail transport is configured ('logged'). The
-- migrations' mark_lead_notification_sent records 'sent' alone, and only the
-- local backend has a log-only transport. Applied after the migrations every
-- time a database is opened (lib/db/migrate.ts), so every statement may run again.
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
