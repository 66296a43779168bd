-- =============================================================================
-- Usage rights and exclusivity over time (issue 33), read from the contract in force:
--   * contract_usage_windows(application): each delivered (approved) piece of content's usage window, from its
--     delivery (submitted_at) for the contract's usage months; the parties read it under RLS (invoker).
--   * send_contract_reminders(): both parties are told 14 days before a usage window or an exclusivity period
--     ends, once per window (the scheduled jobs run it; service_role only).
--   * talent_exclusivities(talent ids): a talent's current exclusivities (category, end date) for brands,
--     agencies and admins (and the talent), never naming the brand that holds them, and leaving out the caller's
--     own brands' contracts (those are not a competing brand's).
-- =============================================================================

create schema if not exists private;

-- The end of a window that starts on p_from and lasts p_months months.
create or replace function private.window_end(p_from date, p_months integer) returns date
language sql immutable set search_path = '' as $$
  select (p_from + make_interval(months => p_months))::date
$$;
revoke execute on function private.window_end(date, integer) from public, anon;
grant execute on function private.window_end(date, integer) to authenticated, service_role;

create or replace function public.contract_usage_windows(p_application_id uuid)
returns table (deliverable_id uuid, title text, delivered_on date, usage_ends_on date)
language sql stable security invoker set search_path = '' as $$
  select dd.id, dd.title, dd.submitted_at::date,
         private.window_end(dd.submitted_at::date, (c.terms #>> '{usage,months}')::integer)
  from public.contracts c
  join public.deal_deliverables dd on dd.application_id = c.application_id
  where c.application_id = p_application_id and c.status = 'in_force'
    and coalesce((c.terms #>> '{usage,months}')::integer, 0) > 0
    and dd.status = 'approved' and dd.submitted_at is not null
  order by dd.position
$$;
revoke execute on function public.contract_usage_windows(uuid) from public, anon;
grant execute on function public.contract_usage_windows(uuid) to authenticated, service_role;

-- ----------------------------------------------------------------- reminders
create or replace function private.send_contract_reminders(p_days integer default 14)
returns integer
language plpgsql security definer set search_path = '' as $$
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
    union all
    select c.id, c.deal_id, c.brand_id, c.talent_id, 'exclusivity',
           'Exclusivity ends soon',
           'The exclusivity in ' || (c.terms #>> '{exclusivity,category}') || ' under the contract for "' || (c.terms->>'deal_title')
             || '" ends on ' || to_char(e.ends_on, 'FMMonth FMDD, YYYY') || '.',
           e.ends_on
    from public.contracts c
    cross join lateral (select private.window_end(c.in_force_at::date, (c.terms #>> '{exclusivity,months}')::integer) as ends_on) e
    where c.status = 'in_force' and jsonb_typeof(c.terms->'exclusivity') = 'object'
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
revoke execute on function private.send_contract_reminders(integer) from public, anon, authenticated;
grant execute on function private.send_contract_reminders(integer) to service_role;

create or replace function public.send_contract_reminders(p_days integer default 14)
returns integer
language sql security invoker set search_path = '' as $$
  select private.send_contract_reminders(p_days)
$$;
revoke execute on function public.send_contract_reminders(integer) from public, anon, authenticated;
grant execute on function public.send_contract_reminders(integer) to service_role;

-- ----------------------------------------------------------------- exclusivities brands see
create or replace function private.talent_exclusivities(p_talent_ids uuid[])
returns table (talent_id uuid, category text, ends_on date)
language sql stable security definer set search_path = '' as $$
  select c.talent_id, c.terms #>> '{exclusivity,category}', max(e.ends_on)
  from public.contracts c
  cross join lateral (select private.window_end(c.in_force_at::date, (c.terms #>> '{exclusivity,months}')::integer) as ends_on) e
  where c.talent_id = any (p_talent_ids) and c.status = 'in_force' and jsonb_typeof(c.terms->'exclusivity') = 'object'
    and e.ends_on >= current_date
    and (c.talent_id = auth.uid() or private.get_user_role(auth.uid()) in ('brand', 'agency', 'admin'))
    and not exists (select 1 from public.brands b where b.id = c.brand_id and b.owner_id = auth.uid())
  group by c.talent_id, c.terms #>> '{exclusivity,category}'
  order by 1, 3
$$;
revoke execute on function private.talent_exclusivities(uuid[]) from public, anon;
grant execute on function private.talent_exclusivities(uuid[]) to authenticated;

create or replace function public.talent_exclusivities(p_talent_ids uuid[])
returns table (talent_id uuid, category text, ends_on date)
language sql stable security invoker set search_path = '' as $$
  select * from private.talent_exclusivities(p_talent_ids)
$$;
revoke execute on function public.talent_exclusivities(uuid[]) from public, anon;
grant execute on function public.talent_exclusivities(uuid[]) to authenticated;
