import { newId, StripeRequestError, type StripeObject } from './store';

/**
 * Stripe Connect in the stand-in, as Stripe documents it for Express accounts with separate charges and
 * transfers: accounts, account links to a hosted onboarding page, login links to an Express dashboard,
 * transfers (with `source_transaction`), transfer reversals, the connected account's balance, and payouts.
 * Payouts are instant here: a transfer to a ready account is paid out to its bank at once (Stripe's
 * automatic payouts, minus the waiting), unless the account's payout schedule is `manual`.
 */
export type ConnectEmit = (type: string, object: StripeObject, account?: string) => void;

const now = () => Math.floor(Date.now() / 1000);

/** The fields Stripe asks an individual's Express account for, in Stripe's requirement names. */
export const ONBOARDING_REQUIREMENTS = [
  'business_profile.url', 'external_account', 'individual.address.line1', 'individual.address.postal_code',
  'individual.dob.day', 'individual.email', 'individual.first_name', 'individual.last_name', 'individual.id_number', 'tos_acceptance.date',
];

/** Stripe's test bank accounts (routing 110000000): the default pays out; these make a payout fail. */
export const FAILING_BANK_ACCOUNTS: Record<string, { code: string; message: string }> = {
  '000111111116': { code: 'no_account', message: 'The bank account details on file are probably incorrect. No bank account could be located with those details.' },
  '000111111113': { code: 'account_closed', message: 'The bank account has been closed.' },
  '000222222227': { code: 'insufficient_funds', message: 'The bank account has insufficient funds to cover the payout.' },
};

/** The stand-in's test identity numbers: 000000000 verifies at once (as on Stripe); these take the other branches. */
export const TEST_ID_NUMBERS = { verified: '000000000', moreInformation: '111111111', pending: '222222222' } as const;

export interface OnboardingDetails {
  first_name: string;
  last_name: string;
  email: string;
  dob: string;
  address_line1: string;
  postal_code: string;
  id_number: string;
  routing_number: string;
  account_number: string;
  url: string;
}

type Account = StripeObject & {
  requirements: { currently_due: string[]; eventually_due: string[]; past_due: string[]; pending_verification: string[]; disabled_reason: string | null };
  capabilities: Record<string, string>;
  settings: { payouts: { schedule: { interval: string } } };
  external_accounts: { object: 'list'; data: StripeObject[] };
};

interface Link {
  id: string;
  account: string;
  refresh_url: string;
  return_url: string;
  expires_at: number;
  used: boolean;
}

function metadataOf(v: unknown): Record<string, string> {
  return v && typeof v === 'object' ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, String(x)])) : {};
}

function required(params: Record<string, unknown>, name: string): string {
  const v = params[name];
  if (typeof v !== 'string' || v === '') throw new StripeRequestError(400, `Missing required param: ${name}.`, name, 'parameter_missing');
  return v;
}

function positiveInt(v: unknown, param: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new StripeRequestError(400, `Invalid positive integer: ${param}`, param, 'parameter_invalid_integer');
  return n;
}

const FIELD_REQUIREMENT: Record<keyof OnboardingDetails, string> = {
  url: 'business_profile.url', address_line1: 'individual.address.line1', postal_code: 'individual.address.postal_code', dob: 'individual.dob.day',
  email: 'individual.email', first_name: 'individual.first_name', last_name: 'individual.last_name', id_number: 'individual.id_number',
  routing_number: 'external_account', account_number: 'external_account',
};

/** The form fields the hosted onboarding page still needs (empty when everything is filled in). */
export function missingOnboardingFields(d: Partial<OnboardingDetails>): (keyof OnboardingDetails)[] {
  return (Object.keys(FIELD_REQUIREMENT) as (keyof OnboardingDetails)[]).filter((k) => !d[k]?.trim());
}

