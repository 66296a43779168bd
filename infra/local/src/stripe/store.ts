import { randomBytes } from 'node:crypto';

/**
 * The stand-in's state: the subset of Stripe's objects Pitchside uses, in Stripe's shapes (the fields the
 * functions read, with Stripe's names). Each change that Stripe reports by webhook calls `emit`.
 */
export type StripeObject = Record<string, unknown> & { id: string; object: string };
export type Emit = (type: string, object: StripeObject) => void;

export class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

interface LineItem {
  name: string;
  unit_amount: number;
  currency: string;
  quantity: number;
  price_id: string;
  recurring: { interval: string } | null;
}

export interface CardResult {
  ok: boolean;
  message?: string;
  /** 4000 0000 0000 0259: the payment succeeds, then the cardholder disputes it (reason fraudulent). */
  dispute?: boolean;
}

/**
 * The test cards Stripe documents: 4242… succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0259 succeeds
 * and is then disputed as fraudulent; anything else is invalid.
 */
export function checkTestCard(number: string, expiry: string, cvc: string): CardResult {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits)) return { ok: false, message: 'Your card number is invalid.' };
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return { ok: false, message: "Your card's expiration date is incomplete." };
  const expires = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
  if (expires.getTime() <= Date.now()) return { ok: false, message: "Your card's expiration year is in the past." };
  if (!/^\d{3,4}$/.test(cvc.trim())) return { ok: false, message: "Your card's security code is incomplete." };
  if (digits === '4000000000000002') return { ok: false, message: 'Your card was declined.' };
  if (digits === '4242424242424242') return { ok: true };
  if (digits === '4000000000000259') return { ok: true, dispute: true };
  return { ok: false, message: 'Your card number is invalid. Use a Stripe test card such as 4242 4242 4242 4242.' };
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

function metadataOf(v: unknown): Record<string, string> {
  return v && typeof v === 'object' ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, String(x)])) : {};
}

export class StripeStore {
  readonly customers = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject & { line: LineItem }>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  readonly transfers = new Map<string, StripeObject>();
  /** Each paid invoice's payments (one succeeded, refundable payment intent), by invoice id. */
  readonly invoicePayments = new Map<string, StripeObject[]>();
  readonly disputes = new Map<string, StripeObject>();
  /** Charges of succeeded payments (each payment intent's latest_charge), with Stripe's receipt_url. */
  readonly charges = new Map<string, StripeObject>();

  /** Connect (accounts, transfers, payouts): set by the server, so adopting database rows reaches it too. */
  connect?: import('./connect').ConnectStore;

  /** Where the browser reaches the hosted checkout page; known once the server listens. */
  publicUrl = '';

  constructor(private readonly emit: Emit) {}

  createCustomer(p: Record<string, unknown>): StripeObject {
    const c = { id: newId('cus'), object: 'customer', email: p.email ?? null, name: p.name ?? null, metadata: metadataOf(p.metadata), created: now() };
    this.customers.set(c.id, c);
    return c;
  }

  customer(id: string): StripeObject {
    return this.found(this.customers.get(id), 'customer', id);
  }

