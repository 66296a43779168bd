-- =============================================================================
-- AI tools (issue 18): the deal analysis's market position, the scheduling
-- tool's planned posts and past post stats, and the caption a talent submits
-- with a deliverable (the disclosure check reads it; the brand exports it).
-- =============================================================================

-- Where a deal's pay sits among comparable deals (same category, open to an overlapping set of roles, active or
-- past, verified brands): counts only, no other deal is named. The deal is read as the caller sees it (RLS).
create or replace function public.ai_market_counts(p_category text, p_roles text[], p_amount numeric, p_exclude uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'sample', count(*),
    'below', count(*) filter (where d.compensation_amount < p_amount),
    'equal', count(*) filter (where d.compensation_amount = p_amount))
  from public.deals d
  where p_category is not null and d.category = p_category and d.target_roles && p_roles
    and d.id <> p_exclude and d.brand_verified
$$;
revoke execute on function public.ai_market_counts(text, text[], numeric, uuid) from public, anon;
grant execute on function public.ai_market_counts(text, text[], numeric, uuid) to authenticated, service_role;

create or replace function public.ai_market_position(p_deal_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select public.ai_market_counts(d.category, d.target_roles, d.compensation_amount, d.id)
  from public.deals d where d.id = p_deal_id
$$;
comment on function public.ai_market_position(uuid) is
  'Deal analysis: how many comparable deals pay less, the same, and in all (null when the caller cannot see the deal).';

-- ------------------------------------------------------------ planned posts
create table public.planned_posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null constraint planned_posts_title_check check (char_length(title) between 1 and 200),
  platform text not null
    constraint planned_posts_platform_check check (platform in ('instagram', 'tiktok', 'youtube', 'twitter', 'linkedin', 'facebook')),
  planned_for timestamptz not null,
  caption text constraint planned_posts_caption_check check (char_length(caption) <= 5000),
  deal_id uuid references public.deals (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index planned_posts_user_idx on public.planned_posts (user_id, planned_for);
create trigger planned_posts_set_updated_at before update on public.planned_posts
  for each row execute function public.set_updated_at();
comment on table public.planned_posts is 'The scheduling tool''s content calendar: posts a user plans (their own rows only).';

-- ----------------------------------------------------------- past post stats
create table public.post_stats (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  posted_at timestamptz not null constraint post_stats_posted_at_check check (posted_at <= now() + interval '1 day'),
  platform text not null
    constraint post_stats_platform_check check (platform in ('instagram', 'tiktok', 'youtube', 'twitter', 'linkedin', 'facebook')),
  reach integer not null constraint post_stats_reach_check check (reach >= 0),
  engagement integer not null constraint post_stats_engagement_check check (engagement >= 0),
  created_at timestamptz not null default now(),
  constraint post_stats_user_post_unique unique (user_id, platform, posted_at)
);
create index post_stats_user_idx on public.post_stats (user_id, posted_at desc);
comment on table public.post_stats is 'Past posts a user entered or imported (CSV: date, platform, reach, engagement): the posting-time suggestions read them.';

alter table public.planned_posts enable row level security;
alter table public.post_stats enable row level security;
do $$
declare
  t text;
begin
  foreach t in array array['planned_posts', 'post_stats'] loop
    execute format('create policy "Owners read %1$s" on public.%1$I for select to authenticated using (user_id = (select auth.uid()))', t);
    execute format('create policy "Owners add %1$s" on public.%1$I for insert to authenticated with check (user_id = (select auth.uid()))', t);
    execute format('create policy "Owners update %1$s" on public.%1$I for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()))', t);
    execute format('create policy "Owners delete %1$s" on public.%1$I for delete to authenticated using (user_id = (select auth.uid()))', t);
    execute format('create policy "Admins manage %1$s" on public.%1$I for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))', t);
    execute format('grant all on public.%1$I to anon, authenticated, service_role', t);
  end loop;
end
$$;

-- a planned post may name only a deal its owner can see
create or replace function public.planned_posts_check_deal() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.deal_id is not null and public.is_api_user() and not exists (select 1 from public.deals d where d.id = new.deal_id) then
    raise exception 'That deal is not available' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger planned_posts_check_deal before insert or update of deal_id on public.planned_posts
  for each row execute function public.planned_posts_check_deal();

-- ------------------------------------------------- deliverable captions
alter table public.deal_deliverables add column caption text
  constraint deal_deliverables_caption_check check (char_length(caption) <= 5000);
comment on column public.deal_deliverables.caption is
  'The published caption the talent submitted; the disclosure check (shared-ui/ai) reads it, the brand exports it.';

-- only the talent writes the caption, and only while they may submit
create or replace function public.deal_deliverables_guard_caption() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.caption is not distinct from old.caption or auth.uid() is null or public.is_admin() then
    return new;
  end if;
  if not exists (select 1 from public.applications a where a.id = old.application_id and a.user_id = auth.uid()) then
    raise exception 'Only the talent can change this' using errcode = '42501';
  end if;
  if old.status = 'approved' then
    raise exception 'This deliverable is already approved' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger deal_deliverables_guard_caption before update of caption on public.deal_deliverables
  for each row execute function public.deal_deliverables_guard_caption();
