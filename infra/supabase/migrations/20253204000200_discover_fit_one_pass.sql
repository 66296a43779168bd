-- discover_talent() sorted by fit for a deal (bench:discover, issue 32): every talent's fit is worked out for the sort,
-- so what it costs per row is what the sort costs. Three changes, same arguments, results, order, grants and text as
-- 20253101000100_discover_talent_narrow_sort.sql (discovery.test.ts checks them on both engines):
--   * two kept inputs of the audience checks, generated columns of talent_directory: country_key, the top country in
--     lower case, and age_bands, the age bands holding at least 25% of the audience (the same jsonb comparison as before:
--     age_shares->band >= 25), so a row compares text instead of calling lower() and reading jsonb;
--   * the fit is one expression, built in PL/pgSQL from only the audience checks the deal states (as constants), where
--     the sort read every row into a CTE with each part as a column and summed them in another;
--   * the sort returns the page as two arrays (ids and fits); the page's cards and the fit's "Why" (from the same parts
--     of the fit as the sort) come from a second query over those 24 ids.

create or replace function private.audience_age_bands(p_shares jsonb) returns text[]
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(p_shares) = 'object'
              then coalesce((select array_agg(e.key order by e.key) from jsonb_each(p_shares) e where e.value >= '25'::jsonb), '{}')
              else '{}' end
$$;
comment on function private.audience_age_bands(jsonb) is
  'The age bands of an audience share map holding at least 25% (talent_directory.age_bands, the fit''s age check).';
revoke all on function private.audience_age_bands(jsonb) from public;

alter table public.talent_directory
  add column country_key text generated always as (lower(top_country)) stored,
  add column age_bands text[] generated always as (private.audience_age_bands(age_shares)) stored;
