-- The contract issued on acceptance fixes the cash (an amendment never changes it) and the functions fund the
-- application's agreed amount, which for a plain acceptance is the deal's compensation: a brand that edited a hired
-- deal's pay (or moved it to another of its brands) made the charge differ from the contract both sides signed. A deal
-- someone was hired for (private.deal_was_hired) now keeps its compensation, compensation type and brand (P0001).
-- And an application with a contract or a deal payment is kept like its deal (20253501001700): the applicant could
-- delete a withdrawn one, leaving its contract and payment naming no application, so the rules that read the
-- application (a withdrawn deal's contract binds nobody) no longer found it.
CREATE OR REPLACE FUNCTION public.deals_keep_hired_terms() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if public.is_api_user()
     and (new.compensation_amount, new.compensation_type, new.brand_id) is distinct from (old.compensation_amount, old.compensation_type, old.brand_id)
     and private.deal_was_hired(old.id) then
    raise exception 'This deal has hired talent, so its pay and its brand are fixed by their contract: post a new deal for different terms' using errcode = 'P0001';
  end if;
  return new;
end
$$;
REVOKE ALL ON FUNCTION public.deals_keep_hired_terms() FROM PUBLIC, anon, authenticated;
GRANT ALL ON FUNCTION public.deals_keep_hired_terms() TO service_role;
CREATE TRIGGER deals_keep_hired_terms BEFORE UPDATE OF compensation_amount, compensation_type, brand_id ON public.deals
  FOR EACH ROW EXECUTE FUNCTION public.deals_keep_hired_terms();

CREATE OR REPLACE FUNCTION public.applications_keep_hired() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if public.is_api_user()
     and (exists (select 1 from public.contracts c where c.application_id = old.id)
          or exists (select 1 from public.deal_payments p where p.application_id = old.id)) then
    raise exception 'An application with a contract or a payment cannot be deleted: both sides keep it as a record' using errcode = 'P0001';
  end if;
  return old;
end
$$;
REVOKE ALL ON FUNCTION public.applications_keep_hired() FROM PUBLIC, anon, authenticated;
GRANT ALL ON FUNCTION public.applications_keep_hired() TO service_role;
CREATE TRIGGER applications_keep_hired BEFORE DELETE ON public.applications FOR EACH ROW EXECUTE FUNCTION public.applications_keep_hired();
