import type { Deps } from './deps';
import { must, mustOne } from './clients';

/** The user's Stripe customer, created once (Stripe's idempotency key makes two racing checkouts share it). */
export async function ensureCustomer({ db, stripe }: Deps, userId: string): Promise<string> {
  const existing = must(await db.from('stripe_customers').select('stripe_customer_id').eq('user_id', userId).maybeSingle(), 'read customer');
  if (existing) return existing.stripe_customer_id;
  const profile = must(await db.from('profiles').select('email, full_name').eq('user_id', userId).maybeSingle(), 'read profile');
  const customer = await stripe.customers.create(
    { email: profile?.email ?? undefined, name: profile?.full_name ?? undefined, metadata: { user_id: userId } },
    { idempotencyKey: `customer-${userId}` },
  );
  must(await db.from('stripe_customers').upsert({ user_id: userId, stripe_customer_id: customer.id }, { onConflict: 'user_id', ignoreDuplicates: true }), 'save customer');
  const saved = mustOne(await db.from('stripe_customers').select('stripe_customer_id').eq('user_id', userId).single(), 'read customer');
  return saved.stripe_customer_id;
}
