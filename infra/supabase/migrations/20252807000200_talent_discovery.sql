-- =============================================================================
-- Talent discovery (issue 32): brands, agencies and admins search athletes and creators who opted in.
--   * profiles.discoverable: the talent's switch (on by default); off, or suspended, or not athlete/creator,
--     and the talent is not in the directory at all.
--   * talent_directory: one row per discoverable talent with only what a brand may see (name, photo, bio,
--     sport/content, categories, platforms, total followers, engagement, audience summary, location, school,
--     published media kit) plus min_rate_cents, which is used only to filter ("fits a budget of $X") and never
--     returned by discover_talent(). Kept by triggers on the tables it summarises; nobody writes it from the API.
--   * discover_talent(): the filters, the sorts (fit for one of the caller's deals, followers, engagement,
--     newest), a page and the exact count; with a deal, each row carries its fit (0-100) from the brand's side
--     and the "Why" per factor with the data that is missing.
-- =============================================================================

create schema if not exists private;

alter table public.profiles add column discoverable boolean not null default true;
comment on column public.profiles.discoverable is
  'Athletes and creators: whether brands and agencies can find them in /discover (on by default; off hides them at once).';

create table public.talent_directory (
  user_id uuid primary key references public.profiles (user_id) on delete cascade,
  role text not null constraint talent_directory_role_check check (role in ('athlete', 'creator')),
  full_name text not null,
  avatar_url text,
  bio text,
  sport text,
  content_type text,
  categories text[] not null default '{}',
  platforms text[] not null default '{}',
  followers integer not null default 0,
  engagement_rate numeric(5, 2),
  age_shares jsonb not null default '{}'::jsonb,
  age_top text,
  female_share numeric(5, 2),
  male_share numeric(5, 2),
  top_country text,
  location text,
  school text,
  min_rate_cents bigint,
  media_kit_handle text,
  deals_done integer not null default 0,
  joined_at timestamptz not null,
  refreshed_at timestamptz not null default now()
);
comment on table public.talent_directory is
  'Discoverable athletes and creators as brands see them (no contact details, no unpublished rates). Written only by triggers (private.refresh_talent_directory).';
comment on column public.talent_directory.min_rate_cents is
  'The talent''s minimum deal amount: filtered on by discover_talent(p_budget), never returned.';
create index talent_directory_followers_idx on public.talent_directory (followers desc, user_id);
create index talent_directory_joined_idx on public.talent_directory (joined_at desc, user_id);

alter table public.talent_directory enable row level security;
revoke all on public.talent_directory from anon, authenticated;
grant select on public.talent_directory to authenticated;
grant all on public.talent_directory to service_role;

-- Brands, agencies and admins may search; the policy reads the caller's role once (an init plan).
create or replace function private.can_discover() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_roles r where r.user_id = auth.uid() and r.role in ('brand', 'agency', 'admin'))
$$;
revoke execute on function private.can_discover() from public, anon;
grant execute on function private.can_discover() to authenticated, service_role;

create policy "Brands, agencies and admins read the talent directory" on public.talent_directory
  for select to authenticated using ((select private.can_discover()));

