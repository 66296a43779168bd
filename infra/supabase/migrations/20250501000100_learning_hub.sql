-- =============================================================================
-- Learning hub: topics for recommendations, a reading body for library items,
-- module progress written by the database, popularity without exposing anyone's
-- progress, and workshop registrations with capacity enforced exactly.
-- =============================================================================

alter table public.learning_modules
  add column tags text[] not null default '{}',
  add column format text not null default 'course'
    constraint learning_modules_format_check check (format in ('course', 'checklist', 'video-course'));
create index learning_modules_tags_gin_idx on public.learning_modules using gin (tags);

alter table public.lessons add column transcript text;

alter table public.content_library_items
  add column slug text,
  add column body text not null default '',
  add column level text not null default 'beginner'
    constraint content_library_items_level_check check (level in ('beginner', 'intermediate', 'advanced'));
update public.content_library_items
  set slug = trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')) || '-' || left(id::text, 8)
  where slug is null;
alter table public.content_library_items
  alter column slug set not null,
  add constraint content_library_items_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  add constraint content_library_items_slug_key unique (slug);

-- An item added without a slug gets one from its title (the reading view's URL).
create or replace function public.content_library_items_default_slug() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.slug is null then
    new.slug := trim(both '-' from regexp_replace(lower(new.title), '[^a-z0-9]+', '-', 'g')) || '-' || left(new.id::text, 8);
  end if;
  return new;
end
$$;
create trigger content_library_items_default_slug before insert on public.content_library_items
  for each row execute function public.content_library_items_default_slug();

-- ------------------------------------------------------------------ lessons
-- Signed out, only each module's first lesson is readable; the outline (titles,
-- order, length) of every published module stays public for the sidebar and cards.
drop policy "Anyone reads lessons of published modules" on public.lessons;
create policy "Members read lessons of published modules" on public.lessons
  for select to authenticated
  using (exists (select 1 from public.learning_modules m where m.id = module_id and m.is_published));
