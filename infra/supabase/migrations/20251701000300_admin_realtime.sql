-- =============================================================================
-- Admin (issue 17), part 3: the admin's queues refresh live. A new report or a
-- brand's verification request reaches an open admin dashboard without a
-- reload; row-level security still decides who receives which change (reports:
-- the reporter and admins; brands: verified ones, their owner and admins).
-- =============================================================================
alter publication supabase_realtime add table public.reports, public.brands;
