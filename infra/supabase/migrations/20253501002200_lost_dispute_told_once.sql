-- A deal payment the card's bank took back (a lost dispute, which the webhook ends as refunded) told each side twice:
-- the generic "Deal payment refunded" from this trigger, then the webhook's outcome. This trigger now words that
-- refund itself ("Dispute lost: payment returned" / "Dispute decided", with what to do), once; the webhook tells
-- only a won dispute's outcome.
create or replace function private.deal_payments_notify() returns trigger
language plpgsql security definer set search_path = '' as $_$
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
  -- the card's bank decided a dispute for the cardholder: the money went back to them (the webhook ends it so)
  if new.status = 'refunded' and new.cancelled_by is null
     and exists (select 1 from public.payment_disputes x where x.deal_payment_id = new.id and x.status = 'lost') then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    select who, title, message, type, url, jsonb_build_object('kind', 'deal_payment', 'deal_payment_id', new.id, 'status', new.status, 'outcome', 'lost')
    from (values
      (new.payee_id, 'Dispute lost: payment returned',
       'The brand''s bank decided the dispute of the ' || v_amount || ' payment for "' || v_title || '" for the brand and returned the money to them, so it will not be released to you. If you delivered work, report a problem and an admin will look into it.',
       'warning', '/deals/earnings'),
      (new.payer_id, 'Dispute decided',
       'Your bank decided the dispute of the ' || v_amount || ' payment for "' || v_title || '" for you and returned the money to your card, so nothing is released to the talent. Settle anything you still owe them directly.',
       'info', '/deals')
    ) as n(who, title, message, type, url)
    where who is not null;
    return null;
  end if;
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
