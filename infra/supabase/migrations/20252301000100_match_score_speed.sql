-- =============================================================================
-- The match score, cheap per row (issue 18's score, issue 10's speed targets).
--
-- match_score(deals) used to run ai_score_inputs for every listed deal, and that re-read the user's profile,
-- platforms, audience and open deliverables (the last through the applications policy, which scans every deal),
-- the category's median over all its deals and the brand's payment record: about 100 ms a deal at 10,000 deals.
-- The same inputs are now kept where one index lookup finds them:
--   ai_user_features        the `user` part of ai_score_inputs for each account, rewritten by triggers on every
--                           table it reads (profiles, user_roles, creator_platforms, audience_demographics,
--                           applications, deal_deliverables)
--   ai_category_markets     per category: its slug, how many deals of verified brands it has, and the two or
--                           three amounts in the middle of their sorted list, from which the median without any
--                           one deal follows exactly (statement-level triggers on deals, a row trigger on
--                           deal_categories)
--   ai_brand_payment_stats  per brand: deal payments settled (held, released) and refunded (triggers on
--                           deal_payments)
-- and match_score adds them up with the very same formula, ai_score_total. ai_score_inputs (the "Why this score"
-- popover, /ai-scoring) and deal_match_score still compute from the source tables, and return what they did;
-- infra/supabase/tests/ai-score-speed.test.ts holds the two paths equal.
--
-- match_score is now null unless the signed-in user is an athlete or a creator: only talent sees the badge and
-- the Best match sort (spec, issue 18), so brands, agencies, admins and visitors no longer pay for it.
-- Nobody writes these tables but the definer triggers; a user may read only their own features row.
-- =============================================================================

-- ------------------------------------------------------------------ the user's part
-- ai_score_inputs' `user` object, for any account, read past RLS. Equal to what ai_score_inputs reads for the
-- callers it serves (the user themselves, an admin, the service role), who see all of that user's rows.
create or replace function public.ai_user_score_inputs(p_user_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  p record;
  v_role text;
  v_prefs jsonb;
  v_platforms jsonb;
  v_followers bigint;
begin
  if p_user_id is null then
    return null;
  end if;
  select pr.role, pr.sport, pr.follower_count, pr.extra_data, pr.instagram_handle, pr.twitter_handle, pr.tiktok_handle
    into p
    from public.profiles pr where pr.user_id = p_user_id;
  -- get_user_role without its caller check (this runs in triggers, whoever the caller)
  v_role := coalesce(p.role, (select r.role from public.user_roles r where r.user_id = p_user_id), 'athlete');
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

  return jsonb_build_object(
    'role', v_role,
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
                          where a.user_id = p_user_id and a.status = 'accepted' and dd.status in ('todo', 'changes_requested')));
end
$$;

create table public.ai_user_features (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- ai_user_score_inputs(user_id), and below it the same, ready for comparisons (lower case, typed)
  inputs jsonb not null,
  role text,
  interested text[],
  refused text[],
  min_deal_cents bigint,
  open_deliverables integer not null default 0,
  updated_at timestamptz not null default now()
);
comment on table public.ai_user_features is
  'The user part of the match score inputs (ai_user_score_inputs), kept by triggers so a list scores each deal with one lookup.';
create trigger ai_user_features_set_updated_at before update on public.ai_user_features
  for each row execute function public.set_updated_at();
alter table public.ai_user_features enable row level security;
create policy "Users read their own score features" on public.ai_user_features
  for select to authenticated using (user_id = (select auth.uid()));
revoke all on public.ai_user_features from anon, authenticated;
grant select on public.ai_user_features to authenticated;
grant all on public.ai_user_features to service_role;

