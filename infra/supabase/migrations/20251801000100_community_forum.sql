-- =============================================================================
-- Community forum (issue 14): the spec's post limits, one level of replies,
-- times and threads a client cannot forge, comment notifications; events that
-- only brands, agencies and admins create, with an online link, cancellation,
-- and attendees told of every change.
-- =============================================================================

-- ------------------------------------------------------------------ posts
-- Tags are kept trimmed, lower-case and unique, in the order given.
create or replace function public.community_tags_normalized(p_tags text[]) returns text[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(t order by first_at), '{}')
  from (
    select lower(btrim(x)) as t, min(ord) as first_at
    from unnest(coalesce(p_tags, '{}')) with ordinality as u(x, ord)
    where btrim(x) <> ''
    group by 1
  ) s
$$;

create or replace function public.community_tags_valid(p_tags text[]) returns boolean
language sql immutable set search_path = '' as $$
  select cardinality(p_tags) <= 10
     and coalesce((select bool_and(char_length(t) between 1 and 30) from unnest(p_tags) t), true)
$$;

create or replace function public.community_posts_normalize() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.title := btrim(new.title);
  new.tags := public.community_tags_normalized(new.tags);
  if public.is_api_user() then
    -- the feed is ordered by created_at: a client cannot date a post into the future or move it
    if tg_op = 'INSERT' then
      new.created_at := now();
    else
      new.created_at := old.created_at;
      new.user_id := old.user_id;
    end if;
  end if;
  return new;
end
$$;
create trigger community_posts_normalize before insert or update on public.community_posts
  for each row execute function public.community_posts_normalize();

alter table public.community_posts alter column content drop default;
alter table public.community_posts drop constraint community_posts_title_check;
alter table public.community_posts
  add constraint community_posts_title_check check (char_length(title) between 3 and 200),
  add constraint community_posts_content_check check (char_length(btrim(content)) between 1 and 10000),
  add constraint community_posts_tags_check check (public.community_tags_valid(tags));
create index community_posts_type_created_idx on public.community_posts (post_type, created_at desc);
-- the feed's search is ilike over title or content
create index community_posts_title_trgm_idx on public.community_posts using gin (title extensions.gin_trgm_ops);
create index community_posts_content_trgm_idx on public.community_posts using gin (content extensions.gin_trgm_ops);

-- --------------------------------------------------------------- comments
-- A reply answers a top-level comment of the same post and stays that reply;
-- a comment keeps its time (post_comments_guard already keeps it on its post).
create or replace function public.post_comments_thread_guard() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_parent record;
begin
  if tg_op = 'UPDATE' then
    new.parent_id := old.parent_id;
    if public.is_api_user() then
      new.created_at := old.created_at;
    end if;
    return new;
  end if;
  if public.is_api_user() then
    new.created_at := now();
  end if;
  if new.parent_id is not null then
    select post_id, parent_id into v_parent from public.post_comments where id = new.parent_id;
    if not found or v_parent.post_id <> new.post_id then
      raise exception 'The comment you are replying to is not on this post' using errcode = 'P0001';
    end if;
    if v_parent.parent_id is not null then
      raise exception 'Replies go one level deep: reply to the comment itself' using errcode = 'P0001';
    end if;
  end if;
  return new;
end
$$;
create trigger post_comments_thread_guard before insert or update on public.post_comments
  for each row execute function public.post_comments_thread_guard();

alter table public.post_comments
  add constraint post_comments_content_not_blank check (char_length(btrim(content)) >= 1);
create index post_comments_parent_idx on public.post_comments (parent_id) where parent_id is not null;

-- The post's author hears of a comment, a comment's author of a reply (never of their own words).
create or replace function public.post_comments_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_post record;
  v_name text;
  v_parent_author uuid;
  v_link text := '/community/thread/' || new.post_id::text;
begin
  select user_id, title into v_post from public.community_posts where id = new.post_id;
  v_name := coalesce(nullif(btrim((select full_name from public.profiles where user_id = new.user_id)), ''), 'Someone');
  if new.parent_id is not null then
    select user_id into v_parent_author from public.post_comments where id = new.parent_id;
    if v_parent_author is not null and v_parent_author <> new.user_id then
      insert into public.notifications (user_id, title, message, type, action_url, metadata)
      values (v_parent_author, 'New reply to your comment', v_name || ' replied on "' || left(v_post.title, 120) || '".', 'info', v_link,
              jsonb_build_object('kind', 'comment_reply', 'post_id', new.post_id, 'comment_id', new.id));
    end if;
  end if;
  if v_post.user_id <> new.user_id and v_post.user_id is distinct from v_parent_author then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_post.user_id, 'New comment on your post', v_name || ' commented on "' || left(v_post.title, 120) || '".', 'info', v_link,
            jsonb_build_object('kind', 'post_comment', 'post_id', new.post_id, 'comment_id', new.id));
  end if;
  return null;
end
$$;
create trigger post_comments_notify after insert on public.post_comments
  for each row execute function public.post_comments_notify();

-- ----------------------------------------------------------------- events
alter table public.events
  add column online_url text constraint events_online_url_check check (online_url is null or online_url ~ '^https?://[^\s]+$'),
  add column cancelled_at timestamptz;
