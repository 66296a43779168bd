import { payoutAccount } from '../payout-account/payout-account';
import { DEMO_PASSWORD, SITE, type Harness } from './harness';

/** Stripe's test values for the stand-in's hosted onboarding form (000000000 verifies at once). */
export const TEST_ONBOARDING = {
  first_name: 'Jordan', last_name: 'Reyes', email: 'athlete@pitchside.dev', dob: '2001-01-01', address_line1: '123 Main Street', postal_code: '94103',
  id_number: '000000000', url: 'https://instagram.com/jordanreyes', routing_number: '110000000', account_number: '000123456789',
};

/**
 * What a talent does on "Set up payouts": the function returns Stripe's onboarding link, the talent fills the
 * hosted page and is sent back; account.updated is applied by the webhook. Returns the page's answer.
 */
export async function onboard(h: Harness, token: string, form: Record<string, string> = {}): Promise<{ status: number; location: string | null }> {
  const res = await h.call(payoutAccount, { action: 'onboard', return_url: `${SITE}/deals/earnings` }, token);
  if (res.status !== 200) throw new Error(`onboard: ${res.status} ${JSON.stringify(res.body)}`);
  await fetch(res.body.url);
  const page = await fetch(res.body.url, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...TEST_ONBOARDING, intent: 'submit', ...form }),
  });
  await h.stripe.webhooks.idle();
  return { status: page.status, location: page.headers.get('location') };
}

/** A signed-in client of a demo account. */
export async function signedIn(h: Harness, email: string) {
  const client = h.server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}