  createSession(p: Record<string, unknown>): StripeObject {
    const mode = required(p, 'mode');
    if (mode !== 'payment' && mode !== 'subscription') throw new StripeRequestError(400, 'Invalid mode: must be payment or subscription.', 'mode');
    const successUrl = required(p, 'success_url');
    const items = p.line_items;
    if (!Array.isArray(items) || items.length !== 1) throw new StripeRequestError(400, 'The stand-in takes exactly one line item.', 'line_items');
    const item = items[0] as Record<string, unknown>;
    const data = item.price_data as Record<string, unknown> | undefined;
    if (!data) throw new StripeRequestError(400, 'Missing required param: line_items[0][price_data].', 'line_items[0][price_data]', 'parameter_missing');
    const product = (data.product_data ?? {}) as Record<string, unknown>;
    const recurring = (data.recurring as { interval?: string } | undefined) ?? null;
    if (mode === 'subscription' && !recurring?.interval) {
      throw new StripeRequestError(400, 'You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items[0][price_data][recurring]');
    }
    const line: LineItem = {
      name: typeof product.name === 'string' ? product.name : 'Pitchside',
      unit_amount: positiveInt(data.unit_amount, 'line_items[0][price_data][unit_amount]'),
      currency: String(data.currency ?? 'usd'),
      quantity: positiveInt(item.quantity ?? 1, 'line_items[0][quantity]'),
      price_id: newId('price'),
      recurring: recurring ? { interval: recurring.interval! } : null,
    };
    if (p.customer && !this.customers.has(String(p.customer))) throw new StripeRequestError(400, `No such customer: '${String(p.customer)}'`, 'customer', 'resource_missing');
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.publicUrl}/checkout/${id}`,
      success_url: successUrl,
      cancel_url: typeof p.cancel_url === 'string' ? p.cancel_url : null,
      customer: p.customer ?? null,
      customer_email: p.customer_email ?? null,
      client_reference_id: p.client_reference_id ?? null,
      metadata: metadataOf(p.metadata),
      amount_total: line.unit_amount * line.quantity,
      currency: line.currency,
      payment_intent: null as string | null,
      subscription: null as string | null,
      payment_intent_data: { metadata: metadataOf((p.payment_intent_data as Record<string, unknown> | undefined)?.metadata) },
      subscription_data: { metadata: metadataOf((p.subscription_data as Record<string, unknown> | undefined)?.metadata) },
      created: now(),
      expires_at: p.expires_at === undefined ? now() + DAY : positiveInt(p.expires_at, 'expires_at'),
      line,
    };
    this.sessions.set(id, session);
    return this.publicSession(session);
  }

  session(id: string): StripeObject {
    return this.publicSession(this.found(this.sessions.get(id), 'checkout.session', id));
  }

  /** The session with its line item, for the hosted page. */
  hosted(id: string): (StripeObject & { line: LineItem }) | undefined {
    return this.sessions.get(id);
  }

  /** The hosted page's Pay button. Declines leave the session open, as Stripe's page does. */
  pay(id: string, card: { number: string; expiry: string; cvc: string }): CardResult & { redirect?: string } {
    const s = this.found(this.sessions.get(id), 'checkout.session', id);
    if (s.status !== 'open') return { ok: false, message: s.status === 'complete' ? 'This checkout is already paid.' : 'This checkout has expired.' };
    const result = checkTestCard(card.number, card.expiry, card.cvc);
    const intentMetadata = (s.payment_intent_data as { metadata: Record<string, string> }).metadata;
    if (!result.ok) {
      if (result.message === 'Your card was declined.') {
        const failed = this.intent(s, 'requires_payment_method', intentMetadata, { code: 'card_declined', message: result.message });
        this.emit('payment_intent.payment_failed', failed);
      }
      return result;
    }
    s.status = 'complete';
    s.payment_status = 'paid';
    if (s.mode === 'payment') {
      const pi = this.intent(s, 'succeeded', intentMetadata);
      s.payment_intent = pi.id;
      // Stripe's order: the charge, then the payment intent, then the checkout session
      this.emit('charge.succeeded', structuredClone(this.charge(String(pi.latest_charge))));
      this.emit('payment_intent.succeeded', pi);
      this.emit('checkout.session.completed', this.publicSession(s));
      if (result.dispute) this.openDispute(pi);
    } else {
      const sub = this.startSubscription(s);
      s.subscription = sub.id;
      this.emit('customer.subscription.created', { ...sub });
      this.emit('checkout.session.completed', this.publicSession(s));
      const invoice = this.invoice(sub, s.line, intentMetadata);
      const paidBy = this.invoicePayments.get(invoice.id)![0]!.payment as { payment_intent: string };
      this.emit('charge.succeeded', structuredClone(this.charge(String(this.paymentIntents.get(paidBy.payment_intent)!.latest_charge))));
      this.emit('invoice.paid', invoice);
    }
    return { ok: true, redirect: String(s.success_url).replace('{CHECKOUT_SESSION_ID}', id) };
  }

  expireSession(id: string): StripeObject {
    const s = this.found(this.sessions.get(id), 'checkout.session', id);
    if (s.status !== 'open') throw new StripeRequestError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(s.status)}".`, undefined, 'checkout_session_not_open');
    s.status = 'expired';
    const out = this.publicSession(s);
    this.emit('checkout.session.expired', out);
    return out;
  }

  subscription(id: string): StripeObject {
    return this.found(this.subscriptions.get(id), 'subscription', id);
  }

  updateSubscription(id: string, p: Record<string, unknown>): StripeObject {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw new StripeRequestError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    if (p.cancel_at_period_end !== undefined) sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
    if (p.metadata) sub.metadata = { ...(sub.metadata as object), ...metadataOf(p.metadata) };
    this.emit('customer.subscription.updated', { ...sub });
    return sub;
  }

  cancelSubscription(id: string): StripeObject {
    const sub = this.subscription(id);
    sub.status = 'canceled';
    sub.canceled_at = now();
    sub.ended_at = now();
    this.emit('customer.subscription.deleted', { ...sub });
    return sub;
  }

  createRefund(p: Record<string, unknown>): StripeObject {
    const piId = required(p, 'payment_intent');
    const pi = this.found(this.paymentIntents.get(piId), 'payment_intent', piId);
    if (pi.status !== 'succeeded') throw new StripeRequestError(400, `This PaymentIntent (${piId}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
    if (pi.refunded) throw new StripeRequestError(400, `Charge ${String(pi.latest_charge)} has already been refunded.`, undefined, 'charge_already_refunded');
    if ([...this.disputes.values()].some((d) => d.payment_intent === piId)) {
      throw new StripeRequestError(400, `Charge ${String(pi.latest_charge)} has been charged back; cannot issue a refund.`, undefined, 'charge_disputed');
    }
    // a partial refund leaves the rest of the charge refundable, and able to fund transfers (connect.ts)
    const remaining = Number(pi.amount) - Number(pi.amount_refunded ?? 0);
    const amount = p.amount === undefined ? remaining : positiveInt(p.amount, 'amount');
    if (amount > remaining) {
      throw new StripeRequestError(400, `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${remaining / 100})`, 'amount');
    }
    pi.amount_refunded = Number(pi.amount_refunded ?? 0) + amount;
    pi.refunded = pi.amount_refunded === Number(pi.amount);
    const refund = { id: newId('re'), object: 'refund', amount, currency: pi.currency, payment_intent: piId, charge: pi.latest_charge, status: 'succeeded', metadata: metadataOf(p.metadata), created: now() };
    this.refunds.set(refund.id, refund);
    const charge = this.charges.get(String(pi.latest_charge)) ?? this.addCharge(pi, 'Payment');
    charge.amount_refunded = pi.amount_refunded;
    charge.refunded = pi.refunded;
    const earlier = (charge.refunds as { data?: StripeObject[] } | undefined)?.data ?? [];
    charge.refunds = { object: 'list', data: [refund, ...earlier], has_more: false };
    this.emit('charge.refunded', structuredClone(charge));
    return refund;
  }

  /**
   * The charge of a succeeded payment intent, in Stripe's shape: `receipt_url` is the stand-in's receipt page for
   * it (as Stripe's is https://pay.stripe.com/receipts/...), which shows refunds once there are some.
   */
  addCharge(pi: StripeObject, description: string, created = Number(pi.created ?? now())): StripeObject {
    const existing = this.charges.get(String(pi.latest_charge));
    if (existing) return existing;
    // the same charge has the same receipt URL in every run, so a URL recorded earlier keeps working once adopted
    const token = Buffer.from(String(pi.latest_charge)).toString('base64url');
    const charge: StripeObject = {
      id: String(pi.latest_charge), object: 'charge', amount: pi.amount, amount_captured: pi.amount, amount_refunded: 0, currency: pi.currency,
      customer: pi.customer ?? null, description, payment_intent: pi.id, paid: true, captured: true, status: 'succeeded', refunded: false,
      disputed: false, metadata: { ...(pi.metadata as object) }, receipt_email: null, receipt_number: `${1000 + this.charges.size}-${String(pi.latest_charge).slice(-4).toUpperCase()}`,
      receipt_url: `${this.publicUrl}/receipts/payment/${token}`,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
      refunds: { object: 'list', data: [], has_more: false }, created,
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  charge(id: string): StripeObject {
    return this.found(this.charges.get(id), 'charge', id);
  }

  /** The charge a receipt page token stands for. */
  receipt(token: string): StripeObject | undefined {
    return this.charges.get(Buffer.from(token, 'base64url').toString('utf8'));
  }

  /** The succeeded payment intent whose charge is `chargeId` (what `source_transaction` names). */
  chargeIntent(chargeId: string): StripeObject | undefined {
    return [...this.paymentIntents.values()].find((pi) => pi.latest_charge === chargeId);
  }

  payment(id: string): StripeObject {
    return this.found(this.paymentIntents.get(id), 'payment_intent', id);
  }

  /** The cardholder disputes the charge: Stripe takes the amount back from the platform and opens a dispute. */
  openDispute(pi: StripeObject): StripeObject {
    const created = now();
    const dispute = {
      id: newId('du'), object: 'dispute', amount: pi.amount, currency: pi.currency, charge: pi.latest_charge, payment_intent: pi.id,
      reason: 'fraudulent', status: 'needs_response', is_charge_refundable: false, metadata: {},
      evidence_details: { due_by: created + 7 * DAY, has_evidence: false, past_due: false, submission_count: 0 }, created,
    };
    this.disputes.set(dispute.id, dispute);
    const charge = this.charges.get(String(pi.latest_charge));
    if (charge) charge.disputed = true;
    this.emit('charge.dispute.created', structuredClone(dispute));
    return dispute;
  }

  dispute(id: string): StripeObject {
    return this.found(this.disputes.get(id), 'dispute', id);
  }

  /** Submitting evidence: Stripe's test evidence "winning_evidence" wins the dispute, "losing_evidence" loses it. */
  updateDispute(id: string, p: Record<string, unknown>): StripeObject {
    const d = this.dispute(id);
    if (['won', 'lost'].includes(String(d.status))) throw new StripeRequestError(400, `This dispute is already closed (${String(d.status)}).`, undefined, 'dispute_already_closed');
    const text = String((p.evidence as Record<string, unknown> | undefined)?.uncategorized_text ?? '');
    const outcome = text === 'winning_evidence' ? 'won' : text === 'losing_evidence' ? 'lost' : 'under_review';
    d.status = outcome;
    this.emit('charge.dispute.updated', structuredClone(d));
    if (outcome !== 'under_review') this.emit('charge.dispute.closed', structuredClone(d));
    return d;
  }

  private intent(s: StripeObject & { line: LineItem }, status: string, metadata: Record<string, string>, error?: { code: string; message: string }): StripeObject {
    const pi = {
      id: newId('pi'), object: 'payment_intent', amount: s.amount_total, currency: s.currency, status, customer: s.customer,
      metadata, latest_charge: newId('ch'), last_payment_error: error ?? null, created: now(),
    };
    if (status === 'succeeded') {
      this.paymentIntents.set(pi.id, pi);
      this.addCharge(pi, s.line.name);
    }
    return pi;
  }

  private startSubscription(s: StripeObject & { line: LineItem }): StripeObject {
    const start = now();
    const end = start + 30 * DAY;
    const price = { id: s.line.price_id, object: 'price', unit_amount: s.line.unit_amount, currency: s.line.currency, recurring: s.line.recurring };
    const sub = {
      id: newId('sub'), object: 'subscription', status: 'active', customer: s.customer, cancel_at_period_end: false,
      current_period_start: start, current_period_end: end, metadata: { ...(s.subscription_data as { metadata: Record<string, string> }).metadata },
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: s.line.quantity, current_period_start: start, current_period_end: end }] },
      created: start,
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  /** GET /v1/invoice_payments?invoice=: how an invoice was paid (Stripe's InvoicePayment list). */
  /** The refunds of a payment intent (or of a charge), newest first. */
  listRefunds(p: Record<string, unknown>): StripeObject {
    const data = [...this.refunds.values()]
      .filter((r) => (p.payment_intent === undefined || r.payment_intent === p.payment_intent) && (p.charge === undefined || r.charge === p.charge))
      .reverse();
    return { id: '', object: 'list', data, has_more: false, url: '/v1/refunds' };
  }

  listInvoicePayments(p: Record<string, unknown>): StripeObject {
    const invoice = required(p, 'invoice');
    const data = (this.invoicePayments.get(invoice) ?? []).filter((x) => p.status === undefined || x.status === p.status);
    return { id: '', object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
  }

  private invoice(sub: StripeObject, line: LineItem, metadata: Record<string, string>): StripeObject {
    const id = newId('in');
    const amount = line.unit_amount * line.quantity;
    // the charge behind the invoice, refundable like a checkout's payment
    const pi = { id: newId('pi'), object: 'payment_intent', amount, currency: line.currency, status: 'succeeded', customer: sub.customer, metadata, latest_charge: newId('ch'), last_payment_error: null, created: now() };
    this.paymentIntents.set(pi.id, pi);
    this.addCharge(pi, `Subscription: ${line.name}`);
    this.invoicePayments.set(id, [{
      id: newId('inpay'), object: 'invoice_payment', invoice: id, status: 'paid', is_default: true, currency: line.currency,
      amount_paid: amount, amount_requested: amount, payment: { type: 'payment_intent', payment_intent: pi.id }, created: now(),
    }]);
    return {
      id, object: 'invoice', status: 'paid', customer: sub.customer, subscription: sub.id,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      amount_paid: line.unit_amount * line.quantity, amount_due: line.unit_amount * line.quantity, currency: line.currency,
      period_start: sub.current_period_start, period_end: sub.current_period_end, created: now(),
    };
  }

  private publicSession(s: StripeObject & { line: LineItem }): StripeObject {
    const { line: _line, payment_intent_data: _pid, subscription_data: _sd, ...rest } = s;
    return rest as StripeObject;
  }

  private found<T>(v: T | undefined, what: string, id: string): T {
    if (!v) throw new StripeRequestError(404, `No such ${what}: '${id}'`, 'id', 'resource_missing');
    return v;
  }
}