create or replace function public.ai_refresh_user_features(p_user_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  -- an account being deleted (its rows cascading away) has nothing left to score
  if p_user_id is null or not exists (select 1 from auth.users u where u.id = p_user_id) then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ai_user_features:' || p_user_id::text, 0));
  insert into public.ai_user_features (user_id, inputs, role, interested, refused, min_deal_cents, open_deliverables, updated_at)
  select p_user_id, i, i->>'role',
         case when jsonb_typeof(i->'interested_categories') = 'array'
              then array(select lower(x) from jsonb_array_elements_text(i->'interested_categories') x) end,
         case when jsonb_typeof(i->'refused_categories') = 'array'
              then array(select lower(x) from jsonb_array_elements_text(i->'refused_categories') x) end,
         (i->>'min_deal_cents')::bigint,
         coalesce((i->>'open_deliverables')::int, 0),
         now()
  from public.ai_user_score_inputs(p_user_id) i
  on conflict (user_id) do update set inputs = excluded.inputs, role = excluded.role, interested = excluded.interested,
    refused = excluded.refused, min_deal_cents = excluded.min_deal_cents, open_deliverables = excluded.open_deliverables,
    updated_at = excluded.updated_at
    where public.ai_user_features.inputs is distinct from excluded.inputs;
end
$$;

-- one trigger function for the tables that carry user_id
create or replace function public.ai_user_features_touch() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.ai_refresh_user_features(old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.user_id is distinct from old.user_id) then
    perform public.ai_refresh_user_features(new.user_id);
  end if;
  return null;
end
$$;

create trigger profiles_ai_features after insert or delete or update of user_id, role, sport, follower_count, extra_data, instagram_handle, twitter_handle, tiktok_handle
  on public.profiles for each row execute function public.ai_user_features_touch();
create trigger user_roles_ai_features after insert or delete or update of user_id, role
  on public.user_roles for each row execute function public.ai_user_features_touch();
create trigger creator_platforms_ai_features after insert or delete or update of user_id, platform, follower_count
  on public.creator_platforms for each row execute function public.ai_user_features_touch();
create trigger audience_demographics_ai_features after insert or delete or update of user_id, dimension, label, percentage
  on public.audience_demographics for each row execute function public.ai_user_features_touch();
create trigger applications_ai_features after insert or delete or update of user_id, status
  on public.applications for each row execute function public.ai_user_features_touch();

create or replace function public.deal_deliverables_ai_features() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.ai_refresh_user_features((select a.user_id from public.applications a where a.id = old.application_id));
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.application_id is distinct from old.application_id) then
    perform public.ai_refresh_user_features((select a.user_id from public.applications a where a.id = new.application_id));
  end if;
  return null;
end
$$;
create trigger deal_deliverables_ai_features after insert or delete or update of application_id, status
  on public.deal_deliverables for each row execute function public.deal_deliverables_ai_features();

select public.ai_refresh_user_features(u.id) from auth.users u;

-- ------------------------------------------------------------- the category's market
create table public.ai_category_markets (
  category text primary key references public.deal_categories (name) on update cascade on delete cascade,
  slug text not null,
  -- deals of verified brands in the category
  sample integer not null default 0,
  -- their amounts sorted: `mid` holds those at 0-based positions mid_from .. mid_from + 2
  mid_from integer not null default 0,
  mid numeric[] not null default '{}'
);
comment on table public.ai_category_markets is
  'Per category: deals of verified brands and the middle of their sorted amounts, kept by triggers (match score market factor).';
alter table public.ai_category_markets enable row level security;
revoke all on public.ai_category_markets from anon, authenticated;
grant all on public.ai_category_markets to service_role;

create index deals_category_amount_idx on public.deals (category, compensation_amount) where brand_verified;

-- Each refresh first takes a transaction lock on what it rewrites, so two transactions changing the same category
-- (brand, user) at once cannot overwrite each other's count: the second one counts after the first commits.
create or replace function public.ai_refresh_category_markets(p_categories text[]) returns void
language sql volatile security definer set search_path = '' as $$
  select pg_advisory_xact_lock(hashtextextended('ai_category_markets:' || x, 0)) from unnest(p_categories) x order by x;
  insert into public.ai_category_markets (category, slug, sample, mid_from, mid)
  select c.name, c.slug, s.n, s.from_pos,
         coalesce((select array_agg(m.compensation_amount order by m.compensation_amount) from (
                     select d.compensation_amount from public.deals d
                     where d.category = c.name and d.brand_verified
                     order by d.compensation_amount offset s.from_pos limit 3) m), '{}')
  from public.deal_categories c
  cross join lateral (
    select n, greatest(0, (n - 2) / 2) as from_pos
    from (select count(*)::int as n from public.deals d where d.category = c.name and d.brand_verified) k) s
  where c.name = any (p_categories)
  on conflict (category) do update set slug = excluded.slug, sample = excluded.sample, mid_from = excluded.mid_from, mid = excluded.mid
$$;

create or replace function public.deals_ai_markets() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_categories text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.category) into v_categories from new_rows n where n.brand_verified and n.category is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.category) into v_categories from old_rows o where o.brand_verified and o.category is not null;
  else
    select array_agg(distinct c) into v_categories from (
      select o.category as c from old_rows o join new_rows n on n.id = o.id
      where (o.category, o.compensation_amount, o.brand_verified) is distinct from (n.category, n.compensation_amount, n.brand_verified)
      union all
      select n.category from old_rows o join new_rows n on n.id = o.id
      where (o.category, o.compensation_amount, o.brand_verified) is distinct from (n.category, n.compensation_amount, n.brand_verified)
    ) x where c is not null;
  end if;
  if v_categories is not null then
    perform public.ai_refresh_category_markets(v_categories);
  end if;
  return null;
