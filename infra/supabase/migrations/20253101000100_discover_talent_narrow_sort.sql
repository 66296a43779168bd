-- discover_talent() at 10,000 talent (bench:discover): only the filters the caller set go into the query, as
-- constants (a PL/pgSQL function building it with format(), so the planner sees just those and an index serves the
-- followers and newest sorts); the count is its own query, run once first; the sort carries only each row's id, sort columns
-- and fit points, and the page's rows join back to talent_directory for what the cards show and the fit's "Why".
-- Same arguments, results, order and grants as 20252809000200; discovery.test.ts checks them on both engines.
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
language plpgsql stable security invoker set search_path = '' as $$
declare
  w_id uuid;
  w_roles text[];
  w_cats text[];
  w_cents bigint;
  w_platforms text[];
  w_min_followers numeric;
  w_age text;
  w_regions text[];
  w_sports text[];
  v_where text := '';
  v_total bigint;
  v_order text := case p_sort when 'fit' then 'fit_total desc nulls last, ' when 'engagement' then 'engagement_rate desc nulls last, '
                              when 'newest' then 'joined_at desc, ' else '' end || 'followers desc, user_id';
begin
  -- only the filters the caller set, as constants: the planner sees just those, and the followers/newest indexes serve the sort
  if p_role is not null then v_where := v_where || format(' and t.role = %L', p_role); end if;
  if p_category is not null then v_where := v_where || format(' and %L = any (t.categories)', lower(p_category)); end if;
  if p_platform is not null then v_where := v_where || format(' and %L = any (t.platforms)', lower(p_platform)); end if;
  if p_followers_min is not null then v_where := v_where || format(' and t.followers >= %s', p_followers_min); end if;
  if p_followers_max is not null then v_where := v_where || format(' and t.followers <= %s', p_followers_max); end if;
  if p_engagement_min is not null then v_where := v_where || format(' and t.engagement_rate >= %L::numeric', p_engagement_min); end if;
  if p_age_band is not null then v_where := v_where || format(' and t.age_top = %L', p_age_band); end if;
  if p_female_min is not null then v_where := v_where || format(' and t.female_share >= %L::numeric', p_female_min); end if;
  if p_male_min is not null then v_where := v_where || format(' and t.male_share >= %L::numeric', p_male_min); end if;
  if p_country is not null then v_where := v_where || format(' and lower(t.top_country) = %L', lower(p_country)); end if;
  if p_location is not null then v_where := v_where || format(' and t.location ilike %L', '%' || p_location || '%'); end if;
  if p_school is not null then v_where := v_where || format(' and t.school ilike %L', '%' || p_school || '%'); end if;
  if p_budget is not null then v_where := v_where || format(' and (t.min_rate_cents is null or t.min_rate_cents <= %L::numeric)', round(p_budget * 100)); end if;
  if p_media_kit is not null then v_where := v_where || format(' and (t.media_kit_handle is not null) = %L::boolean', p_media_kit); end if;

  -- (a talent has age shares exactly when it has a top age band: refresh_talent_directory() derives both from the
  -- same rows; the shares are jsonb numbers, compared as such)
  -- the deal's wanted audience, once, as constants of the query (the planner then drops every check the deal does not state)
  if p_deal_id is not null then
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
  )
    select want.id, want.target_roles, want.cats, want.cents, want.w_platforms, want.w_min_followers, want.w_age, want.w_regions, want.w_sports
      into w_id, w_roles, w_cats, w_cents, w_platforms, w_min_followers, w_age, w_regions, w_sports
    from want;
  end if;

  execute format('select count(*) from public.talent_directory t where true %s', v_where) into v_total;
  if v_total = 0 then
    return;
  end if;

  return query execute format($q$
  with hits as (
    select t.user_id, t.followers, t.engagement_rate, t.joined_at,
      -- audience checks: 2 a match, 1 missing data, 0 a mismatch; only what the deal states
      case when %4$L::uuid is null then null else
        (case when cardinality(%5$L::text[]) = 0 then 0 when cardinality(t.platforms) = 0 then 1 when t.platforms && %5$L::text[] then 2 else 0 end)
        + (case when %6$L::numeric is null then 0 when t.followers = 0 then 1 when t.followers >= %6$L::numeric then 2 else 0 end)
        + (case when %7$L::text is null then 0 when t.age_top is null then 1 when coalesce(t.age_shares->%7$L::text >= '25'::jsonb, false) then 2 else 0 end)
        + (case when cardinality(%8$L::text[]) = 0 then 0 when t.top_country is null then 1 when lower(t.top_country) = any (%8$L::text[]) then 2 else 0 end)
        + (case when cardinality(%9$L::text[]) = 0 then 0 when t.sport is null then 1 when t.sport = any (%9$L::text[]) then 2 else 0 end)
      end as aud_got,
      case when %4$L::uuid is null then null else
        (cardinality(%5$L::text[]) > 0)::int + (%6$L::numeric is not null)::int + (%7$L::text is not null)::int
        + (cardinality(%8$L::text[]) > 0)::int + (cardinality(%9$L::text[]) > 0)::int
      end as aud_checks,
      case when %4$L::uuid is null then null else
        (case when cardinality(%10$L::text[]) = 0 or t.role = any (%10$L::text[]) then 10 else 0 end)
        + (case when cardinality(t.categories) = 0 then 10 when t.categories && %11$L::text[] then 20 else 5 end)
      end as p_category,
      case when %4$L::uuid is null then null
           when t.min_rate_cents is null or t.min_rate_cents = 0 then 13
           when %12$L::bigint >= t.min_rate_cents then 25
           else (25 * %12$L::bigint / t.min_rate_cents)::int end as p_rate,
      case when %4$L::uuid is null then null when t.deals_done >= 2 then 15 when t.deals_done = 1 then 10 else 5 end as p_reliability,
      %4$L::uuid as deal_id, %12$L::bigint as deal_cents, %10$L::text[] as deal_roles
    from public.talent_directory t
    where true %1$s
  ),
  scored as (
    select h.*,
      case when h.deal_id is null then null
           else h.p_category + case when h.aud_checks = 0 then 15 else (30 * h.aud_got) / (2 * h.aud_checks) end + h.p_rate + h.p_reliability
      end as fit_total
    from hits h
  ),
  page as (
    select * from scored s
    order by %2$s
    limit $1 offset $2
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
         $3
  from page p
  join public.talent_directory t on t.user_id = p.user_id
  order by %3$s
$q$, v_where, v_order, regexp_replace(v_order, '(^|, )', '\1p.', 'g'),
    w_id, w_platforms, w_min_followers, w_age, w_regions, w_sports, w_roles, w_cats, w_cents)
  using least(greatest(coalesce(p_limit, 24), 1), 100), greatest(coalesce(p_offset, 0), 0), v_total;
end
$$;