export class ConnectStore {
  readonly accounts = new Map<string, Account>();
  readonly links = new Map<string, Link>();
  readonly payouts = new Map<string, StripeObject>();
  readonly reversals = new Map<string, StripeObject>();
  /** Each connected account's balance in cents (one currency, usd). */
  readonly balances = new Map<string, { available: number; pending: number }>();
  /**
   * Each connected account's balance transactions (`_account`), as Stripe keeps them: a transfer's payment (its
   * source the destination payment py_, whose source_transfer is the transfer), a reversal's payment_refund, a
   * payout, and a failed payout's payout_failure. An automatic payout sweeps the transactions not yet paid out
   * (`_payout`); a failed one's stay with it and its payout_failure is swept by the next payout.
   */
  readonly balanceTransactions = new Map<string, StripeObject & { _account: string; _payout?: string }>();
  /** The destination payments (py_) transfers create on connected accounts. */
  readonly destinationPayments = new Map<string, StripeObject>();
  publicUrl = '';

  constructor(
    private readonly emit: ConnectEmit,
    private readonly transfers: Map<string, StripeObject>,
    /** The succeeded payment whose charge is `id`, if any (source_transaction). */
    private readonly charge: (id: string) => StripeObject | undefined,
  ) {}

  /**
   * An account the database already names (the seed's, or an earlier run's): in the state it records, with a
   * working test bank account when ready. Sends no webhooks.
   */
  adoptAccount(row: { stripe_account_id: string; state: string; requirements: string[]; email?: string | null; user_id: string }): boolean {
    if (this.accounts.has(row.stripe_account_id)) return false;
    const ready = row.state === 'ready';
    const account = this.createAccount({ type: 'express', email: row.email ?? undefined, capabilities: { transfers: { requested: 'true' } }, metadata: { user_id: row.user_id } }) as Account;
    this.accounts.delete(account.id);
    this.balances.delete(account.id);
    account.id = row.stripe_account_id;
    account.details_submitted = row.state !== 'not_started';
    account.charges_enabled = ready;
    account.payouts_enabled = ready;
    account.capabilities.transfers = ready ? 'active' : row.state === 'pending_verification' ? 'pending' : 'inactive';
    const due = row.state === 'not_started' ? [...ONBOARDING_REQUIREMENTS] : row.state === 'details_needed' ? [...row.requirements] : [];
    account.requirements = { currently_due: due, eventually_due: due, past_due: [], pending_verification: row.state === 'pending_verification' ? [...row.requirements] : [], disabled_reason: ready ? null : 'requirements.past_due' };
    if (ready) {
      account.external_accounts.data = [{ id: newId('ba'), object: 'bank_account', account: account.id, bank_name: 'STRIPE TEST BANK', country: 'US', currency: 'usd', last4: '6789', routing_number: '110000000', status: 'new', default_for_currency: true } as StripeObject];
      (account as any)._account_number = '000123456789';
    }
    this.accounts.set(account.id, account);
    this.balances.set(account.id, { available: 0, pending: 0 });
    return true;
  }

  createAccount(p: Record<string, unknown>): StripeObject {
    const type = (p.type as string | undefined) ?? ((p.controller as Record<string, unknown> | undefined) ? 'none' : undefined);
    if (type !== 'express') throw new StripeRequestError(400, 'The stand-in creates Express accounts only: pass type=express.', 'type');
    const caps = (p.capabilities ?? {}) as Record<string, { requested?: string }>;
    const account: Account = {
      id: newId('acct'), object: 'account', type: 'express', country: String(p.country ?? 'US'), email: (p.email as string | undefined) ?? null,
      business_type: (p.business_type as string | undefined) ?? null, default_currency: 'usd',
      details_submitted: false, charges_enabled: false, payouts_enabled: false,
      capabilities: Object.fromEntries(Object.keys(caps).map((k) => [k, 'inactive'])),
      requirements: { currently_due: [...ONBOARDING_REQUIREMENTS], eventually_due: [...ONBOARDING_REQUIREMENTS], past_due: [], pending_verification: [], disabled_reason: 'requirements.past_due' },
      settings: { payouts: { schedule: { interval: String(((p.settings as any)?.payouts?.schedule?.interval as string | undefined) ?? 'daily') } } },
      external_accounts: { object: 'list', data: [] },
      metadata: metadataOf(p.metadata), created: now(),
    };
    if (!account.capabilities.transfers) account.capabilities.transfers = 'inactive';
    this.accounts.set(account.id, account);
    this.balances.set(account.id, { available: 0, pending: 0 });
    return account;
  }

