-- discover_talent() at 10,000 talent: the filter, the count and the sort now carry only each row's id, sort
-- columns and fit points; the page's 24 rows join back to talent_directory for what the cards show and the fit's
-- "Why" (the whole wide row was kept for every match before, for the window count and the sort). Same arguments,
-- results, order and grants (20252809000200); discovery.test.ts checks them.
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
    where d.id = p_deal_id and (select private.is_brand_owner(d.brand_id))
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
    select t.user_id, t.followers, t.engagement_rate, t.joined_at,
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
  select p.user_id, t.role, t.full_name, t.avatar_url, t.bio, t.sport, t.content_type, t.categories, t.platforms,
         p.followers, p.engagement_rate, t.age_top, t.female_share, t.male_share, t.top_country, t.location, t.school,
         t.media_kit_handle, p.joined_at, p.fit_total,
         case when p.deal_id is null then null else jsonb_build_array(
           jsonb_build_object('factor', 'Category', 'points', p.p_category, 'max', 30,
             'why', case when cardinality(p.deal_roles) > 0 and not (t.role = any (p.deal_roles)) then 'The deal is not open to ' || t.role || 's. ' else '' end
                    || case when cardinality(t.categories) = 0 then 'No sport or content categories on the profile yet.'
                            when p.p_category - (case when cardinality(p.deal_roles) = 0 or t.role = any (p.deal_roles) then 10 else 0 end) = 20
                              then 'Their categories include the deal''s.'
                            else 'Their categories (' || array_to_string(t.categories, ', ') || ') differ from the deal''s.' end,
             'missing', case when cardinality(t.categories) = 0 then 'categories' end),
           jsonb_build_object('factor', 'Audience fit', 'points', case when p.aud_checks = 0 then 15 else (30 * p.aud_got) / (2 * p.aud_checks) end, 'max', 30,
             'why', case when p.aud_checks = 0 then 'The deal names no target audience, so this counts half.'
                         else p.aud_got || ' of ' || (2 * p.aud_checks) || ' audience points against the deal''s target (platforms, followers, age, regions, sports).' end,
             'missing', nullif(concat_ws(', ',
                case when cardinality(t.platforms) = 0 then 'platforms' end,
                case when t.age_top is null then 'audience age' end,
                case when t.top_country is null then 'audience location' end), '')),
           jsonb_build_object('factor', 'Rate against budget', 'points', p.p_rate, 'max', 25,
             'why', case when t.min_rate_cents is null or t.min_rate_cents = 0 then 'They have not set a minimum deal amount, so this counts half.'
                         when p.p_rate = 25 then 'The deal''s pay meets their minimum deal amount.'
                         else 'The deal''s pay is below their minimum deal amount.' end,
             'missing', case when t.min_rate_cents is null or t.min_rate_cents = 0 then 'minimum deal amount' end),
           jsonb_build_object('factor', 'Reliability', 'points', p.p_reliability, 'max', 15,
             'why', case when t.deals_done = 0 then 'No deals on Pitchside yet.'
                         else t.deals_done || case when t.deals_done = 1 then ' deal' else ' deals' end || ' accepted on Pitchside.' end,
             'missing', case when t.deals_done = 0 then 'deal history' end)
         ) end,
         p.n
  from page p
  join public.talent_directory t on t.user_id = p.user_id
  order by
    case when p_sort = 'fit' then p.fit_total end desc nulls last,
    case when p_sort = 'engagement' then p.engagement_rate end desc nulls last,
    case when p_sort = 'newest' then p.joined_at end desc,
    p.followers desc, p.user_id
$$;
