-- The marketplace's price filter, in a form the planner can estimate under row-level security.
--
-- With RLS on deals, PostgreSQL uses a column's statistics only through leakproof operators. numeric's
-- comparison operators are not leakproof, so `compensation_amount between 0 and 10000` was estimated at the
-- default 0.5% of rows: the planner expected one row, read every deal, sorted them, and did it twice (the
-- exact count and the page). bigint's comparison operators are leakproof, so the same filter on the amount
-- in cents is estimated from the statistics, and the newest-first page becomes an index scan that stops
-- after 50 rows. The column is generated: it can never disagree with compensation_amount (numeric(12,2),
-- so cents are exact), and nobody writes it.
alter table public.deals
  add column compensation_cents bigint generated always as ((compensation_amount * 100)::bigint) stored;
comment on column public.deals.compensation_cents is
  'compensation_amount in cents (generated). Filter on this one: bigint comparisons are leakproof, so the planner can estimate them under RLS.';

-- The two other sorts of the marketplace page, over the rows its visibility rule lists, in the page's exact
-- order (the ties broken by created_at desc, id), so a page is an index scan with a limit, not a sort.
create index deals_listed_pay_idx on public.deals (compensation_amount desc, created_at desc, id)
  where is_active and brand_verified;
create index deals_listed_deadline_idx on public.deals (application_deadline asc nulls last, created_at desc, id)
  where is_active and brand_verified;

analyze public.deals;
