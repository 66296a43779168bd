-- =============================================================================
-- NIL deal sheets carry the signed contract (issue 33): nil_compliance_items() returns, per deal, the contract in
-- force (else the one waiting for signatures): its version, status, document hash and both signatures. A new
-- output column, so both functions are dropped and made again (the bodies are 20252906000100's otherwise).
-- =============================================================================

drop function public.nil_compliance_items(uuid);
drop function private.nil_items(uuid);

create or replace function private.nil_items(p_user_id uuid)
returns table (
  application_id uuid, deal_id uuid, deal_title text, deal_description text, compensation_type text,
  brand_id uuid, payor_name text, payor_website text, payor_industry text,
  agreed_at timestamptz, agreed_on date, cash_cents bigint, in_kind_cents bigint, total_cents bigint,
  in_kind_items jsonb, deliverables jsonb, terms jsonb, payor_total_cents bigint,
  flagged boolean, start_on date, remind_on date, due_on date,
  reported_on date, reference text, status text, contract jsonb
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_today date := (now() at time zone 'UTC')::date;
  v_d1 boolean;
begin
  if auth.uid() is not null and p_user_id is distinct from auth.uid() and not private.is_admin() then
    raise exception 'You can only read your own NIL items' using errcode = '42501';
  end if;
  select coalesce(jsonb_typeof(p.extra_data->'ncaa_division_i') = 'boolean' and (p.extra_data->>'ncaa_division_i')::boolean, false)
    into v_d1 from public.profiles p where p.user_id = p_user_id;
  return query
  with deals as (
    select a.id as app_id, d.id as d_id, d.title, d.description, d.compensation_type, b.id as b_id, b.name,
           b.website_url, b.industry,
           coalesce(t.accepted_at, a.reviewed_at, a.updated_at) as agreed,
           round(public.application_amount(a.application_data, d.compensation_amount) * 100)::bigint as cash,
           coalesce((select sum(k.value_cents) from public.nil_in_kind_items k where k.application_id = a.id), 0)::bigint as in_kind,
           coalesce((select jsonb_agg(jsonb_build_object('description', k.description, 'value_cents', k.value_cents, 'id', k.id)
                                      order by k.created_at)
                     from public.nil_in_kind_items k where k.application_id = a.id), '[]'::jsonb) as kind_items,
           coalesce((select jsonb_agg(jsonb_build_object('title', dd.title, 'due_date', dd.due_date, 'status', dd.status)
                                      order by dd.position, dd.created_at)
                     from public.deal_deliverables dd where dd.application_id = a.id), '[]'::jsonb) as deliv,
           case when t.id is null then null else jsonb_build_object(
             'version', t.version, 'amount_cents', t.amount_cents, 'deliverables', t.deliverables,
             'usage_channels', to_jsonb(t.usage_channels), 'usage_months', t.usage_months,
             'paid_ads_whitelisting', t.paid_ads_whitelisting, 'exclusivity_category', t.exclusivity_category,
             'exclusivity_months', t.exclusivity_months, 'payment_timing', t.payment_timing) end as agreed_terms
    from public.applications a
    join public.deals d on d.id = a.deal_id
    join public.brands b on b.id = d.brand_id
    left join lateral (
      select x.* from public.application_terms x
      where x.application_id = a.id and x.status = 'accepted' order by x.version desc limit 1
    ) t on true
    where a.user_id = p_user_id and a.status = 'accepted'
  ), running as (
    select x.*, (x.agreed at time zone 'UTC')::date as agreed_day, x.cash + x.in_kind as total,
           sum(x.cash + x.in_kind) over (partition by x.b_id order by x.agreed, x.app_id rows unbounded preceding) as run_total,
           sum(x.cash + x.in_kind) over (partition by x.b_id) as payor_total
    from deals x
  ), crossing as (
    select r.b_id, min(r.agreed_day) filter (where r.run_total >= 60000) as crossed_on from running r group by r.b_id
  ), items as (
    select r.*, v_d1 and r.payor_total >= 60000 as is_flagged,
           greatest(r.agreed_day, c.crossed_on) as start_day
    from running r join crossing c on c.b_id = r.b_id
  )
  select i.app_id, i.d_id, i.title, i.description, i.compensation_type, i.b_id, i.name, i.website_url, i.industry,
         i.agreed, i.agreed_day, i.cash, i.in_kind, i.total, i.kind_items, i.deliv, i.agreed_terms, i.payor_total::bigint,
         i.is_flagged,
         case when i.is_flagged then i.start_day end,
         case when i.is_flagged then private.add_business_days(i.start_day, 3) end,
         case when i.is_flagged then private.add_business_days(i.start_day, 5) end,
         nr.reported_on, nr.reference,
         case when nr.application_id is not null then 'reported'
              when not i.is_flagged then 'not_required'
              when v_today > private.add_business_days(i.start_day, 5) then 'overdue'
              else 'due' end,
         (select jsonb_build_object('version', c.version, 'status', c.status, 'document_hash', c.document_hash,
                   'brand_signed_name', c.brand_signed_name, 'brand_signed_at', c.brand_signed_at,
                   'talent_signed_name', c.talent_signed_name, 'talent_signed_at', c.talent_signed_at, 'in_force_at', c.in_force_at)
          from public.contracts c
          where c.application_id = i.app_id and c.status <> 'superseded'
          order by (c.status = 'in_force') desc, c.version desc limit 1)
  from items i
  left join public.nil_reports nr on nr.application_id = i.app_id
  order by i.agreed desc, i.app_id;
end
$$;
revoke all on function private.nil_items(uuid) from public;
grant execute on function private.nil_items(uuid) to authenticated, service_role;

create or replace function public.nil_compliance_items(p_user_id uuid default null)
returns table (
  application_id uuid, deal_id uuid, deal_title text, deal_description text, compensation_type text,
  brand_id uuid, payor_name text, payor_website text, payor_industry text,
  agreed_at timestamptz, agreed_on date, cash_cents bigint, in_kind_cents bigint, total_cents bigint,
  in_kind_items jsonb, deliverables jsonb, terms jsonb, payor_total_cents bigint,
  flagged boolean, start_on date, remind_on date, due_on date,
  reported_on date, reference text, status text, contract jsonb
)
language sql stable security invoker set search_path = '' as $$
  select * from private.nil_items(coalesce(p_user_id, auth.uid()))
$$;
revoke execute on function public.nil_compliance_items(uuid) from public, anon;
grant execute on function public.nil_compliance_items(uuid) to authenticated, service_role;
