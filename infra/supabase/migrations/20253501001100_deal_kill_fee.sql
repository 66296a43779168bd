-- The standard contract (section 7) says a brand that cancels after the agreement is in force and before the work is
-- approved pays a kill fee (25% of the cash unless amended), but Cancel and Refund gave the brand everything back.
-- Now the function refunds the cash less the kill fee (one partial refund of the one charge) and transfers the kill
-- fee, less the platform fee, to the talent from that charge (waiting for the talent's payout account like a
-- release). The deal payment stays 'refunded' (the deal is over: its deliverables are closed, its exclusivity
-- released) and records the kill fee; the payment records what was refunded of it.
-- Invariant: one agreement, one charge; of it, refunded_amount goes back to the brand and kill_fee_amount to the
-- talent (fee_amount + net_amount), and the two add up to the charge.

alter table public.deal_payments add column kill_fee_amount bigint;
alter table public.deal_payments add constraint deal_payments_kill_fee_check
  check (kill_fee_amount is null or (kill_fee_amount > 0 and kill_fee_amount <= amount and status = 'refunded'));
alter table public.deal_payments drop constraint deal_payments_fee_check;
alter table public.deal_payments add constraint deal_payments_fee_check
  check ((fee_amount is null and net_amount is null)
         or (fee_amount is not null and net_amount is not null and fee_bps is not null
             and fee_amount + net_amount = coalesce(kill_fee_amount, amount) and net_amount > 0));
comment on column public.deal_payments.kill_fee_amount is
  'Cents of the funded amount paid to the talent as the contract''s kill fee when the brand cancelled after it was in force; the rest was refunded. Its fee and net are fee_amount and net_amount, transferred at released_at.';

comment on table public.deal_payments is
  'Money held for an accepted application: awaiting_funding -> held -> released (approved, or no response 7 days after a submission) | refunded (cancelled before any submission; the contract''s kill fee, if it was in force, goes to the talent). Written only by the functions.';

alter table public.payments add column refunded_amount bigint;
alter table public.payments add constraint payments_refunded_amount_check
  check (refunded_amount is null or (refunded_amount > 0 and refunded_amount <= amount));
comment on column public.payments.refunded_amount is
  'Cents refunded of a payment that stays succeeded (a partial refund: a deal cancelled with a kill fee); status refunded means all of it was.';

CREATE OR REPLACE FUNCTION private.deal_payments_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_title text;
  v_amount text;
  v_kill text;
  v_back text;
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  if new.status = 'awaiting_funding' then
    return null;
  end if;
  select d.title into v_title from public.deals d where d.id = new.deal_id;
  v_amount := '$' || to_char(new.amount / 100.0, 'FM999,999,990.00');
  if new.status = 'refunded' and new.kill_fee_amount is not null then
    v_kill := '$' || to_char(new.kill_fee_amount / 100.0, 'FM999,999,990.00');
    v_back := '$' || to_char((new.amount - new.kill_fee_amount) / 100.0, 'FM999,999,990.00');
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    select who, title, message, type, '/deals', jsonb_build_object('kind', 'deal_payment', 'deal_payment_id', new.id, 'status', new.status)
    from (values
      (new.payee_id, 'Deal cancelled: kill fee',
       'The brand cancelled "' || v_title || '" after the contract was in force. Under its cancellation terms you receive the kill fee of '
         || v_kill || ' (before the platform fee); the other ' || v_back || ' was refunded to the brand.',
       'warning'),
      (new.payer_id, 'Deal payment refunded',
       v_back || ' for "' || v_title || '" was refunded to you. The kill fee of ' || v_kill || ' in the contract goes to the talent.',
       'info')
    ) as n(who, title, message, type);
    return null;
  end if;
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select who, title, message, type, '/deals', jsonb_build_object('kind', 'deal_payment', 'deal_payment_id', new.id, 'status', new.status)
  from (values
    (new.payee_id,
     case new.status when 'held' then 'Deal funded' when 'released' then 'Payment released' else 'Deal payment refunded' end,
     case new.status
       when 'held' then v_amount || ' for "' || v_title || '" is held for you until the work is approved.'
       when 'released' then v_amount || ' for "' || v_title || '" has been released to you.'
       else 'The brand cancelled "' || v_title || '" before any work was submitted; the ' || v_amount || ' held was refunded to them.' end,
     case new.status when 'refunded' then 'warning' else 'success' end),
    (new.payer_id,
     case new.status when 'held' then 'Deal funded' when 'released' then 'Payment released' else 'Deal payment refunded' end,
     case new.status
       when 'held' then v_amount || ' for "' || v_title || '" is held until you approve the work.'
       when 'released' then v_amount || ' for "' || v_title || '" was released to the talent.'
       else v_amount || ' for "' || v_title || '" was refunded to you.' end,
     'info')
  ) as n(who, title, message, type);
  return null;
end
$_$;

