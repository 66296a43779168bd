-- =============================================================================
-- NIL compliance for college athletes (issue 33, the NIL part).
--   * Profile: extra_data.school (at most 120 characters) and extra_data.ncaa_division_i (a boolean), checked here.
--   * A Division I athlete's accepted deals are NIL items. A deal's value is its agreed cash amount (what Fund Deal
--     charges: application_amount()) plus the in-kind items the athlete records (nil_in_kind_items). Values are
--     summed per payor (the deal's brand) over the athlete's accepted deals, in the order terms were agreed; once a
--     payor's total reaches $600 (60000 cents) every deal with that payor is flagged "Report to NIL Go within 5
--     business days", counted from the later of the day its terms were agreed and the day the payor's total
--     reached $600. Days are UTC calendar dates; business days skip Saturdays and Sundays (not holidays).
--   * nil_reports: "I reported it" (date and optional reference), written only through mark_/unmark_nil_reported.
--   * send_nil_reminders(): the scheduled function (nilReminders) calls it with the service role; on business day 3
--     of an unreported flagged item it notifies the athlete once (notifications.metadata.kind = 'nil_reminder').
--   Every rule is here, in definer functions in `private` behind invoker wrappers, so no client can forge a flag.
-- =============================================================================

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- ----------------------------------------------------------------- profile fields
alter table public.profiles add constraint profiles_nil_fields_check check (
  (jsonb_typeof(extra_data->'ncaa_division_i') is null or jsonb_typeof(extra_data->'ncaa_division_i') in ('boolean', 'null'))
  and (jsonb_typeof(extra_data->'school') is null or jsonb_typeof(extra_data->'school') = 'null'
       or (jsonb_typeof(extra_data->'school') = 'string' and char_length(extra_data->>'school') <= 120))
);

-- ----------------------------------------------------------------- business days
-- p_days business days after (or, negative, before) p_from: Saturdays and Sundays do not count.
-- shared-ui/src/nil/business-days.ts is the same rule for display; nil.test.ts checks they agree.
create or replace function private.add_business_days(p_from date, p_days integer) returns date
language plpgsql immutable set search_path = '' as $$
declare
  v_day date := p_from;
  v_step integer := case when p_days < 0 then -1 else 1 end;
  v_left integer := abs(p_days);
begin
  while v_left > 0 loop
    v_day := v_day + v_step;
    if extract(isodow from v_day) < 6 then
      v_left := v_left - 1;
    end if;
  end loop;
  return v_day;
end
$$;
revoke all on function private.add_business_days(date, integer) from public;
grant execute on function private.add_business_days(date, integer) to authenticated, service_role;

-- ----------------------------------------------------------------- in-kind items
create table public.nil_in_kind_items (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  description text not null
    constraint nil_in_kind_items_description_check check (char_length(btrim(description)) between 1 and 200),
  value_cents bigint not null
    constraint nil_in_kind_items_value_check check (value_cents between 1 and 10000000),
  created_at timestamptz not null default now()
);
comment on table public.nil_in_kind_items is
  'NIL: products or services an athlete received in a deal, at fair market value; they count toward the payor''s $600 total.';
create index nil_in_kind_items_application_id_idx on public.nil_in_kind_items (application_id);
create index nil_in_kind_items_user_id_idx on public.nil_in_kind_items (user_id);
alter table public.nil_in_kind_items enable row level security;
create policy "Athletes and admins read in-kind items" on public.nil_in_kind_items
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Athletes add in-kind items to their accepted deals" on public.nil_in_kind_items
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.applications a
                where a.id = application_id and a.user_id = (select auth.uid()) and a.status = 'accepted'));
create policy "Athletes remove their in-kind items" on public.nil_in_kind_items
  for delete to authenticated using (user_id = (select auth.uid()));
grant select, insert, delete on public.nil_in_kind_items to authenticated;
grant all on public.nil_in_kind_items to service_role;

