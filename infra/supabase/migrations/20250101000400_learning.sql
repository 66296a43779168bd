-- =============================================================================
-- Learning hub: modules, lessons, progress, content library, workshops.
-- Published learning content is public (the content library is open to
-- signed-out visitors); admins author it.
-- =============================================================================

create table public.learning_modules (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique constraint learning_modules_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null constraint learning_modules_title_check check (char_length(title) > 0),
  description text,
  category text,
  level text not null default 'beginner'
    constraint learning_modules_level_check check (level in ('beginner', 'intermediate', 'advanced')),
  audience text[] not null default '{athlete,creator,brand,agency}',
  thumbnail_url text,
  duration_minutes integer constraint learning_modules_duration_check check (duration_minutes >= 0),
  sort_order integer not null default 0,
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index learning_modules_sort_idx on public.learning_modules (sort_order, created_at);
create trigger learning_modules_set_updated_at before update on public.learning_modules
  for each row execute function public.set_updated_at();

create table public.lessons (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references public.learning_modules (id) on delete cascade,
  slug text not null constraint lessons_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null constraint lessons_title_check check (char_length(title) > 0),
  content text not null default '',
  video_url text,
  duration_minutes integer constraint lessons_duration_check check (duration_minutes >= 0),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lessons_module_slug_unique unique (module_id, slug)
);
create index lessons_module_position_idx on public.lessons (module_id, position);
create trigger lessons_set_updated_at before update on public.lessons
  for each row execute function public.set_updated_at();

create table public.learning_progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  module_id uuid not null references public.learning_modules (id) on delete cascade,
  lesson_id uuid references public.lessons (id) on delete cascade,
  status text not null default 'in_progress'
    constraint learning_progress_status_check check (status in ('not_started', 'in_progress', 'completed')),
  progress_percent integer not null default 0
    constraint learning_progress_percent_check check (progress_percent between 0 and 100),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- one row per (user, module, lesson); lesson_id null = the module as a whole
  constraint learning_progress_user_module_lesson_key unique nulls not distinct (user_id, module_id, lesson_id)
);
create index learning_progress_user_idx on public.learning_progress (user_id, updated_at desc);
create trigger learning_progress_set_updated_at before update on public.learning_progress
  for each row execute function public.set_updated_at();

create table public.content_library_items (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint content_library_items_title_check check (char_length(title) > 0),
  description text,
  content_type text not null default 'article'
    constraint content_library_items_type_check check (content_type in ('article', 'video', 'guide', 'template', 'podcast', 'ebook')),
  category text,
  tags text[] not null default '{}',
  url text,
  thumbnail_url text,
  author text,
  duration_minutes integer constraint content_library_items_duration_check check (duration_minutes >= 0),
  is_premium boolean not null default false,
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index content_library_items_created_idx on public.content_library_items (created_at desc);
create index content_library_items_tags_gin_idx on public.content_library_items using gin (tags);
create index content_library_items_title_trgm_idx on public.content_library_items using gin (title extensions.gin_trgm_ops);
create trigger content_library_items_set_updated_at before update on public.content_library_items
  for each row execute function public.set_updated_at();

create table public.workshops (
  id uuid primary key default gen_random_uuid(),
  kind text not null default 'workshop' constraint workshops_kind_check check (kind in ('workshop', 'webinar')),
  title text not null constraint workshops_title_check check (char_length(title) > 0),
  description text,
  host_name text,
  starts_at timestamptz not null,
  duration_minutes integer not null default 60 constraint workshops_duration_check check (duration_minutes > 0),
  registration_url text,
  recording_url text,
  capacity integer constraint workshops_capacity_check check (capacity > 0),
  tags text[] not null default '{}',
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index workshops_starts_at_idx on public.workshops (starts_at);
create trigger workshops_set_updated_at before update on public.workshops
  for each row execute function public.set_updated_at();

-- ============================================================ RLS
alter table public.learning_modules enable row level security;
alter table public.lessons enable row level security;
alter table public.learning_progress enable row level security;
alter table public.content_library_items enable row level security;
alter table public.workshops enable row level security;

create policy "Anyone reads published modules" on public.learning_modules
  for select to anon, authenticated using (is_published);
create policy "Anyone reads lessons of published modules" on public.lessons
  for select to anon, authenticated
  using (exists (select 1 from public.learning_modules m where m.id = module_id and m.is_published));
create policy "Anyone reads published content" on public.content_library_items
  for select to anon, authenticated using (is_published);
create policy "Anyone reads published workshops" on public.workshops
  for select to anon, authenticated using (is_published);

do $$
declare
  t text;
begin
  foreach t in array array['learning_modules', 'lessons', 'content_library_items', 'workshops'] loop
    execute format('create policy "Admins manage %1$s" on public.%1$I for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))', t);
  end loop;
end
$$;

create policy "Users read their progress" on public.learning_progress
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users record their progress" on public.learning_progress
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their progress" on public.learning_progress
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users reset their progress" on public.learning_progress
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage progress" on public.learning_progress
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
