-- A talent could leave a deal the brand had funded by withdrawing its accepted application (the API allowed any
-- applicant to set 'withdrawn'): the brand's money stayed held for a deal nobody would deliver, and the brand's only
-- way to get it back, Cancel and Refund, now costs it the contract's kill fee. Now an applicant cannot withdraw an
-- accepted application whose deal is funded (P0001 with the way out); the talent withdraws from the deal through the
-- refund function instead, which refunds the brand in full (no kill fee: the brand did not cancel), before any work is
-- submitted. deal_payments.cancelled_by records who ended a refunded deal (brand, talent or admin), and the refund
-- notifications say so (an admin's refund told the talent "The brand cancelled ... before any work was submitted").

alter table public.deal_payments add column cancelled_by text;
alter table public.deal_payments add constraint deal_payments_cancelled_by_check
  check (cancelled_by is null or (cancelled_by in ('brand', 'talent', 'admin') and status = 'refunded'));
comment on column public.deal_payments.cancelled_by is
  'Who ended a refunded deal: the brand (Cancel and Refund, with the kill fee of a contract in force), the talent (Withdraw from Deal, refunded in full) or an admin settling a dispute. Null: refunded in Stripe directly, or before this was recorded.';

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
  end if;
  return new;
end
$$;



CREATE OR REPLACE FUNCTION private.deal_payments_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_title text;
  v_amount text;
  v_kill text;
  v_back text;
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  if new.status = 'awaiting_funding' then
    return null;
  end if;
  select d.title into v_title from public.deals d where d.id = new.deal_id;
  v_amount := '$' || to_char(new.amount / 100.0, 'FM999,999,990.00');
  if new.status = 'refunded' and new.kill_fee_amount is not null then
    v_kill := '$' || to_char(new.kill_fee_amount / 100.0, 'FM999,999,990.00');
    v_back := '$' || to_char((new.amount - new.kill_fee_amount) / 100.0, 'FM999,999,990.00');
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    select who, title, message, type, '/deals', jsonb_build_object('kind', 'deal_payment', 'deal_payment_id', new.id, 'status', new.status)
    from (values
      (new.payee_id, 'Deal cancelled: kill fee',
       'The brand cancelled "' || v_title || '" after the contract was in force. Under its cancellation terms you receive the kill fee of '
         || v_kill || ' (before the platform fee); the other ' || v_back || ' was refunded to the brand.',
       'warning'),
      (new.payer_id, 'Deal payment refunded',
       v_back || ' for "' || v_title || '" was refunded to you. The kill fee of ' || v_kill || ' in the contract goes to the talent.',
       'info')
    ) as n(who, title, message, type);
    return null;
  end if;
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select who, title, message, type, '/deals', jsonb_build_object('kind', 'deal_payment', 'deal_payment_id', new.id, 'status', new.status)
  from (values
    (new.payee_id,
     case when new.status = 'held' then 'Deal funded' when new.status = 'released' then 'Payment released'
          when new.cancelled_by = 'talent' then 'You withdrew from a deal' else 'Deal payment refunded' end,
     case
       when new.status = 'held' then v_amount || ' for "' || v_title || '" is held for you until the work is approved.'
       when new.status = 'released' then v_amount || ' for "' || v_title || '" has been released to you.'
       when new.cancelled_by = 'talent' then 'You withdrew from "' || v_title || '"; the ' || v_amount || ' held was refunded to the brand in full.'
       when new.cancelled_by = 'admin' then 'An admin refunded the ' || v_amount || ' held for "' || v_title || '" to the brand, settling a dispute.'
       when new.cancelled_by = 'brand' then 'The brand cancelled "' || v_title || '" before any work was submitted; the ' || v_amount || ' held was refunded to them.'
       else 'The ' || v_amount || ' held for "' || v_title || '" was refunded to the brand.' end,
     case new.status when 'refunded' then 'warning' else 'success' end),
    (new.payer_id,
     case when new.status = 'held' then 'Deal funded' when new.status = 'released' then 'Payment released'
          when new.cancelled_by = 'talent' then 'Talent withdrew' else 'Deal payment refunded' end,
     case
       when new.status = 'held' then v_amount || ' for "' || v_title || '" is held until you approve the work.'
       when new.status = 'released' then v_amount || ' for "' || v_title || '" was released to the talent.'
       when new.cancelled_by = 'talent' then 'The talent withdrew from "' || v_title || '" before any work was submitted; the ' || v_amount || ' held was refunded to you in full.'
       else v_amount || ' for "' || v_title || '" was refunded to you.' end,
     case when new.cancelled_by = 'talent' then 'warning' else 'info' end)
  ) as n(who, title, message, type);
  return null;
end
$_$;
