-- =============================================================================
-- Best match, leaner per row (issue 35). deal_match(deals) (20253102000100_best_match_set_based.sql) is inlined into
-- the list's query, and PostgreSQL copies a flattened subquery's expression into every place that uses it: the market
-- median (a CASE over nine jsonb picks) was copied three times and the category keys (two lower() and a jsonb pick)
-- twice, so each deal's score evaluated about thirty jsonb lookups and the statement took longer to plan and to set up.
-- Same formula, same results (infra/supabase/tests/ai-score-best-match.test.ts compares every visible deal's score with
-- match_score for every kind of user):
--   * a category with a market gets its category points from match_context, worked out once per query from the
--     caller's interests and refusals (element 10 of its markets entry); any other category is its own slug, so its
--     keys are lower(category) twice, as before;
--   * the median is one pick: element 2 for an unverified brand's deal, else 6 + 2 * (probe_lo not below the amount)
--     + (probe_hi not below it), the same four answers as before; the market points are
--     least(10, 10 * amount / median), which is 10 at or over the median and the same integer under it (amounts are
--     never negative: deals_compensation_amount_check), with a median of 0 giving 10 as before;
--   * whether the deal names an audience (its own target_audience, or its campaign's) is a generated column,
--     names_audience, instead of a jsonb comparison on every row (about a sixth of the score's time at 4,000 deals).
-- =============================================================================

alter table public.deals
  add column names_audience boolean generated always as (coalesce(target_audience <> '{}'::jsonb, true) or campaign_id is not null) stored;
comment on column public.deals.names_audience is
  'Whether the deal names a target audience, its own or its campaign''s (generated): deal_match scores the audience fit only then.';

create or replace function private.match_context() returns private.match_context
language plpgsql stable security definer set search_path = '' cost 10 as $$
declare
  v_ctx private.match_context;
begin
  -- PL/pgSQL, not SQL: a SQL function called in a query is planned again on every query, this keeps its plan
  select a.uid, u.user_id is not null, u.min_deal_cents,
         case when u.open_deliverables <= 2 then 3 when u.open_deliverables <= 5 then 1 else 0 end,
         now(), now() + interval '72 hours', now() + interval '168 hours',
         u.role, u.interested, u.refused,
         (select coalesce(jsonb_object_agg(m.category, jsonb_build_array(
                    m.slug, mu.n, mu.median, mv.n, mv.plo, mv.phi, mv.tt, mv.tf, mv.ft, mv.ff,
                    -- 10: the caller's category points for a deal of this category (its name and slug the keys)
                    case when u.refused is not null and u.refused && array[lower(m.category), lower(coalesce(m.slug, m.category))] then 0
                         when u.interested is null or cardinality(u.interested) = 0 then 10
                         when u.interested && array[lower(m.category), lower(coalesce(m.slug, m.category))] then 20
                         else 5 end)), '{}'::jsonb)
            from public.ai_category_markets m
            -- a deal of an unverified brand: n = sample, each middle position's mid[k + 1]
            cross join lateral (
              select c.n, case when c.n > 0 then round((lo.v + (0.5::float8 * (hi.v - lo.v)))::numeric * 100)::bigint end as median
              from (select m.sample as n) c,
                   lateral (select case when (c.n - 1) / 2 - m.mid_from + 1 >= 1 then m.mid[(c.n - 1) / 2 - m.mid_from + 1]::float8 end as v) lo,
                   lateral (select case when c.n / 2 - m.mid_from + 1 >= 1 then m.mid[c.n / 2 - m.mid_from + 1]::float8 end as v) hi) mu
            -- a deal of a verified brand: n = sample - 1, mid[k + 1] when the probe mid[k + 1] is below the amount, else mid[k + 2]
            cross join lateral (
              select c.n, p.plo, p.phi,
                     case when c.n > 0 then round((r.lo1 + (0.5::float8 * (r.hi1 - r.lo1)))::numeric * 100)::bigint end as tt,
                     case when c.n > 0 then round((r.lo1 + (0.5::float8 * (r.hi2 - r.lo1)))::numeric * 100)::bigint end as tf,
                     case when c.n > 0 then round((r.lo2 + (0.5::float8 * (r.hi1 - r.lo2)))::numeric * 100)::bigint end as ft,
                     case when c.n > 0 then round((r.lo2 + (0.5::float8 * (r.hi2 - r.lo2)))::numeric * 100)::bigint end as ff
              from (select greatest(m.sample - 1, 0) as n) c,
                   lateral (select (c.n - 1) / 2 - m.mid_from as klo, c.n / 2 - m.mid_from as khi) k,
                   lateral (select case when k.klo + 1 >= 1 then m.mid[k.klo + 1] end as plo,
                                   case when k.khi + 1 >= 1 then m.mid[k.khi + 1] end as phi) p,
                   lateral (select case when k.klo + 1 >= 1 then m.mid[k.klo + 1]::float8 end as lo1,
                                   case when k.klo + 2 >= 1 then m.mid[k.klo + 2]::float8 end as lo2,
                                   case when k.khi + 1 >= 1 then m.mid[k.khi + 1]::float8 end as hi1,
                                   case when k.khi + 2 >= 1 then m.mid[k.khi + 2]::float8 end as hi2) r) mv),
         (select coalesce(jsonb_object_agg(b.brand_id::text, ((5 * b.settled) / (b.settled + b.refunded))::int), '{}'::jsonb)
            from public.ai_brand_payment_stats b where b.settled + b.refunded <> 0),
         u.inputs
    into v_ctx
  from (select auth.uid() as uid) a
  left join public.ai_user_features u on u.user_id = a.uid;
  return v_ctx;
end
$$;

create or replace function public.deal_match(d public.deals) returns setof public.deal_match_scores
language sql stable rows 1 as $$
  select d.id,
    case
      when x.uid is null or d.id is null then null
      -- no kept row yet: the long way
      when not x.found then private.match_score(d)
      when x.role is null or x.role not in ('athlete', 'creator') then null
      else (
        -- role and category fit (30)
        case when coalesce(x.role = any (d.target_roles), false) then 10 else 0 end
        + case when d.category is null then 10
               -- a category with a market: its points are worked out once per query (match_context, element 10)
               when mk.m is not null then (mk.m->>10)::int
               -- any other: its name is its slug
               when x.refused is not null and lower(d.category) = any (x.refused) then 0
               when x.interested is null or cardinality(x.interested) = 0 then 10
               when lower(d.category) = any (x.interested) then 20
               else 5 end
        -- audience fit (25), only for deals that name an audience
        + case when d.names_audience then private.match_audience_fit(d.id, x.inputs) else 13 end
        -- pay fit (25): against the user's minimum (15) and the market median (10)
        + case when x.min_deal_cents is null then 8
               when d.compensation_cents >= x.min_deal_cents then 15
               else (15 * d.compensation_cents) / x.min_deal_cents end
        -- (amounts are never negative: at or over the median is 10, under it 10 * amount / median, a median of 0 is 10)
        + case when md.n < 3 or md.median is null then 5
               else least(10, coalesce((10 * d.compensation_cents) / nullif(md.median, 0), 10)) end
        -- timing (10): the deadline (7) and the user's open deliverables (3)
        + case when d.application_deadline is null then 5 when d.application_deadline < x.now0 then 0
               when d.application_deadline < x.now3 then 2 when d.application_deadline < x.now7 then 4 else 7 end
        + x.deliverable_points
        -- brand trust (10): verified (5) and the deal payment record (5)
        + case when d.brand_verified then 5
               -- a private offer is never listed (brand_verified false), but its brand may be verified
               when d.private_for is not null and private.match_brand_verified(d.brand_id) then 5
               else 0 end
        + coalesce((x.brand_points->>(d.brand_id::text))::int, 2)
      )::integer
    end
  -- the context: one call per query (in a subquery of its own, so a correlated subquery's rescan rewinds its row)
  from (select * from private.match_context() offset 0) x
  -- the market: ai_market_stats(d.category, d.id), the median of the category's other deals (match_context)
  cross join lateral (select x.markets->d.category as m) mk
  -- n and the median in one pick each: a verified brand's deal takes element 6-9 by whether probe_lo and probe_hi are
  -- below its amount (6: both, 7: only probe_lo, 8: only probe_hi, 9: neither)
  cross join lateral (
    select (mk.m->>(case when d.brand_verified then 3 else 1 end))::int as n,
           (mk.m->>(case when not d.brand_verified then 2
                         else 6 + 2 * (not coalesce((mk.m->>4)::numeric < d.compensation_amount, false))::int
                                + (not coalesce((mk.m->>5)::numeric < d.compensation_amount, false))::int end))::bigint as median) md
$$;
