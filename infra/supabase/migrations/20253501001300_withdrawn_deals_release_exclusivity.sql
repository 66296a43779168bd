-- A talent can still withdraw the accepted application of a deal nobody funded (20253501001200 refuses it for a funded
-- one), but the contract of such a deal stayed in force for the rest of the product: its exclusivity still kept the
-- talent off competing brands and both sides were still reminded of its windows. A contract whose application was
-- withdrawn binds nobody now, as one whose deal was refunded. Same functions otherwise.
create or replace function private.talent_exclusivities(p_talent_ids uuid[]) returns table(talent_id uuid, category text, ends_on date)
  language sql stable security definer
  set search_path = ''
as $$
  select c.talent_id, c.terms #>> '{exclusivity,category}', max(e.ends_on)
  from public.contracts c
  join public.brands holder on holder.id = c.brand_id
  cross join lateral (select private.window_end(c.in_force_at::date, (c.terms #>> '{exclusivity,months}')::integer) as ends_on) e
  where c.talent_id = any (p_talent_ids) and c.status = 'in_force' and jsonb_typeof(c.terms->'exclusivity') = 'object'
    and e.ends_on >= current_date
    and not exists (select 1 from public.deal_payments p where p.application_id = c.application_id and p.status = 'refunded')
    and not exists (select 1 from public.applications a where a.id = c.application_id and a.status = 'withdrawn')
    and nullif(btrim(holder.industry), '') is not null and lower(btrim(holder.industry)) <> 'other'
    and holder.owner_id is distinct from auth.uid()
    and exists (select 1 from public.brands mine
                where mine.owner_id = auth.uid() and mine.id <> holder.id
                  and lower(btrim(mine.industry)) = lower(btrim(holder.industry)))
  group by c.talent_id, c.terms #>> '{exclusivity,category}'
  order by 1, 3
$$;

create or replace function private.send_contract_reminders(p_days integer default 14) returns integer
  language plpgsql security definer
  set search_path = ''
as $$
declare
  v_count integer;
begin
  with windows as (
    select c.id as contract_id, c.deal_id, c.brand_id, c.talent_id, 'usage:' || dd.id::text as key,
           'Usage rights end soon' as title,
           'The usage rights to "' || dd.title || '" under the contract for "' || (c.terms->>'deal_title') || '" end on '
             || to_char(e.ends_on, 'FMMonth FMDD, YYYY') || '.' as message,
           e.ends_on
    from public.contracts c
    join public.deal_deliverables dd on dd.application_id = c.application_id
    cross join lateral (select private.window_end(dd.submitted_at::date, (c.terms #>> '{usage,months}')::integer) as ends_on) e
    where c.status = 'in_force' and coalesce((c.terms #>> '{usage,months}')::integer, 0) > 0
      and dd.status = 'approved' and dd.submitted_at is not null
      and not exists (select 1 from public.deal_payments p where p.application_id = c.application_id and p.status = 'refunded')
      and not exists (select 1 from public.applications a where a.id = c.application_id and a.status = 'withdrawn')
    union all
    select c.id, c.deal_id, c.brand_id, c.talent_id, 'exclusivity',
           'Exclusivity ends soon',
           'The exclusivity in ' || (c.terms #>> '{exclusivity,category}') || ' under the contract for "' || (c.terms->>'deal_title')
             || '" ends on ' || to_char(e.ends_on, 'FMMonth FMDD, YYYY') || '.',
           e.ends_on
    from public.contracts c
    cross join lateral (select private.window_end(c.in_force_at::date, (c.terms #>> '{exclusivity,months}')::integer) as ends_on) e
    where c.status = 'in_force' and jsonb_typeof(c.terms->'exclusivity') = 'object'
      and not exists (select 1 from public.deal_payments p where p.application_id = c.application_id and p.status = 'refunded')
      and not exists (select 1 from public.applications a where a.id = c.application_id and a.status = 'withdrawn')
  )
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select n.who, w.title, w.message, 'warning', n.url,
         jsonb_build_object('kind', 'contract_reminder', 'contract_id', w.contract_id, 'window', w.key, 'ends_on', w.ends_on)
  from windows w
  left join public.brands b on b.id = w.brand_id
  cross join lateral (values (w.talent_id, '/deals'), (b.owner_id, '/deals/' || w.deal_id::text || '/applicants')) as n(who, url)
  where n.who is not null and w.ends_on > current_date and w.ends_on <= current_date + p_days
    and not exists (
      select 1 from public.notifications x
      where x.user_id = n.who and x.metadata->>'kind' = 'contract_reminder' and x.metadata->>'contract_id' = w.contract_id::text
        and x.metadata->>'window' = w.key and x.metadata->>'ends_on' = w.ends_on::text);
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
