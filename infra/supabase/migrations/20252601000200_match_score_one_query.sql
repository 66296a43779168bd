-- =============================================================================
-- match_score(deals) in a few steps (issue 10: the default list with the talent's score).
--
-- The computed field runs once for each listed row. It cost about 45 µs a row on PGlite: one lookup of the kept
-- inputs, then some thirty interpreted PL/pgSQL statements, each evaluated on its own. The score is now a single
-- expression after the lookup, with the market median worked out first, and the lookup probes indexes: about 33 µs a
-- row (50 listed deals: 2.3 -> 1.7 ms). The formula, the kept inputs and the
-- results are those of 20252301000100_match_score_speed.sql, step for step; infra/supabase/tests/ai-score-speed.test.ts
-- compares every visible deal with deal_match_score.
--
-- The audience part moves to ai_audience_fit(target, user), which ai_score_total now calls too, so the two paths
-- share one copy of it. match_score calls it only for a deal that names an audience.
-- =============================================================================

-- ai_score_total's audience fit (25 points): a match counts 2, unknown data 1, a mismatch 0; 13 when the deal
-- names no audience.
create or replace function public.ai_audience_fit(p_target jsonb, p_user jsonb) returns integer
language plpgsql immutable set search_path = '' as $$
declare
  v_t jsonb := coalesce(p_target, '{}'::jsonb);
  v_checks int := 0;
  v_got int := 0;
begin
  if jsonb_array_length(coalesce(v_t->'platforms', '[]'::jsonb)) > 0 then
    v_checks := v_checks + 1;
    if jsonb_array_length(coalesce(p_user->'platforms', '[]'::jsonb)) = 0 then
      v_got := v_got + 1;
    elsif exists (select 1 from jsonb_array_elements_text(p_user->'platforms') u, jsonb_array_elements_text(v_t->'platforms') w
                  where lower(u) = lower(w)) then
      v_got := v_got + 2;
    end if;
  end if;
  if jsonb_typeof(v_t->'min_followers') = 'number' then
    v_checks := v_checks + 1;
    if jsonb_typeof(p_user->'followers') is distinct from 'number' then
      v_got := v_got + 1;
    elsif (p_user->>'followers')::numeric >= (v_t->>'min_followers')::numeric then
      v_got := v_got + 2;
    end if;
  end if;
  if coalesce(v_t->>'age_range', '') <> '' then
    v_checks := v_checks + 1;
    if coalesce(p_user->'age', '{}'::jsonb) = '{}'::jsonb then
      v_got := v_got + 1;
    elsif coalesce((p_user->'age'->>(v_t->>'age_range'))::numeric, 0) >= 25 then
      v_got := v_got + 2;
    end if;
  end if;
  if jsonb_array_length(coalesce(v_t->'regions', '[]'::jsonb)) > 0 then
    v_checks := v_checks + 1;
    if coalesce(p_user->'location', '{}'::jsonb) = '{}'::jsonb then
      v_got := v_got + 1;
    elsif exists (select 1 from jsonb_object_keys(p_user->'location') l, jsonb_array_elements_text(v_t->'regions') r
                  where lower(l) = case lower(r) when 'us' then 'united states' when 'usa' then 'united states'
                                                 when 'uk' then 'united kingdom' when 'gb' then 'united kingdom' else lower(r) end) then
      v_got := v_got + 2;
    end if;
  end if;
  if jsonb_array_length(coalesce(v_t->'sports', '[]'::jsonb)) > 0 then
    v_checks := v_checks + 1;
    if p_user->>'sport' is null then
      v_got := v_got + 1;
    elsif exists (select 1 from jsonb_array_elements_text(v_t->'sports') s where lower(s) = lower(p_user->>'sport')) then
      v_got := v_got + 2;
    end if;
  end if;
  return case when v_checks = 0 then 13 else (25 * v_got) / (2 * v_checks) end;
end
$$;
comment on function public.ai_audience_fit(jsonb, jsonb) is
  'The match score''s audience fit (0-25) of a user (ai_score_inputs'' user object) for a deal''s target audience.';

create or replace function public.ai_score_total(p jsonb) returns integer
language plpgsql immutable set search_path = '' as $$
declare
  v_deal jsonb := p->'deal';
  v_user jsonb := p->'user';
  v_names text[];
  v_amount bigint := (p->'deal'->>'amount_cents')::bigint;
  v_min bigint := (p->'user'->>'min_deal_cents')::bigint;
  v_median bigint := (p->'market'->>'median_cents')::bigint;
  v_sample int := coalesce((p->'market'->>'sample')::int, 0);
  v_days int := (p->'deal'->>'days_left')::int;
  v_open int := coalesce((p->'user'->>'open_deliverables')::int, 0);
  v_settled bigint := coalesce((p->'brand'->>'payments_settled')::bigint, 0);
  v_refunded bigint := coalesce((p->'brand'->>'payments_refunded')::bigint, 0);
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

  -- audience fit (25)
  audience := public.ai_audience_fit(p->'deal'->'target_audience', v_user);

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

-- The signed-in talent's score for the deal: deal_match_score(d.id, auth.uid()), from the kept inputs. The row is
-- one the caller can already see; the deal's own columns are its part of the inputs. The category checks compare
-- lower-cased arrays instead of querying jsonb, and the market median comes from the kept middle of the
-- category's sorted amounts, without the deal itself when it is one of them: the k-th smallest of the rest is the
-- k-th of all when that is below the deal's amount, else the (k+1)-th (percentile_cont's arithmetic, in float8).
-- The three kept tables are a page or two each, where the planner would scan them; the function runs once per listed
-- row, and a scan's set-up (it reads the table's size from the file system) costs more than an index probe.
create or replace function public.match_score(d public.deals) returns integer
language plpgsql stable security definer set search_path = '' set enable_seqscan = off as $$
declare
  v_uid uuid := auth.uid();
  f record;
  v_n integer;
  v_lo float8;
  v_hi float8;
  v_median bigint;
  v_amount bigint;
  v_days integer;
