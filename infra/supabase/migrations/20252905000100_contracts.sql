-- =============================================================================
-- Contracts from agreed terms, signed in the product (issue 33).
--   * When an application becomes accepted (the brand accepts it, or either side accepts the latest negotiated
--     version, or a direct offer is accepted: all of them set applications.status = 'accepted'), the database
--     issues a contract: a snapshot of the agreed terms (parties, deliverables with due dates, compensation,
--     usage rights, exclusivity, FTC disclosure duty, cancellation and kill fee, governing terms), the document
--     text rendered from that snapshot, and the SHA-256 of the document.
--   * Each party signs through sign_contract(): typed full legal name + "I agree", recorded with the time, the
--     signer's user id and the hash of the document they reviewed, which must be the current document's hash.
--     Both signed -> in force. A signed contract cannot change (trigger); a change is an amendment (a new
--     version of the contract, amend_contract()) that both sign, which then supersedes the one before.
--   * Funding: a deal payment cannot be created for an application whose contract is not in force yet
--     (deal_payments_require_contract). Applications accepted before this migration have no contract and fund
--     as before.
--   * Read: the two parties and admins (disputes). Nobody writes the table but these functions.
-- =============================================================================

create schema if not exists private;
grant usage on schema private to authenticated, service_role;

create table public.contracts (
  id uuid primary key default gen_random_uuid(),
  application_id uuid references public.applications (id) on delete set null,
  deal_id uuid references public.deals (id) on delete set null,
  brand_id uuid references public.brands (id) on delete set null,
  talent_id uuid references auth.users (id) on delete set null,
  version integer not null default 1 constraint contracts_version_check check (version > 0),
  amends_id uuid references public.contracts (id) on delete set null,
  template text not null default 'standard' constraint contracts_template_check check (template in ('standard', 'brand_addendum')),
  terms jsonb not null constraint contracts_terms_check check (jsonb_typeof(terms) = 'object'),
  document text not null constraint contracts_document_check check (char_length(document) between 1 and 100000),
  document_hash text not null constraint contracts_document_hash_check check (document_hash ~ '^[0-9a-f]{64}$'),
  status text not null default 'awaiting_signatures'
    constraint contracts_status_check check (status in ('awaiting_signatures', 'in_force', 'superseded')),
  brand_signed_by uuid references auth.users (id) on delete set null,
  brand_signed_name text constraint contracts_brand_signed_name_check check (char_length(brand_signed_name) between 2 and 200),
  brand_signed_hash text,
  brand_signed_at timestamptz,
  talent_signed_by uuid references auth.users (id) on delete set null,
  talent_signed_name text constraint contracts_talent_signed_name_check check (char_length(talent_signed_name) between 2 and 200),
  talent_signed_hash text,
  talent_signed_at timestamptz,
  in_force_at timestamptz,
  created_at timestamptz not null default now(),
  constraint contracts_version_unique unique (application_id, version),
  constraint contracts_brand_signature_check check ((brand_signed_at is null) = (brand_signed_name is null) and (brand_signed_at is null) = (brand_signed_hash is null)),
  constraint contracts_talent_signature_check check ((talent_signed_at is null) = (talent_signed_name is null) and (talent_signed_at is null) = (talent_signed_hash is null)),
  constraint contracts_in_force_check check ((status = 'awaiting_signatures') = (in_force_at is null)),
  constraint contracts_signed_when_in_force_check check (status = 'awaiting_signatures' or (brand_signed_at is not null and talent_signed_at is not null))
);
create index contracts_deal_idx on public.contracts (deal_id);
create index contracts_brand_idx on public.contracts (brand_id);
create index contracts_talent_idx on public.contracts (talent_id);
create index contracts_amends_idx on public.contracts (amends_id);
create index contracts_brand_signed_by_idx on public.contracts (brand_signed_by);
create index contracts_talent_signed_by_idx on public.contracts (talent_signed_by);
comment on table public.contracts is
  'The contract of an accepted application, one row per version (1 = issued at acceptance, >1 = amendments). Issued by the database from the agreed terms; signed only through sign_contract(); immutable once signed.';

alter table public.contracts enable row level security;
revoke all on public.contracts from anon, authenticated;
grant select on public.contracts to authenticated;
grant all on public.contracts to service_role;

