-- =============================================================================
-- A deal's updated_at says when the brand (or an admin) last changed it, not when someone applied.
--   The applicant counts are written on the deal by the database (private.deals_recount_applicants), and the
--   deals' updated_at trigger stamped every such write, so a deal looked "updated" each time an application
--   arrived, was withdrawn or was reviewed. Now updated_at moves only when a column other than the counts (and
--   the columns generated from others) changes; it is still never the client's to set.
-- =============================================================================
create or replace function private.deals_touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
declare
  -- the database's counters, and the generated columns (computed after this trigger, from the columns compared)
  v_skip constant text[] := array['applicants_count', 'applicants_pending', 'applicants_accepted', 'updated_at',
                                  'compensation_cents', 'search_text', 'names_audience', 'normalized_audience'];
begin
  if (to_jsonb(new) - v_skip) is distinct from (to_jsonb(old) - v_skip) then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end
$$;
revoke execute on function private.deals_touch_updated_at() from public, anon, authenticated;

drop trigger deals_set_updated_at on public.deals;
create trigger deals_set_updated_at before update on public.deals
  for each row execute function private.deals_touch_updated_at();
