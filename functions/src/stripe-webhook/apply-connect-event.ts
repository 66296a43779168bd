import type Stripe from 'stripe';
import { formatCents, OPEN_DISPUTE_STATUSES } from 'shared-ui/billing';
import { must } from '../lib/clients';
import type { Deps } from '../lib/deps';
import { releaseWaiting, syncAccount } from '../lib/payouts';

/**
 * Connect and dispute events. Each applier fetches the object's current state from Stripe (so events that
 * arrive twice or out of order converge on Stripe's state) and writes it only if no newer event was applied
 * (`stripe_event_at`); the event id itself is claimed once by the webhook (idempotency.ts).
 */
export async function applyConnectEvent(deps: Deps, event: Stripe.Event): Promise<void> {
  const at = new Date(event.created * 1000).toISOString();
  switch (event.type) {
    case 'account.updated':
      return accountUpdated(deps, event.data.object.id, at);
    case 'transfer.reversed':
      return transferReversed(deps, event.data.object, at);
    case 'payout.created':
    case 'payout.updated':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled':
      return payoutChanged(deps, event.account, event.data.object.id, at, event.created);
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
      return disputeChanged(deps, event.data.object.id, at);
    default:
      return;
  }
}

/** The talent's account state; when it becomes ready, the releases that waited for it go out. */
async function accountUpdated(deps: Deps, accountId: string, at: string): Promise<void> {
  const changed = await syncAccount(deps, accountId, at);
  if (changed?.state === 'ready') await releaseWaiting(deps, changed.user_id);
}

async function transferReversed(deps: Deps, transfer: Stripe.Transfer, at: string): Promise<void> {
  const reversal = transfer.reversals?.data?.[0];
  must(
    await deps.db.from('deal_payments').update({ transfer_reversed_at: at, stripe_transfer_reversal_id: reversal?.id ?? null, stripe_event_at: at })
      .eq('stripe_transfer_id', transfer.id).is('transfer_reversed_at', null),
    'record transfer reversal',
  );
}

const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
/** A payout that does not yet cover the transfers it pays is retried (Stripe redelivers) for this long. */
const LINK_GRACE_SECONDS = 600;

/**
 * A payout from a talent's Stripe balance to their bank. Stripe pays out the balance, not one transfer: an
 * automatic payout is linked to exactly the deal payments whose transfers it paid out (its balance
 * transactions); a manual one by amount (linkByAmount). If those do not add up yet (a release is still writing
 * its transfer), the event fails so Stripe delivers it again.
 */
async function payoutChanged(deps: Deps, accountId: string | undefined, payoutId: string, at: string, created: number): Promise<void> {
  if (!accountId) return; // a payout of the platform's own balance
  const { db } = deps;
  const owner = must(await db.from('payout_accounts').select('user_id').eq('stripe_account_id', accountId).maybeSingle(), 'read payout account');
  if (!owner) return;
  const payout = await deps.stripe.payouts.retrieve(payoutId, {}, { stripeAccount: accountId });
  const status = (PAYOUT_STATUSES as readonly string[]).includes(payout.status) ? payout.status : 'pending';
  const before = must(await db.from('payouts').select('status').eq('stripe_payout_id', payout.id).maybeSingle(), 'read payout');
  const row = {
    stripe_payout_id: payout.id, user_id: owner.user_id, stripe_account_id: accountId, amount: payout.amount, currency: payout.currency, status,
    failure_code: payout.failure_code ?? null, failure_message: payout.failure_message ?? null,
    arrival_at: payout.arrival_date ? new Date(payout.arrival_date * 1000).toISOString() : null,
    paid_at: status === 'paid' ? at : null,
    stripe_created_at: new Date(payout.created * 1000).toISOString(), stripe_event_at: at,
  };
  if (!before) must(await db.from('payouts').upsert(row, { onConflict: 'stripe_payout_id', ignoreDuplicates: true }), 'save payout');
  const applied = must(await db.from('payouts').update(row).eq('stripe_payout_id', payout.id).lte('stripe_event_at', at).select('status'), 'update payout');
  if (!applied?.length) return;

  // the talent is told once: only the applier that stamps failed_at notifies (two events of one payout may run at once)
  const firstFailure = status === 'failed'
    ? must(await db.from('payouts').update({ failed_at: at }).eq('stripe_payout_id', payout.id).is('failed_at', null).select('stripe_payout_id'), 'stamp payout failure')
    : [];
  if (firstFailure?.length) {
    must(
      await db.from('notifications').insert({
        user_id: owner.user_id, title: 'Payout failed', type: 'error', action_url: '/deals/earnings',
        message: `Stripe could not pay ${formatCents(payout.amount, payout.currency)} to your bank: ${payout.failure_message ?? payout.failure_code ?? 'no reason given'} Update your bank details from Earnings; the money stays in your Stripe balance.`,
        metadata: { kind: 'payout', stripe_payout_id: payout.id, failure_code: payout.failure_code },
      }),
      'notify payout failed',
    );
  }
  if (status === 'canceled') return;

  const covered = payout.automatic
    ? await linkPaidTransfers(deps, owner.user_id, accountId, payout.id, at)
    : await linkByAmount(deps, owner.user_id, payout, status, at);
  if (covered < payout.amount && deps.now().getTime() / 1000 - created < LINK_GRACE_SECONDS) {
    throw new Error(`payout ${payout.id} pays ${payout.amount} but the recorded transfers cover ${covered}: retry once the release is recorded`);
  }
}