-- The caller's side of a contract: 'brand' (the owner of the contract's brand), 'talent', or null.
create or replace function private.contract_side(p_brand_id uuid, p_talent_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when p_talent_id = auth.uid() then 'talent'
    when exists (select 1 from public.brands b where b.id = p_brand_id and b.owner_id = auth.uid()) then 'brand'
  end
$$;
revoke execute on function private.contract_side(uuid, uuid) from public, anon;
grant execute on function private.contract_side(uuid, uuid) to authenticated, service_role;

create policy "Parties and admins read contracts" on public.contracts
  for select to authenticated
  using ((select private.contract_side(brand_id, talent_id)) is not null or (select private.is_admin()));

-- ----------------------------------------------------------------- the document
create or replace function private.contract_money(p_cents bigint) returns text
language sql immutable set search_path = '' as $$
  select '$' || to_char(p_cents / 100.0, 'FM999,999,990.00')
$$;
revoke execute on function private.contract_money(bigint) from public, anon, authenticated;

-- The document text, a pure function of the terms snapshot (so its hash identifies exactly these terms).
create or replace function private.render_contract(p_terms jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_lines text[] := '{}';
  v_item jsonb;
  v_n integer := 0;
  v_cash bigint := coalesce((p_terms #>> '{compensation,cash_cents}')::bigint, 0);
  v_fee_bps integer := coalesce((p_terms #>> '{compensation,platform_fee_bps}')::integer, 0);
  v_channels text;
  v_timing text := case p_terms #>> '{compensation,payment_timing}'
    when 'upfront' then 'in full when the brand funds the deal, released to the talent on approval of the work'
    when 'net_15' then 'within 15 days of approval of the work'
    when 'net_30' then 'within 30 days of approval of the work'
    else 'on approval of the work (the brand funds the deal before work starts; Pitchside holds the money until approval)'
  end;
begin
  v_lines := v_lines || ('SPONSORSHIP AGREEMENT ' || (p_terms->>'contract_number')
    || case when (p_terms->>'version')::int > 1 then ' - AMENDMENT ' || ((p_terms->>'version')::int - 1) else '' end);
  v_lines := v_lines || ('Deal: ' || (p_terms->>'deal_title'));
  v_lines := v_lines || ('Terms agreed on ' || (p_terms->>'agreed_on') || '.');
  v_lines := v_lines || text '';
  v_lines := v_lines || text '1. PARTIES';
  v_lines := v_lines || ('Brand: ' || (p_terms #>> '{brand,company}') || ', represented by ' || (p_terms #>> '{brand,signatory}') || '.');
  v_lines := v_lines || ('Talent: ' || (p_terms #>> '{talent,legal_name}') || '.');
  if p_terms->'agency' is not null and jsonb_typeof(p_terms->'agency') = 'object' then
    v_lines := v_lines || ('Talent''s representative: ' || (p_terms #>> '{agency,name}') || ' (agency), who represents the talent but is not a party to this agreement.');
  end if;
  v_lines := v_lines || text '';
  v_lines := v_lines || text '2. DELIVERABLES';
  for v_item in select value from jsonb_array_elements(coalesce(p_terms->'deliverables', '[]'::jsonb)) loop
    v_n := v_n + 1;
    v_lines := v_lines || (v_n || '. ' || (v_item->>'title') || coalesce(', due ' || (v_item->>'due_date'), ', due date to be agreed in writing'));
  end loop;
  v_lines := v_lines || text '';
  v_lines := v_lines || text '3. COMPENSATION';
  v_lines := v_lines || ('Cash: ' || private.contract_money(v_cash) || ' (USD), paid ' || v_timing || '.');
  v_lines := v_lines || ('In-kind: ' || coalesce(p_terms #>> '{compensation,in_kind}', 'none') || '.');
  v_lines := v_lines || ('Platform fee: Pitchside keeps ' || trim(to_char(v_fee_bps / 100.0, 'FM990.##')) || '% of the cash ('
    || private.contract_money((v_cash * v_fee_bps + 5000) / 10000) || '); the talent receives '
    || private.contract_money(v_cash - (v_cash * v_fee_bps + 5000) / 10000) || '.');
  v_lines := v_lines || text '';
  v_lines := v_lines || text '4. USAGE RIGHTS';
  select string_agg(c, ', ' order by c) into v_channels from jsonb_array_elements_text(coalesce(p_terms #> '{usage,channels}', '[]'::jsonb)) c;
  if v_channels is null then
    v_lines := v_lines || text 'None: the brand may share the talent''s posts (reposts, links) but not reuse the content elsewhere.';
  else
    v_lines := v_lines || ('Channels: ' || v_channels || '.');
    v_lines := v_lines || ('Duration: ' || (p_terms #>> '{usage,months}') || ' months from the delivery of each piece of content.');
    v_lines := v_lines || ('Territory: ' || (p_terms #>> '{usage,territory}') || '.');
  end if;
  v_lines := v_lines || ('Paid-ads whitelisting: ' || case when (p_terms #>> '{usage,paid_ads_whitelisting}')::boolean
    then 'yes, the brand may run paid ads through the talent''s handle for the usage duration.' else 'no.' end);
  v_lines := v_lines || text '';
  v_lines := v_lines || text '5. EXCLUSIVITY';
  if jsonb_typeof(p_terms->'exclusivity') = 'object' then
    v_lines := v_lines || ('The talent will not promote a competing brand in ' || (p_terms #>> '{exclusivity,category}') || ' for '
      || (p_terms #>> '{exclusivity,months}') || ' months from the date this agreement is in force.');
  else
    v_lines := v_lines || text 'None.';
  end if;
  v_lines := v_lines || text '';
  v_lines := v_lines || text '6. DISCLOSURE';
  v_lines := v_lines || text 'The talent discloses the paid relationship clearly in every piece of content, as the US FTC Endorsement Guides require (for example "#ad" or the platform''s paid-partnership label), and the brand does not ask otherwise.';
  v_lines := v_lines || text '';
  v_lines := v_lines || text '7. CANCELLATION AND KILL FEE';
  v_lines := v_lines || ('Either party may cancel with ' || (p_terms #>> '{cancellation,notice_days}') || ' days'' written notice in Pitchside. If the brand cancels after the agreement is in force and before the work is approved, it pays a kill fee of '
    || (p_terms #>> '{cancellation,kill_fee_pct}') || '% of the cash (' || private.contract_money((v_cash * (p_terms #>> '{cancellation,kill_fee_pct}')::int + 50) / 100)
    || ') plus any deliverables already approved. If the talent cancels or misses a due date by more than 14 days, the brand is refunded in full.');
  v_lines := v_lines || text '';
  v_lines := v_lines || text '8. GOVERNING TERMS';
  v_lines := v_lines || text 'The Pitchside Standard Creator Terms (version 2026-11) apply: the talent owns the content and licenses it to the brand as set out above; each party keeps the other''s confidential information private; disputes go first to Pitchside''s dispute resolution, where an admin may read this agreement.';
  if p_terms->>'template' = 'brand_addendum' then
    v_lines := v_lines || text 'The brand''s addendum attached to this agreement also applies; where it conflicts with sections 1 to 7, sections 1 to 7 prevail.';
  end if;
  v_lines := v_lines || text '';
  v_lines := v_lines || text 'SIGNATURES';
  v_lines := v_lines || text 'Each party signs electronically in Pitchside by typing their full legal name and selecting "I agree". Pitchside records the time, the signer''s account and the SHA-256 hash of this exact text.';
  return array_to_string(v_lines, E'\n');
end
$$;
revoke execute on function private.render_contract(jsonb) from public, anon, authenticated;

create or replace function private.contract_hash(p_document text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(p_document, 'UTF8')), 'hex')
$$;
revoke execute on function private.contract_hash(text) from public, anon, authenticated;

-- ----------------------------------------------------------------- issuing
-- The terms snapshot of an accepted application: the accepted negotiated version if there is one, else the
-- application's rate (or the deal's compensation) and the deliverables the acceptance created.
create or replace function private.contract_terms_for(p_application_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_app public.applications%rowtype;
  v_deal public.deals%rowtype;
  v_brand public.brands%rowtype;
  v_terms public.application_terms%rowtype;
  v_talent_name text;
  v_signatory text;
  v_agency text;
  v_deliverables jsonb;
  v_cash bigint;
begin
  select * into v_app from public.applications where id = p_application_id;
  select * into v_deal from public.deals where id = v_app.deal_id;
  select * into v_brand from public.brands where id = v_deal.brand_id;
  if jsonb_typeof(v_app.application_data->'agreedTermsId') = 'string' then
    select * into v_terms from public.application_terms where id = (v_app.application_data->>'agreedTermsId')::uuid;
  end if;
  select coalesce(nullif(btrim(full_name), ''), 'The talent') into v_talent_name from public.profiles where user_id = v_app.user_id;
  -- the owner's own name, unless their account is named after the brand (then the person signing is named by the signature)
  select nullif(nullif(btrim(full_name), ''), v_brand.name) into v_signatory from public.profiles where user_id = v_brand.owner_id;
  select coalesce(nullif(btrim(p.full_name), ''), 'The agency') into v_agency
    from public.agency_clients c join public.profiles p on p.user_id = c.agency_id
    where c.client_user_id = v_app.user_id and c.status = 'active'
    order by c.created_at limit 1;

  if v_terms.id is not null then
    v_deliverables := v_terms.deliverables;
    v_cash := v_terms.amount_cents;
  else
    select coalesce(jsonb_agg(jsonb_build_object('title', title, 'due_date', due_date) order by position), '[]'::jsonb)
      into v_deliverables from public.deal_deliverables where application_id = p_application_id;
    v_cash := round(public.application_amount(v_app.application_data, v_deal.compensation_amount) * 100)::bigint;
    if v_deal.compensation_type not in ('cash', 'hybrid') and not (v_app.application_data ? 'proposedRate') then
      v_cash := 0;
    end if;
  end if;

  return jsonb_build_object(
    'contract_number', 'PS-' || upper(left(replace(p_application_id::text, '-', ''), 8)),
    'version', 1,
    'deal_title', v_deal.title,
    'agreed_on', to_char(coalesce(v_terms.accepted_at, v_app.reviewed_at, now()) at time zone 'UTC', 'YYYY-MM-DD'),
    'brand', jsonb_build_object('company', v_brand.name, 'signatory', coalesce(v_signatory, 'its authorised signatory')),
    'talent', jsonb_build_object('legal_name', coalesce(v_talent_name, 'The talent')),
    'agency', case when v_agency is not null then jsonb_build_object('name', v_agency) end,
    'deliverables', v_deliverables,
    'compensation', jsonb_build_object(
      'cash_cents', greatest(v_cash, 0),
      'in_kind', case when v_deal.compensation_type in ('product', 'hybrid') then 'products as described in the deal' end,
      'payment_timing', coalesce(v_terms.payment_timing, 'on_approval'),
      -- shared-ui billing PLATFORM_FEE_BPS
      'platform_fee_bps', 1000),
    'usage', jsonb_build_object(
      'channels', to_jsonb(coalesce(v_terms.usage_channels, '{}'::text[])),
      'months', coalesce(v_terms.usage_months, 0),
      'territory', 'United States',
      'paid_ads_whitelisting', coalesce(v_terms.paid_ads_whitelisting, false)),
    'exclusivity', case when v_terms.exclusivity_category is not null
      then jsonb_build_object('category', v_terms.exclusivity_category, 'months', v_terms.exclusivity_months) end,
    'ftc_disclosure', true,
    'cancellation', jsonb_build_object('notice_days', 7, 'kill_fee_pct', 25),
    'template', 'standard');
end
$$;
revoke execute on function private.contract_terms_for(uuid) from public, anon, authenticated;

create or replace function private.contract_notify(p_contract public.contracts, p_to text, p_title text, p_message text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_owner uuid;
begin
  select owner_id into v_owner from public.brands where id = p_contract.brand_id;
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select who, p_title, p_message, case when p_title = 'Contract in force' then 'success' else 'info' end, url,
         jsonb_build_object('kind', 'contract', 'contract_id', p_contract.id, 'application_id', p_contract.application_id)
  from (values ('talent', p_contract.talent_id, '/deals'),
               ('brand', v_owner, '/deals/' || p_contract.deal_id::text || '/applicants')) as n(side, who, url)
  where who is not null and (p_to = 'both' or p_to = side);
end
$$;
revoke execute on function private.contract_notify(public.contracts, text, text, text) from public, anon, authenticated;

create or replace function private.issue_contract(p_application_id uuid) returns public.contracts
language plpgsql security definer set search_path = '' as $$
declare
  v_terms jsonb := private.contract_terms_for(p_application_id);
  v_document text := private.render_contract(v_terms);
  v_row public.contracts;
begin
  insert into public.contracts (application_id, deal_id, brand_id, talent_id, version, template, terms, document, document_hash)
  select a.id, a.deal_id, d.brand_id, a.user_id, 1, 'standard', v_terms, v_document, private.contract_hash(v_document)
  from public.applications a join public.deals d on d.id = a.deal_id
  where a.id = p_application_id
  on conflict (application_id, version) do nothing
  returning * into v_row;
  if v_row.id is not null then
    perform private.contract_notify(v_row, 'both', 'Contract ready to sign',
      'The contract for "' || (v_terms->>'deal_title') || '" is ready. Review it and sign before the deal is funded.');
  end if;
  return v_row;
end
$$;
revoke execute on function private.issue_contract(uuid) from public, anon, authenticated;

-- After the deliverables trigger (applications_create_deliverables), so the contract lists them. Only for an
-- acceptance made through the API (a user, or the functions' service role: the request carries a JWT role);
-- the database owner's own writes (seed history, maintenance) issue none.
create or replace function private.applications_issue_contract() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'accepted' and old.status is distinct from 'accepted'
     and public.in_api_request() then
    perform private.issue_contract(new.id);
  end if;
  return null;
end
$$;
revoke execute on function private.applications_issue_contract() from public, anon, authenticated;
create trigger applications_issue_contract after update of status on public.applications
  for each row execute function private.applications_issue_contract();

-- ----------------------------------------------------------------- signing
create or replace function private.sign_contract(p_contract_id uuid, p_full_name text, p_agree boolean, p_document_hash text)
returns public.contracts
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_row public.contracts;
  v_side text;
  v_name text := btrim(regexp_replace(coalesce(p_full_name, ''), '\s+', ' ', 'g'));
begin
  if v_uid is null then
    raise exception 'Sign in to sign a contract' using errcode = '42501';
  end if;
  select * into v_row from public.contracts where id = p_contract_id for update;
  v_side := private.contract_side(v_row.brand_id, v_row.talent_id);
  if v_row.id is null or v_side is null then
    raise exception 'Only the brand and the talent of this contract can sign it' using errcode = '42501';
  end if;
  if v_row.status <> 'awaiting_signatures' then
    raise exception 'This contract is already signed by both parties' using errcode = 'P0001';
  end if;
  if (v_side = 'brand' and v_row.brand_signed_at is not null) or (v_side = 'talent' and v_row.talent_signed_at is not null) then
    raise exception 'You have already signed this contract' using errcode = 'P0001';
  end if;
  if p_agree is not true then
    raise exception 'Select "I agree" to sign' using errcode = 'P0001';
  end if;
  if char_length(v_name) < 2 or char_length(v_name) > 200 then
    raise exception 'Type your full legal name to sign' using errcode = 'P0001';
  end if;
  if p_document_hash is distinct from v_row.document_hash then
    raise exception 'The contract changed since you opened it: review the current version and sign again' using errcode = 'P0001';
  end if;

  if v_side = 'brand' then
    update public.contracts set brand_signed_by = v_uid, brand_signed_name = v_name, brand_signed_hash = p_document_hash, brand_signed_at = now()
      where id = p_contract_id returning * into v_row;
  else
    update public.contracts set talent_signed_by = v_uid, talent_signed_name = v_name, talent_signed_hash = p_document_hash, talent_signed_at = now()
      where id = p_contract_id returning * into v_row;
  end if;

  if v_row.brand_signed_at is not null and v_row.talent_signed_at is not null then
    update public.contracts set status = 'in_force', in_force_at = now() where id = p_contract_id returning * into v_row;
    if v_row.amends_id is not null then
      update public.contracts set status = 'superseded' where id = v_row.amends_id and status = 'in_force';
    end if;
    perform private.contract_notify(v_row, 'both', 'Contract in force',
      'Both parties signed the contract for "' || (v_row.terms->>'deal_title') || '"'
      || case when v_row.version > 1 then ' (amendment ' || (v_row.version - 1) || ')' else '' end || '.');
  else
    perform private.contract_notify(v_row, case v_side when 'brand' then 'talent' else 'brand' end, 'Contract signed',
      v_name || ' signed the contract for "' || (v_row.terms->>'deal_title') || '". Your signature is next.');
  end if;
  return v_row;
end
$$;
revoke execute on function private.sign_contract(uuid, text, boolean, text) from public, anon;
grant execute on function private.sign_contract(uuid, text, boolean, text) to authenticated;

-- ----------------------------------------------------------------- amendments
-- A party proposes a change to an in-force contract: deliverables, usage rights, exclusivity or cancellation
-- (the cash is what the deal is funded with and does not change here). The amendment is a new version that both
-- sign; the contract before stays in force until then.
create or replace function private.amend_contract(p_contract_id uuid, p_changes jsonb)
returns public.contracts
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_row public.contracts;
  v_terms jsonb;
  v_key text;
  v_document text;
  v_next integer;
begin
  if v_uid is null then
    raise exception 'Sign in to amend a contract' using errcode = '42501';
  end if;
  select * into v_row from public.contracts where id = p_contract_id for update;
  if v_row.id is null or private.contract_side(v_row.brand_id, v_row.talent_id) is null then
    raise exception 'Only the brand and the talent of this contract can amend it' using errcode = '42501';
  end if;
  if v_row.status <> 'in_force' then
    raise exception 'Only a contract in force can be amended; until both sign, the terms are still open' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.contracts where amends_id = v_row.id and status = 'awaiting_signatures') then
    raise exception 'An amendment to this contract is already waiting for signatures' using errcode = 'P0001';
  end if;
  if jsonb_typeof(p_changes) is distinct from 'object' or p_changes = '{}'::jsonb then
    raise exception 'Say what the amendment changes' using errcode = 'P0001';
  end if;
  for v_key in select jsonb_object_keys(p_changes) loop
    if v_key not in ('deliverables', 'usage', 'exclusivity', 'cancellation') then
      raise exception 'An amendment can change deliverables, usage rights, exclusivity or cancellation, not %', v_key using errcode = 'P0001';
    end if;
  end loop;
  if p_changes ? 'deliverables' and (jsonb_typeof(p_changes->'deliverables') <> 'array' or jsonb_array_length(p_changes->'deliverables') not between 1 and 20
     or exists (select 1 from jsonb_array_elements(p_changes->'deliverables') e
                where jsonb_typeof(e->'title') is distinct from 'string' or char_length(btrim(e->>'title')) not between 1 and 200
                   or coalesce(e->>'due_date', '') !~ '^\d{4}-\d{2}-\d{2}$')) then
    raise exception 'Each deliverable needs a title and a due date' using errcode = 'P0001';
  end if;
  if p_changes ? 'usage' and (jsonb_typeof(p_changes->'usage') <> 'object' or jsonb_typeof(p_changes #> '{usage,channels}') <> 'array'
     or coalesce((p_changes #>> '{usage,months}') ~ '^\d{1,3}$', false) is false) then
    raise exception 'Usage rights need channels and a whole number of months' using errcode = 'P0001';
  end if;
  if p_changes ? 'exclusivity' and jsonb_typeof(p_changes->'exclusivity') <> 'null'
     and (jsonb_typeof(p_changes #> '{exclusivity,category}') is distinct from 'string' or coalesce((p_changes #>> '{exclusivity,months}') ~ '^\d{1,2}$', false) is false) then
    raise exception 'Exclusivity needs a category and a whole number of months' using errcode = 'P0001';
  end if;
  if p_changes ? 'cancellation' and (coalesce((p_changes #>> '{cancellation,notice_days}') ~ '^\d{1,2}$', false) is false
     or coalesce((p_changes #>> '{cancellation,kill_fee_pct}') ~ '^\d{1,2}$|^100$', false) is false) then
    raise exception 'Cancellation needs notice days and a kill fee percentage' using errcode = 'P0001';
  end if;

  select coalesce(max(version), 0) + 1 into v_next from public.contracts where application_id = v_row.application_id;
  v_terms := v_row.terms || p_changes || jsonb_build_object('version', v_next, 'agreed_on', to_char(now() at time zone 'UTC', 'YYYY-MM-DD'));
  if p_changes ? 'usage' then
    v_terms := jsonb_set(v_terms, '{usage}', (v_row.terms->'usage') || (p_changes->'usage'));
  end if;
  v_document := private.render_contract(v_terms);
  insert into public.contracts (application_id, deal_id, brand_id, talent_id, version, amends_id, template, terms, document, document_hash)
  values (v_row.application_id, v_row.deal_id, v_row.brand_id, v_row.talent_id, v_next, v_row.id, v_row.template, v_terms, v_document,
          private.contract_hash(v_document))
  returning * into v_row;
  perform private.contract_notify(v_row, 'both', 'Contract amendment to sign',
    'An amendment to the contract for "' || (v_terms->>'deal_title') || '" is waiting for both signatures.');
  return v_row;
end
$$;
revoke execute on function private.amend_contract(uuid, jsonb) from public, anon;
grant execute on function private.amend_contract(uuid, jsonb) to authenticated;

-- ----------------------------------------------------------------- immutability
-- What was signed never changes: the terms, document and hash are fixed from issue (re-rendering would change
-- the hash every signature names), a signature once made stays, and a signed contract is never deleted. The
-- status moves only forward. Parties' ids may become null when an account or deal is deleted.
create or replace function private.contracts_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    if old.brand_signed_at is not null or old.talent_signed_at is not null then
      raise exception 'A signed contract cannot be deleted' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if new.terms is distinct from old.terms or new.document is distinct from old.document
     or new.document_hash is distinct from old.document_hash or new.version is distinct from old.version
     or new.template is distinct from old.template or new.amends_id is distinct from old.amends_id and new.amends_id is not null
     or new.created_at is distinct from old.created_at then
    raise exception 'A contract cannot be edited: a change is an amendment both parties sign' using errcode = 'P0001';
  end if;
  if (old.brand_signed_at is not null and (new.brand_signed_at, new.brand_signed_name, new.brand_signed_hash)
        is distinct from (old.brand_signed_at, old.brand_signed_name, old.brand_signed_hash))
     or (old.talent_signed_at is not null and (new.talent_signed_at, new.talent_signed_name, new.talent_signed_hash)
        is distinct from (old.talent_signed_at, old.talent_signed_name, old.talent_signed_hash))
     or (old.brand_signed_by is not null and new.brand_signed_by is not null and new.brand_signed_by <> old.brand_signed_by)
     or (old.talent_signed_by is not null and new.talent_signed_by is not null and new.talent_signed_by <> old.talent_signed_by) then
    raise exception 'A signature cannot be changed' using errcode = 'P0001';
  end if;
  if old.status = 'superseded' and new.status <> 'superseded'
     or old.status = 'in_force' and new.status = 'awaiting_signatures'
     or new.in_force_at is distinct from old.in_force_at and old.in_force_at is not null then
    raise exception 'A contract''s status only moves forward' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.contracts_immutable() from public, anon, authenticated;
create trigger contracts_immutable before update or delete on public.contracts
  for each row execute function private.contracts_immutable();

-- ----------------------------------------------------------------- funding waits for signatures
create or replace function private.deal_payments_require_contract() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.application_id is not null
     and exists (select 1 from public.contracts c where c.application_id = new.application_id)
     and not exists (select 1 from public.contracts c where c.application_id = new.application_id and c.status = 'in_force') then
    raise exception 'Waiting for signatures: the deal can be funded once both parties have signed the contract' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.deal_payments_require_contract() from public, anon, authenticated;
create trigger deal_payments_require_contract before insert or update of application_id on public.deal_payments
  for each row execute function private.deal_payments_require_contract();

-- ----------------------------------------------------------------- the RPCs the app calls
create or replace function public.sign_contract(p_contract_id uuid, p_full_name text, p_agree boolean, p_document_hash text)
returns public.contracts
language sql security invoker set search_path = '' as $$
  select * from private.sign_contract(p_contract_id, p_full_name, p_agree, p_document_hash)
$$;
create or replace function public.amend_contract(p_contract_id uuid, p_changes jsonb)
returns public.contracts
language sql security invoker set search_path = '' as $$
  select * from private.amend_contract(p_contract_id, p_changes)
$$;
revoke execute on function public.sign_contract(uuid, text, boolean, text), public.amend_contract(uuid, jsonb) from public, anon;
grant execute on function public.sign_contract(uuid, text, boolean, text), public.amend_contract(uuid, jsonb) to authenticated;

select public.refuse_suspended_writes_on('public.contracts');
alter publication supabase_realtime add table public.contracts;
