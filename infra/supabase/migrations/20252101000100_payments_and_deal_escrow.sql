-- =============================================================================
-- Payments (issue 12): what the functions need to take money safely.
--   * stripe_customers: one Stripe customer per user, reused by every checkout.
--   * stripe_events gains a state, so a webhook delivery that fails half-way
--     can be retried, while a duplicate of a finished one changes nothing.
--   * subscriptions and payments remember the Stripe time of the last event
--     applied, so an older event arriving late never overwrites a newer state.
--   * deal_payments: money a brand puts up for an accepted application, held
--     until the work is approved, then released to the talent (or refunded to
--     the brand if the deal is cancelled before any work is submitted).
-- Every money state is written by the functions through service_role; the two
-- parties and admins read it. The deliverable dates on a deal payment (last
-- submission, final approval) are kept by a trigger, so the timeline and the
-- 7-day automatic release read one row.
-- =============================================================================

create table public.stripe_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null unique,
  created_at timestamptz not null default now()
);
alter table public.stripe_customers enable row level security;
create policy "Users read their Stripe customer" on public.stripe_customers
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
grant select on public.stripe_customers to authenticated;
grant all on public.stripe_customers to service_role;

alter table public.stripe_events
  add column status text not null default 'processed'
    constraint stripe_events_status_check check (status in ('processing', 'processed')),
  add column attempts integer not null default 1;
comment on column public.stripe_events.status is
  'processing while the webhook applies it (a concurrent duplicate is told to retry); processed once applied. A failed attempt deletes its row, so Stripe''s retry applies it again.';

alter table public.subscriptions add column stripe_event_at timestamptz;
alter table public.payments add column stripe_event_at timestamptz;
comment on column public.subscriptions.stripe_event_at is 'Stripe''s created time of the last event applied; older events are ignored.';
comment on column public.payments.stripe_event_at is 'Stripe''s created time of the last event applied; older events are ignored.';
create unique index subscriptions_one_open_checkout_idx on public.subscriptions (stripe_checkout_session_id)
  where stripe_checkout_session_id is not null;

-- ---------------------------------------------------------------- deal payments
create table public.deal_payments (
  id uuid primary key default gen_random_uuid(),
  -- a money record outlives what it paid for: deleting a deal or an account keeps the amounts and dates
  application_id uuid unique references public.applications (id) on delete set null,
  deal_id uuid references public.deals (id) on delete set null,
  brand_id uuid references public.brands (id) on delete set null,
  payer_id uuid references auth.users (id) on delete set null,
  payee_id uuid references auth.users (id) on delete set null,
  -- minor units (cents)
  amount bigint not null constraint deal_payments_amount_check check (amount > 0),
  currency text not null default 'usd' constraint deal_payments_currency_check check (currency ~ '^[a-z]{3}$'),
  status text not null default 'awaiting_funding'
    constraint deal_payments_status_check check (status in ('awaiting_funding', 'held', 'released', 'refunded')),
  payment_id uuid references public.payments (id) on delete set null,
  stripe_transfer_id text,
  stripe_refund_id text,
  release_reason text constraint deal_payments_release_reason_check check (release_reason in ('approved', 'no_response')),
  funded_at timestamptz,
  submitted_at timestamptz,
  approved_at timestamptz,
  released_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint deal_payments_states_check check (
    (status <> 'held' or funded_at is not null)
    and (status <> 'released' or (funded_at is not null and released_at is not null and release_reason is not null))
    and (status <> 'refunded' or refunded_at is not null))
);
create index deal_payments_payer_idx on public.deal_payments (payer_id, created_at desc);
create index deal_payments_payee_idx on public.deal_payments (payee_id, created_at desc);
create index deal_payments_held_idx on public.deal_payments (submitted_at) where status = 'held';
create trigger deal_payments_set_updated_at before update on public.deal_payments
  for each row execute function public.set_updated_at();
comment on table public.deal_payments is
  'Money held for an accepted application: awaiting_funding -> held -> released (approved, or no response 7 days after a submission) | refunded (cancelled before any submission). Written only by the functions.';

alter table public.deal_payments enable row level security;
create policy "Parties read their deal payments" on public.deal_payments
  for select to authenticated using (
    payer_id = (select auth.uid()) or payee_id = (select auth.uid())
    or (select public.is_brand_owner(brand_id)) or (select public.is_admin()));
grant select on public.deal_payments to authenticated;
grant all on public.deal_payments to service_role;

-- the deliverables' dates, copied onto the deal payment for the timeline and the automatic release
create or replace function public.deal_deliverables_track_payment() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.deal_payments p set
    submitted_at = (select max(d.submitted_at) from public.deal_deliverables d where d.application_id = new.application_id),
    approved_at = case
      when not exists (select 1 from public.deal_deliverables d where d.application_id = new.application_id and d.status <> 'approved')
      then coalesce(p.approved_at, now()) end
  where p.application_id = new.application_id;
  return null;
end
$$;
create trigger deal_deliverables_track_payment after update of status on public.deal_deliverables
  for each row when (new.status is distinct from old.status)
  execute function public.deal_deliverables_track_payment();

-- both sides hear about every move of the money
create or replace function public.deal_payments_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
  v_amount text;
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  if new.status = 'awaiting_funding' then
    return null;
  end if;
  select d.title into v_title from public.deals d where d.id = new.deal_id;
  v_amount := '$' || to_char(new.amount / 100.0, 'FM999,999,990.00');
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
$$;
create trigger deal_payments_notify after insert or update of status on public.deal_payments
  for each row execute function public.deal_payments_notify();

revoke execute on function public.deal_deliverables_track_payment() from public, anon, authenticated;
revoke execute on function public.deal_payments_notify() from public, anon, authenticated;

alter publication supabase_realtime add table public.deal_payments, public.subscriptions, public.payments;

-- The admin overview reads held and released deal money from deal_payments (held now; ever released).
create or replace function public.admin_overview(p_days integer default 30)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_since timestamptz;
  v_totals jsonb;
  v_series jsonb;
begin
  perform public.assert_admin();
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
    'payments_collected', (select coalesce(sum(amount), 0) from public.payments where status = 'succeeded' and created_at >= v_since),
    'payments_refunded', (select coalesce(sum(amount), 0) from public.payments where status = 'refunded' and created_at >= v_since),
    'deal_payments_held', (select coalesce(sum(amount), 0) from public.deal_payments where status = 'held'),
    'deal_payments_released', (select coalesce(sum(amount), 0) from public.deal_payments where status = 'released'),
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
