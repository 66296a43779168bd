-- =============================================================================
-- AI deal scoring (issue 18): a 0-100 match score for a deal and a talent, from
-- named factors the page can explain.
--   ai_score_inputs(deal, user)  everything the score reads, as jsonb (the user's
--                                own data under their RLS; aggregates through
--                                definer helpers)
--   ai_score_total(inputs)       the formula (shared-ui/src/ai/score.ts is the same
--                                formula, word for word; a test holds them equal)
--   deal_match_score(deal, user) the two together
--   match_score(deals)           a computed field: the signed-in user's score, so
--                                the marketplace can select and order by it
-- Whole numbers only (integer division), so SQL and TypeScript cannot drift.
-- =============================================================================

-- What audience a deal wants; a deal in a campaign without its own uses the campaign's.
alter table public.deals add column target_audience jsonb not null default '{}'::jsonb
  constraint deals_target_audience_object_check check (jsonb_typeof(target_audience) = 'object');
comment on column public.deals.target_audience is
  'Keys read by the match score: platforms text[], min_followers int, age_range text (e.g. 18-24), regions text[], sports text[].';

-- the string elements of a jsonb array, or null when it is not an array
create or replace function public.ai_text_array(p jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(p) = 'array' then
    coalesce((select jsonb_agg(x) from jsonb_array_elements(p) x where jsonb_typeof(x) = 'string' and x #>> '{}' <> ''), '[]'::jsonb)
  end
$$;

-- A target audience with only the keys and types the score reads.
create or replace function public.ai_normalize_audience(t jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'platforms', nullif(public.ai_text_array(t->'platforms'), '[]'::jsonb),
    'min_followers', case when jsonb_typeof(t->'min_followers') = 'number' and (t->>'min_followers')::numeric >= 0
                          then to_jsonb(floor((t->>'min_followers')::numeric)::bigint) end,
    'age_range', case when jsonb_typeof(t->'age_range') = 'string' and t->>'age_range' <> '' then t->'age_range' end,
    'regions', nullif(public.ai_text_array(t->'regions'), '[]'::jsonb),
    'sports', nullif(public.ai_text_array(t->'sports'), '[]'::jsonb)))
$$;

-- The deal's audience, or its campaign's (campaigns are the brand's own rows, so this reads past RLS; the
-- caller has already shown they can see the deal).
create or replace function public.ai_deal_audience(p_deal_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select public.ai_normalize_audience(
    case when d.target_audience <> '{}'::jsonb then d.target_audience else coalesce(c.target_audience, '{}'::jsonb) end)
  from public.deals d left join public.campaigns c on c.id = d.campaign_id
  where d.id = p_deal_id
$$;

-- The market for a category: how many other deals of verified brands (active or past) and their median pay.
create or replace function public.ai_market_stats(p_category text, p_exclude uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'sample', count(*),
    'median_cents', round((percentile_cont(0.5) within group (order by d.compensation_amount))::numeric * 100)::bigint)
  from public.deals d
  where p_category is not null and d.category = p_category and d.id <> p_exclude and d.brand_verified
$$;

-- A brand's deal payment record: funded or released vs refunded. Reads deal_payments (payments, issue 12)
-- when that table exists, so this works before and after it lands.
create or replace function public.ai_brand_payment_record(p_brand_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_settled bigint := 0;
  v_refunded bigint := 0;
begin
  if to_regclass('public.deal_payments') is not null then
    execute 'select count(*) filter (where status in (''held'', ''released'')), count(*) filter (where status = ''refunded'')
             from public.deal_payments where brand_id = $1'
      into v_settled, v_refunded using p_brand_id;
  end if;
  return jsonb_build_object('settled', v_settled, 'refunded', v_refunded);
end
$$;

create or replace function public.ai_score_inputs(p_deal_id uuid, p_user_id uuid default auth.uid()) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  d record;
  p record;
  v_prefs jsonb;
  v_platforms jsonb;
  v_followers bigint;
  v_market jsonb;
  v_pay jsonb;
begin
  if p_deal_id is null or p_user_id is null then
    return null;
  end if;
  if public.is_api_user() and p_user_id is distinct from auth.uid() and not public.is_admin() then
    raise exception 'You can only score deals for yourself' using errcode = '42501';
  end if;
  -- the deal as the caller sees it (RLS): no row, no score
  select dl.id, dl.title, dl.category, dl.compensation_amount, dl.target_roles, dl.application_deadline, dl.brand_id,
         c.slug as category_slug
    into d
    from public.deals dl left join public.deal_categories c on c.name = dl.category
    where dl.id = p_deal_id;
  if not found then
    return null;
  end if;
  select coalesce(pr.role, public.get_user_role(p_user_id)) as role, pr.sport, pr.follower_count, pr.extra_data,
         pr.instagram_handle, pr.twitter_handle, pr.tiktok_handle
    into p
    from public.profiles pr where pr.user_id = p_user_id;
  v_prefs := case when jsonb_typeof(p.extra_data->'preferences') = 'object' then p.extra_data->'preferences' else '{}'::jsonb end;

  select coalesce(jsonb_agg(distinct x order by x), '[]'::jsonb) into v_platforms from (
    select cp.platform as x from public.creator_platforms cp where cp.user_id = p_user_id
    union select 'instagram' where coalesce(p.instagram_handle, '') <> ''
    union select 'twitter' where coalesce(p.twitter_handle, '') <> ''
    union select 'tiktok' where coalesce(p.tiktok_handle, '') <> ''
  ) s;
  select sum(cp.follower_count) into v_followers from public.creator_platforms cp where cp.user_id = p_user_id;
  if v_followers is null then
    v_followers := case coalesce(p.follower_count, p.extra_data->>'follower_count')
      when '0-1k' then 0 when '1k-10k' then 1000 when '10k-100k' then 10000 when '100k-1m' then 100000 when '1m+' then 1000000 end;
  end if;

  v_market := public.ai_market_stats(d.category, d.id);
  v_pay := public.ai_brand_payment_record(d.brand_id);

  return jsonb_build_object(
    'deal', jsonb_build_object(
      'id', d.id,
      'title', d.title,
      'category', d.category,
      'category_slug', d.category_slug,
      'amount_cents', round(d.compensation_amount * 100)::bigint,
      'target_roles', to_jsonb(d.target_roles),
      'target_audience', coalesce(public.ai_deal_audience(d.id), '{}'::jsonb),
      'days_left', case when d.application_deadline is not null
                        then floor(extract(epoch from (d.application_deadline - now())) / 86400)::int end),
    'user', jsonb_build_object(
      'role', coalesce(p.role, public.get_user_role(p_user_id)),
      'sport', p.sport,
      'interested_categories', public.ai_text_array(v_prefs->'interested_categories'),
      'refused_categories', public.ai_text_array(v_prefs->'refused_categories'),
      'min_deal_cents', case when jsonb_typeof(v_prefs->'min_deal_amount') = 'number' and (v_prefs->>'min_deal_amount')::numeric >= 0
                             then floor((v_prefs->>'min_deal_amount')::numeric * 100)::bigint end,
      'platforms', v_platforms,
      'followers', v_followers,
      'age', (select coalesce(jsonb_object_agg(label, pct), '{}'::jsonb) from (
                select ad.label, max(ad.percentage) as pct from public.audience_demographics ad
                where ad.user_id = p_user_id and ad.dimension = 'age' group by ad.label) a),
      'location', (select coalesce(jsonb_object_agg(label, pct), '{}'::jsonb) from (
                select ad.label, max(ad.percentage) as pct from public.audience_demographics ad
                where ad.user_id = p_user_id and ad.dimension = 'location' group by ad.label) l),
      'open_deliverables', (select count(*) from public.deal_deliverables dd join public.applications a on a.id = dd.application_id
                            where a.user_id = p_user_id and a.status = 'accepted' and dd.status in ('todo', 'changes_requested'))),
    'market', jsonb_build_object('sample', coalesce((v_market->>'sample')::int, 0), 'median_cents', v_market->'median_cents'),
    'brand', jsonb_build_object(
      'name', coalesce((select b.name from public.brands b where b.id = d.brand_id), 'The brand'),
      'verified', coalesce((select b.verified from public.brands b where b.id = d.brand_id), false),
      'payments_settled', (v_pay->>'settled')::bigint,
      'payments_refunded', (v_pay->>'refunded')::bigint));
end
$$;
comment on function public.ai_score_inputs(uuid, uuid) is
  'Everything the match score reads for a deal and a user (yourself, unless admin). shared-ui/src/ai/score.ts explains it.';

create or replace function public.ai_score_total(p jsonb) returns integer
language plpgsql immutable set search_path = '' as $$
declare
  v_deal jsonb := p->'deal';
  v_user jsonb := p->'user';
  v_t jsonb := coalesce(p->'deal'->'target_audience', '{}'::jsonb);
  v_names text[];
  v_amount bigint := (p->'deal'->>'amount_cents')::bigint;
  v_min bigint := (p->'user'->>'min_deal_cents')::bigint;
  v_median bigint := (p->'market'->>'median_cents')::bigint;
  v_sample int := coalesce((p->'market'->>'sample')::int, 0);
  v_days int := (p->'deal'->>'days_left')::int;
  v_open int := coalesce((p->'user'->>'open_deliverables')::int, 0);
  v_settled bigint := coalesce((p->'brand'->>'payments_settled')::bigint, 0);
  v_refunded bigint := coalesce((p->'brand'->>'payments_refunded')::bigint, 0);
  v_checks int := 0;
  v_got int := 0;
  fit int := 0;
  audience int;
  pay int := 0;
  timing int;
  trust int;
begin
  if p is null then
    return null;
  end if;
  -- role and category fit (30)
  if coalesce((v_deal->'target_roles') ? (v_user->>'role'), false) then
    fit := 10;
  end if;
  v_names := array[lower(v_deal->>'category'), lower(coalesce(v_deal->>'category_slug', v_deal->>'category'))];
  if v_deal->>'category' is null then
    fit := fit + 10;
  elsif jsonb_typeof(v_user->'refused_categories') = 'array'
        and exists (select 1 from jsonb_array_elements_text(v_user->'refused_categories') r where lower(r) = any (v_names)) then
    fit := fit + 0;
  elsif jsonb_typeof(v_user->'interested_categories') is distinct from 'array' or jsonb_array_length(v_user->'interested_categories') = 0 then
    fit := fit + 10;
  elsif exists (select 1 from jsonb_array_elements_text(v_user->'interested_categories') r where lower(r) = any (v_names)) then
    fit := fit + 20;
  else
    fit := fit + 5;
  end if;

  -- audience fit (25): a match counts 2, unknown data 1, a mismatch 0
  if jsonb_array_length(coalesce(v_t->'platforms', '[]'::jsonb)) > 0 then
    v_checks := v_checks + 1;
    if jsonb_array_length(coalesce(v_user->'platforms', '[]'::jsonb)) = 0 then
      v_got := v_got + 1;
    elsif exists (select 1 from jsonb_array_elements_text(v_user->'platforms') u, jsonb_array_elements_text(v_t->'platforms') w
                  where lower(u) = lower(w)) then
      v_got := v_got + 2;
    end if;
  end if;
  if jsonb_typeof(v_t->'min_followers') = 'number' then
    v_checks := v_checks + 1;
    if jsonb_typeof(v_user->'followers') is distinct from 'number' then
      v_got := v_got + 1;
    elsif (v_user->>'followers')::numeric >= (v_t->>'min_followers')::numeric then
      v_got := v_got + 2;
    end if;
  end if;
  if coalesce(v_t->>'age_range', '') <> '' then
    v_checks := v_checks + 1;
    if coalesce(v_user->'age', '{}'::jsonb) = '{}'::jsonb then
      v_got := v_got + 1;
    elsif coalesce((v_user->'age'->>(v_t->>'age_range'))::numeric, 0) >= 25 then
      v_got := v_got + 2;
    end if;
  end if;
  if jsonb_array_length(coalesce(v_t->'regions', '[]'::jsonb)) > 0 then
    v_checks := v_checks + 1;
    if coalesce(v_user->'location', '{}'::jsonb) = '{}'::jsonb then
      v_got := v_got + 1;
    elsif exists (select 1 from jsonb_object_keys(v_user->'location') l, jsonb_array_elements_text(v_t->'regions') r
                  where lower(l) = case lower(r) when 'us' then 'united states' when 'usa' then 'united states'
                                                 when 'uk' then 'united kingdom' when 'gb' then 'united kingdom' else lower(r) end) then
      v_got := v_got + 2;
    end if;
  end if;
  if jsonb_array_length(coalesce(v_t->'sports', '[]'::jsonb)) > 0 then
    v_checks := v_checks + 1;
    if v_user->>'sport' is null then
      v_got := v_got + 1;
    elsif exists (select 1 from jsonb_array_elements_text(v_t->'sports') s where lower(s) = lower(v_user->>'sport')) then
      v_got := v_got + 2;
    end if;
  end if;
  audience := case when v_checks = 0 then 13 else (25 * v_got) / (2 * v_checks) end;

  -- pay fit (25): against the user's minimum (15) and the market median (10)
  if v_min is null then
    pay := 8;
  elsif v_amount >= v_min then
    pay := 15;
  else
    pay := (15 * v_amount) / v_min;
  end if;
  if v_sample < 3 or v_median is null then
    pay := pay + 5;
  elsif v_amount >= v_median then
    pay := pay + 10;
  else
    pay := pay + (10 * v_amount) / v_median;
  end if;

  -- timing (10): the deadline (7) and the user's open deliverables (3)
  timing := case when v_days is null then 5 when v_days < 0 then 0 when v_days < 3 then 2 when v_days < 7 then 4 else 7 end
          + case when v_open <= 2 then 3 when v_open <= 5 then 1 else 0 end;

  -- brand trust (10): verified (5) and the deal payment record (5)
  trust := case when coalesce((p->'brand'->>'verified')::boolean, false) then 5 else 0 end
         + case when v_settled + v_refunded = 0 then 2 else ((5 * v_settled) / (v_settled + v_refunded))::int end;

  return fit + audience + pay + timing + trust;
end
$$;

create or replace function public.deal_match_score(p_deal_id uuid, p_user_id uuid default auth.uid()) returns integer
language sql stable set search_path = '' as $$
  select public.ai_score_total(public.ai_score_inputs(p_deal_id, p_user_id))
$$;

-- computed field: the signed-in user's score for the deal (null when signed out)
create or replace function public.match_score(d public.deals) returns integer
language sql stable set search_path = '' as $$
  select case when auth.uid() is null then null else public.deal_match_score(d.id, auth.uid()) end
$$;

revoke execute on function public.ai_deal_audience(uuid) from public, anon;
revoke execute on function public.ai_market_stats(text, uuid) from public, anon;
revoke execute on function public.ai_brand_payment_record(uuid) from public, anon;
grant execute on function public.ai_deal_audience(uuid) to authenticated, service_role;
grant execute on function public.ai_market_stats(text, uuid) to authenticated, service_role;
grant execute on function public.ai_brand_payment_record(uuid) to authenticated, service_role;