end
$$;
create trigger deals_ai_markets_insert after insert on public.deals
  referencing new table as new_rows for each statement execute function public.deals_ai_markets();
create trigger deals_ai_markets_update after update on public.deals
  referencing old table as old_rows new table as new_rows for each statement execute function public.deals_ai_markets();
create trigger deals_ai_markets_delete after delete on public.deals
  referencing old table as old_rows for each statement execute function public.deals_ai_markets();

create or replace function public.deal_categories_ai_markets() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.ai_refresh_category_markets(array[new.name]);
  return null;
end
$$;
create trigger deal_categories_ai_markets after insert or update of name, slug on public.deal_categories
  for each row execute function public.deal_categories_ai_markets();

select public.ai_refresh_category_markets(array(select name from public.deal_categories));

-- ------------------------------------------------------------- the brand's payment record
create table public.ai_brand_payment_stats (
  brand_id uuid primary key references public.brands (id) on delete cascade,
  settled bigint not null default 0,
  refunded bigint not null default 0
);
comment on table public.ai_brand_payment_stats is
  'Per brand: deal payments held or released, and refunded (ai_brand_payment_record), kept by triggers on deal_payments.';
alter table public.ai_brand_payment_stats enable row level security;
revoke all on public.ai_brand_payment_stats from anon, authenticated;
grant all on public.ai_brand_payment_stats to service_role;

create or replace function public.ai_refresh_brand_payments(p_brands uuid[]) returns void
language sql volatile security definer set search_path = '' as $$
  select pg_advisory_xact_lock(hashtextextended('ai_brand_payment_stats:' || x::text, 0)) from unnest(p_brands) x order by x;
  insert into public.ai_brand_payment_stats (brand_id, settled, refunded)
  select b.id, (r->>'settled')::bigint, (r->>'refunded')::bigint
  from public.brands b cross join lateral public.ai_brand_payment_record(b.id) r
  where b.id = any (p_brands)
  on conflict (brand_id) do update set settled = excluded.settled, refunded = excluded.refunded
$$;

create or replace function public.deal_payments_ai_brands() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_brands uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.brand_id) into v_brands from new_rows n where n.brand_id is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.brand_id) into v_brands from old_rows o where o.brand_id is not null;
  else
    select array_agg(distinct b) into v_brands from (
      select o.brand_id as b from old_rows o join new_rows n on n.id = o.id
      where (o.brand_id, o.status) is distinct from (n.brand_id, n.status)
      union all
      select n.brand_id from old_rows o join new_rows n on n.id = o.id
      where (o.brand_id, o.status) is distinct from (n.brand_id, n.status)
    ) x where b is not null;
  end if;
  if v_brands is not null then
    perform public.ai_refresh_brand_payments(v_brands);
  end if;
  return null;
end
$$;
create trigger deal_payments_ai_brands_insert after insert on public.deal_payments
  referencing new table as new_rows for each statement execute function public.deal_payments_ai_brands();
create trigger deal_payments_ai_brands_update after update on public.deal_payments
  referencing old table as old_rows new table as new_rows for each statement execute function public.deal_payments_ai_brands();
create trigger deal_payments_ai_brands_delete after delete on public.deal_payments
  referencing old table as old_rows for each statement execute function public.deal_payments_ai_brands();

select public.ai_refresh_brand_payments(array(select distinct brand_id from public.deal_payments where brand_id is not null));

