-- =============================================================================
-- The brand's own PDF as the governing terms' addendum (issue 33).
--   * Bucket `contract-addenda` (private, PDF only, 5 MB): a brand owner uploads under their own first folder
--     (<owner uid>/<file>). Read: the uploader, the two parties of a contract that names the file, and admins
--     (private.can_read_contract_addendum). Nobody updates or deletes an addendum (a signed document names it).
--   * set_contract_governing_terms(contract, template, path, sha256): the brand of a contract nobody has signed yet
--     chooses the Pitchside Standard Creator Terms ('standard') or the standard terms plus its uploaded PDF
--     ('brand_addendum'). The contract is re-rendered: the document names the addendum's file and SHA-256, so the
--     document hash each party signs covers the addendum. Once anyone has signed, a change is an amendment, which
--     carries the addendum forward.
--   * contracts_immutable lets exactly that re-render through (flagged by the function for the one contract, and
--     only while no signature exists); everything else about it is unchanged.
-- =============================================================================

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('contract-addenda', 'contract-addenda', false, 5242880, array['application/pdf'])
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create schema if not exists private;

create or replace function private.can_read_contract_addendum(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.uid() is not null and (
    (storage.foldername(p_name))[1] = auth.uid()::text
    or public.is_admin()
    or exists (select 1 from public.contracts c
               where c.terms #>> '{addendum,path}' = p_name and private.contract_side(c.brand_id, c.talent_id) is not null))
$$;
revoke execute on function private.can_read_contract_addendum(text) from public, anon;
grant execute on function private.can_read_contract_addendum(text) to authenticated;

create policy "Contract parties and admins read contract addenda" on storage.objects
  for select to authenticated
  using (bucket_id = 'contract-addenda' and (select private.can_read_contract_addendum(name)));

create policy "Brand owners upload contract addenda into their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'contract-addenda'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and exists (select 1 from public.brands b where b.owner_id = (select auth.uid()))
  );

-- ----------------------------------------------------------------- choosing the governing terms
create or replace function private.set_contract_governing_terms(p_contract_id uuid, p_template text, p_addendum_path text, p_addendum_sha256 text)
returns public.contracts
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_row public.contracts;
  v_object storage.objects%rowtype;
  v_terms jsonb;
  v_document text;
begin
  if v_uid is null then
    raise exception 'Sign in to choose a contract''s governing terms' using errcode = '42501';
  end if;
  select * into v_row from public.contracts where id = p_contract_id for update;
  if v_row.id is null or private.contract_side(v_row.brand_id, v_row.talent_id) is distinct from 'brand' then
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
      where bucket_id = 'contract-addenda' and name = p_addendum_path and (storage.foldername(name))[1] = v_uid::text;
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
revoke execute on function private.set_contract_governing_terms(uuid, text, text, text) from public, anon;
grant execute on function private.set_contract_governing_terms(uuid, text, text, text) to authenticated;

create or replace function public.set_contract_governing_terms(p_contract_id uuid, p_template text, p_addendum_path text default null, p_addendum_sha256 text default null)
returns public.contracts
language sql security invoker set search_path = '' as $$
  select * from private.set_contract_governing_terms(p_contract_id, p_template, p_addendum_path, p_addendum_sha256)
$$;
revoke execute on function public.set_contract_governing_terms(uuid, text, text, text) from public, anon;
grant execute on function public.set_contract_governing_terms(uuid, text, text, text) to authenticated;

-- ----------------------------------------------------------------- immutability, with the one re-render
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
  return new;
end
$$;
revoke execute on function private.contracts_immutable() from public, anon, authenticated;
