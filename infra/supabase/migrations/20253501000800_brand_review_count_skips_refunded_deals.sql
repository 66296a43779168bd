-- A deliverable submitted on a deal whose payment was then refunded to the brand (an admin settling a dispute) is
-- closed (20253501000500): the brand can no longer review it, so it no longer counts as "to review" (the dashboard's
-- next step would have asked for a review nobody can do). Same figures otherwise.
create or replace function public.brand_analytics() returns jsonb
  language plpgsql stable
  set search_path = ''
as $$
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
                               where y.deal_id in (select id from d) and x.status = 'submitted'
                                 and not exists (select 1 from public.deal_payments p where p.application_id = y.id and p.status = 'refunded')),
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