-- ------------------------------------------------------------- the computed field
-- The signed-in talent's score for the deal: deal_match_score(d.id, auth.uid()), from the kept inputs. The row is
-- one the caller can already see; the deal's own columns are its part of the inputs. The arithmetic is
-- ai_score_total's, step for step, on typed values: the category checks compare lower-cased arrays instead of
-- querying jsonb, and the market median comes from the kept middle of the category's sorted amounts (without the
-- deal itself when it is one of them: the k-th smallest of the rest is the k-th of all when that is below the
-- deal's amount, else the (k+1)-th; the median is percentile_cont's, in the same float8 arithmetic).
create or replace function public.match_score(d public.deals) returns integer
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  f record;
  v_user jsonb;
  v_t jsonb;
  v_names text[];
  v_amount bigint;
  v_n integer;
  v_lo integer;
  v_hi integer;
  v_lo_val float8;
  v_hi_val float8;
  v_median bigint;
  v_days integer;
  v_checks integer := 0;
  v_got integer := 0;
  fit integer := 0;
  audience integer;
  pay integer := 0;
  timing integer;
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
  v_user := f.inputs;

  -- role and category fit (30)
  if coalesce(f.role = any (d.target_roles), false) then
    fit := 10;
  end if;
  if d.category is null then
    fit := fit + 10;
  else
    v_names := array[lower(d.category), lower(coalesce(f.slug, d.category))];
    if f.refused is not null and f.refused && v_names then
      fit := fit + 0;
    elsif f.interested is null or cardinality(f.interested) = 0 then
      fit := fit + 10;
    elsif f.interested && v_names then
      fit := fit + 20;
    else
      fit := fit + 5;
    end if;
  end if;

  -- audience fit (25): as ai_score_total, only for deals that name an audience
  v_t := case when d.target_audience = '{}'::jsonb and d.campaign_id is null then '{}'::jsonb
              else coalesce(public.ai_deal_audience(d.id), '{}'::jsonb) end;
  if v_t = '{}'::jsonb then
    audience := 13;
  else
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
  end if;

  -- the market: ai_market_stats(d.category, d.id), from the kept middle
  v_n := f.sample - case when d.brand_verified and d.category is not null then 1 else 0 end;
  if d.category is null or v_n <= 0 then
    v_n := 0;
    v_median := null;
  else
    v_lo := (v_n - 1) / 2;
    v_hi := v_n / 2;
    if d.brand_verified then
      v_lo_val := (case when f.mid[v_lo - f.mid_from + 1] < d.compensation_amount then f.mid[v_lo - f.mid_from + 1] else f.mid[v_lo - f.mid_from + 2] end)::float8;
      v_hi_val := (case when f.mid[v_hi - f.mid_from + 1] < d.compensation_amount then f.mid[v_hi - f.mid_from + 1] else f.mid[v_hi - f.mid_from + 2] end)::float8;
    else
      v_lo_val := f.mid[v_lo - f.mid_from + 1]::float8;
      v_hi_val := f.mid[v_hi - f.mid_from + 1]::float8;
    end if;
    v_median := round((case when v_lo = v_hi then v_lo_val else v_lo_val + (0.5::float8 * (v_hi_val - v_lo_val)) end)::numeric * 100)::bigint;
  end if;

  -- pay fit (25): against the user's minimum (15) and the market median (10)
  v_amount := round(d.compensation_amount * 100)::bigint;
  if f.min_deal_cents is null then
    pay := 8;
  elsif v_amount >= f.min_deal_cents then
    pay := 15;
  else
    pay := (15 * v_amount) / f.min_deal_cents;
  end if;
  if v_n < 3 or v_median is null then
    pay := pay + 5;
  elsif v_amount >= v_median then
    pay := pay + 10;
  else
    pay := pay + (10 * v_amount) / v_median;
  end if;

  -- timing (10): the deadline (7) and the user's open deliverables (3)
  v_days := case when d.application_deadline is not null
                 then floor(extract(epoch from (d.application_deadline - now())) / 86400)::int end;
  timing := case when v_days is null then 5 when v_days < 0 then 0 when v_days < 3 then 2 when v_days < 7 then 4 else 7 end
          + case when f.open_deliverables <= 2 then 3 when f.open_deliverables <= 5 then 1 else 0 end;

  -- brand trust (10): verified (5) and the deal payment record (5)
  return fit + audience + pay + timing
       + case when d.brand_verified then 5 else 0 end
       + case when f.settled + f.refunded = 0 then 2 else ((5 * f.settled) / (f.settled + f.refunded))::int end;
end
$$;
comment on function public.match_score(public.deals) is
  'The signed-in athlete''s or creator''s match score for the deal (null for anyone else): deal_match_score from kept inputs.';

revoke execute on function public.ai_user_score_inputs(uuid) from public, anon, authenticated;
revoke execute on function public.ai_refresh_user_features(uuid) from public, anon, authenticated;
revoke execute on function public.ai_refresh_category_markets(text[]) from public, anon, authenticated;
revoke execute on function public.ai_refresh_brand_payments(uuid[]) from public, anon, authenticated;
revoke execute on function public.ai_user_features_touch() from public, anon, authenticated;
revoke execute on function public.deal_deliverables_ai_features() from public, anon, authenticated;
revoke execute on function public.deals_ai_markets() from public, anon, authenticated;
revoke execute on function public.deal_categories_ai_markets() from public, anon, authenticated;
revoke execute on function public.deal_payments_ai_brands() from public, anon, authenticated;
grant execute on function public.ai_user_score_inputs(uuid) to service_role;