/** What the deal payments linked to a payout add up to (what the talent receives of each). */
async function linkedTotal({ db }: Deps, payoutId: string): Promise<number> {
  const linked = (must(await db.from('deal_payments').select('net_amount').eq('stripe_payout_id', payoutId), 'read paid deal payments') ?? []) as { net_amount: number | null }[];
  return linked.reduce((s, r) => s + (r.net_amount ?? 0), 0);
}

/**
 * An automatic payout, linked exactly as Stripe reconciles it: the balance transactions it paid out
 * (`balance_transactions?payout=<id>` on the connected account). Each `payment` is a transfer's destination
 * payment, whose `source_transfer` names the transfer and so the deal payment; a `payout_failure` is the money
 * of an earlier failed payout coming back, so the deal payments of that payout move to this one. A deal payment
 * already linked to another payout is left alone (only a failed payout's are taken over), so events of two
 * payouts applied in either order end the same. Returns what the linked deal payments add up to.
 */
async function linkPaidTransfers(deps: Deps, userId: string, accountId: string, payoutId: string, at: string): Promise<number> {
  const { db } = deps;
  const transfers = new Set<string>();
  const failedPayouts = new Set<string>();
  for await (const bt of deps.stripe.balanceTransactions.list({ payout: payoutId, expand: ['data.source'], limit: 100 }, { stripeAccount: accountId })) {
    const source = bt.source;
    if (!source) continue;
    if (bt.type === 'payment' && typeof source === 'object' && 'source_transfer' in source && source.source_transfer) {
      transfers.add(typeof source.source_transfer === 'string' ? source.source_transfer : source.source_transfer.id);
    } else if (bt.type === 'payout_failure') {
      failedPayouts.add(typeof source === 'string' ? source : source.id);
    }
  }
  if (transfers.size) {
    must(
      await db.from('deal_payments').update({ stripe_payout_id: payoutId, stripe_event_at: at })
        .eq('payee_id', userId).in('stripe_transfer_id', [...transfers]).or(`stripe_payout_id.is.null,stripe_payout_id.eq.${payoutId}`),
      'link payout',
    );
  }
  failedPayouts.delete(payoutId);
  if (failedPayouts.size) {
    const failed = (must(await db.from('payouts').select('stripe_payout_id').in('stripe_payout_id', [...failedPayouts]).eq('status', 'failed'), 'read failed payouts') ?? [])
      .map((p) => p.stripe_payout_id);
    if (failed.length) {
      must(
        await db.from('deal_payments').update({ stripe_payout_id: payoutId, stripe_event_at: at }).eq('payee_id', userId).in('stripe_payout_id', failed),
        'move deal payments of a failed payout',
      );
    }
  }
  return linkedTotal(deps, payoutId);
}

