-- =============================================================================
-- Best match, faster again (issue 35): two costs the list's query paid on every request, whatever the deals.
--   * A deal that names an audience called private.match_audience_fit(deal id, inputs), plain SQL that read the deal
--     (and its campaign) and normalised the audience through ai_normalize_audience and ai_text_array. PostgreSQL parses
--     and plans a SQL function that it cannot inline once in every query that calls it, and these three were: about
--     3 ms on PGlite and 8 ms on PostgreSQL for the ten such deals of the benchmark. The normalised audience is now
--     kept on the deal and on the campaign (generated columns, from the same immutable ai_normalize_audience), and
--     the fit is PL/pgSQL (its statement's plan is kept for the session) that reads the campaign's only when the deal
--     has none of its own.
--   * The long way, for an account the triggers have not seen yet, took the whole row (private.match_score(d)): the
--     expression then needed every column, so every matching deal was read whole and carried through the sort. It
--     takes the deal's id (private.match_score_of), and reads the row only when it runs.
-- Same formula and results: infra/supabase/tests/ai-score-best-match.test.ts compares every visible deal's score with
-- match_score for every kind of user, on PGlite and PostgreSQL.
-- =============================================================================

alter table public.deals
  add column normalized_audience jsonb generated always as (
    case when target_audience <> '{}'::jsonb then public.ai_normalize_audience(target_audience) end) stored;
comment on column public.deals.normalized_audience is
  'The deal''s own target audience normalised (ai_normalize_audience; generated), null when it names none: deal_match scores the audience fit from it.';

alter table public.campaigns
  add column normalized_audience jsonb generated always as (
    public.ai_normalize_audience(coalesce(target_audience, '{}'::jsonb))) stored;
comment on column public.campaigns.normalized_audience is
  'The campaign''s target audience normalised (ai_normalize_audience; generated): the audience of its deals that name none of their own.';

-- ai_audience_fit(ai_deal_audience(deal), user), from the kept normalised audiences: the fit, never the audience itself
drop function private.match_audience_fit(uuid, jsonb);
create function private.match_audience_fit(p_own jsonb, p_campaign_id uuid, p_user jsonb) returns integer
language plpgsql stable security definer set search_path = '' cost 1 as $$
declare
  v_target jsonb := p_own;
begin
  if v_target is null then
    select c.normalized_audience into v_target from public.campaigns c where c.id = p_campaign_id;
  end if;
  return public.ai_audience_fit(coalesce(v_target, '{}'::jsonb), p_user);
end
$$;
comment on function private.match_audience_fit(jsonb, uuid, jsonb) is
  'The audience fit (0-25) of the user inputs for a deal''s normalised audience (its own, else its campaign''s), for deal_match(deals).';
revoke all on function private.match_audience_fit(jsonb, uuid, jsonb) from public;
grant execute on function private.match_audience_fit(jsonb, uuid, jsonb) to anon, authenticated, service_role;

-- match_score of a deal by its id, for deal_match's long way
create function private.match_score_of(p_deal_id uuid) returns integer
language plpgsql stable security definer set search_path = '' as $$
declare
  v_score integer;
begin
  select private.match_score(d) into v_score from public.deals d where d.id = p_deal_id;
  return v_score;
end
$$;
comment on function private.match_score_of(uuid) is
  'private.match_score of the deal with this id: deal_match''s long way, for an account the triggers have not seen yet.';
revoke all on function private.match_score_of(uuid) from public;
grant execute on function private.match_score_of(uuid) to anon, authenticated, service_role;

create or replace function public.deal_match(d public.deals) returns setof public.deal_match_scores
language sql stable rows 1 as $$
  select d.id,
    case
      when x.uid is null or d.id is null then null
      -- no kept row yet: the long way (by id: the whole row in the expression made every row carry all its columns)
      when not x.found then private.match_score_of(d.id)
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
        + case when d.names_audience then private.match_audience_fit(d.normalized_audience, d.campaign_id, x.inputs) else 13 end
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
