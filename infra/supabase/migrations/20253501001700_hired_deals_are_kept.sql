-- A brand's owner (or an admin) could delete a deal through the API (the product only closes deals), whatever it had
-- become: the talent's accepted application, its deliverables and status history went with it (cascade), the money
-- held for it stayed in Stripe on a deal payment that named no deal and no application any more, and the signed
-- contract lost its deal. Deleting the brand did the same to all its deals. A deal someone was hired for (an accepted
-- application, a contract or a deal payment) is now kept: deleting it, or its brand, is refused (P0001). A deal
-- nobody was hired for can still be deleted. The functions' service role is not an API user.
--
-- The brand needs its own trigger: a cascaded delete runs as the table's owner, not as the API user.
CREATE OR REPLACE FUNCTION private.deal_was_hired(p_deal_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.applications a where a.deal_id = p_deal_id and a.status = 'accepted')
      or exists (select 1 from public.contracts c where c.deal_id = p_deal_id)
      or exists (select 1 from public.deal_payments p where p.deal_id = p_deal_id)
$$;
REVOKE ALL ON FUNCTION private.deal_was_hired(uuid) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.deal_was_hired(uuid) FROM anon;
GRANT ALL ON FUNCTION private.deal_was_hired(uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.deals_keep_hired() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if public.is_api_user() and (
       (tg_table_name = 'deals' and private.deal_was_hired(old.id))
    or (tg_table_name = 'brands' and exists (select 1 from public.deals d where d.brand_id = old.id and private.deal_was_hired(d.id)))) then
    raise exception 'A deal that hired talent cannot be deleted, nor its brand: its contract, deliverables and payments are records both sides keep. Close the deal instead' using errcode = 'P0001';
  end if;
  return old;
end
$$;
REVOKE ALL ON FUNCTION public.deals_keep_hired() FROM PUBLIC, anon, authenticated;
GRANT ALL ON FUNCTION public.deals_keep_hired() TO service_role;
CREATE TRIGGER deals_keep_hired BEFORE DELETE ON public.deals FOR EACH ROW EXECUTE FUNCTION public.deals_keep_hired();
CREATE TRIGGER brands_keep_hired_deals BEFORE DELETE ON public.brands FOR EACH ROW EXECUTE FUNCTION public.deals_keep_hired();