  account(id: string): Account {
    const a = this.accounts.get(id);
    if (!a) throw new StripeRequestError(404, `No such account: '${id}'`, 'account', 'resource_missing');
    return a;
  }

  updateAccount(id: string, p: Record<string, unknown>): StripeObject {
    const a = this.account(id);
    if (p.metadata) a.metadata = { ...(a.metadata as object), ...metadataOf(p.metadata) };
    const interval = (p.settings as any)?.payouts?.schedule?.interval;
    if (typeof interval === 'string') a.settings.payouts.schedule.interval = interval;
    this.emit('account.updated', structuredClone(a), a.id);
    return a;
  }

  createAccountLink(p: Record<string, unknown>): StripeObject {
    const account = this.account(required(p, 'account'));
    const type = required(p, 'type');
    if (type !== 'account_onboarding' && type !== 'account_update') throw new StripeRequestError(400, 'Invalid type: must be one of account_onboarding or account_update', 'type');
    const link: Link = { id: newId('link'), account: account.id, refresh_url: required(p, 'refresh_url'), return_url: required(p, 'return_url'), expires_at: now() + 300, used: false };
    this.links.set(link.id, link);
    return { object: 'account_link', id: link.id, url: `${this.publicUrl}/connect/onboarding/${link.id}`, created: now(), expires_at: link.expires_at } as StripeObject;
  }

  link(id: string): Link | undefined {
    return this.links.get(id);
  }

  createLoginLink(accountId: string): StripeObject {
    const a = this.account(accountId);
    if (!a.details_submitted) throw new StripeRequestError(400, 'Cannot create a login link for an account that has not completed onboarding.', 'account');
    return { object: 'login_link', id: newId('lael'), url: `${this.publicUrl}/connect/dashboard/${a.id}`, created: now() } as StripeObject;
  }

  /**
   * The hosted onboarding form was submitted. Missing fields stay due (details needed); the test identity
   * numbers choose verified (ready), "requires more information" (an ID document is due) or pending.
   */
  submitOnboarding(accountId: string, d: Partial<OnboardingDetails>): Account {
    const a = this.account(accountId);
    const given: Record<string, string | undefined> = {
      'business_profile.url': d.url, 'individual.address.line1': d.address_line1, 'individual.address.postal_code': d.postal_code,
      'individual.dob.day': d.dob, 'individual.email': d.email, 'individual.first_name': d.first_name, 'individual.last_name': d.last_name,
      'individual.id_number': d.id_number, 'tos_acceptance.date': 'accepted',
      external_account: d.routing_number && d.account_number ? 'bank' : undefined,
    };
    if (d.routing_number && d.account_number) {
      a.external_accounts.data = [{
        id: newId('ba'), object: 'bank_account', account: a.id, bank_name: 'STRIPE TEST BANK', country: 'US', currency: 'usd',
        last4: d.account_number.slice(-4), routing_number: d.routing_number, status: 'new', default_for_currency: true,
      } as StripeObject & { account_number?: string }];
      (a as any)._account_number = d.account_number;
    }
    let due = ONBOARDING_REQUIREMENTS.filter((r) => !given[r]?.trim());
    let pending: string[] = [];
    if (!due.length && d.id_number === TEST_ID_NUMBERS.moreInformation) due = ['individual.verification.document'];
    if (!due.length && d.id_number === TEST_ID_NUMBERS.pending) pending = ['individual.id_number'];
    a.details_submitted = true;
    a.requirements = { currently_due: due, eventually_due: due, past_due: [], pending_verification: pending, disabled_reason: due.length ? 'requirements.past_due' : pending.length ? 'requirements.pending_verification' : null };
    const ready = !due.length && !pending.length;
    a.charges_enabled = ready;
    a.payouts_enabled = ready;
    a.capabilities.transfers = ready ? 'active' : pending.length ? 'pending' : 'inactive';
    if (d.email) a.email = d.email;
    this.emit('account.updated', structuredClone(a), a.id);
    return a;
  }