CREATE OR REPLACE FUNCTION public.brand_analytics() RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (
  with me as (select auth.uid() as uid),
  b as (select id from public.brands where owner_id = (select uid from me)),
  d as (select id, title, is_active, compensation_amount from public.deals where brand_id in (select id from b)),
  a as (select x.deal_id, x.status from public.applications x where x.deal_id in (select id from d)),
  -- a deal cancelled with a kill fee: the kill fee was spent (paid to the talent), the rest refunded
  pay as (select case when p.kill_fee_amount is not null then p.kill_fee_amount else p.amount end as amount,
                 case when p.kill_fee_amount is not null then 'released' else p.status end as status, p.deal_id
          from public.deal_payments p where p.payer_id = (select uid from me))
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


CREATE OR REPLACE FUNCTION public.talent_analytics(p_months integer DEFAULT 6) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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
  -- a kill fee is earned once it is transferred (released_at); the refunded rest never was
  pay as (select case when p.kill_fee_amount is not null then p.kill_fee_amount else p.amount end as amount,
                 case when p.kill_fee_amount is not null and p.released_at is not null then 'released' else p.status end as status, p.released_at
          from public.deal_payments p where p.payee_id = (select uid from me)),
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


CREATE OR REPLACE FUNCTION private.admin_overview(p_days integer DEFAULT 30) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_since timestamptz;
  v_totals jsonb;
  v_series jsonb;
begin
  perform private.assert_admin();
  if p_days is null or p_days not between 1 and 365 then
    raise exception 'days must be between 1 and 365' using errcode = 'P0001';
  end if;
  v_since := date_trunc('day', now()) - make_interval(days => p_days - 1);

  select jsonb_build_object(
    'users', (select count(*) from public.profiles),
    'users_by_role', (select coalesce(jsonb_object_agg(role, n), '{}'::jsonb) from (select role, count(*) as n from public.user_roles group by role) x),
    'signups', (select count(*) from auth.users where created_at >= v_since),
    'suspended_users', (select count(*) from public.profiles where suspended_at is not null),
    'deals_active', (select count(*) from public.deals where is_active and brand_verified),
    'deals_posted', (select count(*) from public.deals where created_at >= v_since),
    'applications', (select count(*) from public.applications where created_at >= v_since),
    'accepted', (select count(*) from public.applications where created_at >= v_since and status = 'accepted'),
    'rejected', (select count(*) from public.applications where created_at >= v_since and status = 'rejected'),
    'messages', (select count(*) from public.messages where created_at >= v_since),
    'payments_collected', (select coalesce(sum(amount - coalesce(refunded_amount, 0)), 0) from public.payments where status = 'succeeded' and created_at >= v_since),
    'payments_refunded', (select coalesce(sum(case when status = 'refunded' then amount else refunded_amount end), 0) from public.payments
                           where (status = 'refunded' or refunded_amount is not null) and created_at >= v_since),
    'deal_payments_held', (select coalesce(sum(amount), 0) from public.deal_payments where status = 'held'),
    'deal_payments_released', (select coalesce(sum(coalesce(kill_fee_amount, amount)), 0) from public.deal_payments
                                where status = 'released' or (kill_fee_amount is not null and released_at is not null)),
    'open_reports', (select count(*) from public.reports where status = 'open'),
    'pending_verifications', (select count(*) from public.brands where verification_requested_at is not null and not verified)
  ) into v_totals;

  select coalesce(jsonb_agg(jsonb_build_object(
    'day', to_char(d.day, 'YYYY-MM-DD'),
    'signups', jsonb_build_object(
      'athlete', coalesce(s.athlete, 0), 'creator', coalesce(s.creator, 0), 'brand', coalesce(s.brand, 0),
      'agency', coalesce(s.agency, 0), 'admin', coalesce(s.admin, 0)),
    'deals', coalesce(dl.n, 0),
    'applications', coalesce(ap.n, 0),
    'accepted', coalesce(ap.accepted, 0),
    'rejected', coalesce(ap.rejected, 0),
    'messages', coalesce(m.n, 0),
    'payments_collected', coalesce(pay.collected, 0),
    'payments_refunded', coalesce(pay.refunded, 0)
  ) order by d.day), '[]'::jsonb) into v_series
  from generate_series(v_since, date_trunc('day', now()), interval '1 day') as d(day)
  left join (
    select date_trunc('day', u.created_at) as day,
           count(*) filter (where coalesce(r.role, 'athlete') = 'athlete') as athlete,
           count(*) filter (where r.role = 'creator') as creator,
           count(*) filter (where r.role = 'brand') as brand,
           count(*) filter (where r.role = 'agency') as agency,
           count(*) filter (where r.role = 'admin') as admin
    from auth.users u left join public.user_roles r on r.user_id = u.id
    where u.created_at >= v_since group by 1
  ) s on s.day = d.day
  left join (select date_trunc('day', created_at) as day, count(*) as n from public.deals where created_at >= v_since group by 1) dl on dl.day = d.day
  left join (
    select date_trunc('day', created_at) as day, count(*) as n,
           count(*) filter (where status = 'accepted') as accepted, count(*) filter (where status = 'rejected') as rejected
    from public.applications where created_at >= v_since group by 1
  ) ap on ap.day = d.day
  left join (select date_trunc('day', created_at) as day, count(*) as n from public.messages where created_at >= v_since group by 1) m on m.day = d.day
  left join (
    select date_trunc('day', created_at) as day,
           sum(amount) filter (where status = 'succeeded') as collected, sum(amount) filter (where status = 'refunded') as refunded
    from public.payments where created_at >= v_since group by 1
  ) pay on pay.day = d.day;

  return jsonb_build_object('days', p_days, 'since', v_since, 'totals', v_totals, 'series', v_series);
end
$$;

