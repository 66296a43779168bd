-- =============================================================================
-- Analytics and dashboard figures (issue 16), computed in one place so the
-- dashboards and /analytics show the same numbers as the tables. Security
-- invoker: every row they count passes the caller's own row-level security.
-- Money comes from deal_payments (cents): a talent's earnings are the released
-- payments made to them, a brand's spend is what it has put in (held) or paid
-- out (released). plpgsql, so the functions may be created before the
-- payments migration (20252101...) that adds deal_payments.
-- =============================================================================

create or replace function public.talent_analytics(p_months integer default 6) returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
begin
  return (
  with me as (select auth.uid() as uid),
  months as (
    select generate_series(date_trunc('month', now()) - make_interval(months => greatest(1, least(p_months, 24)) - 1),
                           date_trunc('month', now()), interval '1 month') as m
  ),
  apps as (select a.status, a.deal_id from public.applications a where a.user_id = (select uid from me)),
  pay as (select p.amount, p.status, p.released_at from public.deal_payments p where p.payee_id = (select uid from me)),
  seen as (select v.kind, v.viewed_at from public.profile_views v where v.profile_user_id = (select uid from me))
  select jsonb_build_object(
    'applications_sent', (select count(*) from apps),
    'by_status', (select coalesce(jsonb_object_agg(s.status, s.n), '{}'::jsonb) from (select status, count(*) as n from apps group by status) s),
    'acceptance_rate', (select case when count(*) filter (where status in ('accepted', 'rejected')) = 0 then null
                                    else round(100.0 * count(*) filter (where status = 'accepted') / count(*) filter (where status in ('accepted', 'rejected'))) end
                        from apps),
    'active_deals', (select count(*) from apps where status = 'accepted'),
    'earnings_total', (select coalesce(sum(amount), 0) / 100.0 from pay where status = 'released'),
    'earnings_held', (select coalesce(sum(amount), 0) / 100.0 from pay where status = 'held'),
    'earnings_by_month', (select jsonb_agg(jsonb_build_object('month', to_char(m, 'YYYY-MM'),
                            'amount', (select coalesce(sum(amount), 0) / 100.0 from pay where status = 'released' and date_trunc('month', released_at) = m))
                            order by m) from months),
    'views_total', jsonb_build_object(
      'profile', (select count(*) from seen where kind = 'profile'),
      'media_kit', (select count(*) from seen where kind = 'media_kit')),
    'views_by_month', (select jsonb_agg(jsonb_build_object('month', to_char(m, 'YYYY-MM'),
                         'profile', (select count(*) from seen where kind = 'profile' and date_trunc('month', viewed_at) = m),
                         'media_kit', (select count(*) from seen where kind = 'media_kit' and date_trunc('month', viewed_at) = m))
                         order by m) from months)
  ));
end
$$;
comment on function public.talent_analytics(integer) is
  'The caller''s applications by status, acceptance rate (accepted of decided), released earnings by month (deal_payments) and profile / media kit views by month.';

create or replace function public.brand_analytics() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
begin
  return (
  with me as (select auth.uid() as uid),
  b as (select id from public.brands where owner_id = (select uid from me)),
  d as (select id, title, is_active, compensation_amount from public.deals where brand_id in (select id from b)),
  a as (select x.deal_id, x.status from public.applications x where x.deal_id in (select id from d)),
  pay as (select p.amount, p.status, p.deal_id from public.deal_payments p where p.payer_id = (select uid from me))
  select jsonb_build_object(
    'brands', (select count(*) from b),
    'deals_total', (select count(*) from d),
    'deals_active', (select count(*) from d where is_active),
    'applicants_total', (select count(*) from a),
    'applicants_to_review', (select count(*) from a where status in ('pending', 'shortlisted')),
    'acceptance_rate', (select case when count(*) filter (where status in ('accepted', 'rejected')) = 0 then null
                                    else round(100.0 * count(*) filter (where status = 'accepted') / count(*) filter (where status in ('accepted', 'rejected'))) end
                        from a),
    'applicants_per_deal', (select coalesce(jsonb_agg(jsonb_build_object('deal_id', t.id, 'title', t.title, 'applicants', t.n, 'accepted', t.accepted)
                                                      order by t.n desc, t.title), '[]'::jsonb)
                            from (select d.id, d.title, count(a.deal_id) as n, count(*) filter (where a.status = 'accepted') as accepted
                                  from d left join a on a.deal_id = d.id
                                  group by d.id, d.title order by count(a.deal_id) desc, d.title limit 8) t),
    'deliverables_to_review', (select count(*) from public.deal_deliverables x
                               join public.applications y on y.id = x.application_id
                               where y.deal_id in (select id from d) and x.status = 'submitted'),
    'spend_total', (select coalesce(sum(amount), 0) / 100.0 from pay where status in ('held', 'released')),
    'spend_released', (select coalesce(sum(amount), 0) / 100.0 from pay where status = 'released'),
    'budget_total', (select coalesce(sum(c.budget), 0) from public.campaigns c where c.brand_id in (select id from b)),
    'campaigns', (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'status', c.status, 'budget', c.budget,
                                                           'committed', public.campaign_committed(c),
                                                           'spent', (select coalesce(sum(p.amount), 0) / 100.0 from pay p
                                                                     join public.deals dd on dd.id = p.deal_id
                                                                     where dd.campaign_id = c.id and p.status in ('held', 'released')))
                                        order by c.created_at desc), '[]'::jsonb)
                  from public.campaigns c where c.brand_id in (select id from b))
  ));
end
$$;
comment on function public.brand_analytics() is
  'The caller''s brands: deals, applicants per deal, acceptance rate, deliverables waiting for review, spend (held + released deal_payments) against campaign budgets.';

revoke execute on function public.talent_analytics(integer), public.brand_analytics() from public, anon;
grant execute on function public.talent_analytics(integer), public.brand_analytics() to authenticated;
