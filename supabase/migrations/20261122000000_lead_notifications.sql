-- The notification state of each lead. Every accepted lead gets a pending
-- notification in the same transaction as its insert, so a lead can never
-- be stored without the company eventually hearing about it. Delivery
-- (the server on the local backend, the send-contact-notification function
-- on Supabase) marks it sent, or schedules a retry, or gives up as failed.

create table public.lead_notifications (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  updated_at timestamptz not null default now()
);

create index lead_notifications_due_idx on public.lead_notifications (next_attempt_at) where status = 'pending';

alter table public.lead_notifications enable row level security;

create policy "Admins read notification states"
  on public.lead_notifications for select to authenticated
  using ((select public.is_admin()));

create function public.queue_lead_notification() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (lead_id) values (new.id);
  return new;
end
$$;

create trigger leads_queue_notification
  after insert on public.leads
  for each row execute function public.queue_lead_notification();