/**
 * A manual payout (Stripe lists no balance transactions for those): an amount taken from the balance, not a set
 * of transfers. The deal payments it pays are taken to be the talent's transferred ones not yet in a payout (or
 * only in a failed one), oldest first, up to its amount. Pitchside makes no manual payouts; a talent can from
 * their Express dashboard.
 */
async function linkByAmount(deps: Deps, userId: string, payout: Stripe.Payout, status: string, at: string): Promise<number> {
  const { db } = deps;
  const failed = (must(await db.from('payouts').select('stripe_payout_id').eq('user_id', userId).eq('status', 'failed').neq('stripe_payout_id', payout.id), 'read failed payouts') ?? [])
    .map((p) => p.stripe_payout_id);
  const relinkable = status === 'failed' ? 'stripe_payout_id.is.null' : ['stripe_payout_id.is.null', ...(failed.length ? [`stripe_payout_id.in.(${failed.join(',')})`] : [])].join(',');
  let covered = await linkedTotal(deps, payout.id);
  const candidates = (must(
    // released payments, and kill fees of cancelled deals (refunded, the transfer not reversed)
    await db.from('deal_payments').select('id, net_amount').eq('payee_id', userId).in('status', ['released', 'refunded']).not('stripe_transfer_id', 'is', null)
      .is('transfer_reversed_at', null).or(relinkable).order('released_at', { ascending: true }),
    'read transferred deal payments',
  ) ?? []) as { id: string; net_amount: number | null }[];
  const take: string[] = [];
  for (const c of candidates) {
    if (c.net_amount === null || covered + c.net_amount > payout.amount) continue;
    take.push(c.id);
    covered += c.net_amount;
  }
  if (take.length) must(await db.from('deal_payments').update({ stripe_payout_id: payout.id, stripe_event_at: at }).in('id', take), 'link payout');
  return covered;
}

/**
 * The bank decided a dispute on the charge that funded a deal. Won: the money stays held, is released as usual, and
 * both sides are told. Lost: the bank gave it back to the cardholder, so a held deal payment ends refunded (nothing
 * is left to release; releaseToTalent refuses a lost dispute's payment too), and deal_payments_notify tells both
 * sides of that refund as the dispute's outcome.
 */
async function disputeDecided(
  db: Deps['db'], deal: { id: string; payer_id: string | null; payee_id: string | null }, outcome: 'won' | 'lost', { title, amount, at }: { title: string; amount: string; at: string },
): Promise<void> {
  if (outcome === 'lost') {
    must(await db.from('deal_payments').update({ status: 'refunded', refunded_at: at }).eq('id', deal.id).eq('status', 'held'), 'end disputed deal payment');
    return;
  }
  const metadata = { kind: 'dispute', deal_payment_id: deal.id, outcome };
  const notes = [
    ...(deal.payer_id ? [{ user_id: deal.payer_id, title: 'Dispute settled', type: 'info', action_url: '/deals', metadata,
      message: `The dispute of the ${amount} payment for "${title}" was decided for the payment: it stands, and is released to the talent when the work is approved.` }] : []),
    ...(deal.payee_id ? [{ user_id: deal.payee_id, title: 'Dispute settled: payment stands', type: 'success', action_url: '/deals/earnings', metadata,
      message: `The bank decided the dispute of the ${amount} payment for "${title}" for the payment. It is no longer on hold: it is released to you when the brand approves the work.` }] : []),
  ];
  if (notes.length) must(await db.from('notifications').insert(notes), 'notify dispute outcome');
}

/**
 * A charge dispute. Opening one freezes the release of the deal it funded (releaseToTalent checks for an
 * open dispute) and tells the brand, the talent and every admin, with Stripe's deadline for evidence.
 */
