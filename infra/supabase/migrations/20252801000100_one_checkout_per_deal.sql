-- =============================================================================
-- Money integrity (issue 29, items 1-3): one charge per deal, one plan per user.
--   * payments.deal_payment_id: the deal payment a checkout funds (it was only
--     in the metadata), so the database can hold the two invariants below.
--   * For every deal payment: at most one payable checkout at a time (a
--     payment row 'pending', or 'failed' after a decline: its Stripe session is
--     still open), and at most one succeeded charge kept. The functions reuse
--     or expire the open checkout before opening another; the webhook refunds
--     any other charge that still gets paid and records it here ('refunded',
--     refund_reason 'duplicate', stripe_refund_id).
--   * For every user: at most one plan that is live or being paid for
--     (incomplete, trialing, active, past_due). A second checkout is refused;
--     a duplicate paid Stripe subscription is cancelled and its invoice
--     refunded by the webhook (cancel_reason 'duplicate').
-- Written only by the functions through service_role; users read as before.
-- =============================================================================

alter table public.payments
  add column deal_payment_id uuid references public.deal_payments (id) on delete set null,
  add column stripe_refund_id text,
  add column refund_reason text constraint payments_refund_reason_check check (refund_reason in ('duplicate'));
comment on column public.payments.deal_payment_id is 'The deal payment this checkout funds; at most one payable and one succeeded payment per deal payment.';
comment on column public.payments.refund_reason is 'duplicate: a second charge for what was already paid (a deal payment already funded, or a second plan), refunded by the webhook.';

alter table public.subscriptions
  add column cancel_reason text constraint subscriptions_cancel_reason_check check (cancel_reason in ('duplicate'));
comment on column public.subscriptions.cancel_reason is 'duplicate: a second paid plan for a user who already had one, cancelled and refunded by the webhook.';

-- The rows that exist: link each deal payment's payment, and the checkouts opened for it.
update public.payments p set deal_payment_id = d.id
from public.deal_payments d
where d.payment_id = p.id and p.deal_payment_id is null;
update public.payments p set deal_payment_id = d.id
from public.deal_payments d
where p.deal_payment_id is null and p.status in ('pending', 'failed', 'canceled')
  and p.metadata->>'deal_payment_id' = d.id::text;
-- A funded deal payment pointed at the newest checkout, not necessarily the paid one: point it at its charge.
update public.deal_payments d set payment_id = (
  select p.id from public.payments p
  where p.metadata->>'deal_payment_id' = d.id::text and p.status in ('succeeded', 'refunded') and p.stripe_payment_intent_id is not null
  order by p.created_at limit 1)
where d.status <> 'awaiting_funding'
  and not exists (select 1 from public.payments x where x.id = d.payment_id and x.status in ('succeeded', 'refunded'))
  and exists (select 1 from public.payments p where p.metadata->>'deal_payment_id' = d.id::text and p.status in ('succeeded', 'refunded') and p.stripe_payment_intent_id is not null);
update public.payments p set deal_payment_id = d.id
from public.deal_payments d
where d.payment_id = p.id and p.deal_payment_id is null;
-- Of several open checkouts for one deal payment only the newest stays payable here. (A late payment of an
-- older one is still recognised by its metadata: it funds the deal, or is refunded as a duplicate.)
update public.payments p set status = 'canceled'
where p.deal_payment_id is not null and p.status in ('pending', 'failed')
  and exists (select 1 from public.payments n where n.deal_payment_id = p.deal_payment_id and n.status in ('pending', 'failed') and n.created_at > p.created_at);
-- Likewise a user's abandoned plan checkouts: the newest stays.
update public.subscriptions s set status = 'canceled'
where s.status = 'incomplete'
  and exists (select 1 from public.subscriptions n where n.user_id = s.user_id and n.status in ('incomplete', 'trialing', 'active', 'past_due') and n.id <> s.id
              and (n.status <> 'incomplete' or n.created_at > s.created_at));

create index payments_deal_payment_idx on public.payments (deal_payment_id);
-- For every deal payment: at most one payable checkout at a time...
create unique index payments_one_payable_checkout_per_deal_idx on public.payments (deal_payment_id)
  where status in ('pending', 'failed');
-- ...and at most one succeeded charge kept (any other is refunded).
create unique index payments_one_kept_charge_per_deal_idx on public.payments (deal_payment_id)
  where status = 'succeeded';
-- For every user: at most one plan live or being paid for. (If this fails on existing data, a user has two
-- live plans: cancel one in Stripe and its row, then apply again.)
create unique index subscriptions_one_plan_per_user_idx on public.subscriptions (user_id)
  where status in ('incomplete', 'trialing', 'active', 'past_due');
