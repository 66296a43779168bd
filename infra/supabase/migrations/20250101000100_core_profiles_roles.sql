-- =============================================================================
-- Core: helpers, user_roles, profiles, onboarding_status, bookmarks,
-- athlete / creator / agency profile details.
-- =============================================================================

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- ------------------------------------------------------------ helpers
create or replace function public.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- True when the statement runs for an API user (anon / authenticated) rather
-- than for postgres, service_role or a SECURITY DEFINER function.
create or replace function public.is_api_user() returns boolean
language sql stable set search_path = '' as $$
  select current_user::text in ('anon', 'authenticated')
$$;

-- ---------------------------------------------------------- user_roles
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  role text not null default 'athlete'
    constraint user_roles_role_check check (role in ('athlete', 'creator', 'brand', 'agency', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_roles is 'The role of each user (single row). Users may pick athlete/creator/brand/agency; admin is granted only by service_role.';

create trigger user_roles_set_updated_at before update on public.user_roles
  for each row execute function public.set_updated_at();

-- SECURITY DEFINER so policies can call them without recursing into RLS.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles
    where user_id = auth.uid() and role = 'admin'
  )
$$;

create or replace function public.get_user_role(user_uuid uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((select role from public.user_roles where user_id = user_uuid), 'athlete')
$$;

-- ------------------------------------------------------------- profiles
create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  full_name text,
  email text,
  role text default 'athlete'
    constraint profiles_role_check check (role in ('athlete', 'creator', 'brand', 'agency', 'admin')),
  bio text constraint profiles_bio_length_check check (char_length(bio) <= 500),
  avatar_url text,
  sport text
    constraint profiles_sport_check check (sport in ('football', 'basketball', 'baseball', 'soccer', 'tennis', 'track', 'swimming', 'other')),
  instagram_handle text,
  twitter_handle text,
  tiktok_handle text,
  website_url text constraint profiles_website_url_check check (website_url ~* '^https?://[^\s/$.?#].[^\s]*$'),
  graduation_year integer constraint profiles_graduation_year_check check (graduation_year between 1950 and 2100),
  school_id uuid,
  company_name text,
  industry text
    constraint profiles_industry_check check (industry in ('sports', 'fashion', 'technology', 'food', 'health', 'automotive', 'beauty', 'other')),
  content_type text
    constraint profiles_content_type_check check (content_type in ('lifestyle', 'fitness', 'fashion', 'gaming', 'travel', 'food', 'education', 'entertainment', 'other')),
  -- the product offers ranges, not exact counts
  follower_count text
    constraint profiles_follower_count_check check (follower_count in ('0-1k', '1k-10k', '10k-100k', '100k-1m', '1m+')),
  content_categories text[] not null default '{}',
  extra_data jsonb not null default '{}'::jsonb
    constraint profiles_extra_data_object_check check (jsonb_typeof(extra_data) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.profiles.extra_data is 'Merged (shallow ||) with the stored value on every update. Keys: sport, graduation_year, school_id, follower_count, content_type, company_name, industry, clients_managed, preferences{...}.';

create index profiles_role_idx on public.profiles (role);
create index profiles_full_name_trgm_idx on public.profiles using gin (full_name extensions.gin_trgm_ops);

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

create or replace function public.profiles_merge_extra_data() returns trigger
language plpgsql as $$
begin
  new.extra_data := coalesce(old.extra_data, '{}'::jsonb) || coalesce(new.extra_data, '{}'::jsonb);
  return new;
end
$$;
create trigger profiles_merge_extra_data before update on public.profiles
  for each row execute function public.profiles_merge_extra_data();

-- API users cannot make themselves admin through profiles.role; an unset
-- role is taken from user_roles.
create or replace function public.profiles_guard_role() returns trigger
language plpgsql as $$
begin
  if new.role is null then
    new.role := public.get_user_role(new.user_id);
  end if;
  if public.is_api_user() and not public.is_admin()
     and new.role = 'admin'
     and (tg_op = 'INSERT' or old.role is distinct from 'admin') then
    raise exception 'Only an administrator can grant the admin role'
      using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger profiles_guard_role before insert or update on public.profiles
  for each row execute function public.profiles_guard_role();

-- Keep profiles.role in step with user_roles (user_roles is the source of truth).
create or replace function public.user_roles_sync_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set role = new.role
  where user_id = new.user_id and role is distinct from new.role;
  return new;
end
$$;
create trigger user_roles_sync_profile after insert or update of role on public.user_roles
  for each row execute function public.user_roles_sync_profile();

-- --------------------------------------------------------- onboarding
create table public.onboarding_status (
  user_id uuid primary key references auth.users (id) on delete cascade,
  profile_completed boolean not null default false,
  role_setup_completed boolean not null default false,
  preferences_set boolean not null default false,
  onboarding_completed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger onboarding_status_set_updated_at before update on public.onboarding_status
  for each row execute function public.set_updated_at();

-- ------------------------------------------------------------ bookmarks
create table public.bookmarks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  content_id text not null constraint bookmarks_content_id_check check (char_length(content_id) > 0),
  content_type text not null constraint bookmarks_content_type_check check (char_length(content_type) between 1 and 50),
  created_at timestamptz not null default now(),
  constraint bookmarks_user_content_unique unique (user_id, content_type, content_id)
);
create index bookmarks_user_created_idx on public.bookmarks (user_id, created_at desc);

-- ------------------------------------------------ new user bootstrap
-- Every new auth user gets a profile, an onboarding_status and a user_roles
-- row. The role comes from the sign-up metadata (never admin). The client's
-- own "create if missing" writes then find the rows present.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_role text := coalesce(new.raw_user_meta_data ->> 'role', 'athlete');
  v_name text := nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'fullName', '')), '');
