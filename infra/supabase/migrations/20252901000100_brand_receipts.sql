-- =============================================================================
-- Receipts for brands (issue 31): every funding and plan payment keeps the Stripe
-- charge that paid it, Stripe's receipt URL for that charge and when it was paid.
--   * stripe_charge_id / receipt_url / paid_at are written only by the functions
--     (service role), from the charge as Stripe returns it (charges.retrieve),
--     never from the browser: the webhook records them on checkout.session.completed,
--     payment_intent.succeeded, charge.succeeded and invoice.paid, whichever comes
--     first; later ones write the same values.
--   * Members read them under the payments policies already in place (a member
--     reads only their own payments; admins read all).
-- =============================================================================

alter table public.payments
  add column stripe_charge_id text,
  add column receipt_url text
    constraint payments_receipt_url_check check (receipt_url ~ '^https?://'),
  add column paid_at timestamptz;

create unique index payments_stripe_charge_idx on public.payments (stripe_charge_id) where stripe_charge_id is not null;

comment on column public.payments.stripe_charge_id is 'The Stripe charge that paid this payment (the payment intent''s latest_charge). Written by the functions.';
comment on column public.payments.receipt_url is 'Stripe''s receipt for the charge (Charge.receipt_url), kept up to date by Stripe with refunds. Written by the functions from the charge Stripe returns.';
comment on column public.payments.paid_at is 'When Stripe created the charge that paid this payment (Charge.created).';
