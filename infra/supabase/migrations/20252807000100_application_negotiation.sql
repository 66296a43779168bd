-- =============================================================================
-- Negotiation on applications (issue 32): both sides propose terms before anyone is accepted.
--   * application_terms: one row per proposal (a version) on an application: amount in integer cents within
--     the deal payment limits ($1 to $100,000), deliverables with due dates, usage rights (channels, months,
--     paid-ads whitelisting), exclusivity (category, months), payment timing and a note. Written only by the
--     definer functions below; the two parties and admins read it.
--   * Rules, all here: only the applicant and the deal's brand owner propose; only the other side accepts;
--     only the latest open version can be accepted; a proposal can be withdrawn until accepted; nothing
--     changes after acceptance.
--   * Accepting a version accepts the application, gives it the agreed deliverables with their due dates, and
--     freezes the agreed amount in
--     application_data.agreedAmountCents, which application_amount() (what Fund Deal charges and campaigns
--     commit) reads first. No client can write that key; an application with proposals can only be accepted
--     by accepting one.
-- =============================================================================

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create table public.application_terms (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  version integer not null constraint application_terms_version_check check (version > 0),
  proposed_by uuid references auth.users (id) on delete set null,
  proposer_side text not null constraint application_terms_side_check check (proposer_side in ('brand', 'talent')),
  amount_cents bigint not null
    constraint application_terms_amount_check check (amount_cents between 100 and 10000000),
  deliverables jsonb not null
    constraint application_terms_deliverables_check
    check (jsonb_typeof(deliverables) = 'array' and jsonb_array_length(deliverables) between 1 and 20),
  usage_channels text[] not null default '{}'
    constraint application_terms_usage_channels_check
    check (usage_channels <@ array['instagram', 'tiktok', 'youtube', 'twitter', 'facebook', 'website', 'email', 'ooh', 'tv']::text[]),
  usage_months integer not null default 0
    constraint application_terms_usage_months_check check (usage_months between 0 and 120),
  paid_ads_whitelisting boolean not null default false,
  exclusivity_category text
    constraint application_terms_exclusivity_category_check check (char_length(exclusivity_category) between 1 and 80),
  exclusivity_months integer
    constraint application_terms_exclusivity_months_check check (exclusivity_months between 1 and 36),
  payment_timing text not null default 'on_approval'
    constraint application_terms_payment_timing_check check (payment_timing in ('on_approval', 'upfront', 'net_15', 'net_30')),
  note text constraint application_terms_note_check check (char_length(note) <= 1000),
  status text not null default 'open'
    constraint application_terms_status_check check (status in ('open', 'superseded', 'withdrawn', 'accepted')),
  accepted_by uuid references auth.users (id) on delete set null,
  accepted_at timestamptz,
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  constraint application_terms_version_unique unique (application_id, version),
  constraint application_terms_exclusivity_pair_check check ((exclusivity_category is null) = (exclusivity_months is null)),
  constraint application_terms_usage_pair_check check ((cardinality(usage_channels) = 0) = (usage_months = 0)),
  constraint application_terms_accepted_check check ((status = 'accepted') = (accepted_at is not null))
);
create index application_terms_proposed_by_idx on public.application_terms (proposed_by);
create index application_terms_accepted_by_idx on public.application_terms (accepted_by);
comment on table public.application_terms is
  'Proposed terms on an application, one row per version (open -> superseded | withdrawn | accepted). Written only by propose/accept/withdraw_application_terms().';

alter table public.application_terms enable row level security;
revoke all on public.application_terms from anon, authenticated;
grant select on public.application_terms to authenticated;
grant all on public.application_terms to service_role;

