-- =============================================================================
-- Billing: subscriptions and payments. Written by the checkout / webhook
-- functions through service_role; users read their own rows.
-- =============================================================================

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_id text not null,
  price_id text,
  status text not null default 'incomplete'
    constraint subscriptions_status_check check (status in ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid')),
  stripe_customer_id text,
  stripe_subscription_id text unique,
  stripe_checkout_session_id text unique,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_user_idx on public.subscriptions (user_id, created_at desc);
create trigger subscriptions_set_updated_at before update on public.subscriptions
  for each row execute function public.set_updated_at();

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- minor units (cents): the product multiplies amounts by 100
  amount bigint not null constraint payments_amount_check check (amount > 0),
  currency text not null default 'usd' constraint payments_currency_check check (currency ~ '^[a-z]{3}$'),
  description text,
  status text not null default 'pending'
    constraint payments_status_check check (status in ('pending', 'succeeded', 'failed', 'canceled', 'refunded')),
  stripe_checkout_session_id text unique,
  stripe_payment_intent_id text unique,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_user_idx on public.payments (user_id, created_at desc);
create trigger payments_set_updated_at before update on public.payments
  for each row execute function public.set_updated_at();

-- Stripe webhook idempotency: one row per processed event id.
create table public.stripe_events (
  id text primary key,
  type text not null,
  payload jsonb not null default '{}'::jsonb,
  processed_at timestamptz not null default now()
);

alter table public.subscriptions enable row level security;
alter table public.payments enable row level security;
alter table public.stripe_events enable row level security;

create policy "Users read their subscriptions" on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage subscriptions" on public.subscriptions
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Users read their payments" on public.payments
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage payments" on public.payments
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Admins read stripe events" on public.stripe_events
  for select to authenticated using ((select public.is_admin()));
