-- =============================================================================
-- More notifications the database writes (issue 13):
--   * a payment that succeeds, fails or is refunded notifies its payer;
--   * send_event_reminders() notifies the attendees of events starting within
--     a window (default 24 hours), once per event and attendee; the reminder
--     expires when the event starts. It is for a scheduler (service_role).
-- =============================================================================

create or replace function public.payments_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_amount text;
  v_what text;
begin
  if new.status not in ('succeeded', 'failed', 'refunded')
     or (tg_op = 'UPDATE' and new.status is not distinct from old.status) then
    return null;
  end if;
  v_amount := to_char(new.amount / 100.0, 'FM999,999,990.00') || ' ' || upper(new.currency);
  v_what := coalesce(nullif(btrim(new.description), ''), 'your payment');
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  values (
    new.user_id,
    case new.status when 'succeeded' then 'Payment succeeded' when 'failed' then 'Payment failed' else 'Payment refunded' end,
    case new.status
      when 'succeeded' then 'We received ' || v_amount || ' for ' || v_what || '.'
      when 'failed' then 'Your payment of ' || v_amount || ' for ' || v_what || ' did not go through.'
      else v_amount || ' for ' || v_what || ' was refunded.' end,
    case new.status when 'succeeded' then 'success' when 'failed' then 'error' else 'info' end,
    '/user-profile/subscription',
    jsonb_build_object('kind', 'payment', 'payment_id', new.id, 'status', new.status));
  return null;
end
$$;
create trigger payments_notify after insert or update of status on public.payments
  for each row execute function public.payments_notify();

create or replace function public.send_event_reminders(p_within interval default interval '24 hours')
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  insert into public.notifications (user_id, title, message, type, action_url, expires_at, metadata)
  select a.user_id, 'Event reminder: ' || e.title,
         'Starts ' || to_char(e.start_date at time zone 'UTC', 'Mon DD "at" HH24:MI "UTC"')
           || case when e.is_virtual then ' online.' else coalesce(' at ' || e.location, '') || '.' end,
         'info', '/community', e.start_date,
         jsonb_build_object('kind', 'event_reminder', 'event_id', e.id)
  from public.event_attendees a
  join public.events e on e.id = a.event_id
  where e.start_date > now() and e.start_date <= now() + p_within
    and not exists (
      select 1 from public.notifications n
      where n.user_id = a.user_id and n.metadata->>'kind' = 'event_reminder' and n.metadata->>'event_id' = e.id::text);
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke execute on function public.payments_notify() from public, anon, authenticated;
revoke execute on function public.send_event_reminders(interval) from public, anon, authenticated;
grant execute on function public.send_event_reminders(interval) to service_role;