begin
  if v_role not in ('athlete', 'creator', 'brand', 'agency') then
    v_role := 'athlete';
  end if;
  insert into public.user_roles (user_id, role) values (new.id, v_role)
    on conflict (user_id) do nothing;
  insert into public.profiles (user_id, email, full_name, role, avatar_url)
    values (new.id, new.email, coalesce(v_name, 'User'), v_role, new.raw_user_meta_data ->> 'avatar_url')
    on conflict (user_id) do nothing;
  insert into public.onboarding_status (user_id) values (new.id)
    on conflict (user_id) do nothing;
  return new;
end
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- ------------------------------------------- athlete / creator details
create table public.athlete_stats (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  sport text,
  season text,
  stat_name text not null constraint athlete_stats_name_check check (char_length(stat_name) > 0),
  stat_value numeric,
  unit text,
  recorded_at date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index athlete_stats_user_idx on public.athlete_stats (user_id, recorded_at desc);
create trigger athlete_stats_set_updated_at before update on public.athlete_stats
  for each row execute function public.set_updated_at();

create table public.athlete_achievements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null constraint athlete_achievements_title_check check (char_length(title) > 0),
  description text,
  level text,
  achieved_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index athlete_achievements_user_idx on public.athlete_achievements (user_id, achieved_on desc);
create trigger athlete_achievements_set_updated_at before update on public.athlete_achievements
  for each row execute function public.set_updated_at();

create table public.creator_platforms (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  platform text not null
    constraint creator_platforms_platform_check check (platform in ('instagram', 'tiktok', 'youtube', 'twitter', 'twitch', 'facebook', 'linkedin', 'other')),
  handle text,
  url text,
  follower_count integer constraint creator_platforms_followers_check check (follower_count >= 0),
  engagement_rate numeric(5, 2) constraint creator_platforms_engagement_check check (engagement_rate between 0 and 100),
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint creator_platforms_user_platform_unique unique (user_id, platform)
);
create trigger creator_platforms_set_updated_at before update on public.creator_platforms
  for each row execute function public.set_updated_at();

create table public.audience_demographics (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  platform text,
  dimension text not null
    constraint audience_demographics_dimension_check check (dimension in ('age', 'gender', 'location', 'interest')),
  label text not null,
  percentage numeric(5, 2) not null constraint audience_demographics_percentage_check check (percentage between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index audience_demographics_user_idx on public.audience_demographics (user_id, dimension);
create trigger audience_demographics_set_updated_at before update on public.audience_demographics
  for each row execute function public.set_updated_at();

create table public.agency_clients (
  id uuid primary key default gen_random_uuid(),
  agency_id uuid not null references auth.users (id) on delete cascade,
  client_user_id uuid references auth.users (id) on delete set null,
  client_name text not null constraint agency_clients_name_check check (char_length(client_name) > 0),
  client_type text not null default 'athlete'
    constraint agency_clients_type_check check (client_type in ('athlete', 'creator', 'brand')),
  status text not null default 'active'
    constraint agency_clients_status_check check (status in ('active', 'inactive', 'prospect')),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint agency_clients_agency_client_unique unique (agency_id, client_user_id)
);
create index agency_clients_agency_idx on public.agency_clients (agency_id, created_at desc);
create index agency_clients_client_idx on public.agency_clients (client_user_id);
create trigger agency_clients_set_updated_at before update on public.agency_clients
  for each row execute function public.set_updated_at();

-- ============================================================ RLS
alter table public.user_roles enable row level security;
alter table public.profiles enable row level security;
alter table public.onboarding_status enable row level security;
alter table public.bookmarks enable row level security;
alter table public.athlete_stats enable row level security;
alter table public.athlete_achievements enable row level security;
alter table public.creator_platforms enable row level security;
alter table public.audience_demographics enable row level security;
alter table public.agency_clients enable row level security;

-- user_roles: read your own; choose your own non-admin role.
create policy "Users read their own role" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users pick their own non-admin role" on public.user_roles
  for insert to authenticated
  with check (user_id = (select auth.uid()) and role in ('athlete', 'creator', 'brand', 'agency'));
create policy "Users change their own non-admin role" on public.user_roles
  for update to authenticated
  using (user_id = (select auth.uid()) and role <> 'admin')
  with check (user_id = (select auth.uid()) and role in ('athlete', 'creator', 'brand', 'agency'));
create policy "Admins manage roles" on public.user_roles
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- profiles: signed-in users see profiles (authors, participants); you write your own.
create policy "Signed-in users read profiles" on public.profiles
  for select to authenticated using (true);
create policy "Users create their own profile" on public.profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own profile" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Admins manage profiles" on public.profiles
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- onboarding_status: your own.
create policy "Users read their own onboarding" on public.onboarding_status
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own onboarding" on public.onboarding_status
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own onboarding" on public.onboarding_status
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Admins manage onboarding" on public.onboarding_status
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- bookmarks: your own.
create policy "Users read their own bookmarks" on public.bookmarks
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users add their own bookmarks" on public.bookmarks
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users remove their own bookmarks" on public.bookmarks
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage bookmarks" on public.bookmarks
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- athlete / creator details: visible to signed-in users (media kit), written by the owner.
do $$
declare
  t text;
begin
  foreach t in array array['athlete_stats', 'athlete_achievements', 'creator_platforms', 'audience_demographics'] loop
    execute format('create policy "Signed-in users read %1$s" on public.%1$I for select to authenticated using (true)', t);
    execute format('create policy "Owners add %1$s" on public.%1$I for insert to authenticated with check (user_id = (select auth.uid()))', t);
    execute format('create policy "Owners update %1$s" on public.%1$I for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()))', t);
    execute format('create policy "Owners delete %1$s" on public.%1$I for delete to authenticated using (user_id = (select auth.uid()))', t);
    execute format('create policy "Admins manage %1$s" on public.%1$I for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))', t);
  end loop;
end
$$;

-- agency_clients: the agency manages its list; a client sees the agencies that list them.
create policy "Agencies read their clients" on public.agency_clients
  for select to authenticated
  using (agency_id = (select auth.uid()) or client_user_id = (select auth.uid()));
create policy "Agencies add clients" on public.agency_clients
  for insert to authenticated
  with check (agency_id = (select auth.uid()) and public.get_user_role((select auth.uid())) = 'agency');
create policy "Agencies update their clients" on public.agency_clients
  for update to authenticated
  using (agency_id = (select auth.uid())) with check (agency_id = (select auth.uid()));
create policy "Agencies remove their clients" on public.agency_clients
  for delete to authenticated using (agency_id = (select auth.uid()));
create policy "Admins manage agency clients" on public.agency_clients
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
