-- =============================================================================
-- Talent keep reading the deals they applied to after the brand closes them.
--   A deal was readable by signed-in users only while listed (active, verified brand), by its brand's owner, by
--   the talent of a private offer and by admins. When a brand closed a deal it had hired for (is_active = false),
--   the accepted talent's workspace, applications and contract lost its title, brand and pay ("Deal", "Brand",
--   "posted $0") while the work, contract and payment went on. Now a deal is also readable by anyone with an
--   application to it, in any status: their own history names it. Nothing else about the deal changes for them
--   (writes stay the brand's), and a closed deal stays out of the marketplace for everyone else.
-- =============================================================================
create or replace function private.applied_deal_ids() returns setof uuid
language sql stable security definer rows 20 set search_path = '' as $$
  select a.deal_id from public.applications a where a.user_id = auth.uid()
$$;
comment on function private.applied_deal_ids() is
  'The deals the caller has applied to (any status), for the deals read policy; definer, so the policy does not recurse through the applications policies, which read deals.';
revoke execute on function private.applied_deal_ids() from public, anon;
grant execute on function private.applied_deal_ids() to authenticated;

drop policy "Signed-in users read deals" on public.deals;
create policy "Signed-in users read deals" on public.deals for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (is_active and brand_verified)
      or (brand_id in (select b.id from public.brands b where b.owner_id = (select auth.uid())))
      or (private_for = (select auth.uid()))
      or (id in (select private.applied_deal_ids())));
