-- =============================================================================
-- Sort by Best match in milliseconds (issue 35). The computed field match_score(deals) runs a PL/pgSQL function for
-- each row, and sorting by it scores every matching deal: about 19 µs a row on PGlite, 190 ms at 10,000 deals. The
-- score is now also a PostgREST computed relationship, deal_match(deals), that the planner inlines into the list's
-- query: the signed-in talent's kept inputs, the category markets and the brands' payment points are read once per
-- query (private.match_context(), one row), and each deal's score is one expression over its own columns and that
-- row, with no function call per row (except for a deal that names an audience, and the long way for an account
-- the triggers have not seen). The list embeds it (`...deal_match(match_score)`) and orders by
-- `deal_match(match_score)`; PostgREST joins a to-one embed with LEFT JOIN LATERAL, which the planner flattens.
--
-- The formula is private.match_score's, step for step (20252908000200_match_score_private_offers.sql), and so is
-- every result: infra/supabase/tests/ai-score-best-match.test.ts compares each visible deal's embedded score with
-- match_score and deal_match_score, before and after the inputs change. The score is computed at read time from
-- kept inputs the triggers already refresh, so nothing new has to be kept current.
--
-- deal_match is plain SQL, security invoker and without SET (a SET or SECURITY DEFINER stops the planner from
-- inlining it): its body names every object with its schema, and it reads only through private.match_context()
-- (security definer, the caller's own row) and functions the caller may already call. The advisors' search_path
-- finding for it is allowed in infra/supabase/tests/advisors.test.ts for that reason.
-- =============================================================================

-- What the list needs once per query: the caller's kept score inputs (ai_user_features), the deadline thresholds, each
-- category's market and the payment-record points (0-5) of every brand with a settled or refunded payment
-- ({brand_id: points}; a brand without one earns 2). One row, always: uid null for a visitor, found false when the
-- triggers have not seen the account yet. PL/pgSQL keeps its plan across queries; deal_match calls it in a subquery of
-- its own, so it runs once per query even where the score is a correlated subquery.
--
-- The market of a deal is ai_market_stats(category, deal), the median of the category's other deals, which
-- match_score works out from the kept middle of the sorted amounts (ai_category_markets: sample, mid_from, mid). For
-- a deal of an unverified brand it is the category's median; for one of a verified brand (one of the sample) it is
-- the median without it: mid[k + 1] or mid[k + 2] at each of the two middle positions, by whether mid[k + 1] is below
-- the deal's amount. Here each category has every one of those answers worked out with match_score's arithmetic
-- ({category: [slug, n, median, n_verified, probe_lo, probe_hi, median_tt, median_tf, median_ft, median_ff]},
-- t/f: whether probe_lo, probe_hi is below the amount), so a row only picks one.
--
-- The deadline part: floor(epoch(deadline - now()) / 86400) < k exactly when deadline < now() + 24k hours (both
-- count microseconds), so the row compares its deadline with three instants.
create type private.match_context as (
  uid uuid, found boolean, min_deal_cents bigint, deliverable_points integer, now0 timestamptz, now3 timestamptz, now7 timestamptz,
  role text, interested text[], refused text[], markets jsonb, brand_points jsonb, inputs jsonb);
comment on type private.match_context is 'What deal_match(deals) reads once per query (private.match_context()).';

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
                    m.slug, mu.n, mu.median, mv.n, mv.plo, mv.phi, mv.tt, mv.tf, mv.ft, mv.ff)), '{}'::jsonb)
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
comment on function private.match_context() is
  'Once per query for deal_match(deals): the caller''s kept score inputs, deadline thresholds, category markets and brands'' payment-record points.';
revoke all on function private.match_context() from public;
grant execute on function private.match_context() to anon, authenticated, service_role;

-- ai_audience_fit(ai_deal_audience(deal), user) for deal_match: the fit, never the audience itself. Costed low: the
-- planner counts every branch of deal_match's expression, and only deals that name an audience call it.
create or replace function private.match_audience_fit(p_deal_id uuid, p_user jsonb) returns integer
language sql stable security definer set search_path = '' cost 1 as $$
  select public.ai_audience_fit(private.ai_deal_audience(p_deal_id), p_user)