begin
  if v_uid is null or d.id is null then
    return null;
  end if;
  select u.inputs, u.role, u.interested, u.refused, u.min_deal_cents, u.open_deliverables,
         m.slug, coalesce(m.sample, 0) as sample, m.mid_from, m.mid,
         coalesce(b.settled, 0) as settled, coalesce(b.refunded, 0) as refunded
    into f
    from public.ai_user_features u
    left join public.ai_category_markets m on m.category = d.category
    left join public.ai_brand_payment_stats b on b.brand_id = d.brand_id
    where u.user_id = v_uid;
  if not found then
    -- no kept row (an account the triggers have not seen): the long way
    return (select case when i->>'role' in ('athlete', 'creator') then public.deal_match_score(d.id, v_uid) end
            from public.ai_user_score_inputs(v_uid) i);
  end if;
  if f.role is null or f.role not in ('athlete', 'creator') then
    return null;
  end if;

  -- the market: ai_market_stats(d.category, d.id), the median of the category's other deals
  v_n := case when d.category is null then 0
              else greatest(f.sample - case when d.brand_verified then 1 else 0 end, 0) end;
  if v_n > 0 then
    v_lo := f.mid[(v_n - 1) / 2 - f.mid_from + case when d.brand_verified and f.mid[(v_n - 1) / 2 - f.mid_from + 1] < d.compensation_amount then 1
                                                         when d.brand_verified then 2 else 1 end];
    v_hi := f.mid[v_n / 2 - f.mid_from + case when d.brand_verified and f.mid[v_n / 2 - f.mid_from + 1] < d.compensation_amount then 1
                                                         when d.brand_verified then 2 else 1 end];
    v_median := round((v_lo + (0.5::float8 * (v_hi - v_lo)))::numeric * 100)::bigint;
  end if;
  v_amount := d.compensation_cents;
  v_days := case when d.application_deadline is not null
                 then floor(extract(epoch from (d.application_deadline - now())) / 86400)::int end;

  return
    -- role and category fit (30)
    case when coalesce(f.role = any (d.target_roles), false) then 10 else 0 end
    + case when d.category is null then 10
           when f.refused is not null and f.refused && array[lower(d.category), lower(coalesce(f.slug, d.category))] then 0
           when f.interested is null or cardinality(f.interested) = 0 then 10
           when f.interested && array[lower(d.category), lower(coalesce(f.slug, d.category))] then 20
           else 5 end
    -- audience fit (25), only for deals that name an audience
    + case when d.target_audience = '{}'::jsonb and d.campaign_id is null then 13
           else public.ai_audience_fit(public.ai_deal_audience(d.id), f.inputs) end
    -- pay fit (25): against the user's minimum (15) and the market median (10)
    + case when f.min_deal_cents is null then 8
           when v_amount >= f.min_deal_cents then 15
           else (15 * v_amount) / f.min_deal_cents end
    + case when v_n < 3 or v_median is null then 5
           when v_amount >= v_median then 10
           else (10 * v_amount) / v_median end
    -- timing (10): the deadline (7) and the user's open deliverables (3)
    + case when v_days is null then 5 when v_days < 0 then 0 when v_days < 3 then 2 when v_days < 7 then 4 else 7 end
    + case when f.open_deliverables <= 2 then 3 when f.open_deliverables <= 5 then 1 else 0 end
    -- brand trust (10): verified (5) and the deal payment record (5)
    + case when d.brand_verified then 5 else 0 end
    + case when f.settled + f.refunded = 0 then 2 else ((5 * f.settled) / (f.settled + f.refunded))::int end;
end
$$;
comment on function public.match_score(public.deals) is
  'The signed-in athlete''s or creator''s match score for the deal (null for anyone else): deal_match_score from kept inputs.';
