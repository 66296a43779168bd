import Stripe from 'stripe';
import { formatCents, netOfFee, OPEN_DISPUTE_STATUSES, platformFee, PLATFORM_FEE_BPS } from 'shared-ui/billing';
import type { TablesUpdate } from 'shared-ui/database-types';
import { must, mustOne } from './clients';
import type { Deps } from './deps';
import { conflict } from './errors';

/**
 * Stripe Connect payouts: each talent has one Express account (created here, never named by the browser);
 * releasing a deal payment is a transfer of the agreed amount less the platform fee to that account, funded
 * by the brand's charge (`source_transaction`), one per deal payment however often it is asked for.
 */

export type PayoutAccountState = 'not_started' | 'details_needed' | 'pending_verification' | 'ready';

/** What the product shows for a Stripe account: ready once Stripe lets it receive transfers and pay out. */
export function accountState(a: Stripe.Account): { state: PayoutAccountState; requirements: string[] } {
  const due = [...new Set([...(a.requirements?.past_due ?? []), ...(a.requirements?.currently_due ?? [])])].sort();
  if (a.payouts_enabled && a.capabilities?.transfers === 'active' && !due.length) return { state: 'ready', requirements: [] };
  if (!a.details_submitted) return { state: 'not_started', requirements: due };
  if (due.length) return { state: 'details_needed', requirements: due };
  return { state: 'pending_verification', requirements: [...(a.requirements?.pending_verification ?? [])].sort() };
}

export type PayoutAccountRow = { user_id: string; stripe_account_id: string; state: string; requirements: string[] };

export async function payoutAccountOf({ db }: Deps, userId: string): Promise<PayoutAccountRow | null> {
  return must(await db.from('payout_accounts').select('user_id, stripe_account_id, state, requirements').eq('user_id', userId).maybeSingle(), 'read payout account');
}

/** The talent's Express account, created once: Stripe's idempotency key makes a double click share one account. */
export async function ensurePayoutAccount(deps: Deps, userId: string): Promise<PayoutAccountRow> {
  const existing = await payoutAccountOf(deps, userId);
  if (existing) return existing;
  const profile = must(await deps.db.from('profiles').select('email').eq('user_id', userId).maybeSingle(), 'read profile');
  const account = await deps.stripe.accounts.create(
    {
      type: 'express', country: 'US', email: profile?.email ?? undefined, business_type: 'individual',
      capabilities: { transfers: { requested: true } }, metadata: { user_id: userId },
    },
    { idempotencyKey: `payout-account-${userId}` },
  );
  const { state, requirements } = accountState(account);
  must(
    await deps.db.from('payout_accounts').upsert(
      { user_id: userId, stripe_account_id: account.id, state, requirements, details_submitted: account.details_submitted ?? false, charges_enabled: account.charges_enabled ?? false, payouts_enabled: account.payouts_enabled ?? false },
      { onConflict: 'user_id', ignoreDuplicates: true },
    ),
    'save payout account',
  );
  return mustOne(await deps.db.from('payout_accounts').select('user_id, stripe_account_id, state, requirements').eq('user_id', userId).single(), 'read payout account');
}

/**
 * Writes the account's state as Stripe has it now, unless a newer state was already applied (`at` is the
 * event's time, or now for a state just fetched). Returns the row when it changed, with the state before.
 */
export async function applyAccountState(deps: Deps, account: Stripe.Account, at: string): Promise<{ user_id: string; state: PayoutAccountState; before: string } | null> {
  const before = must(await deps.db.from('payout_accounts').select('user_id, state').eq('stripe_account_id', account.id).maybeSingle(), 'read payout account');
  if (!before) return null;
  const { state, requirements } = accountState(account);
  const updated = must(
    await deps.db.from('payout_accounts')
      .update({
        state, requirements, disabled_reason: account.requirements?.disabled_reason ?? null, details_submitted: account.details_submitted ?? false,
        charges_enabled: account.charges_enabled ?? false, payouts_enabled: account.payouts_enabled ?? false, stripe_event_at: at,
      })
      .eq('stripe_account_id', account.id).or(`stripe_event_at.is.null,stripe_event_at.lte.${at}`).select('user_id'),
    'update payout account',
  );
  if (!updated?.length) return null;
  if (state === 'ready' && before.state !== 'ready') {
    must(
      await deps.db.from('notifications').insert({
        user_id: before.user_id, title: 'Payouts are set up', type: 'success', action_url: '/deals/earnings',
        message: 'Stripe has verified your payout account. Approved deal payments are sent to it.', metadata: { kind: 'payout_account', state },
      }),
      'notify payouts ready',
    );
  }
  return { user_id: before.user_id, state, before: before.state };
}

