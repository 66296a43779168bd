-- Deal visibility as set-based checks. The first versions called is_brand_verified(brand_id) and
-- is_brand_owner(brand_id) for every row, which Postgres cannot inline: a marketplace query over
-- 10,000 deals ran the function 10,000 times. An uncorrelated `brand_id in (select ...)` is planned
-- once per query (a hashed subplan) with the same meaning: the subquery sees brands through brands'
-- own policies (verified brands for everyone, and the caller's own brands).

drop policy "Anyone reads active deals of verified brands" on public.deals;
create policy "Anyone reads active deals of verified brands" on public.deals
  for select to anon, authenticated
  using (is_active and brand_id in (select b.id from public.brands b where b.verified));

drop policy "Brand owners read their deals" on public.deals;
create policy "Brand owners read their deals" on public.deals
  for select to authenticated
  using (brand_id in (select b.id from public.brands b where b.owner_id = (select auth.uid())));

drop policy "Brand owners update their deals" on public.deals;
create policy "Brand owners update their deals" on public.deals
  for update to authenticated
  using (brand_id in (select b.id from public.brands b where b.owner_id = (select auth.uid())))
  with check (public.is_brand_owner(brand_id));

drop policy "Brand owners delete their deals" on public.deals;
create policy "Brand owners delete their deals" on public.deals
  for delete to authenticated
  using (brand_id in (select b.id from public.brands b where b.owner_id = (select auth.uid())));
