import type { StripeObject, StripeStore } from './store';

/**
 * The stand-in keeps its objects in memory, but the database names Stripe objects from before it started: the
 * seed's customers, plans and payments, or an earlier run's. Adopting them lets a demo account cancel its seeded
 * plan or an admin refund a seeded held payment, as they could against the Stripe account the data came from.
 * Adopted objects send no webhooks: the database already holds their state.
 */
export interface DatabaseStripeRows {
  customers: { user_id: string; stripe_customer_id: string }[];
  subscriptions: {
    id: string;
    user_id: string;
    plan_id: string;
    price_id: string | null;
    status: string;
    stripe_customer_id: string | null;
    stripe_subscription_id: string;
    current_period_start: string | null;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
    created_at: string;
  }[];
  payments: {
    id?: string;
    user_id: string;
    amount: number;
    currency: string;
    stripe_payment_intent_id: string;
    metadata: Record<string, unknown> | null;
    created_at: string;
    status?: string;
    description?: string | null;
    stripe_charge_id?: string | null;
    paid_at?: string | null;
    receipt_url?: string | null;
    /** cents refunded of a payment that stays succeeded (a partial refund) */
    refunded_amount?: number | null;
  }[];
  /** talent's Connect Express accounts (payout_accounts) */
  payoutAccounts?: { user_id: string; stripe_account_id: string; state: string; requirements: string[] }[];
}

const unix = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);
const strings = (m: Record<string, unknown> | null) => Object.fromEntries(Object.entries(m ?? {}).map(([k, v]) => [k, String(v)]));

/** What was refunded of a payment, as the stand-in keeps it on the payment intent and its charge. */
function refundOf(p: DatabaseStripeRows['payments'][number]): { refunded?: boolean; amount_refunded?: number } {
  if (p.status === 'refunded') return { refunded: true, amount_refunded: p.amount };
  return p.refunded_amount ? { refunded: false, amount_refunded: p.refunded_amount } : {};
}

export function stripeObjectsFromRows(rows: DatabaseStripeRows): { customers: StripeObject[]; subscriptions: StripeObject[]; paymentIntents: StripeObject[] } {
  return {
    customers: rows.customers.map((c) => ({ id: c.stripe_customer_id, object: 'customer', email: null, name: null, metadata: { user_id: c.user_id }, created: 0 })),
    subscriptions: rows.subscriptions.map((s) => {
      const start = unix(s.current_period_start);
      const end = unix(s.current_period_end);
      const price = { id: s.price_id, object: 'price', recurring: { interval: 'month' } };
      return {
        id: s.stripe_subscription_id, object: 'subscription', status: s.status, customer: s.stripe_customer_id,
        cancel_at_period_end: s.cancel_at_period_end, current_period_start: start, current_period_end: end,
        metadata: { subscription_row_id: s.id, user_id: s.user_id, plan_id: s.plan_id },
        items: { object: 'list', data: [{ id: `si_${s.stripe_subscription_id}`, object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: end }] },
        created: unix(s.created_at),
      };
    }),
    paymentIntents: rows.payments.map((p) => ({
      id: p.stripe_payment_intent_id, object: 'payment_intent', amount: p.amount, currency: p.currency, status: 'succeeded', customer: null,
      metadata: strings(p.metadata), latest_charge: p.stripe_charge_id ?? `ch_${p.stripe_payment_intent_id}`, last_payment_error: null,
      created: unix(p.paid_at ?? p.created_at), ...refundOf(p),
    })),
  };
}

/** Puts what the database names into the store, leaving alone what the stand-in already knows. */
export function adoptObjects(store: StripeStore, rows: DatabaseStripeRows): number {
  const objects = stripeObjectsFromRows(rows);
  let adopted = 0;
  const add = (map: Map<string, StripeObject>, list: StripeObject[]) => {
    for (const o of list) {
      if (map.has(o.id)) continue;
      map.set(o.id, o);
      adopted += 1;
    }
  };
  add(store.customers, objects.customers);
  add(store.subscriptions, objects.subscriptions);
  add(store.paymentIntents, objects.paymentIntents);
  // each adopted payment's charge, with its receipt page (a refunded one shows the refund)
  for (const p of rows.payments) {
    const pi = store.paymentIntents.get(p.stripe_payment_intent_id);
    if (!pi || store.charges.has(String(pi.latest_charge))) continue;
    const charge = store.addCharge(pi, p.description ?? 'Pitchside payment');
    Object.assign(charge, refundOf(p));
  }
  for (const a of rows.payoutAccounts ?? []) if (store.connect?.adoptAccount(a)) adopted += 1;
  return adopted;
}

/**
 * Reads the rows through the backend's REST API with the secret key (or a legacy service role key), then adopts
 * them; a seeded payment without a receipt URL gets its charge's from this stand-in.
 */
export async function adoptDatabaseObjects(store: StripeStore, backend: { url: string; secretKey?: string; serviceRoleKey?: string }): Promise<number> {
  const key = backend.secretKey ?? backend.serviceRoleKey;
  if (!key) throw new Error('adopting Stripe objects: the backend named no secret key');
  const get = async <T>(pathAndQuery: string): Promise<T> => {
    const res = await fetch(`${backend.url}/rest/v1/${pathAndQuery}`, { headers: { apikey: key, authorization: `Bearer ${key}` } });
    if (!res.ok) throw new Error(`reading ${pathAndQuery.split('?')[0]} for the Stripe stand-in: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const [customers, subscriptions, payments, payoutAccounts] = await Promise.all([
    get<DatabaseStripeRows['customers']>('stripe_customers?select=user_id,stripe_customer_id'),
    get<DatabaseStripeRows['subscriptions']>(
      'subscriptions?select=id,user_id,plan_id,price_id,status,stripe_customer_id,stripe_subscription_id,current_period_start,current_period_end,cancel_at_period_end,created_at&stripe_subscription_id=not.is.null',
    ),
    get<DatabaseStripeRows['payments']>(
      'payments?select=id,user_id,amount,currency,stripe_payment_intent_id,metadata,created_at,status,description,stripe_charge_id,paid_at,receipt_url,refunded_amount&status=in.(succeeded,refunded)&stripe_payment_intent_id=not.is.null',
    ),
    get<NonNullable<DatabaseStripeRows['payoutAccounts']>>('payout_accounts?select=user_id,stripe_account_id,state,requirements'),
  ]);
  const adopted = adoptObjects(store, { customers, subscriptions, payments, payoutAccounts });
  // Stripe would have given these charges receipt URLs when they were paid (the webhook records them): the seed's
  // payments get this stand-in's, as the functions would have recorded them
  for (const p of payments) {
    if (p.receipt_url || !p.id) continue;
    const charge = store.charges.get(String(store.paymentIntents.get(p.stripe_payment_intent_id)?.latest_charge));
    if (!charge) continue;
    const res = await fetch(`${backend.url}/rest/v1/payments?id=eq.${p.id}&receipt_url=is.null`, {
      method: 'PATCH',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ stripe_charge_id: charge.id, receipt_url: charge.receipt_url, paid_at: p.paid_at ?? p.created_at }),
    });
    if (!res.ok) throw new Error(`recording the receipt of payment ${p.id}: ${res.status} ${await res.text()}`);
  }
  return adopted;
}