/**
 * Applies the account's current state from Stripe, then checks it again: two updates in the same second (the
 * resolution of Stripe's event times) can be applied in either order, so whoever writes last makes sure what
 * it wrote is still Stripe's state. Returns the last change applied.
 */
export async function syncAccount(deps: Deps, accountId: string, at: string): Promise<{ user_id: string; state: PayoutAccountState; before: string } | null> {
  let last: Awaited<ReturnType<typeof applyAccountState>> = null;
  let account = await deps.stripe.accounts.retrieve(accountId);
  for (let i = 0; i < 3; i++) {
    const changed = await applyAccountState(deps, account, at);
    if (changed) last = changed;
    account = await deps.stripe.accounts.retrieve(accountId);
    const row = must(await deps.db.from('payout_accounts').select('state').eq('stripe_account_id', accountId).maybeSingle(), 'read payout account');
    if (!row || row.state === accountState(account).state) break;
  }
  return last;
}

export type ReleasableRow = {
  id: string; status: string; amount: number; currency: string; deal_id: string | null; payee_id: string | null; payment_id: string | null;
  release_reason?: string | null; fee_bps?: number | null;
};

export type ReleaseOutcome =
  | { status: 'released'; transferId: string | null }
  | { status: 'waiting_for_payouts'; net: number }
  | { status: 'disputed' }
  | { status: 'partly_refunded' }
  | { status: 'unchanged' };

/** A dispute that holds the deal payment's money: still 'open', or 'lost' (the bank gave it back to the cardholder). */
export async function disputeHold({ db }: Deps, dealPaymentId: string): Promise<'open' | 'lost' | null> {
  const holding = must(
    await db.from('payment_disputes').select('status').eq('deal_payment_id', dealPaymentId).in('status', [...OPEN_DISPUTE_STATUSES, 'lost']),
    'read disputes',
  ) ?? [];
  if (holding.some((d) => d.status !== 'lost')) return 'open';
  return holding.length ? 'lost' : null;
}

export async function disputeHolds(deps: Deps, dealPaymentId: string): Promise<boolean> {
  return (await disputeHold(deps, dealPaymentId)) !== null;
}

/** Whether part of the charge that funded a held deal payment was refunded outside Pitchside (the Stripe dashboard). */
export async function partlyRefunded({ db }: Deps, paymentId: string | null): Promise<boolean> {
  if (!paymentId) return false;
  const payment = must(await db.from('payments').select('refunded_amount').eq('id', paymentId).maybeSingle(), 'read payment');
  return (payment?.refunded_amount ?? 0) > 0;
}

/** The charge that funded the deal (the transfer's source_transaction). */
async function fundingCharge(deps: Deps, row: ReleasableRow): Promise<string> {
  const payment = row.payment_id ? must(await deps.db.from('payments').select('stripe_payment_intent_id').eq('id', row.payment_id).maybeSingle(), 'read payment') : null;
  if (!payment?.stripe_payment_intent_id) throw conflict('Stripe has not confirmed the funding payment yet; the release will go out once it has.', 'not_confirmed');
  try {
    const intent = await deps.stripe.paymentIntents.retrieve(payment.stripe_payment_intent_id);
    const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (!charge) throw conflict('The funding payment has no charge to transfer from.', 'no_charge');
    return charge;
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing') {
      throw conflict('Stripe has no record of the funding payment in this account, so it cannot be paid out from Pitchside.', 'unknown_payment');
    }
    throw e;
  }
}

/**
 * Releases a held deal payment to the talent. Nothing moves while a dispute is open, or after one was lost.
 * Without a ready payout account the release is remembered (release_requested_at) and goes out when
 * account.updated says ready. Otherwise one transfer of amount less fee (transferOnce). The row moves from held
 * to released once, with the fee and net recorded.
 */