alter table public.events
  add constraint events_title_length_check check (char_length(btrim(title)) between 3 and 200),
  add constraint events_description_length_check check (description is null or char_length(description) <= 5000),
  add constraint events_location_length_check check (location is null or char_length(location) <= 200);
create index events_upcoming_idx on public.events (start_date) where cancelled_at is null;

-- Brands, agencies and admins hold events (they have the audience and the
-- venues); everyone signed in joins them.
drop policy "Users create events as themselves" on public.events;
create policy "Brands, agencies and admins create events" on public.events
  for insert to authenticated
  with check (created_by = (select auth.uid()) and (select public.get_user_role(auth.uid())) in ('brand', 'agency', 'admin'));

create or replace function public.events_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.is_api_user() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    new.created_by := old.created_by;
    new.created_at := old.created_at;
    if old.cancelled_at is not null then
      raise exception 'This event was cancelled and can no longer be changed' using errcode = 'P0001';
    end if;
    if new.cancelled_at is not null then
      new.cancelled_at := now();
    end if;
    if new.capacity is not null and new.capacity < old.attendees_count then
      raise exception 'Capacity cannot be below the number of people already attending (%)', old.attendees_count using errcode = 'P0001';
    end if;
  else
    new.cancelled_at := null;
  end if;
  if (tg_op = 'INSERT' or new.start_date is distinct from old.start_date) and new.start_date <= now() then
    raise exception 'An event must start in the future' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger events_guard before insert or update on public.events
  for each row execute function public.events_guard();

-- Attendees hear of a cancellation or of a change to when, where or what.
create or replace function public.events_notify_attendees() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
  v_message text;
  v_kind text;
begin
  if new.cancelled_at is not null and old.cancelled_at is null then
    v_kind := 'event_cancelled';
    v_title := 'Event cancelled: ' || left(new.title, 150);
    v_message := 'The organiser cancelled "' || new.title || '".';
  elsif new.cancelled_at is null and (
      new.title, new.start_date, new.end_date, new.location, new.is_virtual, new.online_url
    ) is distinct from (old.title, old.start_date, old.end_date, old.location, old.is_virtual, old.online_url) then
    v_kind := 'event_updated';
    v_title := 'Event updated: ' || left(new.title, 150);
    v_message := 'Now ' || to_char(new.start_date at time zone 'UTC', 'Mon DD "at" HH24:MI "UTC"')
      || case when new.is_virtual then ' online.' else coalesce(' at ' || new.location, '') || '.' end;
  else
    return null;
  end if;
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select a.user_id, v_title, v_message, case when v_kind = 'event_cancelled' then 'warning' else 'info' end,
         '/community#events', jsonb_build_object('kind', v_kind, 'event_id', new.id)
  from public.event_attendees a
  where a.event_id = new.id and a.user_id is distinct from auth.uid();
  return null;
end
$$;
create trigger events_notify_attendees after update on public.events
  for each row execute function public.events_notify_attendees();

-- join_event keeps its answers ('Already joined', 'Event is full') and refuses
-- cancelled and started events.
create or replace function public.join_event(event_id_param uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_event record;
  v_count integer;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select capacity, start_date, cancelled_at into v_event from public.events where id = event_id_param for update;
  if not found then
    raise exception 'Event not found' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.event_attendees where event_id = event_id_param and user_id = v_uid) then
    raise exception 'Already joined';
  end if;
  if v_event.cancelled_at is not null then
    raise exception 'This event has been cancelled';
  end if;
  if v_event.start_date <= now() then
    raise exception 'This event has already started';
  end if;
  select count(*) into v_count from public.event_attendees where event_id = event_id_param;
  if v_event.capacity is not null and v_count >= v_event.capacity then
    raise exception 'Event is full';
  end if;
  insert into public.event_attendees (event_id, user_id) values (event_id_param, v_uid);
  return jsonb_build_object('joined', true, 'event_id', event_id_param, 'attendees_count', v_count + 1);
end
$$;

create or replace function public.send_event_reminders(p_within interval default interval '24 hours')
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  insert into public.notifications (user_id, title, message, type, action_url, expires_at, metadata)
  select a.user_id, 'Event reminder: ' || left(e.title, 150),
         'Starts ' || to_char(e.start_date at time zone 'UTC', 'Mon DD "at" HH24:MI "UTC"')
           || case when e.is_virtual then ' online.' else coalesce(' at ' || e.location, '') || '.' end,
         'info', '/community#events', e.start_date,
         jsonb_build_object('kind', 'event_reminder', 'event_id', e.id)
  from public.event_attendees a
  join public.events e on e.id = a.event_id
  where e.cancelled_at is null and e.start_date > now() and e.start_date <= now() + p_within
    and not exists (
      select 1 from public.notifications n
      where n.user_id = a.user_id and n.metadata->>'kind' = 'event_reminder' and n.metadata->>'event_id' = e.id::text);
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.send_event_reminders(interval) from public, anon, authenticated;
grant execute on function public.send_event_reminders(interval) to service_role;
revoke execute on function public.post_comments_notify(), public.events_notify_attendees() from public, anon, authenticated;

-- Threads and the events list follow changes live.
alter publication supabase_realtime add table public.post_comments, public.events;
