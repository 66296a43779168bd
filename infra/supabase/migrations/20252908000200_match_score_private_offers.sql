-- =============================================================================
-- The match score of a private offer (issue 32) equals deal_match_score: a private deal is never listed, so its
-- deals.brand_verified is false, but its brand's verification still earns the brand-trust points, as
-- ai_score_inputs (the long way) reads them from the brand. Only that branch changes.
-- =============================================================================

create or replace function private.match_score(d public.deals) returns integer
language plpgsql stable security definer set search_path = '' set enable_seqscan = 'off' as $$
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
            from private.ai_user_score_inputs(v_uid) i);
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
           else public.ai_audience_fit(private.ai_deal_audience(d.id), f.inputs) end
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
    + case when d.brand_verified then 5
           -- a private offer is never listed (brand_verified false), but its brand may be verified: as ai_score_inputs reads it
           when d.private_for is not null and coalesce((select bb.verified from public.brands bb where bb.id = d.brand_id), false) then 5
           else 0 end
    + case when f.settled + f.refunded = 0 then 2 else ((5 * f.settled) / (f.settled + f.refunded))::int end;
end
$$;