$$;
comment on function private.match_audience_fit(uuid, jsonb) is
  'The audience fit (0-25) of the user inputs for the deal''s target audience (its own, else its campaign''s), for deal_match(deals).';
revoke all on function private.match_audience_fit(uuid, jsonb) from public;
grant execute on function private.match_audience_fit(uuid, jsonb) to anon, authenticated, service_role;

-- Whether the brand is verified, for the brand-trust points of a private offer (never listed: brand_verified false).
create or replace function private.match_brand_verified(p_brand_id uuid) returns boolean
language sql stable security definer set search_path = '' cost 1 as $$
  select coalesce((select b.verified from public.brands b where b.id = p_brand_id), false)
$$;
comment on function private.match_brand_verified(uuid) is
  'Whether the brand is verified: a private offer''s brand-trust points in deal_match(deals).';
revoke all on function private.match_brand_verified(uuid) from public;
grant execute on function private.match_brand_verified(uuid) to anon, authenticated, service_role;

-- The row type of deal_match: a view over every deal the caller can read, with the caller's score. Created first
-- with no rows so the function can return its type, then replaced below by its real definition, which uses the function.
create or replace view public.deal_match_scores with (security_invoker = true) as
  select null::uuid as deal_id, null::integer as match_score where false;

-- The signed-in athlete's or creator's match score of the deal (null for anyone else), equal to match_score(deal).
-- The market steps are LATERAL (select ...) without FROM, which the planner flattens into the row's expression.
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
               when x.refused is not null and x.refused && array[lower(d.category), lower(coalesce(mk.m->>0, d.category))] then 0
               when x.interested is null or cardinality(x.interested) = 0 then 10
               when x.interested && array[lower(d.category), lower(coalesce(mk.m->>0, d.category))] then 20
               else 5 end
        -- audience fit (25), only for deals that name an audience
        + case when d.target_audience = '{}'::jsonb and d.campaign_id is null then 13
               else private.match_audience_fit(d.id, x.inputs) end
        -- pay fit (25): against the user's minimum (15) and the market median (10)
        + case when x.min_deal_cents is null then 8
               when d.compensation_cents >= x.min_deal_cents then 15
               else (15 * d.compensation_cents) / x.min_deal_cents end
        + case when md.n < 3 or md.median is null then 5
               when d.compensation_cents >= md.median then 10
               else (10 * d.compensation_cents) / md.median end
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
  cross join lateral (
    select case when mk.m is null then 0 when d.brand_verified then (mk.m->>3)::int else (mk.m->>1)::int end as n,
           case when mk.m is null then null
                when not d.brand_verified then (mk.m->>2)::bigint
                when coalesce((mk.m->>4)::numeric < d.compensation_amount, false)
                  then case when coalesce((mk.m->>5)::numeric < d.compensation_amount, false) then (mk.m->>6)::bigint else (mk.m->>7)::bigint end
                else case when coalesce((mk.m->>5)::numeric < d.compensation_amount, false) then (mk.m->>8)::bigint else (mk.m->>9)::bigint end
           end as median) md
$$;
comment on function public.deal_match(public.deals) is
  'The signed-in talent''s match score of the deal as a to-one embed (`...deal_match(match_score)`, order=deal_match(match_score).desc): equal to match_score, computed set-based.';
revoke all on function public.deal_match(public.deals) from public;
grant execute on function public.deal_match(public.deals) to anon, authenticated, service_role;

create or replace view public.deal_match_scores with (security_invoker = true) as
  select s.deal_id, s.match_score from public.deals d cross join lateral public.deal_match(d) s;
comment on view public.deal_match_scores is
  'The caller''s match score of every deal they can read (deal_match(deals)); the row type of that computed relationship.';
revoke all on public.deal_match_scores from public, anon, authenticated;
grant select on public.deal_match_scores to anon, authenticated, service_role;
