-- "Active deals" on the talent's analytics counted every accepted application, so finished deals (all work approved)
-- and deals the brand cancelled and was refunded for stayed "active" forever (the demo athlete had 6, three of them
-- paid out months ago). A won deal is now active until its work is all approved or its payment is refunded. Same
-- figures otherwise.
create or replace function public.talent_analytics(p_months integer default 6) returns jsonb
  language plpgsql stable
  set search_path = ''
as $$
begin
  return (
  with me as (select auth.uid() as uid),
  months as (
    select generate_series(date_trunc('month', now()) - make_interval(months => greatest(1, least(p_months, 24)) - 1),
                           date_trunc('month', now()), interval '1 month') as m
  ),
  apps as (
    select a.status, a.deal_id,
           -- a won deal is active until its work is all approved or its payment is refunded to the brand
           a.status = 'accepted'
             and not exists (select 1 from public.deal_payments p where p.application_id = a.id and p.status = 'refunded')
             and (exists (select 1 from public.deal_deliverables x where x.application_id = a.id and x.status <> 'approved')
                  or not exists (select 1 from public.deal_deliverables x where x.application_id = a.id)) as active
    from public.applications a where a.user_id = (select uid from me)
  ),
  pay as (select p.amount, p.status, p.released_at from public.deal_payments p where p.payee_id = (select uid from me)),
  seen as (select v.kind, v.viewed_at from public.profile_views v where v.profile_user_id = (select uid from me))
  select jsonb_build_object(
    'applications_sent', (select count(*) from apps),
    'by_status', (select coalesce(jsonb_object_agg(s.status, s.n), '{}'::jsonb) from (select status, count(*) as n from apps group by status) s),
    'acceptance_rate', (select case when count(*) filter (where status in ('accepted', 'rejected')) = 0 then null
                                    else round(100.0 * count(*) filter (where status = 'accepted') / count(*) filter (where status in ('accepted', 'rejected'))) end
                        from apps),
    'active_deals', (select count(*) from apps where active),
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
