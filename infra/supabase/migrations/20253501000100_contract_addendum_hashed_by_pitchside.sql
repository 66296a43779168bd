-- =============================================================================
-- The addendum's SHA-256 is Pitchside's, not the browser's.
--   set_contract_governing_terms(contract, 'brand_addendum', path, sha256) recorded the hash the brand's browser
--   computed, so a client could name a hash that is not the stored file's, and the document both parties sign would
--   fingerprint a file nobody can produce from storage. Now:
--   * public.set_contract_governing_terms(contract, template): users choose the Pitchside Standard Creator Terms
--     themselves (private.set_contract_standard_terms); the addendum is refused here (42501) and goes through the
--     contract-addendum function.
--   * public.attach_contract_addendum(user, contract, path, sha256): service role only. The contract-addendum
--     function verifies the caller's token, reads the stored PDF (nobody can replace or remove it afterwards),
--     hashes it and records it as that user.
--   * private.set_contract_governing_terms takes the acting user instead of reading auth.uid(); the checks and the
--     re-render are unchanged.
-- =============================================================================
drop function public.set_contract_governing_terms(uuid, text, text, text);
drop function private.set_contract_governing_terms(uuid, text, text, text);

create function private.set_contract_governing_terms(p_uid uuid, p_contract_id uuid, p_template text, p_addendum_path text, p_addendum_sha256 text)
returns public.contracts
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.contracts;
  v_object storage.objects%rowtype;
  v_terms jsonb;
  v_document text;
begin
  if p_uid is null then
    raise exception 'Sign in to choose a contract''s governing terms' using errcode = '42501';
  end if;
  select * into v_row from public.contracts where id = p_contract_id for update;
  if v_row.id is null or (select b.owner_id from public.brands b where b.id = v_row.brand_id) is distinct from p_uid then
    raise exception 'Only the brand of this contract chooses its governing terms' using errcode = '42501';
  end if;
  if v_row.status <> 'awaiting_signatures' or v_row.brand_signed_at is not null or v_row.talent_signed_at is not null then
    raise exception 'The governing terms are chosen before anyone signs; now a change is an amendment both parties sign' using errcode = 'P0001';
  end if;
  if p_template is null or p_template not in ('standard', 'brand_addendum') then
    raise exception 'Choose the Pitchside Standard Creator Terms or your own PDF addendum' using errcode = 'P0001';
  end if;

  v_terms := (v_row.terms - 'addendum') || jsonb_build_object('template', p_template);
  if p_template = 'brand_addendum' then
    select * into v_object from storage.objects
      where bucket_id = 'contract-addenda' and name = p_addendum_path and (storage.foldername(name))[1] = p_uid::text;
    if v_object.id is null then
      raise exception 'Upload the addendum PDF first' using errcode = 'P0001';
    end if;
    if coalesce(v_object.metadata->>'mimetype', '') <> 'application/pdf' then
      raise exception 'The addendum must be a PDF' using errcode = 'P0001';
    end if;
    if coalesce(p_addendum_sha256, '') !~ '^[0-9a-f]{64}$' then
      raise exception 'The addendum''s SHA-256 is missing' using errcode = 'P0001';
    end if;
    v_terms := v_terms || jsonb_build_object('addendum', jsonb_build_object(
      'path', v_object.name,
      'file_name', (storage.filename(v_object.name)),
      'sha256', p_addendum_sha256,
      'size', (v_object.metadata->>'size')::bigint));
  end if;
  if v_terms = v_row.terms then
    return v_row;
  end if;

  v_document := private.render_contract(v_terms);
  perform set_config('pitchside.contract_rerender', v_row.id::text, true);
  update public.contracts
    set template = p_template, terms = v_terms, document = v_document, document_hash = private.contract_hash(v_document)
    where id = v_row.id returning * into v_row;
  perform set_config('pitchside.contract_rerender', '', true);
  perform private.contract_notify(v_row, 'talent', 'Contract updated',
    'The brand set the governing terms of the contract for "' || (v_terms->>'deal_title') || '" to '
    || case when p_template = 'brand_addendum' then 'the Pitchside Standard Creator Terms with its own addendum "' || (v_terms #>> '{addendum,file_name}') || '"'
            else 'the Pitchside Standard Creator Terms' end || '. Review it before you sign.');
  return v_row;
end
$$;
revoke execute on function private.set_contract_governing_terms(uuid, uuid, text, text, text) from public, anon, authenticated, service_role;

-- the caller's own choice: the standard terms only
create function private.set_contract_standard_terms(p_contract_id uuid, p_template text)
returns public.contracts
language plpgsql security definer set search_path = '' as $$
begin
  if p_template = 'brand_addendum' then
    raise exception 'Attach the addendum with Save Governing Terms: Pitchside reads the PDF and records its SHA-256 itself' using errcode = '42501';
  end if;
  return private.set_contract_governing_terms(auth.uid(), p_contract_id, p_template, null, null);
end
$$;
revoke execute on function private.set_contract_standard_terms(uuid, text) from public, anon;
grant execute on function private.set_contract_standard_terms(uuid, text) to authenticated;

create function public.set_contract_governing_terms(p_contract_id uuid, p_template text)
returns public.contracts
language sql security invoker set search_path = '' as $$
  select * from private.set_contract_standard_terms(p_contract_id, p_template)
$$;
revoke execute on function public.set_contract_governing_terms(uuid, text) from public, anon;
grant execute on function public.set_contract_governing_terms(uuid, text) to authenticated;

create function public.attach_contract_addendum(p_user_id uuid, p_contract_id uuid, p_addendum_path text, p_addendum_sha256 text)
returns public.contracts
language sql security definer set search_path = '' as $$
  select * from private.set_contract_governing_terms(p_user_id, p_contract_id, 'brand_addendum', p_addendum_path, p_addendum_sha256)
$$;
comment on function public.attach_contract_addendum(uuid, uuid, text, text) is
  'The contract-addendum function only (service role): records the brand''s stored addendum PDF, with the SHA-256 the function computed from its bytes, as the governing terms of a contract nobody has signed.';
revoke execute on function public.attach_contract_addendum(uuid, uuid, text, text) from public, anon, authenticated;
grant execute on function public.attach_contract_addendum(uuid, uuid, text, text) to service_role;
