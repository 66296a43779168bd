-- =============================================================================
-- Stripe Connect payouts (issue 31): talent are paid through Express accounts,
-- with separate charges and transfers.
--   * payout_accounts: one connected Express account per talent, its state as
--     Stripe last reported it (account.updated) and what Stripe still requires.
--     The Stripe account id is written only by the functions (service role):
--     it never comes from the browser.
--   * payouts: the payouts Stripe made from a talent's Stripe balance to their
--     bank (payout.* events), with Stripe's failure code and message.
--   * payment_disputes: charge disputes on deal funding (charge.dispute.*); an
--     open one freezes the release of its deal payment.
--   * deal_payments gain the platform fee (basis points, cents), the net sent
--     to the talent, the charge the transfer is funded by (source_transaction),
--     its reversal, the payout it went out in, and when a release was asked for
--     but waits for the talent's payout account.
-- Every Stripe-driven state carries the Stripe time of the event last applied,
-- so an older event arriving late never overwrites a newer state.
-- =============================================================================

create table public.payout_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_account_id text not null unique,
  state text not null default 'not_started'
    constraint payout_accounts_state_check check (state in ('not_started', 'details_needed', 'pending_verification', 'ready')),
  -- Stripe's requirements.currently_due (and past_due), e.g. {individual.dob.day, external_account}
  requirements text[] not null default '{}',
  disabled_reason text,
  details_submitted boolean not null default false,
  charges_enabled boolean not null default false,
  payouts_enabled boolean not null default false,
  stripe_event_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger payout_accounts_set_updated_at before update on public.payout_accounts
  for each row execute function public.set_updated_at();
comment on table public.payout_accounts is
  'The talent''s connected Stripe Express account (created once by the functions) and its state from account.updated: not_started -> details_needed (requirements) -> pending_verification -> ready.';
comment on column public.payout_accounts.stripe_event_at is 'Stripe''s time of the account state last applied; older account.updated events are ignored.';

alter table public.payout_accounts enable row level security;
create policy "Talent read their payout account" on public.payout_accounts
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
grant select on public.payout_accounts to authenticated;
grant all on public.payout_accounts to service_role;

create table public.payouts (
  stripe_payout_id text primary key,
  user_id uuid references auth.users (id) on delete set null,
  stripe_account_id text not null,
  amount bigint not null constraint payouts_amount_check check (amount >= 0),
  currency text not null default 'usd' constraint payouts_currency_check check (currency ~ '^[a-z]{3}$'),
  status text not null constraint payouts_status_check check (status in ('pending', 'in_transit', 'paid', 'failed', 'canceled')),
  failure_code text,
  failure_message text,
  arrival_at timestamptz,
  paid_at timestamptz,
  failed_at timestamptz,
  stripe_created_at timestamptz not null,
  stripe_event_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payouts_user_idx on public.payouts (user_id, stripe_created_at desc);
create trigger payouts_set_updated_at before update on public.payouts
  for each row execute function public.set_updated_at();
comment on table public.payouts is
  'Payouts from a talent''s Stripe balance to their bank, from payout.* events (on the connected account). Written only by the webhook.';

alter table public.payouts enable row level security;
create policy "Talent read their payouts" on public.payouts
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
grant select on public.payouts to authenticated;
grant all on public.payouts to service_role;

alter table public.deal_payments
  add column fee_bps integer constraint deal_payments_fee_bps_check check (fee_bps between 0 and 10000),
  add column fee_amount bigint constraint deal_payments_fee_amount_check check (fee_amount >= 0),
  add column net_amount bigint,
  add column stripe_charge_id text,
  add column release_requested_at timestamptz,
  add column stripe_transfer_reversal_id text,
  add column transfer_reversed_at timestamptz,
  add column stripe_payout_id text references public.payouts (stripe_payout_id) on delete set null,
  add column stripe_event_at timestamptz,
  add constraint deal_payments_fee_check check (
    (fee_amount is null and net_amount is null)
    or (fee_amount is not null and net_amount is not null and fee_bps is not null and fee_amount + net_amount = amount and net_amount > 0));
create index deal_payments_payout_idx on public.deal_payments (stripe_payout_id) where stripe_payout_id is not null;
create index deal_payments_waiting_idx on public.deal_payments (payee_id) where status = 'held' and release_requested_at is not null;
comment on column public.deal_payments.fee_bps is 'The platform''s take rate in basis points applied to this payment (shared-ui billing PLATFORM_FEE_BPS when it was released).';
comment on column public.deal_payments.net_amount is 'What the talent receives: amount - fee_amount, the Connect transfer''s amount.';
comment on column public.deal_payments.release_requested_at is 'The release was due (approved, or no response) but waits for the talent''s payout account to be ready.';
comment on column public.deal_payments.stripe_event_at is 'Stripe''s time of the last transfer/payout event applied to this payment; older ones are ignored.';

create table public.payment_disputes (
  stripe_dispute_id text primary key,
  deal_payment_id uuid references public.deal_payments (id) on delete set null,
  payment_id uuid references public.payments (id) on delete set null,
  stripe_charge_id text not null,
  amount bigint not null constraint payment_disputes_amount_check check (amount > 0),
  currency text not null default 'usd',
  reason text not null,
  status text not null,
  evidence_due_by timestamptz,
  closed_at timestamptz,
  stripe_event_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_disputes_deal_payment_idx on public.payment_disputes (deal_payment_id);
create index payment_disputes_payment_idx on public.payment_disputes (payment_id);
create trigger payment_disputes_set_updated_at before update on public.payment_disputes
  for each row execute function public.set_updated_at();
comment on table public.payment_disputes is
  'Charge disputes (charge.dispute.* events). An open one (warning_needs_response, warning_under_review, needs_response, under_review) freezes its deal payment''s release. Written only by the webhook.';

alter table public.payment_disputes enable row level security;
-- the two parties of the disputed deal and admins read it
create policy "Parties read disputes on their payments" on public.payment_disputes
  for select to authenticated using (
    (select public.is_admin())
    or exists (
      select 1 from public.deal_payments p
      where p.id = deal_payment_id
        and (p.payer_id = (select auth.uid()) or p.payee_id = (select auth.uid()) or public.is_brand_owner(p.brand_id))));
grant select on public.payment_disputes to authenticated;
grant all on public.payment_disputes to service_role;