async function disputeChanged(deps: Deps, disputeId: string, at: string): Promise<void> {
  const { db } = deps;
  const dispute = await deps.stripe.disputes.retrieve(disputeId);
  const intentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : (dispute.payment_intent?.id ?? null);
  const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
  // the payment row named on the intent (the dispute may arrive before the payment's own events are applied)
  const intent = intentId ? await deps.stripe.paymentIntents.retrieve(intentId) : null;
  const rowId = intent?.metadata?.payment_row_id;
  const payment = rowId
    ? must(await db.from('payments').select('id, deal_payment_id').eq('id', rowId).maybeSingle(), 'read payment')
    : intentId ? must(await db.from('payments').select('id, deal_payment_id').eq('stripe_payment_intent_id', intentId).maybeSingle(), 'read payment') : null;
  // the deal payment the checkout was made for, named when it was created: the payment's own events may not have
  // linked it back yet, and a dispute left unlinked would not hold the release
  const dealPaymentId = payment?.deal_payment_id ?? intent?.metadata?.deal_payment_id ?? null;
  const named = dealPaymentId
    ? must(await db.from('deal_payments').select('id, payer_id, payee_id, deal_id, payment_id').eq('id', dealPaymentId).maybeSingle(), 'read deal payment')
    : null;
  // a second charge for a deal already paid (refunded as a duplicate) is not the one that funds it
  const deal = named && (named.payment_id === null || named.payment_id === payment?.id) ? named : null;
  const dueBy = dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000).toISOString() : null;
  const row = {
    stripe_dispute_id: dispute.id, deal_payment_id: deal?.id ?? null, payment_id: payment?.id ?? null, stripe_charge_id: chargeId,
    amount: dispute.amount, currency: dispute.currency, reason: dispute.reason, status: dispute.status, evidence_due_by: dueBy,
    closed_at: dispute.status === 'won' || dispute.status === 'lost' ? at : null, stripe_event_at: at,
  };
  const inserted = must(await db.from('payment_disputes').upsert(row, { onConflict: 'stripe_dispute_id', ignoreDuplicates: true }).select('stripe_dispute_id'), 'save dispute');
  const title = deal?.deal_id ? (must(await db.from('deals').select('title').eq('id', deal.deal_id).maybeSingle(), 'read deal')?.title ?? 'a deal') : 'a payment';
  const amount = formatCents(dispute.amount, dispute.currency);
  if (!inserted?.length) {
    const decided = dispute.status === 'won' ? 'won' : dispute.status === 'lost' ? 'lost' : null;
    if (decided) {
      // the one update that closes it (Stripe sends charge.dispute.updated and .closed) tells of the outcome
      const closed = must(
        await db.from('payment_disputes').update(row).eq('stripe_dispute_id', dispute.id).in('status', [...OPEN_DISPUTE_STATUSES]).lte('stripe_event_at', at).select('stripe_dispute_id'),
        'close dispute',
      );
      if (closed?.length && deal) await disputeDecided(db, deal, decided, { title, amount, at });
    }
    must(await db.from('payment_disputes').update(row).eq('stripe_dispute_id', dispute.id).lte('stripe_event_at', at), 'update dispute');
    return;
  }
  const due = dueBy ? dueBy.slice(0, 10) : 'Stripe\'s deadline';
  const admins = (must(await db.from('user_roles').select('user_id').eq('role', 'admin'), 'read admins') ?? []).map((a) => a.user_id);
  const metadata = { kind: 'dispute', stripe_dispute_id: dispute.id, deal_payment_id: deal?.id ?? null };
  const notes = [
    ...(deal?.payer_id ? [{ user_id: deal.payer_id, title: 'Payment disputed', type: 'warning', action_url: '/deals', metadata,
      message: `Your bank disputed the ${amount} payment for "${title}" (${dispute.reason}). The payment to the talent is on hold until the dispute is settled.` }] : []),
    ...(deal?.payee_id ? [{ user_id: deal.payee_id, title: 'Payment on hold: disputed', type: 'warning', action_url: '/deals/earnings', metadata,
      message: `The brand's bank disputed the ${amount} payment for "${title}". Its release is on hold until the dispute is settled; we will tell you the outcome.` }] : []),
    ...admins.map((id) => ({ user_id: id, title: 'New payment dispute', type: 'error', action_url: '/admin-dashboard?tab=payments', metadata,
      message: `${amount} on "${title}" disputed (${dispute.reason}). Evidence is due by ${due}.` })),
  ];
  if (notes.length) must(await db.from('notifications').insert(notes), 'notify dispute');
}
