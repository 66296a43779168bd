-- =============================================================================
-- Community: posts, likes, comments, events, attendees, and the atomic
-- toggle_post_like / join_event / leave_event functions.
-- =============================================================================

create table public.community_posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  title text not null constraint community_posts_title_check check (char_length(title) between 1 and 300),
  content text not null default '',
  post_type text not null default 'discussion'
    constraint community_posts_post_type_check check (post_type in ('discussion', 'question', 'announcement', 'showcase', 'opportunity')),
  tags text[] not null default '{}',
  likes_count integer not null default 0 constraint community_posts_likes_count_check check (likes_count >= 0),
  comments_count integer not null default 0 constraint community_posts_comments_count_check check (comments_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index community_posts_created_idx on public.community_posts (created_at desc);
create index community_posts_user_idx on public.community_posts (user_id, created_at desc);
create index community_posts_tags_gin_idx on public.community_posts using gin (tags);
create trigger community_posts_set_updated_at before update on public.community_posts
  for each row execute function public.set_updated_at();

-- Counters are maintained by triggers; API users cannot write them directly.
create or replace function public.community_posts_guard_counters() returns trigger
language plpgsql as $$
begin
  if public.is_api_user() then
    if tg_op = 'INSERT' then
      new.likes_count := 0;
      new.comments_count := 0;
    else
      new.likes_count := old.likes_count;
      new.comments_count := old.comments_count;
    end if;
  end if;
  return new;
end
$$;
create trigger community_posts_guard_counters before insert or update on public.community_posts
  for each row execute function public.community_posts_guard_counters();

create table public.post_likes (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.community_posts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  created_at timestamptz not null default now(),
  constraint post_likes_post_user_unique unique (post_id, user_id)
);
create index post_likes_user_idx on public.post_likes (user_id);

create or replace function public.post_likes_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.community_posts set likes_count = likes_count + 1 where id = new.post_id;
  else
    update public.community_posts set likes_count = greatest(likes_count - 1, 0) where id = old.post_id;
  end if;
  return null;
end
$$;
create trigger post_likes_count after insert or delete on public.post_likes
  for each row execute function public.post_likes_count();

create table public.post_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.community_posts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  parent_id uuid references public.post_comments (id) on delete cascade,
  content text not null constraint post_comments_content_check check (char_length(content) between 1 and 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index post_comments_post_created_idx on public.post_comments (post_id, created_at);
create index post_comments_user_idx on public.post_comments (user_id);
create trigger post_comments_set_updated_at before update on public.post_comments
  for each row execute function public.set_updated_at();

create or replace function public.post_comments_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.community_posts set comments_count = comments_count + 1 where id = new.post_id;
  else
    update public.community_posts set comments_count = greatest(comments_count - 1, 0) where id = old.post_id;
  end if;
  return null;
end
$$;
create trigger post_comments_count after insert or delete on public.post_comments
  for each row execute function public.post_comments_count();

-- --------------------------------------------------------------- events
create table public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint events_title_check check (char_length(title) between 1 and 300),
  description text,
  event_type text not null default 'meetup'
    constraint events_event_type_check check (event_type in ('meetup', 'workshop', 'webinar', 'tournament', 'networking', 'other')),
  start_date timestamptz not null,
  end_date timestamptz,
  location text,
  is_virtual boolean not null default false,
  capacity integer constraint events_capacity_check check (capacity > 0),
  attendees_count integer not null default 0 constraint events_attendees_count_check check (attendees_count >= 0),
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_dates_check check (end_date is null or end_date >= start_date)
);
create index events_start_date_idx on public.events (start_date);
create index events_created_by_idx on public.events (created_by);
create trigger events_set_updated_at before update on public.events
  for each row execute function public.set_updated_at();

create or replace function public.events_guard_counters() returns trigger
language plpgsql as $$
begin
  if public.is_api_user() then
    if tg_op = 'INSERT' then
      new.attendees_count := 0;
    else
      new.attendees_count := old.attendees_count;
    end if;
  end if;
  return new;
end
$$;
create trigger events_guard_counters before insert or update on public.events
  for each row execute function public.events_guard_counters();

create table public.event_attendees (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint event_attendees_event_user_unique unique (event_id, user_id)
);
create index event_attendees_user_idx on public.event_attendees (user_id);

create or replace function public.event_attendees_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.events set attendees_count = attendees_count + 1 where id = new.event_id;
  else
    update public.events set attendees_count = greatest(attendees_count - 1, 0) where id = old.event_id;
  end if;
  return null;
end
$$;
create trigger event_attendees_count after insert or delete on public.event_attendees
  for each row execute function public.event_attendees_count();

-- ------------------------------------------------------------ functions
-- Like / unlike the post for the caller. The post row is locked so that
-- concurrent toggles serialise and likes_count stays exact.
create or replace function public.toggle_post_like(post_id_param uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_liked boolean;
  v_count integer;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  perform 1 from public.community_posts where id = post_id_param for update;
  if not found then
    raise exception 'Post not found' using errcode = 'P0002';
  end if;
  delete from public.post_likes where post_id = post_id_param and user_id = v_uid;
  if found then
    v_liked := false;
  else
    insert into public.post_likes (post_id, user_id) values (post_id_param, v_uid);
    v_liked := true;
  end if;
  select likes_count into v_count from public.community_posts where id = post_id_param;
  return jsonb_build_object('liked', v_liked, 'likes_count', v_count);
end
$$;

-- Join an event. The event row is locked FOR UPDATE, so concurrent joins
-- serialise: duplicates are rejected first, then capacity.
create or replace function public.join_event(event_id_param uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_capacity integer;
  v_count integer;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select capacity into v_capacity from public.events where id = event_id_param for update;
  if not found then
    raise exception 'Event not found' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.event_attendees where event_id = event_id_param and user_id = v_uid) then
    raise exception 'Already joined';
  end if;
  select count(*) into v_count from public.event_attendees where event_id = event_id_param;
  if v_capacity is not null and v_count >= v_capacity then
    raise exception 'Event is full';
  end if;
  insert into public.event_attendees (event_id, user_id) values (event_id_param, v_uid);
  return jsonb_build_object('joined', true, 'event_id', event_id_param, 'attendees_count', v_count + 1);
end
$$;

create or replace function public.leave_event(event_id_param uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_count integer;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  perform 1 from public.events where id = event_id_param for update;
  if not found then
    raise exception 'Event not found' using errcode = 'P0002';
  end if;
  delete from public.event_attendees where event_id = event_id_param and user_id = v_uid;
  if not found then
    raise exception 'Not joined';
  end if;
  select attendees_count into v_count from public.events where id = event_id_param;
  return jsonb_build_object('joined', false, 'event_id', event_id_param, 'attendees_count', v_count);
end
$$;

revoke execute on function public.toggle_post_like(uuid), public.join_event(uuid), public.leave_event(uuid) from public, anon;
grant execute on function public.toggle_post_like(uuid), public.join_event(uuid), public.leave_event(uuid) to authenticated, service_role;

-- ============================================================ RLS
alter table public.community_posts enable row level security;
alter table public.post_likes enable row level security;
alter table public.post_comments enable row level security;
alter table public.events enable row level security;
alter table public.event_attendees enable row level security;

create policy "Anyone reads posts" on public.community_posts
  for select to anon, authenticated using (true);
create policy "Users create their own posts" on public.community_posts
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Authors update their posts" on public.community_posts
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Authors delete their posts" on public.community_posts
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage posts" on public.community_posts
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Anyone reads likes" on public.post_likes
  for select to anon, authenticated using (true);
create policy "Users like as themselves" on public.post_likes
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users remove their likes" on public.post_likes
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage likes" on public.post_likes
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Anyone reads comments" on public.post_comments
  for select to anon, authenticated using (true);
create policy "Users comment as themselves" on public.post_comments
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Authors update their comments" on public.post_comments
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Authors delete their comments" on public.post_comments
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage comments" on public.post_comments
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Anyone reads events" on public.events
  for select to anon, authenticated using (true);
create policy "Users create events as themselves" on public.events
  for insert to authenticated with check (created_by = (select auth.uid()));
create policy "Creators update their events" on public.events
  for update to authenticated
  using (created_by = (select auth.uid())) with check (created_by = (select auth.uid()));
create policy "Creators delete their events" on public.events
  for delete to authenticated using (created_by = (select auth.uid()));
create policy "Admins manage events" on public.events
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- Joining goes through join_event() (capacity check); leaving may be direct.
create policy "Signed-in users read attendees" on public.event_attendees
  for select to authenticated using (true);
create policy "Attendees leave events" on public.event_attendees
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage attendees" on public.event_attendees
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
