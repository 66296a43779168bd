-- =============================================================================
-- deals.brand_verified: whether the deal's brand is verified, kept by the
-- database (clients cannot set it).
-- Why: under row-level security PostgreSQL does not use column statistics for
-- operators that are not leakproof (the marketplace's price range, numeric >=
-- and <=), so it estimated the filtered deals at one row and joined brands in a
-- nested loop: about 25,000 brand checks for 4,000 deals (~20 ms on PGlite, for
-- the count and again for the page). With the flag on the row the marketplace
-- filters verified brands without a join, the policy needs no subquery, and a
-- partial index serves the newest-first page.
-- =============================================================================

alter table public.deals add column brand_verified boolean not null default false;
comment on column public.deals.brand_verified is
  'Whether the deal''s brand is verified: set by triggers from brands.verified, never by clients.';
update public.deals d set brand_verified = b.verified from public.brands b where b.id = d.brand_id;

create or replace function public.deals_set_brand_verified() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.brand_verified := coalesce((select b.verified from public.brands b where b.id = new.brand_id), false);
  return new;
end
$$;
create trigger deals_set_brand_verified before insert or update on public.deals
  for each row execute function public.deals_set_brand_verified();

create or replace function public.brands_sync_deals_verified() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.deals set brand_verified = new.verified
  where brand_id = new.id and brand_verified is distinct from new.verified;
  return null;
end
$$;
create trigger brands_sync_deals_verified after update of verified on public.brands
  for each row when (old.verified is distinct from new.verified)
  execute function public.brands_sync_deals_verified();

revoke execute on function public.deals_set_brand_verified(), public.brands_sync_deals_verified() from public, anon, authenticated;

alter policy "Anyone reads active deals of verified brands" on public.deals
  using (is_active and brand_verified);

create index deals_listed_created_idx on public.deals (created_at desc, id) where is_active and brand_verified;
