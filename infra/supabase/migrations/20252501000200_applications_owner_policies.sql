-- =============================================================================
-- The brand owner's policies on applications asked, for each application,
-- whether some deal with its id belongs to a brand the caller owns. PostgreSQL
-- plans that EXISTS inside the policies' OR as a hashed subplan over every deal,
-- calling is_brand_owner on each: every read of applications (and of what reads
-- them under RLS: deliverables, the match score's inputs, dashboards) paid a
-- scan of the whole deals table, about 100 ms at 10,000 deals. The same rule
-- now reads the caller's own deals once, through the brands they own.
-- =============================================================================
create or replace function public.owned_deal_ids() returns setof uuid
language sql stable security definer set search_path = '' rows 20 as $$
  select d.id from public.brands b join public.deals d on d.brand_id = b.id where b.owner_id = auth.uid()
$$;
comment on function public.owned_deal_ids() is
  'The deals of the brands the caller owns (is_brand_owner for every deal at once), for the applications policies.';
revoke execute on function public.owned_deal_ids() from public, anon;
grant execute on function public.owned_deal_ids() to authenticated, service_role;

alter policy "Brand owners read applications to their deals" on public.applications
  using (deal_id in (select public.owned_deal_ids()));
alter policy "Brand owners update applications to their deals" on public.applications
  using (deal_id in (select public.owned_deal_ids()))
  with check (deal_id in (select public.owned_deal_ids()));
