-- Every edit an organiser saved to an event (its title, time, place or link) sent each attendee a new "Event
-- updated" notification: ten edits in a row were ten notifications and ten toasts. An attendee with an unread
-- notice of the event's update now has that one brought up to date and moved to the top (unread again) instead;
-- once they have read it, the next change is a new one. A cancellation is always its own notification.

create or replace function private.notify_event_updated(p_event_id uuid, p_title text, p_message text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  with attendees as (
    select a.user_id from public.event_attendees a where a.event_id = p_event_id and a.user_id is distinct from auth.uid()
  ), refreshed as (
    update public.notifications n set title = p_title, message = p_message, created_at = now()
    where n.user_id in (select user_id from attendees) and not n.read
      and n.metadata->>'kind' = 'event_updated' and n.metadata->>'event_id' = p_event_id::text
    returning n.user_id
  )
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select a.user_id, p_title, p_message, 'info', '/community#events', jsonb_build_object('kind', 'event_updated', 'event_id', p_event_id)
  from attendees a
  where a.user_id not in (select user_id from refreshed);
end
$$;
revoke execute on function private.notify_event_updated(uuid, text, text) from public, anon, authenticated;

create or replace function private.events_notify_attendees() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.cancelled_at is not null and old.cancelled_at is null then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    select a.user_id, 'Event cancelled: ' || left(new.title, 150), 'The organiser cancelled "' || new.title || '".', 'warning',
           '/community#events', jsonb_build_object('kind', 'event_cancelled', 'event_id', new.id)
    from public.event_attendees a
    where a.event_id = new.id and a.user_id is distinct from auth.uid();
  elsif new.cancelled_at is null and (
      new.title, new.start_date, new.end_date, new.location, new.is_virtual, new.online_url
    ) is distinct from (old.title, old.start_date, old.end_date, old.location, old.is_virtual, old.online_url) then
    perform private.notify_event_updated(new.id, 'Event updated: ' || left(new.title, 150),
      'Now ' || to_char(new.start_date at time zone 'UTC', 'Mon DD "at" HH24:MI "UTC"')
        || case when new.is_virtual then ' online.' else coalesce(' at ' || new.location, '') || '.' end);
  end if;
  return null;
end
$$;

create or replace function private.event_links_notify_attendees() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
begin
  if tg_op = 'UPDATE' and new.online_url is not distinct from old.online_url then
    return null;
  end if;
  select e.title into v_title from public.events e where e.id = new.event_id and e.cancelled_at is null;
  if v_title is not null then
    perform private.notify_event_updated(new.event_id, 'Event updated: ' || left(v_title, 150), 'The organiser changed the link to join "' || v_title || '".');
  end if;
  return null;
end
$$;
