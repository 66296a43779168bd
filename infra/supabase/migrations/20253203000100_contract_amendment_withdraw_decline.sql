-- =============================================================================
-- A waiting contract amendment can be withdrawn or declined (issue 33, defect: it could only be signed).
--   * withdraw_contract_amendment(contract): the side that proposed the amendment takes it back while it waits
--     for signatures. decline_contract_amendment(contract): the other side refuses it. Either way the amendment
--     ends ('withdrawn' / 'declined', with closed_by and closed_at), the version it amends stays in force, and
--     either party may propose a new amendment. A signature already on it stays on record.
--   * Only the two parties (42501 for anyone else); only an amendment (version > 1) that is still waiting; the
--     proposer withdraws, the other side declines (each refusal says which to use). The other side is notified.
--   * Both end states are final (contracts_immutable); sign_contract() refuses a withdrawn or declined amendment.
-- =============================================================================

alter table public.contracts
  add column closed_by uuid references auth.users (id) on delete set null,
  add column closed_at timestamptz;
create index contracts_closed_by_idx on public.contracts (closed_by);
comment on column public.contracts.closed_by is 'Who withdrew (the proposer) or declined (the other party) this amendment; written only by withdraw/decline_contract_amendment().';
comment on column public.contracts.closed_at is 'When this amendment was withdrawn or declined.';

alter table public.contracts drop constraint contracts_status_check;
alter table public.contracts add constraint contracts_status_check
  check (status in ('awaiting_signatures', 'in_force', 'superseded', 'withdrawn', 'declined'));
alter table public.contracts drop constraint contracts_in_force_check;
alter table public.contracts add constraint contracts_in_force_check check ((status in ('in_force', 'superseded')) = (in_force_at is not null));
alter table public.contracts drop constraint contracts_signed_when_in_force_check;
alter table public.contracts add constraint contracts_signed_when_in_force_check
  check (status not in ('in_force', 'superseded') or (brand_signed_at is not null and talent_signed_at is not null));
alter table public.contracts add constraint contracts_closed_check
  check ((status in ('withdrawn', 'declined')) = (closed_at is not null) and (status not in ('withdrawn', 'declined') or version > 1));

-- ----------------------------------------------------------------- withdraw / decline
create or replace function private.end_contract_amendment(p_contract_id uuid, p_action text)
returns public.contracts
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_row public.contracts;
  v_side text;
  v_proposer text;
  v_verb text := case p_action when 'withdraw' then 'withdraw' else 'decline' end;
begin
  if v_uid is null then
    raise exception 'Sign in to % a contract amendment', v_verb using errcode = '42501';
  end if;
  select * into v_row from public.contracts where id = p_contract_id for update;
  v_side := private.contract_side(v_row.brand_id, v_row.talent_id);
  if v_row.id is null or v_side is null then
    raise exception 'Only the brand and the talent of this contract can % its amendment', v_verb using errcode = '42501';
  end if;
  if v_row.version = 1 then
    raise exception 'This is the original contract, not an amendment: only an amendment waiting for signatures can be %', case p_action when 'withdraw' then 'withdrawn' else 'declined' end
      using errcode = 'P0001';
  end if;
  if v_row.status in ('withdrawn', 'declined') then
    raise exception 'This amendment was already %', v_row.status using errcode = 'P0001';
  end if;
  if v_row.status <> 'awaiting_signatures' then
    raise exception 'Both parties signed this amendment and it took effect: a change now is a new amendment' using errcode = 'P0001';
  end if;
  v_proposer := v_row.terms #>> '{amendment,proposed_by}';
  if p_action = 'withdraw' and v_proposer is distinct from v_side then
    raise exception 'Only the side that proposed an amendment can withdraw it; you can decline it' using errcode = 'P0001';
  end if;
  if p_action <> 'withdraw' and v_proposer = v_side then
    raise exception 'You proposed this amendment: withdraw it instead' using errcode = 'P0001';
  end if;

  update public.contracts
    set status = case when p_action = 'withdraw' then 'withdrawn' else 'declined' end, closed_by = v_uid, closed_at = now()
    where id = v_row.id returning * into v_row;
  perform private.contract_notify(v_row, case v_side when 'brand' then 'talent' else 'brand' end,
    case when p_action = 'withdraw' then 'Contract amendment withdrawn' else 'Contract amendment declined' end,
    'The ' || v_side || case when p_action = 'withdraw' then ' withdrew its' else ' declined the' end
    || ' amendment to the contract for "' || (v_row.terms->>'deal_title') || '". Version '
    || coalesce(v_row.terms #>> '{amendment,amends_version}', 'before it') || ' stays in force.');
  return v_row;
end
$$;
revoke execute on function private.end_contract_amendment(uuid, text) from public, anon;
grant execute on function private.end_contract_amendment(uuid, text) to authenticated;

create or replace function public.withdraw_contract_amendment(p_contract_id uuid)
returns public.contracts
language sql security invoker set search_path = '' as $$
  select * from private.end_contract_amendment(p_contract_id, 'withdraw')
$$;
create or replace function public.decline_contract_amendment(p_contract_id uuid)
returns public.contracts
language sql security invoker set search_path = '' as $$
  select * from private.end_contract_amendment(p_contract_id, 'decline')
$$;
revoke execute on function public.withdraw_contract_amendment(uuid), public.decline_contract_amendment(uuid) from public, anon;
grant execute on function public.withdraw_contract_amendment(uuid), public.decline_contract_amendment(uuid) to authenticated;

-- ----------------------------------------------------------------- signing refuses an ended amendment
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
  if v_row.status in ('withdrawn', 'declined') then
    raise exception 'This amendment was % and cannot be signed; the version before stays in force', v_row.status using errcode = 'P0001';
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

-- ----------------------------------------------------------------- immutability: withdrawn and declined are final
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
    -- the governing terms chosen before anyone signs (set_contract_governing_terms re-renders this one contract)
    if not (current_setting('pitchside.contract_rerender', true) = old.id::text
            and old.status = 'awaiting_signatures' and old.brand_signed_at is null and old.talent_signed_at is null
            and new.brand_signed_at is null and new.talent_signed_at is null
            and new.version = old.version and new.created_at = old.created_at
            and new.amends_id is not distinct from old.amends_id) then
      raise exception 'A contract cannot be edited: a change is an amendment both parties sign' using errcode = 'P0001';
    end if;
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
  -- withdrawn and declined are final, reached only from waiting for signatures, and say who ended it and when
  if old.status in ('withdrawn', 'declined') and new.status <> old.status
     or new.status in ('withdrawn', 'declined') and old.status not in ('awaiting_signatures', new.status)
     or old.closed_at is not null and new.closed_at is distinct from old.closed_at
     or old.closed_by is not null and new.closed_by is not null and new.closed_by <> old.closed_by then
    raise exception 'A contract''s status only moves forward' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.contracts_immutable() from public, anon, authenticated;