-- Security definer, so the policy below does not query lessons under its own policy (recursion).
create or replace function public.first_lesson_position(module_id_param uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select min(position) from public.lessons where module_id = module_id_param
$$;
create policy "Visitors read the first lesson of published modules" on public.lessons
  for select to anon
  using (
    exists (select 1 from public.learning_modules m where m.id = module_id and m.is_published)
    and position = public.first_lesson_position(module_id)
  );

create or replace function public.learning_module_outline()
returns table (module_id uuid, lesson_id uuid, slug text, title text, lesson_position integer, duration_minutes integer, has_video boolean)
language sql stable security definer set search_path = '' as $$
  select l.module_id, l.id, l.slug, l.title, l.position, l.duration_minutes, l.video_url is not null
  from public.lessons l
  join public.learning_modules m on m.id = l.module_id and m.is_published
  order by l.module_id, l.position
$$;

-- ------------------------------------------------------------------ progress
-- Users write lesson rows only; the module row (lesson_id null) is the
-- database's summary of them, so a client cannot claim a module it has not done.
drop policy "Users record their progress" on public.learning_progress;
drop policy "Users update their progress" on public.learning_progress;
create policy "Users record their lesson progress" on public.learning_progress
  for insert to authenticated with check (user_id = (select auth.uid()) and lesson_id is not null);
create policy "Users update their lesson progress" on public.learning_progress
  for update to authenticated
  using (user_id = (select auth.uid()) and lesson_id is not null)
  with check (user_id = (select auth.uid()) and lesson_id is not null);

create or replace function public.learning_progress_check_lesson() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.lesson_id is not null and not exists (
    select 1 from public.lessons l where l.id = new.lesson_id and l.module_id = new.module_id
  ) then
    raise exception 'This lesson does not belong to this module' using errcode = 'P0001';
  end if;
  if new.lesson_id is not null then
    new.progress_percent := case when new.status = 'completed' then 100 else least(new.progress_percent, 99) end;
    new.completed_at := case when new.status = 'completed' then coalesce(new.completed_at, now()) end;
  end if;
  return new;
end
$$;
create trigger learning_progress_check_lesson before insert or update on public.learning_progress
  for each row execute function public.learning_progress_check_lesson();

create or replace function public.learning_progress_summarise() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.learning_progress := coalesce(new, old);
  v_total integer;
  v_done integer;
  v_percent integer;
begin
  if v_row.lesson_id is null
     or not exists (select 1 from public.learning_modules where id = v_row.module_id)
     or not exists (select 1 from auth.users where id = v_row.user_id) then
    return null;
  end if;
  select count(*) into v_total from public.lessons where module_id = v_row.module_id;
  select count(*) into v_done from public.learning_progress p
    join public.lessons l on l.id = p.lesson_id and l.module_id = v_row.module_id
    where p.user_id = v_row.user_id and p.module_id = v_row.module_id and p.status = 'completed';
  v_percent := case when v_total = 0 then 0 else floor(v_done * 100.0 / v_total)::integer end;
  insert into public.learning_progress (user_id, module_id, lesson_id, status, progress_percent, completed_at)
  values (
    v_row.user_id, v_row.module_id, null,
    case when v_percent >= 100 then 'completed' else 'in_progress' end,
    v_percent,
    case when v_percent >= 100 then now() end
  )
  on conflict (user_id, module_id, lesson_id) do update
    set status = excluded.status,
        progress_percent = excluded.progress_percent,
        completed_at = case when excluded.status = 'completed'
                            then coalesce(public.learning_progress.completed_at, excluded.completed_at) end;
  return null;
end
$$;
create trigger learning_progress_summarise after insert or update or delete on public.learning_progress
  for each row execute function public.learning_progress_summarise();

-- How many people started each module, overall and per role. Counts only: no
-- one's own progress is visible to anyone else.
create or replace function public.learning_module_popularity()
returns table (module_id uuid, role text, learners integer)
language sql stable security definer set search_path = '' as $$
  select p.module_id, coalesce(r.role, 'athlete')::text, count(distinct p.user_id)::integer
  from public.learning_progress p
  join public.learning_modules m on m.id = p.module_id and m.is_published
  left join public.user_roles r on r.user_id = p.user_id
  where p.lesson_id is null
  group by p.module_id, coalesce(r.role, 'athlete')
$$;

-- ------------------------------------------------------------------ workshops
alter table public.workshops
  add column registered_count integer not null default 0
    constraint workshops_registered_count_check check (registered_count >= 0);

create table public.workshop_registrations (
  id uuid primary key default gen_random_uuid(),
  workshop_id uuid not null references public.workshops (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  created_at timestamptz not null default now(),
  constraint workshop_registrations_user_workshop_key unique (workshop_id, user_id)
);
create index workshop_registrations_user_idx on public.workshop_registrations (user_id, created_at desc);

alter table public.workshop_registrations enable row level security;
-- Reads are one's own; writes go through register_for_workshop / cancel_workshop_registration,
-- which lock the workshop row so the seat count is exact.
create policy "Users read their registrations" on public.workshop_registrations
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage registrations" on public.workshop_registrations
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create or replace function public.workshop_registrations_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.workshops set registered_count = registered_count + 1 where id = new.workshop_id;
  else
    update public.workshops set registered_count = greatest(registered_count - 1, 0) where id = old.workshop_id;
  end if;
  return null;
end
$$;
create trigger workshop_registrations_count after insert or delete on public.workshop_registrations
  for each row execute function public.workshop_registrations_count();

create or replace function public.register_for_workshop(workshop_id_param uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_workshop public.workshops;
begin
  if v_uid is null then
    raise exception 'Sign in to access all features' using errcode = '42501';
  end if;
  select * into v_workshop from public.workshops where id = workshop_id_param and is_published for update;
  if not found then
    raise exception 'Workshop not found' using errcode = 'P0002';
  end if;
  if v_workshop.starts_at <= now() then
    raise exception 'Registration is closed for this session' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.workshop_registrations where workshop_id = workshop_id_param and user_id = v_uid) then
    raise exception 'You are already registered for this session' using errcode = 'P0001';
  end if;
  if v_workshop.capacity is not null and v_workshop.registered_count >= v_workshop.capacity then
    raise exception 'This session is full' using errcode = 'P0001';
  end if;
  insert into public.workshop_registrations (workshop_id, user_id) values (workshop_id_param, v_uid);
  return jsonb_build_object('registered', true, 'workshop_id', workshop_id_param,
                            'registered_count', v_workshop.registered_count + 1);
end
$$;

create or replace function public.cancel_workshop_registration(workshop_id_param uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_count integer;
begin
  if v_uid is null then
    raise exception 'Sign in to access all features' using errcode = '42501';
  end if;
  perform 1 from public.workshops where id = workshop_id_param for update;
  if not found then
    raise exception 'Workshop not found' using errcode = 'P0002';
  end if;
  delete from public.workshop_registrations where workshop_id = workshop_id_param and user_id = v_uid;
  if not found then
    raise exception 'You are not registered for this session' using errcode = 'P0001';
  end if;
  select registered_count into v_count from public.workshops where id = workshop_id_param;
  return jsonb_build_object('registered', false, 'workshop_id', workshop_id_param, 'registered_count', v_count);
end
$$;

grant all on public.workshop_registrations to anon, authenticated, service_role;
grant execute on function public.learning_module_popularity(), public.learning_module_outline(), public.first_lesson_position(uuid) to anon, authenticated, service_role;
grant execute on function public.register_for_workshop(uuid), public.cancel_workshop_registration(uuid)
  to authenticated, service_role;
revoke execute on function public.register_for_workshop(uuid), public.cancel_workshop_registration(uuid) from anon, public;
revoke execute on function public.learning_progress_summarise(), public.learning_progress_check_lesson(),
  public.content_library_items_default_slug(),
  public.workshop_registrations_count() from anon, authenticated, public;
