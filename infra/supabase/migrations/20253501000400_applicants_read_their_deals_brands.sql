-- =============================================================================
-- Talent keep reading the brand of a deal they applied to, as they keep reading the deal
-- (20253501000300_applicants_read_closed_deals). Brands were readable when verified or by their owner, so a brand
-- sent back to verification after hiring (renaming a verified brand does that) showed as "Brand" on the deals,
-- applications and contract of the talent it had hired. Nothing else about the brand changes for them, and an
-- unverified brand stays out of the marketplace and search for everyone else.
-- =============================================================================
create or replace function private.applied_brand_ids() returns setof uuid
language sql stable security definer rows 20 set search_path = '' as $$
  select distinct d.brand_id from public.applications a join public.deals d on d.id = a.deal_id where a.user_id = auth.uid()
$$;
comment on function private.applied_brand_ids() is
  'The brands of the deals the caller has applied to (any status), for the brands read policy; definer, so the policy does not read deals and applications through their own policies.';
revoke execute on function private.applied_brand_ids() from public, anon;
grant execute on function private.applied_brand_ids() to authenticated;

drop policy "Signed-in users read brands" on public.brands;
create policy "Signed-in users read brands" on public.brands for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (verified)
      or ((owner_id = ( SELECT auth.uid() AS uid)))
      or (id in (select private.applied_brand_ids())));
