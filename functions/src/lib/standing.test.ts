/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assistant } from '../assistant/assistant';
import { createCheckoutSession } from '../create-checkout-session/create-checkout-session';
import { createPayment } from '../create-payment/create-payment';
import { manageSubscription } from '../manage-subscription/manage-subscription';
import { payoutAccount } from '../payout-account/payout-account';
import { refundDealPayment } from '../refund-deal-payment/refund-deal-payment';
import { releaseDealPayment } from '../release-deal-payment/release-deal-payment';
import { DEMO_PASSWORD, SITE, startHarness, type Harness } from '../testing/harness';
import type { Deps } from './deps';
import type { HttpRequest } from './http';
import { DELETED_MESSAGE, SUSPENDED_MESSAGE } from './standing';

jest.setTimeout(120_000);

const TYLER = '10000000-0000-4000-8000-000000000015';
const AMARA = '10000000-0000-4000-8000-000000000016';

/** The help assistant as deployed without a language-model provider (the local default). */
const askAssistant = (deps: Deps, req: HttpRequest) => assistant({ provider: null, fetch, account: () => deps }, req);
const HELP_QUESTION = { question: 'How do I get paid?', passages: [{ title: 'Getting paid', link: '/help/getting-paid', text: 'Set up payouts from Earnings.' }] };

/** Each function a member calls, with a body it would otherwise act on. */
const calls = (userId: string) => [
  ['create-checkout-session', createCheckoutSession, { user_id: userId, plan_id: 'pro', price_id: 'price_pro_monthly', success_url: `${SITE}/subscription`, cancel_url: `${SITE}/pricing` }],
  ['create-payment', createPayment, { amount: 2500, description: 'Media kit review', user_id: userId, success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled` }],
  ['manage-subscription', manageSubscription, { cancel_at_period_end: true }],
  ['release-deal-payment', releaseDealPayment, { deal_payment_id: randomUUID() }],
  ['refund-deal-payment', refundDealPayment, { deal_payment_id: randomUUID() }],
  ['payout-account', payoutAccount, { action: 'onboard', return_url: `${SITE}/deals/earnings` }],
  ['assistant', askAssistant, HELP_QUESTION],
] as const;

describe('a suspended member and a deleted account are refused by every function, whatever their token says', () => {
  let h: Harness;
  let suspended: string;
  let deleted: string;
  let good: string;
  beforeAll(async () => {
    h = await startHarness();
    // their tokens are taken before the account changes: still valid JWTs afterwards
    suspended = await h.token('tyler.brooks@pitchside.dev');
    deleted = await h.token('amara.diallo@pitchside.dev');
    good = await h.token('creator@pitchside.dev');
    const admin = h.server.client();
    await admin.auth.signInWithPassword({ email: 'admin@pitchside.dev', password: DEMO_PASSWORD });
    const s = await admin.rpc('admin_set_suspended', { p_user_id: TYLER, p_suspended: true, p_reason: 'Repeated spam in the community' });
    if (s.error) throw s.error;
    const leaving = h.server.client();
    await leaving.auth.signInWithPassword({ email: 'amara.diallo@pitchside.dev', password: DEMO_PASSWORD });
    const d = await leaving.rpc('delete_my_account', { p_confirmation: 'DELETE' });
    if (d.error) throw d.error;
  });
  afterAll(() => h.close());

  const moneyRows = async (userId: string) => ({
    payments: (await h.deps.db.from('payments').select('id').eq('user_id', userId)).data!.length,
    subscriptions: (await h.deps.db.from('subscriptions').select('id').eq('user_id', userId)).data!.length,
    sessions: [...h.stripe.store.sessions.values()].filter((s) => s.client_reference_id === userId).length,
    payoutAccounts: (await h.deps.db.from('payout_accounts').select('user_id').eq('user_id', userId)).data!.length,
  });

  test.each(calls(TYLER))('%s: a suspended member gets 403 with the suspension message and nothing happens', async (_name, fn, body) => {
    const before = await moneyRows(TYLER);
    expect(await h.call(fn, body, suspended)).toEqual({ status: 403, body: { error: { code: 'account_suspended', message: SUSPENDED_MESSAGE } } });
    expect(await moneyRows(TYLER)).toEqual(before);
  });

  test.each(calls(AMARA))('%s: a deleted account gets 403 and nothing happens', async (_name, fn, body) => {
    const before = await moneyRows(AMARA);
    expect(await h.call(fn, body, deleted)).toEqual({ status: 403, body: { error: { code: 'account_deleted', message: DELETED_MESSAGE } } });
    expect(await moneyRows(AMARA)).toEqual(before);
  });

  test('a member in good standing gets past the check (to the 404 of a deal payment that does not exist)', async () => {
    expect(await h.call(releaseDealPayment, { deal_payment_id: randomUUID() }, good)).toMatchObject({ status: 404 });
  });

  test('the help assistant still answers a visitor (no session) and a member in good standing', async () => {
    expect(await h.call(askAssistant, HELP_QUESTION)).toEqual({ status: 200, body: { found: false, configured: false } });
    expect(await h.call(askAssistant, HELP_QUESTION, good)).toEqual({ status: 200, body: { found: false, configured: false } });
    // a session that is not valid is not taken for a visitor
    expect(await h.call(askAssistant, HELP_QUESTION, 'not-a-jwt')).toMatchObject({ status: 401 });
  });

  test("the message is the database's own for a suspended member's writes", () => {
    const migration = fs.readFileSync(path.join(__dirname, '../../../infra/supabase/migrations/20251701000100_moderation_tables.sql'), 'utf8');
    expect(migration).toContain(`raise exception '${SUSPENDED_MESSAGE}' using errcode = '42501'`);
  });
});
