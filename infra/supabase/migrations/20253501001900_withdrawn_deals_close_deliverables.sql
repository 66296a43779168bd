-- A deal the talent withdrew from (20253501001500: an unfunded one, before any work) is over like a refunded one, but its
-- deliverables stayed open through the API: the talent could still submit work and the brand review it on a deal
-- neither side's page shows any more. They close now, for both sides (P0001); an admin can still change them.
CREATE OR REPLACE FUNCTION private.deal_deliverables_guard() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_talent uuid;
  v_owner boolean;
begin
  if auth.uid() is null or private.is_admin() then
    return new;
  end if;
  select a.user_id, private.is_brand_owner(d.brand_id) into v_talent, v_owner
    from public.applications a join public.deals d on d.id = a.deal_id
    where a.id = old.application_id;
  if new.application_id is distinct from old.application_id then
    raise exception 'A deliverable cannot be moved' using errcode = '42501';
  end if;
  if exists (select 1 from public.deal_payments p where p.application_id = old.application_id and p.status = 'refunded') then
    raise exception 'This deal was cancelled and its payment refunded to the brand, so its deliverables are closed' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.applications a where a.id = old.application_id and a.status = 'withdrawn') then
    raise exception 'The talent withdrew from this deal, so its deliverables are closed' using errcode = 'P0001';
  end if;
  new.reviewed_by := old.reviewed_by;
  new.reviewed_at := old.reviewed_at;
  new.submitted_at := old.submitted_at;

  if auth.uid() = v_talent then
    if new.review_note is distinct from old.review_note or new.title is distinct from old.title
       or new.due_date is distinct from old.due_date or new.position is distinct from old.position then
      raise exception 'Only the brand can change this' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      if new.status <> 'submitted' then
        raise exception 'Only the brand can approve or ask for changes' using errcode = '42501';
      end if;
      if old.status not in ('todo', 'changes_requested') then
        raise exception 'This deliverable is already %', replace(old.status, '_', ' ') using errcode = 'P0001';
      end if;
      if new.submission_url is null then
        raise exception 'Add a link to the work' using errcode = 'P0001';
      end if;
      new.submitted_at := now();
    elsif new.submission_url is distinct from old.submission_url or new.submission_note is distinct from old.submission_note then
      if old.status not in ('todo', 'changes_requested') then
        raise exception 'A submitted deliverable waits for the brand''s review' using errcode = 'P0001';
      end if;
    end if;
    return new;
  end if;

  if coalesce(v_owner, false) then
    if new.submission_url is distinct from old.submission_url or new.submission_note is distinct from old.submission_note then
      raise exception 'Only the talent can submit the work' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      if new.status not in ('approved', 'changes_requested') then
        raise exception 'The brand approves or asks for changes' using errcode = '42501';
      end if;
      if old.status <> 'submitted' then
        raise exception 'Only submitted work can be reviewed' using errcode = 'P0001';
      end if;
      if new.status = 'changes_requested' and nullif(btrim(new.review_note), '') is null then
        raise exception 'Say what should change' using errcode = 'P0001';
      end if;
      new.reviewed_by := auth.uid();
      new.reviewed_at := now();
    end if;
    return new;
  end if;
  raise exception 'Only the talent and the brand of this deal can change its deliverables' using errcode = '42501';
end
$$;