  /** Verification that was pending finishes (the dashboard's "Finish verification" for tests and demos). */
  finishVerification(accountId: string): Account {
    const a = this.account(accountId);
    if (a.requirements.currently_due.length) return a;
    a.requirements = { ...a.requirements, pending_verification: [], disabled_reason: null };
    a.charges_enabled = true;
    a.payouts_enabled = true;
    a.capabilities.transfers = 'active';
    this.emit('account.updated', structuredClone(a), a.id);
    return a;
  }

  createTransfer(p: Record<string, unknown>): StripeObject {
    const amount = positiveInt(p.amount, 'amount');
    const currency = required(p, 'currency');
    const destinationId = required(p, 'destination');
    const destination = this.accounts.get(destinationId);
    if (!destination) throw new StripeRequestError(400, `No such destination: '${destinationId}'`, 'destination', 'resource_missing');
    if (destination.capabilities.transfers !== 'active') {
      throw new StripeRequestError(400, 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', 'destination', 'insufficient_capabilities_for_transfer');
    }
    let source: string | null = null;
    if (p.source_transaction !== undefined) {
      source = String(p.source_transaction);
      const pi = this.charge(source);
      if (!pi) throw new StripeRequestError(400, `No such charge: '${source}'`, 'source_transaction', 'resource_missing');
      if (pi.refunded) throw new StripeRequestError(400, `Charge ${source} has been refunded, so it cannot fund a transfer.`, 'source_transaction', 'charge_already_refunded');
      const used = [...this.transfers.values()].filter((t) => t.source_transaction === source && !t.reversed).reduce((s, t) => s + Number(t.amount) - Number(t.amount_reversed ?? 0), 0);
      if (used + amount > Number(pi.amount) - Number(pi.amount_refunded ?? 0)) {
        throw new StripeRequestError(400, `Insufficient funds from source_transaction ${source}: the transfer amount exceeds what remains of the charge.`, 'amount', 'balance_insufficient');
      }
    }
    const transfer = {
      id: newId('tr'), object: 'transfer', amount, amount_reversed: 0, currency, destination: destinationId, destination_payment: newId('py'),
      source_transaction: source, transfer_group: p.transfer_group ?? null, reversed: false, reversals: { object: 'list', data: [] as StripeObject[] },
      metadata: metadataOf(p.metadata), created: now(),
    };
    this.transfers.set(transfer.id, transfer);
    this.destinationPayments.set(transfer.destination_payment, {
      id: transfer.destination_payment, object: 'charge', amount, amount_refunded: 0, currency, paid: true, status: 'succeeded',
      source_transfer: transfer.id, created: transfer.created,
    });
    this.addBalanceTransaction(destinationId, 'payment', amount, currency, transfer.destination_payment);
    this.balances.get(destinationId)!.available += amount;
    this.emit('transfer.created', structuredClone(transfer));
    this.payOutIfAutomatic(destination);
    return transfer;
  }

  transfer(id: string): StripeObject {
    const t = this.transfers.get(id);
    if (!t) throw new StripeRequestError(404, `No such transfer: '${id}'`, 'id', 'resource_missing');
    return t;
  }

  listTransfers(q: URLSearchParams): StripeObject {
    const group = q.get('transfer_group');
    const destination = q.get('destination');
    const data = [...this.transfers.values()].filter((t) => (!group || t.transfer_group === group) && (!destination || t.destination === destination)).reverse();
    return { object: 'list', id: '', url: '/v1/transfers', has_more: false, data } as unknown as StripeObject;
  }

  /**
   * Reverses (part of) a transfer, taking the money back from the connected account's balance: refused, as
   * on Stripe, when the account's balance no longer holds it (already paid out to the bank).
   */
  createReversal(transferId: string, p: Record<string, unknown>): StripeObject {
    const t = this.transfer(transferId) as StripeObject & { amount: number; amount_reversed: number; destination: string; reversals: { data: StripeObject[] } };
    const left = t.amount - t.amount_reversed;
    const amount = p.amount === undefined ? left : positiveInt(p.amount, 'amount');
    if (left <= 0) throw new StripeRequestError(400, `Transfer ${transferId} has already been fully reversed.`, undefined, 'transfer_already_reversed');
    if (amount > left) throw new StripeRequestError(400, `Reversal amount (${amount}) is greater than the amount left on the transfer (${left}).`, 'amount');
    const balance = this.balances.get(t.destination)!;
    if (balance.available < amount) {
      throw new StripeRequestError(400, "Insufficient funds in the connected account's balance to reverse this transfer: it has already been paid out.", undefined, 'balance_insufficient');
    }
    balance.available -= amount;
    t.amount_reversed += amount;
    t.reversed = t.amount_reversed === t.amount;
    const reversal = { id: newId('trr'), object: 'transfer_reversal', amount, currency: t.currency, transfer: t.id, metadata: metadataOf(p.metadata), created: now() };
    t.reversals.data.push(reversal);
    this.addBalanceTransaction(t.destination, 'payment_refund', -amount, String(t.currency), newId('pyr'));
    this.reversals.set(reversal.id, reversal);
    this.emit('transfer.reversed', structuredClone(t));
    return reversal;
  }

  balance(account: string | undefined): StripeObject {
    if (!account) return { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'usd' }], pending: [{ amount: 0, currency: 'usd' }] } as unknown as StripeObject;
    this.account(account);
    const b = this.balances.get(account)!;
    return { object: 'balance', livemode: false, available: [{ amount: b.available, currency: 'usd' }], pending: [{ amount: b.pending, currency: 'usd' }] } as unknown as StripeObject;
  }

  payout(id: string, account: string | undefined): StripeObject {
    const p = this.payouts.get(id);
    if (!p || p._account !== account) throw new StripeRequestError(404, `No such payout: '${id}'`, 'id', 'resource_missing');
    return this.publicPayout(p);
  }

  listPayouts(account: string | undefined): StripeObject {
    const data = [...this.payouts.values()].filter((p) => p._account === account).map((p) => this.publicPayout(p)).reverse();
    return { object: 'list', url: '/v1/payouts', has_more: false, data } as unknown as StripeObject;
  }

  /** A manual payout on a connected account (Stripe-Account header). */
  createPayout(account: string | undefined, p: Record<string, unknown>): StripeObject {
    if (!account) throw new StripeRequestError(400, 'The stand-in pays out from connected accounts only: send the Stripe-Account header.');
    const a = this.account(account);
    const amount = positiveInt(p.amount, 'amount');
    if (this.balances.get(a.id)!.available < amount) throw new StripeRequestError(400, 'You have insufficient funds in your Stripe account for this transfer.', 'amount', 'balance_insufficient');
    return this.payOut(a, amount, false);
  }

  private payOutIfAutomatic(a: Account): void {
    const available = this.balances.get(a.id)!.available;
    if (a.payouts_enabled && a.settings.payouts.schedule.interval !== 'manual' && available > 0) this.payOut(a, available, true);
  }

  private payOut(a: Account, amount: number, automatic: boolean): StripeObject {
    const bank = a.external_accounts.data[0];
    if (!bank || !a.payouts_enabled) throw new StripeRequestError(400, 'Payouts are not enabled on this account.', undefined, 'payouts_not_allowed');
    this.balances.get(a.id)!.available -= amount;
    const failure = FAILING_BANK_ACCOUNTS[(a as any)._account_number as string];
    const payout: StripeObject = {
      id: newId('po'), object: 'payout', amount, currency: 'usd', arrival_date: now(), automatic, destination: bank.id, method: 'standard',
      status: 'pending', failure_code: null, failure_message: null, created: now(), metadata: {}, _account: a.id,
    };
    this.payouts.set(payout.id, payout);
    // an automatic payout pays out what the balance holds: its transactions are listed with `payout=<id>`
    if (automatic) for (const bt of this.balanceTransactions.values()) if (bt._account === a.id && !bt._payout) bt._payout = String(payout.id);
    this.addBalanceTransaction(a.id, 'payout', -amount, 'usd', String(payout.id), String(payout.id));
    this.emit('payout.created', this.publicPayout(payout), a.id);
    if (failure) {
      // the money comes back to the balance and Stripe asks for a new bank account
      Object.assign(payout, { status: 'failed', failure_code: failure.code, failure_message: failure.message });
      this.addBalanceTransaction(a.id, 'payout_failure', amount, 'usd', String(payout.id));
      this.balances.get(a.id)!.available += amount;
      this.emit('payout.failed', this.publicPayout(payout), a.id);
      bank.status = 'errored';
      a.payouts_enabled = false;
      a.requirements = { ...a.requirements, currently_due: ['external_account'], eventually_due: ['external_account'], disabled_reason: 'requirements.past_due' };
      this.emit('account.updated', structuredClone(a), a.id);
    } else {
      payout.status = 'paid';
      this.emit('payout.paid', this.publicPayout(payout), a.id);
    }
    return this.publicPayout(payout);
  }

  private addBalanceTransaction(account: string, type: string, amount: number, currency: string, source: string, payout?: string): void {
    const bt = {
      id: newId('txn'), object: 'balance_transaction', amount, net: amount, fee: 0, currency, type, source, status: 'available',
      reporting_category: type === 'payment' ? 'charge' : type === 'payment_refund' ? 'refund' : type, created: now(), available_on: now(),
      _account: account, ...(payout ? { _payout: payout } : {}),
    };
    this.balanceTransactions.set(bt.id, bt);
  }

  /**
   * GET /v1/balance_transactions on a connected account: filtered by `payout` (automatic payouts), `type` and
   * `source`, newest first; `expand[]=data.source` gives each source object (the destination payment with its
   * source_transfer, or the payout).
   */
  listBalanceTransactions(account: string | undefined, p: Record<string, unknown>): StripeObject {
    if (account) this.account(account);
    const expand = ([] as unknown[]).concat(p.expand ?? []).map(String);
    if (p.payout !== undefined) {
      const payout = this.payouts.get(String(p.payout));
      if (!payout || payout._account !== account) throw new StripeRequestError(404, `No such payout: '${String(p.payout)}'`, 'payout', 'resource_missing');
    }
    const data = [...this.balanceTransactions.values()]
      .filter((bt) => bt._account === account && (p.payout === undefined || bt._payout === p.payout) && (p.type === undefined || bt.type === p.type) && (p.source === undefined || bt.source === p.source))
      .reverse()
      .map(({ _account, _payout, ...bt }) => {
        if (!expand.includes('data.source')) return structuredClone(bt);
        const id = String(bt.source);
        const source = this.destinationPayments.get(id) ?? (this.payouts.has(id) ? this.publicPayout(this.payouts.get(id)!) : id);
        return { ...structuredClone(bt), source: structuredClone(source) };
      });
    return { object: 'list', url: '/v1/balance_transactions', has_more: false, data } as unknown as StripeObject;
  }

  private publicPayout(p: StripeObject): StripeObject {
    const { _account, ...rest } = p;
    return structuredClone(rest) as StripeObject;
  }
}
