-- A brand could take back an acceptance through the API (accepted -> rejected, pending or shortlisted), whatever the
-- deal had become: the deal left the talent's Deals and they were told "not selected", while on a funded deal the
-- brand's money stayed held (the talent could no longer submit the work that releases it) and the contract stayed in
-- force. The product never offered it (the brand decides only open applications). An accepted application now changes only by the talent withdrawing (the
-- rules of 20253501001200 and 20253501001500) or by an admin; the brand ends a deal with Cancel and Refund.
CREATE OR REPLACE FUNCTION public.applications_review_rules() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_is_owner boolean;
  v_max integer;
  v_taken integer;
begin
  if not public.is_api_user() then
    return new;
  end if;
  select private.is_brand_owner(d.brand_id) into v_is_owner from public.deals d where d.id = new.deal_id;
  if new.decision_note is distinct from old.decision_note and not (coalesce(v_is_owner, false) or private.is_admin()) then
    raise exception 'Only the brand can write a decision note' using errcode = '42501';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;
  if old.status = 'withdrawn' then
    raise exception 'This application was withdrawn by the applicant' using errcode = 'P0001';
  end if;
  if old.status = 'accepted' and new.status <> 'withdrawn' and not private.is_admin() then
    raise exception 'An accepted application stays accepted: to end the deal, use Cancel and Refund on a funded deal before any work is submitted, ask the talent to withdraw from an unfunded one, or report a problem to have an admin settle it' using errcode = 'P0001';
  end if;
  if new.status = 'accepted' then
    select max_applicants into v_max from public.deals where id = new.deal_id for update;
    if v_max is not null then
      select count(*) into v_taken from public.applications
        where deal_id = new.deal_id and status = 'accepted' and id <> new.id;
      if v_taken >= v_max then
        raise exception 'This deal already has % accepted applicants, its maximum', v_max using errcode = 'P0001';
      end if;
    end if;
  end if;
  return new;
end
$$;

