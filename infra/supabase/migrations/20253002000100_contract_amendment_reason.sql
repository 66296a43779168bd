-- =============================================================================
-- Contract amendments from the product (issue 33): amend_contract() now takes the reason for the change, which
-- becomes part of the amendment's terms (and so of the document both sign and its hash), with the side that
-- proposed it. An amendment must change something. The rules that stay: only the two parties, only a contract in
-- force, one amendment waiting at a time, never the cash; what is signed never changes (contracts_immutable).
-- The document names the version it amends, who proposed it and why.
-- =============================================================================

drop function if exists public.amend_contract(uuid, jsonb);
drop function if exists private.amend_contract(uuid, jsonb);

create or replace function private.amend_contract(p_contract_id uuid, p_changes jsonb, p_reason text)
returns public.contracts
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_row public.contracts;
  v_side text;
  v_terms jsonb;
  v_key text;
  v_document text;
  v_next integer;
  v_reason text := btrim(regexp_replace(coalesce(p_reason, ''), '\s+', ' ', 'g'));
begin
  if v_uid is null then
    raise exception 'Sign in to amend a contract' using errcode = '42501';
  end if;
  select * into v_row from public.contracts where id = p_contract_id for update;
  v_side := private.contract_side(v_row.brand_id, v_row.talent_id);
  if v_row.id is null or v_side is null then
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
  if char_length(v_reason) < 3 or char_length(v_reason) > 500 then
    raise exception 'Give a reason for the amendment (3 to 500 characters)' using errcode = 'P0001';
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
     and (jsonb_typeof(p_changes #> '{exclusivity,category}') is distinct from 'string' or char_length(btrim(p_changes #>> '{exclusivity,category}')) not between 1 and 80
          or coalesce((p_changes #>> '{exclusivity,months}') ~ '^\d{1,2}$', false) is false or (p_changes #>> '{exclusivity,months}')::int < 1) then
    raise exception 'Exclusivity needs a category and a whole number of months' using errcode = 'P0001';
  end if;
  if p_changes ? 'cancellation' and (coalesce((p_changes #>> '{cancellation,notice_days}') ~ '^\d{1,2}$', false) is false
     or coalesce((p_changes #>> '{cancellation,kill_fee_pct}') ~ '^\d{1,2}$|^100$', false) is false) then
    raise exception 'Cancellation needs notice days and a kill fee percentage' using errcode = 'P0001';
  end if;

  v_terms := v_row.terms || p_changes;
  if p_changes ? 'usage' then
    v_terms := jsonb_set(v_terms, '{usage}', (v_row.terms->'usage') || (p_changes->'usage'));
  end if;
  if (v_terms - 'version' - 'agreed_on' - 'amendment') = (v_row.terms - 'version' - 'agreed_on' - 'amendment') then
    raise exception 'The amendment changes nothing: change a term, or keep the contract as it is' using errcode = 'P0001';
  end if;
  select coalesce(max(version), 0) + 1 into v_next from public.contracts where application_id = v_row.application_id;
  v_terms := v_terms || jsonb_build_object('version', v_next, 'agreed_on', to_char(now() at time zone 'UTC', 'YYYY-MM-DD'),
    'amendment', jsonb_build_object('amends_version', v_row.version, 'proposed_by', v_side, 'reason', v_reason));
  v_document := private.render_contract(v_terms);
  insert into public.contracts (application_id, deal_id, brand_id, talent_id, version, amends_id, template, terms, document, document_hash)
  values (v_row.application_id, v_row.deal_id, v_row.brand_id, v_row.talent_id, v_next, v_row.id, v_row.template, v_terms, v_document,
          private.contract_hash(v_document))
  returning * into v_row;
  perform private.contract_notify(v_row, 'both', 'Contract amendment to sign',
    'The ' || v_side || ' proposed an amendment to the contract for "' || (v_terms->>'deal_title') || '": ' || v_reason
    || '. It is waiting for both signatures; the current version stays in force until then.');
  return v_row;
end
$$;
revoke execute on function private.amend_contract(uuid, jsonb, text) from public, anon;
grant execute on function private.amend_contract(uuid, jsonb, text) to authenticated;

create or replace function public.amend_contract(p_contract_id uuid, p_changes jsonb, p_reason text)
returns public.contracts
language sql security invoker set search_path = '' as $$
  select * from private.amend_contract(p_contract_id, p_changes, p_reason)
$$;
revoke execute on function public.amend_contract(uuid, jsonb, text) from public, anon;
grant execute on function public.amend_contract(uuid, jsonb, text) to authenticated;

-- The document names the version an amendment replaces, who proposed it and why, and (20253002000200) the brand's
-- addendum by file name and SHA-256, so the hash both parties sign covers the addendum too.
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
  if jsonb_typeof(p_terms->'amendment') = 'object' then
    v_lines := v_lines || ('This amendment replaces version ' || (p_terms #>> '{amendment,amends_version}') || ' of the agreement once both parties sign it; until then version '
      || (p_terms #>> '{amendment,amends_version}') || ' stays in force. Proposed by the ' || (p_terms #>> '{amendment,proposed_by}') || '. Reason: '
      || (p_terms #>> '{amendment,reason}') || case when right(p_terms #>> '{amendment,reason}', 1) in ('.', '!', '?') then '' else '.' end);
  end if;
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
  if p_terms->>'template' = 'brand_addendum' and jsonb_typeof(p_terms->'addendum') = 'object' then
    v_lines := v_lines || ('The brand''s addendum "' || (p_terms #>> '{addendum,file_name}') || '" (PDF, SHA-256 ' || (p_terms #>> '{addendum,sha256}')
      || ') is attached to this agreement and also applies; where it conflicts with sections 1 to 7, sections 1 to 7 prevail.');
  elsif p_terms->>'template' = 'brand_addendum' then
    v_lines := v_lines || text 'The brand''s addendum attached to this agreement also applies; where it conflicts with sections 1 to 7, sections 1 to 7 prevail.';
  end if;
  v_lines := v_lines || text '';
  v_lines := v_lines || text 'SIGNATURES';
  v_lines := v_lines || text 'Each party signs electronically in Pitchside by typing their full legal name and selecting "I agree". Pitchside records the time, the signer''s account and the SHA-256 hash of this exact text.';
  return array_to_string(v_lines, E'\n');
end
$$;
revoke execute on function private.render_contract(jsonb) from public, anon, authenticated;
