-- =============================================================================
-- A talent's current exclusivities are shown only to the brands they would conflict with (issue 33): the caller
-- owns a brand in the same industry as the brand holding the exclusivity (a competitor; 'other' matches nothing), and
-- is not that brand.
-- They read the category and the end date, never the brand. Everyone else (other brands, agencies, admins, the
-- talent, other talent) gets no rows: the rule is here, not in the client (profile page and Discover Talent).
-- =============================================================================

create or replace function private.talent_exclusivities(p_talent_ids uuid[])
returns table (talent_id uuid, category text, ends_on date)
language sql stable security definer set search_path = '' as $$
  select c.talent_id, c.terms #>> '{exclusivity,category}', max(e.ends_on)
  from public.contracts c
  join public.brands holder on holder.id = c.brand_id
  cross join lateral (select private.window_end(c.in_force_at::date, (c.terms #>> '{exclusivity,months}')::integer) as ends_on) e
  where c.talent_id = any (p_talent_ids) and c.status = 'in_force' and jsonb_typeof(c.terms->'exclusivity') = 'object'
    and e.ends_on >= current_date
    and nullif(btrim(holder.industry), '') is not null and lower(btrim(holder.industry)) <> 'other'
    and holder.owner_id is distinct from auth.uid()
    and exists (select 1 from public.brands mine
                where mine.owner_id = auth.uid() and mine.id <> holder.id
                  and lower(btrim(mine.industry)) = lower(btrim(holder.industry)))
  group by c.talent_id, c.terms #>> '{exclusivity,category}'
  order by 1, 3
$$;
revoke execute on function private.talent_exclusivities(uuid[]) from public, anon;
grant execute on function private.talent_exclusivities(uuid[]) to authenticated;
