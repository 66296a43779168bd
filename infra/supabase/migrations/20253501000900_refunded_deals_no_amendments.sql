-- A deal whose payment was refunded to the brand is over (20253501000500): its contract can no longer be amended
-- (an amendment would ask both sides to sign terms for work nobody will do or be paid for). Same function otherwise.
create or replace function private.amend_contract(p_contract_id uuid, p_changes jsonb, p_reason text) returns public.contracts
  language plpgsql security definer
  set search_path = ''
as $_$
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
  if exists (select 1 from public.deal_payments p where p.application_id = v_row.application_id and p.status = 'refunded') then
    raise exception 'This deal was cancelled and its payment refunded to the brand, so its contract can no longer be amended' using errcode = 'P0001';
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
$_$;
