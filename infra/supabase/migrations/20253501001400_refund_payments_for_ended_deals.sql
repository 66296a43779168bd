-- A brand can still pay a checkout it opened for a deal after the talent withdrew from it (an unfunded deal can be
-- withdrawn from): the webhook now refunds such a charge in full instead of holding money for a deal that ended
-- (refund_reason 'not_accepted'), and the payment notification says why a payment was refunded.

alter table public.payments drop constraint payments_refund_reason_check;
alter table public.payments add constraint payments_refund_reason_check check (refund_reason in ('duplicate', 'not_accepted'));

CREATE OR REPLACE FUNCTION private.payments_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_amount text;
  v_what text;
begin
  if new.status not in ('succeeded', 'failed', 'refunded')
     or (tg_op = 'UPDATE' and new.status is not distinct from old.status) then
    return null;
  end if;
  v_amount := to_char(new.amount / 100.0, 'FM999,999,990.00') || ' ' || upper(new.currency);
  v_what := coalesce(nullif(btrim(new.description), ''), 'your payment');
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  values (
    new.user_id,
    case new.status when 'succeeded' then 'Payment succeeded' when 'failed' then 'Payment failed' else 'Payment refunded' end,
    case new.status
      when 'succeeded' then 'We received ' || v_amount || ' for ' || v_what || '.'
      when 'failed' then 'Your payment of ' || v_amount || ' for ' || v_what || ' did not go through.'
      else v_amount || ' for ' || v_what || ' was refunded.'
        || case new.refund_reason
             when 'duplicate' then ' It was a second charge for money already paid.'
             when 'not_accepted' then ' The deal had ended before it was funded (the talent withdrew), so nothing was kept.'
             else '' end end,
    case new.status when 'succeeded' then 'success' when 'failed' then 'error' else 'info' end,
    '/user-profile/subscription',
    jsonb_build_object('kind', 'payment', 'payment_id', new.id, 'status', new.status));
  return null;
end
$$;

