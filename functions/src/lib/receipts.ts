import Stripe from 'stripe';
import type { Deps } from './deps';
import { must } from './clients';

const iso = (unix: number) => new Date(unix * 1000).toISOString();

/**
 * Receipts: the charge that paid a payment row and Stripe's receipt URL for it (Charge.receipt_url), as Stripe
 * returns them, never as a browser names them. Every event that tells of a successful charge records it
 * (charge.succeeded, payment_intent.succeeded, checkout.session.completed, invoice.paid), in whatever order they
 * arrive: each fetches the payment intent and its latest charge from Stripe and writes the same three values,
 * only onto a row that has no charge yet or this one, so a duplicate or a late event changes nothing. Nothing else
 * on the row moves (its status and stripe_event_at belong to the payment events).
 *
 * The row is `rowId` when the caller knows it, else the one the payment intent names (metadata.payment_row_id,
 * set at checkout), else the one that recorded this payment intent. Returns whether a receipt is on the row.
 */
export async function recordReceipt({ db, stripe }: Pick<Deps, 'db' | 'stripe'>, intentId: string, rowId?: string): Promise<boolean> {
  const columns = 'id, stripe_payment_intent_id, stripe_charge_id, receipt_url';
  const known = rowId
    ? must(await db.from('payments').select(columns).eq('id', rowId).maybeSingle(), 'read payment for receipt')
    : must(await db.from('payments').select(columns).eq('stripe_payment_intent_id', intentId).maybeSingle(), 'read payment for receipt');
  // already recorded from this payment intent's charge (Stripe keeps a charge's receipt URL): nothing to ask Stripe
  if (known?.stripe_payment_intent_id === intentId && known.stripe_charge_id && known.receipt_url) return true;
  let intent: Stripe.PaymentIntent;
  let charge: Stripe.Charge;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId);
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (!chargeId) return false;
    charge = await stripe.charges.retrieve(chargeId);
  } catch (e) {
    // not a payment of this Stripe account: there is no receipt to record
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing') return false;
    throw e;
  }
  // a declined charge has no receipt; a refunded one keeps its receipt (Stripe shows the refund on it)
  if (!charge.paid || !charge.receipt_url) return false;
  const target = rowId ?? intent.metadata?.payment_row_id;
  const row = target && target !== known?.id
    ? must(await db.from('payments').select(columns).eq('id', target).maybeSingle(), 'read payment for receipt')
    : known;
  // not recorded yet (invoice.paid inserts plan payments): the event that records it records the receipt too
  if (!row) return false;
  if (row.stripe_payment_intent_id && row.stripe_payment_intent_id !== intentId) return false;
  if (row.stripe_charge_id && row.stripe_charge_id !== charge.id) return false;
  if (row.stripe_charge_id === charge.id && row.receipt_url === charge.receipt_url) return true;
  const written = must(
    await db.from('payments').update({ stripe_charge_id: charge.id, receipt_url: charge.receipt_url, paid_at: iso(charge.created) })
      .eq('id', row.id).or(`stripe_charge_id.is.null,stripe_charge_id.eq.${charge.id}`).select('id'),
    'record receipt',
  );
  return (written ?? []).length > 0;
}