export async function releaseToTalent(deps: Deps, row: ReleasableRow, reason: 'approved' | 'no_response'): Promise<ReleaseOutcome> {
  if (row.status !== 'held') return { status: 'unchanged' };
  if (await disputeHolds(deps, row.id)) return { status: 'disputed' };
  if (await partlyRefunded(deps, row.payment_id)) return { status: 'partly_refunded' };
  const feeBps = row.fee_bps ?? PLATFORM_FEE_BPS;
  const fee = platformFee(row.amount, feeBps);
  const net = netOfFee(row.amount, feeBps);
  const now = deps.now().toISOString();

  if (deps.config.payoutMode === 'record') {
    // explicit fallback for a platform without Connect: the release is recorded for paying out by hand
    const updated = must(
      await deps.db.from('deal_payments')
        .update({ status: 'released', released_at: now, release_reason: row.release_reason ?? reason, fee_bps: feeBps, fee_amount: fee, net_amount: net })
        .eq('id', row.id).eq('status', 'held').select('id'),
      'release deal payment',
    );
    return updated?.length ? { status: 'released', transferId: null } : { status: 'unchanged' };
  }

  const account = row.payee_id ? await payoutAccountOf(deps, row.payee_id) : null;
  if (account?.state !== 'ready') {
    const remembered = must(
      await deps.db.from('deal_payments').update({ release_requested_at: now, release_reason: row.release_reason ?? reason, fee_bps: feeBps })
        .eq('id', row.id).eq('status', 'held').is('release_requested_at', null).select('id'),
      'remember release',
    );
    if (remembered?.length) await notifyWaiting(deps, row, net, 'Your work was approved.');
    return { status: 'waiting_for_payouts', net };
  }

  const { transfer, charge } = await transferOnce(deps, row, account.stripe_account_id, net, `release-${row.id}`);
  const updated = must(
    await deps.db.from('deal_payments')
      .update({
        status: 'released', released_at: now, release_reason: row.release_reason ?? reason, stripe_transfer_id: transfer.id, stripe_charge_id: charge,
        fee_bps: feeBps, fee_amount: fee, net_amount: net,
      })
      .eq('id', row.id).eq('status', 'held').select('id'),
    'release deal payment',
  );
  return updated?.length ? { status: 'released', transferId: transfer.id } : { status: 'unchanged' };
}

/**
 * The one transfer of a deal payment to the talent (its release, or the kill fee of a cancelled deal), from the
 * charge that funded it: the idempotency key and a look-up by transfer group make a retry, a double click or the
 * scheduler racing a click find the same transfer.
 */
async function transferOnce(deps: Deps, row: ReleasableRow, destination: string, net: number, idempotencyKey: string): Promise<{ transfer: Stripe.Transfer; charge: string }> {
  const charge = await fundingCharge(deps, row);
  const transfer = (await transferMadeFor(deps, row.id)) ?? (await deps.stripe.transfers.create(
    { amount: net, currency: row.currency, destination, source_transaction: charge, transfer_group: `deal_payment_${row.id}`, metadata: { deal_payment_id: row.id, deal_id: row.deal_id ?? '' } },
    { idempotencyKey },
  ));
  return { transfer, charge };
}

/** The transfer Stripe already made for a deal payment (its release, or a cancelled deal's kill fee), if any. */
export async function transferMadeFor(deps: Deps, dealPaymentId: string): Promise<Stripe.Transfer | undefined> {
  return (await deps.stripe.transfers.list({ transfer_group: `deal_payment_${dealPaymentId}`, limit: 10 })).data.find((t) => t.metadata?.deal_payment_id === dealPaymentId);
}

export type KillFeeRow = ReleasableRow & { kill_fee_amount: number | null; released_at?: string | null };

/**
 * Pays the kill fee of a deal the brand cancelled after its contract was in force (the rest of the charge was
 * refunded): the kill fee less the platform fee, transferred from the funding charge once, like a release. Nothing
 * moves while a dispute on the charge is open, or after one was lost. Without a ready payout account it waits
 * (release_requested_at) and goes out when the account is ready.
 */