-- ----------------------------------------------------------------- keeping it
create or replace function private.refresh_talent_directory(p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_p public.profiles%rowtype;
  v_role text;
begin
  select * into v_p from public.profiles where user_id = p_user_id;
  select role into v_role from public.user_roles where user_id = p_user_id;
  v_role := coalesce(v_role, v_p.role);
  if v_p.user_id is null or not v_p.discoverable or v_p.suspended_at is not null
     or v_role not in ('athlete', 'creator') or nullif(btrim(v_p.full_name), '') is null then
    delete from public.talent_directory where user_id = p_user_id;
    return;
  end if;
  insert into public.talent_directory as t (
    user_id, role, full_name, avatar_url, bio, sport, content_type, categories, platforms, followers, engagement_rate,
    age_shares, age_top, female_share, male_share, top_country, location, school, min_rate_cents, media_kit_handle,
    deals_done, joined_at, refreshed_at)
  select
    v_p.user_id, v_role, btrim(v_p.full_name), v_p.avatar_url, left(v_p.bio, 280), v_p.sport, v_p.content_type,
    array(select distinct lower(btrim(c)) from unnest(v_p.content_categories || array[v_p.sport, v_p.content_type]) c
          where nullif(btrim(c), '') is not null order by 1),
    coalesce(pl.platforms, '{}'), coalesce(pl.followers, 0), pl.engagement,
    coalesce(au.age, '{}'::jsonb), au.age_top, au.female, au.male, au.country,
    nullif(btrim(v_p.extra_data->>'location'), ''), nullif(btrim(v_p.extra_data->>'school'), ''),
    case when jsonb_typeof(v_p.extra_data->'preferences'->'min_deal_amount') = 'number'
         then round((v_p.extra_data->'preferences'->>'min_deal_amount')::numeric * 100)::bigint end,
    (select k.handle from public.media_kits k where k.user_id = p_user_id and k.published),
    (select count(*)::int from public.applications a where a.user_id = p_user_id and a.status = 'accepted'),
    v_p.created_at, now()
  from (
    select array_agg(distinct c.platform order by c.platform) as platforms,
           least(coalesce(sum(c.follower_count), 0), 2147483647)::int as followers,
           round(sum(c.engagement_rate * coalesce(c.follower_count, 0)) / nullif(sum(coalesce(c.follower_count, 0)) filter (where c.engagement_rate is not null), 0), 2) as engagement
    from public.creator_platforms c where c.user_id = p_user_id
  ) pl,
  (
    select (select jsonb_object_agg(label, pct) from (
              select ad.label, max(ad.percentage) as pct from public.audience_demographics ad
              where ad.user_id = p_user_id and ad.dimension = 'age' group by ad.label) x) as age,
           (select ad.label from public.audience_demographics ad where ad.user_id = p_user_id and ad.dimension = 'age'
            order by ad.percentage desc, ad.label limit 1) as age_top,
           (select max(ad.percentage) from public.audience_demographics ad
            where ad.user_id = p_user_id and ad.dimension = 'gender' and lower(ad.label) in ('female', 'women', 'woman')) as female,
           (select max(ad.percentage) from public.audience_demographics ad
            where ad.user_id = p_user_id and ad.dimension = 'gender' and lower(ad.label) in ('male', 'men', 'man')) as male,
           (select ad.label from public.audience_demographics ad where ad.user_id = p_user_id and ad.dimension = 'location'
            order by ad.percentage desc, ad.label limit 1) as country
  ) au
  on conflict (user_id) do update set
    role = excluded.role, full_name = excluded.full_name, avatar_url = excluded.avatar_url, bio = excluded.bio,
    sport = excluded.sport, content_type = excluded.content_type, categories = excluded.categories,
    platforms = excluded.platforms, followers = excluded.followers, engagement_rate = excluded.engagement_rate,
    age_shares = excluded.age_shares, age_top = excluded.age_top, female_share = excluded.female_share,
    male_share = excluded.male_share, top_country = excluded.top_country, location = excluded.location,
    school = excluded.school, min_rate_cents = excluded.min_rate_cents, media_kit_handle = excluded.media_kit_handle,
    deals_done = excluded.deals_done, joined_at = excluded.joined_at, refreshed_at = now();
end
$$;
revoke execute on function private.refresh_talent_directory(uuid) from public, anon, authenticated;

-- one trigger function for every source table: refresh the row of the user the changed row belongs to
create or replace function public.talent_directory_follow() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_talent_directory(old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.user_id is distinct from old.user_id) then
    perform private.refresh_talent_directory(new.user_id);
  end if;
  return null;
end
$$;
revoke execute on function public.talent_directory_follow() from public, anon, authenticated;

create trigger talent_directory_follow after insert or delete or update on public.profiles
  for each row execute function public.talent_directory_follow();
create trigger talent_directory_follow after insert or delete or update on public.user_roles
  for each row execute function public.talent_directory_follow();
create trigger talent_directory_follow after insert or delete or update on public.creator_platforms
  for each row execute function public.talent_directory_follow();
create trigger talent_directory_follow after insert or delete or update on public.audience_demographics
  for each row execute function public.talent_directory_follow();
create trigger talent_directory_follow after insert or delete or update on public.media_kits
  for each row execute function public.talent_directory_follow();
create trigger talent_directory_follow after insert or delete or update of status on public.applications
  for each row execute function public.talent_directory_follow();

select private.refresh_talent_directory(p.user_id) from public.profiles p;

-- ----------------------------------------------------------------- the search
-- Runs as the caller: the directory's policy admits brands, agencies and admins only, and p_deal_id must be a deal
-- the caller can read in full as its owner (another brand's deal gives no fit).
create or replace function public.discover_talent(
  p_role text default null,
  p_category text default null,
  p_platform text default null,
  p_followers_min integer default null,
  p_followers_max integer default null,
  p_engagement_min numeric default null,
  p_age_band text default null,
  p_female_min numeric default null,
  p_male_min numeric default null,
  p_country text default null,
  p_location text default null,
  p_school text default null,
  p_budget numeric default null,
  p_media_kit boolean default null,
  p_sort text default 'followers',
  p_deal_id uuid default null,
  p_limit integer default 24,
  p_offset integer default 0
) returns table (
  user_id uuid, role text, full_name text, avatar_url text, bio text, sport text, content_type text,
  categories text[], platforms text[], followers integer, engagement_rate numeric, age_top text,
  female_share numeric, male_share numeric, top_country text, location text, school text,
  media_kit_handle text, joined_at timestamptz, fit integer, fit_factors jsonb, total_count bigint
)
language sql stable security invoker set search_path = '' as $$
  with deal as materialized (
    select d.id, d.target_roles,
           array_remove(array[lower(d.category), lower(c.slug)] || coalesce(array(select lower(x) from unnest(d.tags) x), '{}'), null) as cats,
           d.compensation_cents as cents,
           case when d.target_audience = '{}'::jsonb and d.campaign_id is null then '{}'::jsonb
                else coalesce(public.ai_deal_audience(d.id), '{}'::jsonb) end as aud
    from public.deals d
    left join public.deal_categories c on c.name = d.category
    where d.id = p_deal_id and (select public.is_brand_owner(d.brand_id))
  ),
  want as materialized (
    select deal.*,
           array(select lower(x) from jsonb_array_elements_text(coalesce(aud->'platforms', '[]')) x) as w_platforms,
           case when jsonb_typeof(aud->'min_followers') = 'number' then (aud->>'min_followers')::numeric end as w_min_followers,
           nullif(aud->>'age_range', '') as w_age,
           array(select case lower(x) when 'us' then 'united states' when 'usa' then 'united states'
                                      when 'uk' then 'united kingdom' when 'gb' then 'united kingdom' else lower(x) end
                 from jsonb_array_elements_text(coalesce(aud->'regions', '[]')) x) as w_regions,
           array(select lower(x) from jsonb_array_elements_text(coalesce(aud->'sports', '[]')) x) as w_sports
    from deal
  ),
  hits as (
    select t.*,
      -- audience checks: 2 a match, 1 missing data, 0 a mismatch; only what the deal states
      case when w.id is null then null else
        (case when cardinality(w.w_platforms) = 0 then 0 when cardinality(t.platforms) = 0 then 1 when t.platforms && w.w_platforms then 2 else 0 end)
        + (case when w.w_min_followers is null then 0 when t.followers = 0 then 1 when t.followers >= w.w_min_followers then 2 else 0 end)
        + (case when w.w_age is null then 0 when t.age_shares = '{}'::jsonb then 1 when coalesce((t.age_shares->>w.w_age)::numeric, 0) >= 25 then 2 else 0 end)
        + (case when cardinality(w.w_regions) = 0 then 0 when t.top_country is null then 1 when lower(t.top_country) = any (w.w_regions) then 2 else 0 end)
        + (case when cardinality(w.w_sports) = 0 then 0 when t.sport is null then 1 when t.sport = any (w.w_sports) then 2 else 0 end)
      end as aud_got,
      case when w.id is null then null else
        (cardinality(w.w_platforms) > 0)::int + (w.w_min_followers is not null)::int + (w.w_age is not null)::int
        + (cardinality(w.w_regions) > 0)::int + (cardinality(w.w_sports) > 0)::int
      end as aud_checks,
      case when w.id is null then null else
        (case when cardinality(w.target_roles) = 0 or t.role = any (w.target_roles) then 10 else 0 end)
        + (case when cardinality(t.categories) = 0 then 10 when t.categories && w.cats then 20 else 5 end)
      end as p_category,
      case when w.id is null then null
           when t.min_rate_cents is null or t.min_rate_cents = 0 then 13
           when w.cents >= t.min_rate_cents then 25
           else (25 * w.cents / t.min_rate_cents)::int end as p_rate,
      case when w.id is null then null when t.deals_done >= 2 then 15 when t.deals_done = 1 then 10 else 5 end as p_reliability,
      w.id as deal_id, w.cents as deal_cents, w.target_roles as deal_roles
    from public.talent_directory t
    left join want w on true
    where (p_role is null or t.role = p_role)
      and (p_category is null or lower(p_category) = any (t.categories))
      and (p_platform is null or lower(p_platform) = any (t.platforms))
      and (p_followers_min is null or t.followers >= p_followers_min)
      and (p_followers_max is null or t.followers <= p_followers_max)
      and (p_engagement_min is null or t.engagement_rate >= p_engagement_min)
      and (p_age_band is null or t.age_top = p_age_band)
      and (p_female_min is null or t.female_share >= p_female_min)
      and (p_male_min is null or t.male_share >= p_male_min)
      and (p_country is null or lower(t.top_country) = lower(p_country))
      and (p_location is null or t.location ilike '%' || p_location || '%')
      and (p_school is null or t.school ilike '%' || p_school || '%')
      and (p_budget is null or t.min_rate_cents is null or t.min_rate_cents <= round(p_budget * 100))
      and (p_media_kit is null or (t.media_kit_handle is not null) = p_media_kit)
  ),
  scored as (
    select h.*,
      case when h.deal_id is null then null
           else h.p_category + case when h.aud_checks = 0 then 15 else (30 * h.aud_got) / (2 * h.aud_checks) end + h.p_rate + h.p_reliability
      end as fit_total,
      count(*) over () as n
    from hits h
  ),
  page as (
    select * from scored s
    order by
      case when p_sort = 'fit' then s.fit_total end desc nulls last,
      case when p_sort = 'engagement' then s.engagement_rate end desc nulls last,
      case when p_sort = 'newest' then s.joined_at end desc,
      s.followers desc, s.user_id
    limit least(greatest(coalesce(p_limit, 24), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
  )
  select p.user_id, p.role, p.full_name, p.avatar_url, p.bio, p.sport, p.content_type, p.categories, p.platforms,
         p.followers, p.engagement_rate, p.age_top, p.female_share, p.male_share, p.top_country, p.location, p.school,
         p.media_kit_handle, p.joined_at, p.fit_total,
         case when p.deal_id is null then null else jsonb_build_array(
           jsonb_build_object('factor', 'Category', 'points', p.p_category, 'max', 30,
             'why', case when cardinality(p.deal_roles) > 0 and not (p.role = any (p.deal_roles)) then 'The deal is not open to ' || p.role || 's. ' else '' end
                    || case when cardinality(p.categories) = 0 then 'No sport or content categories on the profile yet.'
                            when p.p_category - (case when cardinality(p.deal_roles) = 0 or p.role = any (p.deal_roles) then 10 else 0 end) = 20
                              then 'Their categories include the deal''s.'
                            else 'Their categories (' || array_to_string(p.categories, ', ') || ') differ from the deal''s.' end,
             'missing', case when cardinality(p.categories) = 0 then 'categories' end),
           jsonb_build_object('factor', 'Audience fit', 'points', case when p.aud_checks = 0 then 15 else (30 * p.aud_got) / (2 * p.aud_checks) end, 'max', 30,
             'why', case when p.aud_checks = 0 then 'The deal names no target audience, so this counts half.'
                         else p.aud_got || ' of ' || (2 * p.aud_checks) || ' audience points against the deal''s target (platforms, followers, age, regions, sports).' end,
             'missing', nullif(concat_ws(', ',
                case when cardinality(p.platforms) = 0 then 'platforms' end,
                case when p.age_top is null then 'audience age' end,
                case when p.top_country is null then 'audience location' end), '')),
           jsonb_build_object('factor', 'Rate against budget', 'points', p.p_rate, 'max', 25,
             'why', case when p.min_rate_cents is null or p.min_rate_cents = 0 then 'They have not set a minimum deal amount, so this counts half.'
                         when p.p_rate = 25 then 'The deal''s pay meets their minimum deal amount.'
                         else 'The deal''s pay is below their minimum deal amount.' end,
             'missing', case when p.min_rate_cents is null or p.min_rate_cents = 0 then 'minimum deal amount' end),
           jsonb_build_object('factor', 'Reliability', 'points', p.p_reliability, 'max', 15,
             'why', case when p.deals_done = 0 then 'No deals on Pitchside yet.'
                         else p.deals_done || case when p.deals_done = 1 then ' deal' else ' deals' end || ' accepted on Pitchside.' end,
             'missing', case when p.deals_done = 0 then 'deal history' end)
         ) end,
         p.n
  from page p
  order by
    case when p_sort = 'fit' then p.fit_total end desc nulls last,
    case when p_sort = 'engagement' then p.engagement_rate end desc nulls last,
    case when p_sort = 'newest' then p.joined_at end desc,
    p.followers desc, p.user_id
$$;
revoke execute on function public.discover_talent(text, text, text, integer, integer, numeric, text, numeric, numeric, text, text, text, numeric, boolean, text, uuid, integer, integer) from public, anon;
grant execute on function public.discover_talent(text, text, text, integer, integer, numeric, text, numeric, numeric, text, text, text, numeric, boolean, text, uuid, integer, integer) to authenticated;
