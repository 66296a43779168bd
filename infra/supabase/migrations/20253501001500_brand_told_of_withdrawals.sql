-- A talent can withdraw from a deal the brand accepted them for but has not funded (Withdraw from Deal on /deals), or
-- withdraw an application the brand shortlisted, and the brand was never told: withdrawals made no notification.
-- The brand's owner is now told of a withdrawal from those two states, with where to go next. A pending application
-- leaves the brand's list quietly, as before; a deal whose payment was refunded is over, so leaving it is not news.
--
-- Withdrawing releases the talent from the contract (20253501001300), so once work was submitted it would let a talent
-- keep a delivered deal's rights and exclusivity from binding: as for a funded deal (the withdraw-from-deal function),
-- an accepted application cannot be withdrawn after a submission (P0001 with the way out).
CREATE OR REPLACE FUNCTION public.applications_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_is_owner boolean;
begin
  if not public.is_api_user() or private.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'pending' then
      raise exception 'New applications start as pending' using errcode = '42501';
    end if;
    new.reviewed_at := null;
    new.reviewed_by := null;
    return new;
  end if;
  if new.deal_id is distinct from old.deal_id or new.user_id is distinct from old.user_id then
    raise exception 'An application cannot be moved' using errcode = '42501';
  end if;
  new.reviewed_at := old.reviewed_at;
  new.reviewed_by := old.reviewed_by;
  select private.is_brand_owner(d.brand_id) into v_is_owner from public.deals d where d.id = new.deal_id;
  if coalesce(v_is_owner, false) then
    if new.application_data is distinct from old.application_data and old.user_id <> auth.uid() then
      raise exception 'Only the applicant can change the application' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      if old.user_id = auth.uid() and new.status <> 'withdrawn' then
        raise exception 'You cannot review your own application' using errcode = 'P0001';
      end if;
      new.reviewed_at := now();
      new.reviewed_by := auth.uid();
    end if;
  elsif new.status is distinct from old.status and new.status <> 'withdrawn' then
    raise exception 'Applicants can only withdraw an application' using errcode = '42501';
  elsif new.status = 'withdrawn' and old.status = 'accepted'
        and exists (select 1 from public.deal_payments p where p.application_id = old.id and p.status in ('held', 'released')) then
    -- the brand's money is held (or paid) for this deal: leaving it goes through the refund function
    raise exception 'This deal is funded, so leaving it refunds the brand: use Withdraw from Deal on the deal''s payment (before any work is submitted), or message the brand' using errcode = 'P0001';
  elsif new.status = 'withdrawn' and old.status = 'accepted'
        and exists (select 1 from public.deal_deliverables dd where dd.application_id = old.id and dd.submitted_at is not null) then
    raise exception 'You have submitted work on this deal, so you can no longer withdraw from it here. Message the brand, or report a problem to have an admin settle it.' using errcode = 'P0001';
  end if;
  return new;
end
$$;

CREATE OR REPLACE FUNCTION private.applications_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_title text;
  v_owner uuid;
  v_private uuid;
  v_applicant text;
begin
  select d.title, b.owner_id, d.private_for into v_title, v_owner, v_private
    from public.deals d join public.brands b on b.id = d.brand_id
    where d.id = new.deal_id;
  select coalesce(nullif(btrim(full_name), ''), 'A user') into v_applicant
    from public.profiles where user_id = new.user_id;

  if tg_op = 'INSERT' then
    if v_owner is not null and v_owner <> new.user_id and v_private is null then
      insert into public.notifications (user_id, title, message, type, action_url, metadata)
      values (v_owner, 'New application',
              coalesce(v_applicant, 'A user') || ' applied to "' || coalesce(v_title, 'your deal') || '".',
              'info', '/deals/' || new.deal_id::text || '/applicants',
              jsonb_build_object('kind', 'application', 'application_id', new.id, 'deal_id', new.deal_id));
    end if;
  elsif new.status = 'withdrawn' and old.status in ('accepted', 'shortlisted') then
    if v_owner is not null and v_owner <> new.user_id
       and not exists (select 1 from public.deal_payments p where p.application_id = new.id and p.status = 'refunded') then
      insert into public.notifications (user_id, title, message, type, action_url, metadata)
      values (
        v_owner,
        case old.status when 'accepted' then 'Talent withdrew from a deal' else 'Application withdrawn' end,
        coalesce(v_applicant, 'A user')
          || case old.status
               when 'accepted' then ' withdrew from "' || coalesce(v_title, 'your deal') || '" before it was funded, so nothing was charged. Their contract for it no longer binds either of you, and you can accept another applicant.'
               else ' withdrew their shortlisted application to "' || coalesce(v_title, 'your deal') || '".'
             end,
        'warning', '/deals/' || new.deal_id::text || '/applicants',
        jsonb_build_object('kind', 'application_withdrawn', 'application_id', new.id, 'deal_id', new.deal_id,
                           'old_status', old.status));
    end if;
  elsif new.status is distinct from old.status and new.status <> 'withdrawn' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (
      new.user_id,
      case new.status when 'accepted' then 'Application accepted'
                      when 'rejected' then 'Application not selected'
                      when 'shortlisted' then 'Application shortlisted'
                      else 'Application updated' end,
      'Your application to "' || coalesce(v_title, 'a deal') || '" is now ' || new.status || '.'
        || coalesce(' Message from the brand: ' || nullif(btrim(new.decision_note), ''), ''),
      case new.status when 'accepted' then 'success' when 'rejected' then 'warning' else 'info' end,
      '/marketplace/applications',
      jsonb_build_object('kind', 'application_status', 'application_id', new.id, 'deal_id', new.deal_id,
                         'old_status', old.status, 'new_status', new.status));
  end if;
  return null;
end
$$;