export async function payKillFee(deps: Deps, row: KillFeeRow): Promise<ReleaseOutcome> {
  if (row.status !== 'refunded' || !row.kill_fee_amount || row.released_at) return { status: 'unchanged' };
  if (await disputeHolds(deps, row.id)) return { status: 'disputed' };
  const feeBps = row.fee_bps ?? PLATFORM_FEE_BPS;
  const fee = platformFee(row.kill_fee_amount, feeBps);
  const net = row.kill_fee_amount - fee;
  const now = deps.now().toISOString();
  const unpaid = (values: TablesUpdate<'deal_payments'>) =>
    deps.db.from('deal_payments').update(values).eq('id', row.id).eq('status', 'refunded').is('released_at', null);

  const released = async (transferId: string | null): Promise<ReleaseOutcome> => {
    if (row.payee_id) {
      must(
        await deps.db.from('notifications').insert({
          user_id: row.payee_id, title: 'Kill fee released', type: 'success', action_url: '/deals/earnings',
          message: `${formatCents(net, row.currency)} (the kill fee less the platform fee) was released to you.`,
          metadata: { kind: 'deal_payment', deal_payment_id: row.id, status: 'kill_fee_released' },
        }),
        'notify kill fee',
      );
    }
    return { status: 'released', transferId };
  };

  if (deps.config.payoutMode === 'record') {
    const updated = must(await unpaid({ released_at: now, fee_bps: feeBps, fee_amount: fee, net_amount: net }).select('id'), 'record kill fee');
    return updated?.length ? released(null) : { status: 'unchanged' };
  }
  const account = row.payee_id ? await payoutAccountOf(deps, row.payee_id) : null;
  if (account?.state !== 'ready') {
    const remembered = must(await unpaid({ release_requested_at: now, fee_bps: feeBps }).is('release_requested_at', null).select('id'), 'remember kill fee');
    if (remembered?.length) await notifyWaiting(deps, row, net, 'Your kill fee is waiting.');
    return { status: 'waiting_for_payouts', net };
  }
  const { transfer, charge } = await transferOnce(deps, row, account.stripe_account_id, net, `kill-fee-${row.id}`);
  const updated = must(
    await unpaid({ released_at: now, stripe_transfer_id: transfer.id, stripe_charge_id: charge, fee_bps: feeBps, fee_amount: fee, net_amount: net }).select('id'),
    'pay kill fee',
  );
  return updated?.length ? released(transfer.id) : { status: 'unchanged' };
}

const RELEASABLE = 'id, status, amount, currency, deal_id, payee_id, payment_id, release_reason, fee_bps, kill_fee_amount, released_at';

/** Sends every release and kill fee that waited for this talent's payout account (called when it becomes ready). */
export async function releaseWaiting(deps: Deps, userId: string): Promise<number> {
  const rows = (must(
    await deps.db.from('deal_payments').select(RELEASABLE).eq('payee_id', userId).not('release_requested_at', 'is', null)
      .or('status.eq.held,and(status.eq.refunded,kill_fee_amount.not.is.null,released_at.is.null)'),
    'read waiting releases',
  ) ?? []) as KillFeeRow[];
  let sent = 0;
  for (const row of rows) {
    const out = row.status === 'refunded'
      ? await payKillFee(deps, row)
      : await releaseToTalent(deps, row, (row.release_reason as 'approved' | 'no_response' | null) ?? 'approved');
    if (out.status === 'released') sent++;
  }
  return sent;
}

/** "Set up payouts to receive $X": the message a release waiting for the talent's account carries. */
export const waitingMessage = (net: number, currency = 'usd') => `Set up payouts to receive ${formatCents(net, currency)}.`;

/** Tells the talent that money for them (a release or a kill fee, `lead` says which) waits for their payout account. */
async function notifyWaiting(deps: Deps, row: ReleasableRow, net: number, lead: string): Promise<void> {
  if (!row.payee_id) return;
  must(
    await deps.db.from('notifications').insert({
      user_id: row.payee_id, title: 'Set up payouts to get paid', type: 'warning', action_url: '/deals/earnings',
      message: `${lead} ${waitingMessage(net, row.currency)} It is sent as soon as Stripe has verified your payout account.`,
      metadata: { kind: 'deal_payment', deal_payment_id: row.id, status: 'waiting_for_payouts' },
    }),
    'notify waiting payment',
  );
}