-- ----------------------------------------------------------------- "I reported it"
create table public.nil_reports (
  application_id uuid primary key references public.applications (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  reported_on date not null,
  reference text constraint nil_reports_reference_check check (char_length(reference) between 1 and 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.nil_reports is
  'NIL: the athlete''s own record that they reported a deal to NIL Go (date, optional reference). Written only by mark_/unmark_nil_reported().';
create index nil_reports_user_id_idx on public.nil_reports (user_id);
create trigger nil_reports_set_updated_at before update on public.nil_reports
  for each row execute function public.set_updated_at();
alter table public.nil_reports enable row level security;
create policy "Athletes and admins read NIL reports" on public.nil_reports
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
grant select on public.nil_reports to authenticated;
grant all on public.nil_reports to service_role;

select public.refuse_suspended_writes_on('public.nil_in_kind_items');
select public.refuse_suspended_writes_on('public.nil_reports');

-- ----------------------------------------------------------------- the items
create or replace function private.nil_items(p_user_id uuid)
returns table (
  application_id uuid, deal_id uuid, deal_title text, deal_description text, compensation_type text,
  brand_id uuid, payor_name text, payor_website text, payor_industry text,
  agreed_at timestamptz, agreed_on date, cash_cents bigint, in_kind_cents bigint, total_cents bigint,
  in_kind_items jsonb, deliverables jsonb, terms jsonb, payor_total_cents bigint,
  flagged boolean, start_on date, remind_on date, due_on date,
  reported_on date, reference text, status text
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
              else 'due' end
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
  reported_on date, reference text, status text
)
language sql stable security invoker set search_path = '' as $$
  select * from private.nil_items(coalesce(p_user_id, auth.uid()))
$$;
revoke execute on function public.nil_compliance_items(uuid) from public, anon;
grant execute on function public.nil_compliance_items(uuid) to authenticated, service_role;

-- ----------------------------------------------------------------- marking an item reported
create or replace function private.mark_nil_reported(p_application_id uuid, p_reported_on date, p_reference text)
returns public.nil_reports
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_agreed timestamptz;
  v_reference text := nullif(btrim(coalesce(p_reference, '')), '');
  v_row public.nil_reports;
begin
  select coalesce((select t.accepted_at from public.application_terms t
                   where t.application_id = a.id and t.status = 'accepted' order by t.version desc limit 1),
                  a.reviewed_at, a.updated_at)
    into v_agreed
    from public.applications a where a.id = p_application_id and a.user_id = v_uid and a.status = 'accepted';
  if v_uid is null or v_agreed is null then
    raise exception 'You can only mark your own accepted deals as reported' using errcode = '42501';
  end if;
  if p_reported_on is null then
    raise exception 'Enter the date you reported it' using errcode = 'P0001';
  end if;
  if p_reported_on > (now() at time zone 'UTC')::date + 1 then
    raise exception 'The report date cannot be in the future' using errcode = 'P0001';
  end if;
  if p_reported_on < (v_agreed at time zone 'UTC')::date then
    raise exception 'The report date cannot be before the deal was agreed' using errcode = 'P0001';
  end if;
  if char_length(v_reference) > 120 then
    raise exception 'The reference must be 120 characters or fewer' using errcode = 'P0001';
  end if;
  insert into public.nil_reports (application_id, user_id, reported_on, reference)
  values (p_application_id, v_uid, p_reported_on, v_reference)
  on conflict (application_id) do update
    set reported_on = excluded.reported_on, reference = excluded.reference
  returning * into v_row;
  return v_row;
end
$$;
revoke all on function private.mark_nil_reported(uuid, date, text) from public;
grant execute on function private.mark_nil_reported(uuid, date, text) to authenticated;

create or replace function private.unmark_nil_reported(p_application_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null or not exists (select 1 from public.applications a where a.id = p_application_id and a.user_id = auth.uid()) then
    raise exception 'You can only change your own deals' using errcode = '42501';
  end if;
  delete from public.nil_reports r where r.application_id = p_application_id and r.user_id = auth.uid();
end
$$;
revoke all on function private.unmark_nil_reported(uuid) from public;
grant execute on function private.unmark_nil_reported(uuid) to authenticated;

create or replace function public.mark_nil_reported(p_application_id uuid, p_reported_on date, p_reference text default null)
returns public.nil_reports
language sql security invoker set search_path = '' as $$
  select * from private.mark_nil_reported(p_application_id, p_reported_on, p_reference)
$$;
create or replace function public.unmark_nil_reported(p_application_id uuid) returns void
language sql security invoker set search_path = '' as $$
  select private.unmark_nil_reported(p_application_id)
$$;
revoke execute on function public.mark_nil_reported(uuid, date, text), public.unmark_nil_reported(uuid) from public, anon;
grant execute on function public.mark_nil_reported(uuid, date, text), public.unmark_nil_reported(uuid) to authenticated, service_role;

-- ----------------------------------------------------------------- the day-3 reminder (scheduled)
create or replace function private.send_nil_reminders() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_today date := (now() at time zone 'UTC')::date;
  v_user uuid;
  v_item record;
  v_sent integer := 0;
begin
  for v_user in
    select p.user_id from public.profiles p
    where jsonb_typeof(p.extra_data->'ncaa_division_i') = 'boolean' and (p.extra_data->>'ncaa_division_i')::boolean
  loop
    for v_item in
      select i.application_id, i.deal_title, i.payor_name, i.due_on
      from private.nil_items(v_user) i
      where i.flagged and i.status in ('due', 'overdue') and i.remind_on <= v_today
    loop
      if not exists (select 1 from public.notifications n
                     where n.user_id = v_user and n.metadata->>'kind' = 'nil_reminder'
                       and n.metadata->>'application_id' = v_item.application_id::text) then
        insert into public.notifications (user_id, title, message, type, action_url, metadata)
        values (v_user, 'Report your NIL deal to NIL Go',
                'Your deal "' || v_item.deal_title || '" with ' || v_item.payor_name || ' is due to be reported to NIL Go by '
                  || to_char(v_item.due_on, 'FMMonth FMDD, YYYY') || '. Pitchside submits nothing for you.',
                'warning', '/nil',
                jsonb_build_object('kind', 'nil_reminder', 'application_id', v_item.application_id, 'due_on', v_item.due_on));
        v_sent := v_sent + 1;
      end if;
    end loop;
  end loop;
  return v_sent;
end
$$;
revoke all on function private.send_nil_reminders() from public;
grant execute on function private.send_nil_reminders() to service_role;

create or replace function public.send_nil_reminders() returns integer
language sql security invoker set search_path = '' as $$
  select private.send_nil_reminders()
$$;
revoke execute on function public.send_nil_reminders() from public, anon, authenticated;
grant execute on function public.send_nil_reminders() to service_role;