comment on column public.talent_directory.country_key is 'top_country in lower case: the fit''s region check (discover_talent).';
comment on column public.talent_directory.age_bands is 'The age bands with at least 25% of the audience: the fit''s age check (discover_talent).';

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
  v_checks integer;
  v_aud_got text := '0';
  v_category text;
  v_rate text;
  v_fit text := 'null::integer';
  v_audience text;
  v_factors text := 'null::jsonb';
  v_ids uuid[];
  v_fits integer[];
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
  if p_country is not null then v_where := v_where || format(' and t.country_key = %L', lower(p_country)); end if;
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

  -- the fit's parts as SQL over t with the deal's wanted audience as constants: only the checks the deal states
  if w_id is not null then
    v_checks := (cardinality(w_platforms) > 0)::int + (w_min_followers is not null)::int + (w_age is not null)::int
              + (cardinality(w_regions) > 0)::int + (cardinality(w_sports) > 0)::int;
    -- audience checks: 2 a match, 1 missing data, 0 a mismatch
    if cardinality(w_platforms) > 0 then
      v_aud_got := v_aud_got || format(' + (case when cardinality(t.platforms) = 0 then 1 when t.platforms && %L::text[] then 2 else 0 end)', w_platforms);
    end if;
    if w_min_followers is not null then
      v_aud_got := v_aud_got || format(' + (case when t.followers = 0 then 1 when t.followers >= %L::numeric then 2 else 0 end)', w_min_followers);
    end if;
    if w_age is not null then
      v_aud_got := v_aud_got || format(' + (case when t.age_top is null then 1 when %L::text = any (t.age_bands) then 2 else 0 end)', w_age);
    end if;
    if cardinality(w_regions) > 0 then
      v_aud_got := v_aud_got || format(' + (case when t.top_country is null then 1 when t.country_key = any (%L::text[]) then 2 else 0 end)', w_regions);
    end if;
    if cardinality(w_sports) > 0 then
      v_aud_got := v_aud_got || format(' + (case when t.sport is null then 1 when t.sport = any (%L::text[]) then 2 else 0 end)', w_sports);
    end if;
    v_category := format('(case when cardinality(%1$L::text[]) = 0 or t.role = any (%1$L::text[]) then 10 else 0 end)'
                         ' + (case when cardinality(t.categories) = 0 then 10 when t.categories && %2$L::text[] then 20 else 5 end)', w_roles, w_cats);
    v_rate := format('(case when t.min_rate_cents is null or t.min_rate_cents = 0 then 13 when %1$L::bigint >= t.min_rate_cents then 25'
                     ' else (25 * %1$L::bigint / t.min_rate_cents)::int end)', w_cents);
    v_audience := case when v_checks = 0 then '15' else format('(30 * (%s)) / %s', v_aud_got, 2 * v_checks) end;
    v_fit := format('(%s) + %s + %s + (case when t.deals_done >= 2 then 15 when t.deals_done = 1 then 10 else 5 end)',
                    v_category, v_audience, v_rate);
    -- the fit's "Why", from the same parts
    v_factors := format($f$jsonb_build_array(
      jsonb_build_object('factor', 'Category', 'points', %1$s, 'max', 30,
        'why', case when cardinality(%5$L::text[]) > 0 and not (t.role = any (%5$L::text[])) then 'The deal is not open to ' || t.role || 's. ' else '' end
               || case when cardinality(t.categories) = 0 then 'No sport or content categories on the profile yet.'
                       when (%1$s) - (case when cardinality(%5$L::text[]) = 0 or t.role = any (%5$L::text[]) then 10 else 0 end) = 20
                         then 'Their categories include the deal''s.'
                       else 'Their categories (' || array_to_string(t.categories, ', ') || ') differ from the deal''s.' end,
        'missing', case when cardinality(t.categories) = 0 then 'categories' end),
      jsonb_build_object('factor', 'Audience fit', 'points', %2$s, 'max', 30,
        'why', %3$s,
        'missing', nullif(concat_ws(', ',
           case when cardinality(t.platforms) = 0 then 'platforms' end,
           case when t.age_top is null then 'audience age' end,
           case when t.top_country is null then 'audience location' end), '')),
      jsonb_build_object('factor', 'Rate against budget', 'points', %4$s, 'max', 25,
        'why', case when t.min_rate_cents is null or t.min_rate_cents = 0 then 'They have not set a minimum deal amount, so this counts half.'
                    when (%4$s) = 25 then 'The deal''s pay meets their minimum deal amount.'
                    else 'The deal''s pay is below their minimum deal amount.' end,
        'missing', case when t.min_rate_cents is null or t.min_rate_cents = 0 then 'minimum deal amount' end),
      jsonb_build_object('factor', 'Reliability', 'points', case when t.deals_done >= 2 then 15 when t.deals_done = 1 then 10 else 5 end, 'max', 15,
        'why', case when t.deals_done = 0 then 'No deals on Pitchside yet.'
                    else t.deals_done || case when t.deals_done = 1 then ' deal' else ' deals' end || ' accepted on Pitchside.' end,
        'missing', case when t.deals_done = 0 then 'deal history' end))$f$,
      v_category, v_audience,
      case when v_checks = 0 then quote_literal('The deal names no target audience, so this counts half.')
           else format('(%s) || %L', v_aud_got, format(' of %s audience points against the deal''s target (platforms, followers, age, regions, sports).', 2 * v_checks)) end,
      v_rate, w_roles);
  end if;

  execute format('select count(*) from public.talent_directory t where true %s', v_where) into v_total;
  if v_total = 0 then
    return;
  end if;

  -- one pass: the sort reads each row's sort columns and its fit (one expression); the page comes back as two arrays
  execute format($q$
    select coalesce(array_agg(s.user_id order by %3$s), '{}'), coalesce(array_agg(s.fit_total order by %3$s), '{}')
    from (
      select t.user_id, t.followers, t.engagement_rate, t.joined_at, %4$s as fit_total
      from public.talent_directory t
      where true %1$s
      order by %2$s
      limit $1 offset $2
    ) s
  $q$, v_where, v_order, regexp_replace(v_order, '(^|, )', '\1s.', 'g'), v_fit)
  into v_ids, v_fits
  using least(greatest(coalesce(p_limit, 24), 1), 100), greatest(coalesce(p_offset, 0), 0);

  -- the page's rows, for the cards and the fit's "Why"
  return query execute format($q$
  select t.user_id, t.role, t.full_name, t.avatar_url, t.bio, t.sport, t.content_type, t.categories, t.platforms,
         t.followers, t.engagement_rate, t.age_top, t.female_share, t.male_share, t.top_country, t.location, t.school,
         t.media_kit_handle, t.joined_at, pg.fit_total, %s, $3
  from unnest($1, $2) with ordinality as pg(user_id, fit_total, n)
  join public.talent_directory t on t.user_id = pg.user_id
  order by pg.n
$q$, v_factors)
  using v_ids, v_fits, v_total;
end
$$;
