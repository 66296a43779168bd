import Stripe from 'stripe';
import type { Deps } from './deps';
import { must, mustOne } from './clients';

/** Whether Stripe still has the customer (one deleted in the dashboard, or from another Stripe account, has to be replaced). */
async function stillExists(stripe: Stripe, id: string): Promise<boolean> {
  try {
    const customer = await stripe.customers.retrieve(id);
    return !('deleted' in customer && customer.deleted);
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing') return false;
    throw e;
  }
}

/** The user's Stripe customer, created once (Stripe's idempotency key makes two racing checkouts share it). */
export async function ensureCustomer({ db, stripe }: Deps, userId: string): Promise<string> {
  const existing = must(await db.from('stripe_customers').select('stripe_customer_id').eq('user_id', userId).maybeSingle(), 'read customer');
  if (existing && (await stillExists(stripe, existing.stripe_customer_id))) return existing.stripe_customer_id;
  const profile = must(await db.from('profiles').select('email, full_name').eq('user_id', userId).maybeSingle(), 'read profile');
  const customer = await stripe.customers.create(
    { email: profile?.email ?? undefined, name: profile?.full_name ?? undefined, metadata: { user_id: userId } },
    { idempotencyKey: `customer-${userId}-${existing?.stripe_customer_id ?? 'new'}` },
  );
  if (existing) {
    must(await db.from('stripe_customers').update({ stripe_customer_id: customer.id }).eq('user_id', userId).eq('stripe_customer_id', existing.stripe_customer_id), 'replace customer');
  } else {
    must(await db.from('stripe_customers').upsert({ user_id: userId, stripe_customer_id: customer.id }, { onConflict: 'user_id', ignoreDuplicates: true }), 'save customer');
  }
  return mustOne(await db.from('stripe_customers').select('stripe_customer_id').eq('user_id', userId).single(), 'read customer').stripe_customer_id;
}
