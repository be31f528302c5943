-- 'logged': the local backend had no e-mail transport (no SMTP_URL), so the
-- notification was written to the server log only. 'sent' now means that an
-- e-mail server or API accepted it, nothing less.

alter table public.lead_notifications drop constraint lead_notifications_status_check;
alter table public.lead_notifications add constraint lead_notifications_status_check
  check (status in ('pending', 'sent', 'failed', 'skipped', 'logged'));