-- Which side of an application the caller is on: 'talent' (the applicant), 'brand' (the deal's brand owner), or null.
create or replace function private.application_side(p_application_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when a.user_id = auth.uid() then 'talent'
    when b.owner_id = auth.uid() then 'brand'
  end
  from public.applications a
  join public.deals d on d.id = a.deal_id
  join public.brands b on b.id = d.brand_id
  where a.id = p_application_id
$$;
revoke execute on function private.application_side(uuid) from public, anon;
grant execute on function private.application_side(uuid) to authenticated, service_role;

create policy "Parties and admins read application terms" on public.application_terms
  for select to authenticated
  using ((select private.application_side(application_id)) is not null or (select public.is_admin()));

-- ----------------------------------------------------------------- propose
create or replace function private.propose_application_terms(p_application_id uuid, p_terms jsonb)
returns public.application_terms
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_app public.applications%rowtype;
  v_side text;
  v_amount numeric;
  v_deliverables jsonb;
  v_item jsonb;
  v_channels text[];
  v_usage_months integer;
  v_excl_category text;
  v_excl_months integer;
  v_timing text;
  v_note text;
  v_version integer;
  v_row public.application_terms;
begin
  if v_uid is null then
    raise exception 'Sign in to propose terms' using errcode = '42501';
  end if;
  select * into v_app from public.applications where id = p_application_id for update;
  v_side := private.application_side(p_application_id);
  if v_app.id is null or v_side is null then
    raise exception 'Only the applicant and the brand can propose terms' using errcode = '42501';
  end if;
  if v_app.status not in ('pending', 'shortlisted') then
    raise exception 'Terms can no longer change: this application is %', v_app.status using errcode = 'P0001';
  end if;
  if jsonb_typeof(p_terms) is distinct from 'object' then
    raise exception 'Terms must be an object' using errcode = '22023';
  end if;

  if jsonb_typeof(p_terms->'amount_cents') is distinct from 'number' then
    raise exception 'Enter an amount' using errcode = 'P0001';
  end if;
  v_amount := (p_terms->>'amount_cents')::numeric;
  if v_amount <> trunc(v_amount) then
    raise exception 'The amount must be a whole number of cents' using errcode = 'P0001';
  end if;
  if v_amount < 100 or v_amount > 10000000 then
    raise exception 'The amount must be between $1 and $100,000' using errcode = 'P0001';
  end if;

  v_deliverables := coalesce(p_terms->'deliverables', '[]'::jsonb);
  if jsonb_typeof(v_deliverables) <> 'array' or jsonb_array_length(v_deliverables) = 0 then
    raise exception 'List at least one deliverable' using errcode = 'P0001';
  end if;
  if jsonb_array_length(v_deliverables) > 20 then
    raise exception 'At most 20 deliverables' using errcode = 'P0001';
  end if;
  for v_item in select value from jsonb_array_elements(v_deliverables) loop
    if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item->'title') is distinct from 'string'
       or char_length(btrim(v_item->>'title')) not between 1 and 200 then
      raise exception 'Each deliverable needs a title of 1 to 200 characters' using errcode = 'P0001';
    end if;
    if jsonb_typeof(v_item->'due_date') is distinct from 'string' or (v_item->>'due_date') !~ '^\d{4}-\d{2}-\d{2}$' then
      raise exception 'Each deliverable needs a due date' using errcode = 'P0001';
    end if;
    begin
      perform (v_item->>'due_date')::date;
    exception when others then
      raise exception 'Each deliverable needs a due date' using errcode = 'P0001';
    end;
    if (v_item->>'due_date')::date < current_date then
      raise exception 'A deliverable''s due date cannot be in the past' using errcode = 'P0001';
    end if;
  end loop;
  select jsonb_agg(jsonb_build_object('title', btrim(e->>'title'), 'due_date', e->>'due_date') order by n)
    into v_deliverables from jsonb_array_elements(v_deliverables) with ordinality as x(e, n);

  begin
    v_channels := coalesce(array(select distinct jsonb_array_elements_text(coalesce(p_terms->'usage_channels', '[]'::jsonb)) order by 1), '{}');
    v_usage_months := coalesce((p_terms->>'usage_months')::integer, 0);
    v_excl_months := nullif((p_terms->>'exclusivity_months')::integer, 0);
  exception when others then
    raise exception 'Usage rights and exclusivity must be whole months' using errcode = 'P0001';
  end;
  if cardinality(v_channels) > 0 and v_usage_months = 0 then
    raise exception 'Say for how many months the brand may use the content' using errcode = 'P0001';
  end if;
  if cardinality(v_channels) = 0 then
    v_usage_months := 0;
  end if;
  v_excl_category := nullif(btrim(p_terms->>'exclusivity_category'), '');
  if (v_excl_category is null) <> (v_excl_months is null) then
    raise exception 'Exclusivity needs both a category and a duration' using errcode = 'P0001';
  end if;
  v_timing := coalesce(p_terms->>'payment_timing', 'on_approval');
  v_note := nullif(btrim(p_terms->>'note'), '');

  update public.application_terms set status = 'superseded'
    where application_id = p_application_id and status = 'open';
  select coalesce(max(version), 0) + 1 into v_version from public.application_terms where application_id = p_application_id;
  insert into public.application_terms (
    application_id, version, proposed_by, proposer_side, amount_cents, deliverables, usage_channels, usage_months,
    paid_ads_whitelisting, exclusivity_category, exclusivity_months, payment_timing, note)
  values (
    p_application_id, v_version, v_uid, v_side, v_amount::bigint, v_deliverables, v_channels, v_usage_months,
    coalesce((p_terms->>'paid_ads_whitelisting')::boolean, false), v_excl_category, v_excl_months, v_timing, v_note)
  returning * into v_row;
  return v_row;
end
$$;
revoke execute on function private.propose_application_terms(uuid, jsonb) from public, anon;
grant execute on function private.propose_application_terms(uuid, jsonb) to authenticated;

-- ----------------------------------------------------------------- accept
create or replace function private.accept_application_terms(p_terms_id uuid)
returns public.application_terms
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_terms public.application_terms;
  v_app public.applications%rowtype;
  v_side text;
  v_latest integer;
  v_max integer;
  v_taken integer;
begin
  if v_uid is null then
    raise exception 'Sign in to accept terms' using errcode = '42501';
  end if;
  select a.* into v_app from public.applications a
    where a.id = (select t.application_id from public.application_terms t where t.id = p_terms_id) for update;
  v_side := private.application_side(v_app.id);
  if v_app.id is null or v_side is null then
    raise exception 'Only the applicant and the brand can accept terms' using errcode = '42501';
  end if;
  select * into v_terms from public.application_terms where id = p_terms_id;
  if v_terms.status = 'accepted' or v_app.status = 'accepted' then
    raise exception 'Terms are already agreed on this application' using errcode = 'P0001';
  end if;
  if v_app.status not in ('pending', 'shortlisted') then
    raise exception 'Terms can no longer change: this application is %', v_app.status using errcode = 'P0001';
  end if;
  if v_terms.status = 'withdrawn' then
    raise exception 'This proposal was withdrawn' using errcode = 'P0001';
  end if;
  select max(version) into v_latest from public.application_terms where application_id = v_app.id;
  if v_terms.status <> 'open' or v_terms.version <> v_latest then
    raise exception 'Only the latest proposal can be accepted' using errcode = 'P0001';
  end if;
  if v_terms.proposer_side = v_side then
    raise exception 'The other side accepts a proposal, not the one who made it' using errcode = 'P0001';
  end if;

  -- as applications_review_rules: the deal row is locked, so parallel acceptances take turns on max_applicants
  select max_applicants into v_max from public.deals where id = v_app.deal_id for update;
  if v_max is not null then
    select count(*) into v_taken from public.applications
      where deal_id = v_app.deal_id and status = 'accepted' and id <> v_app.id;
    if v_taken >= v_max then
      raise exception 'This deal already has % accepted applicants, its maximum', v_max using errcode = 'P0001';
    end if;
  end if;

  update public.application_terms set status = 'accepted', accepted_by = v_uid, accepted_at = now()
    where id = p_terms_id returning * into v_terms;
  -- the agreed deliverables, with their due dates, are what the accepted application owes (so
  -- applications_create_deliverables does not add the deal's own list)
  insert into public.deal_deliverables (application_id, title, position, due_date)
  select v_app.id, e->>'title', n::int, (e->>'due_date')::date
  from jsonb_array_elements(v_terms.deliverables) with ordinality as x(e, n)
  where not exists (select 1 from public.deal_deliverables dd where dd.application_id = v_app.id);
  update public.applications set
    status = 'accepted',
    reviewed_at = now(),
    reviewed_by = case when v_side = 'brand' then v_uid else v_terms.proposed_by end,
    application_data = application_data
      || jsonb_build_object('agreedAmountCents', v_terms.amount_cents, 'agreedTermsId', v_terms.id)
    where id = v_app.id;
  return v_terms;
end
$$;
revoke execute on function private.accept_application_terms(uuid) from public, anon;
grant execute on function private.accept_application_terms(uuid) to authenticated;

-- ----------------------------------------------------------------- withdraw
create or replace function private.withdraw_application_terms(p_terms_id uuid)
returns public.application_terms
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_terms public.application_terms;
  v_side text;
begin
  if v_uid is null then
    raise exception 'Sign in to withdraw a proposal' using errcode = '42501';
  end if;
  perform 1 from public.applications a
    where a.id = (select t.application_id from public.application_terms t where t.id = p_terms_id) for update;
  select * into v_terms from public.application_terms where id = p_terms_id;
  v_side := private.application_side(v_terms.application_id);
  if v_terms.id is null or v_side is null then
    raise exception 'Only the applicant and the brand can withdraw a proposal' using errcode = '42501';
  end if;
  if v_terms.proposer_side <> v_side then
    raise exception 'Only the side that proposed these terms can withdraw them' using errcode = 'P0001';
  end if;
  if v_terms.status = 'accepted' then
    raise exception 'Accepted terms cannot be withdrawn' using errcode = 'P0001';
  end if;
  if v_terms.status <> 'open' then
    raise exception 'Only an open proposal can be withdrawn' using errcode = 'P0001';
  end if;
  update public.application_terms set status = 'withdrawn', withdrawn_at = now()
    where id = p_terms_id returning * into v_terms;
  return v_terms;
end
$$;
revoke execute on function private.withdraw_application_terms(uuid) from public, anon;
grant execute on function private.withdraw_application_terms(uuid) to authenticated;

-- ----------------------------------------------------------------- the RPCs the app calls
create or replace function public.propose_application_terms(p_application_id uuid, p_terms jsonb)
returns public.application_terms
language sql security invoker set search_path = '' as $$
  select * from private.propose_application_terms(p_application_id, p_terms)
$$;
create or replace function public.accept_application_terms(p_terms_id uuid)
returns public.application_terms
language sql security invoker set search_path = '' as $$
  select * from private.accept_application_terms(p_terms_id)
$$;
create or replace function public.withdraw_application_terms(p_terms_id uuid)
returns public.application_terms
language sql security invoker set search_path = '' as $$
  select * from private.withdraw_application_terms(p_terms_id)
$$;
revoke execute on function public.propose_application_terms(uuid, jsonb), public.accept_application_terms(uuid),
  public.withdraw_application_terms(uuid) from public, anon;
grant execute on function public.propose_application_terms(uuid, jsonb), public.accept_application_terms(uuid),
  public.withdraw_application_terms(uuid) to authenticated;

-- ----------------------------------------------------------------- the agreed amount
-- What Fund Deal charges and a campaign commits: the agreed terms' amount once a version is accepted, else the
-- applicant's proposed rate, else the deal's compensation.
create or replace function public.application_amount(p_application_data jsonb, p_deal_amount numeric) returns numeric
language sql immutable set search_path = '' as $$
  select coalesce(
    case when jsonb_typeof(p_application_data->'agreedAmountCents') = 'number'
         then (p_application_data->>'agreedAmountCents')::numeric / 100 end,
    case when jsonb_typeof(p_application_data->'proposedRate') = 'number' then (p_application_data->>'proposedRate')::numeric end,
    p_deal_amount)
$$;

-- No client writes the agreed terms, and an application with proposals is accepted only by accepting one.
create or replace function public.applications_guard_agreed_terms() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.is_api_user() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.application_data ? 'agreedAmountCents' or new.application_data ? 'agreedTermsId' then
      raise exception 'Agreed terms are set by accepting a proposal' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.application_data->'agreedAmountCents' is distinct from old.application_data->'agreedAmountCents'
     or new.application_data->'agreedTermsId' is distinct from old.application_data->'agreedTermsId' then
    raise exception 'Agreed terms are set by accepting a proposal' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function public.applications_guard_agreed_terms() from public, anon, authenticated;
create trigger applications_guard_agreed_terms before insert or update on public.applications
  for each row execute function public.applications_guard_agreed_terms();

-- Definer: the caller may not read every version (an admin can), and this must see them all.
create or replace function public.applications_accept_through_terms() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'accepted' and old.status is distinct from 'accepted'
     and not (new.application_data ? 'agreedTermsId')
     and exists (select 1 from public.application_terms t where t.application_id = new.id) then
    raise exception 'This application has proposed terms: accept the latest proposal instead' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function public.applications_accept_through_terms() from public, anon, authenticated;
create trigger applications_accept_through_terms before update of status on public.applications
  for each row execute function public.applications_accept_through_terms();

-- ----------------------------------------------------------------- notifications
create or replace function public.application_terms_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_deal_id uuid;
  v_title text;
  v_owner uuid;
  v_talent uuid;
  v_amount text := '$' || to_char(new.amount_cents / 100.0, 'FM999,999,990.00');
  v_talent_name text;
  v_brand_name text;
  v_brand_url text;
  v_to uuid;
begin
  select a.deal_id, d.title, b.owner_id, a.user_id, b.name into v_deal_id, v_title, v_owner, v_talent, v_brand_name
    from public.applications a join public.deals d on d.id = a.deal_id join public.brands b on b.id = d.brand_id
    where a.id = new.application_id;
  select coalesce(nullif(btrim(full_name), ''), 'The applicant') into v_talent_name from public.profiles where user_id = v_talent;
  v_talent_name := coalesce(v_talent_name, 'The applicant');
  v_brand_url := '/deals/' || v_deal_id::text || '/applicants';
  v_to := case new.proposer_side when 'brand' then v_talent else v_owner end;

  if tg_op = 'INSERT' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_to,
      case when new.version = 1 then 'Terms proposed' else 'Counter-offer' end,
      case new.proposer_side when 'brand' then coalesce(v_brand_name, 'The brand') else v_talent_name end
        || ' proposed ' || v_amount || ' for "' || coalesce(v_title, 'a deal') || '" (version ' || new.version || ').',
      'info',
      case new.proposer_side when 'brand' then '/marketplace/applications' else v_brand_url end,
      jsonb_build_object('kind', 'application_terms', 'terms_id', new.id, 'application_id', new.application_id, 'version', new.version));
  elsif new.status = 'accepted' and old.status <> 'accepted' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    select who, 'Terms agreed',
      'Version ' || new.version || ' of the terms for "' || coalesce(v_title, 'a deal') || '" is agreed: ' || v_amount || '.',
      'success', url,
      jsonb_build_object('kind', 'application_terms', 'terms_id', new.id, 'application_id', new.application_id, 'version', new.version)
    from (values (v_talent, '/marketplace/applications'), (v_owner, v_brand_url)) as n(who, url)
    where who is not null;
  elsif new.status = 'withdrawn' and old.status <> 'withdrawn' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_to, 'Proposal withdrawn',
      'Version ' || new.version || ' of the terms for "' || coalesce(v_title, 'a deal') || '" (' || v_amount || ') was withdrawn.',
      'warning',
      case new.proposer_side when 'brand' then '/marketplace/applications' else v_brand_url end,
      jsonb_build_object('kind', 'application_terms', 'terms_id', new.id, 'application_id', new.application_id, 'version', new.version));
  end if;
  return null;
end
$$;
revoke execute on function public.application_terms_notify() from public, anon, authenticated;
create trigger application_terms_notify after insert or update of status on public.application_terms
  for each row execute function public.application_terms_notify();

alter publication supabase_realtime add table public.application_terms;
