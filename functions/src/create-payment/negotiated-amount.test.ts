/** @jest-environment node */
/**
 * Fund Deal after a negotiation (issue 32): the amount create-payment accepts is the accepted terms' amount
 * (application_amount() reads application_data.agreedAmountCents first), not the applicant's first proposed rate
 * or the deal's compensation.
 */
import { APEX_BRAND, ATHLETE_ID, signContract } from '../testing/deals';
import { DEMO_PASSWORD, SITE, startHarness, type Harness } from '../testing/harness';
import { createPayment } from './create-payment';

jest.setTimeout(120_000);
const BRAND_USER = '10000000-0000-4000-8000-000000000003';

describe('create-payment after a negotiation', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const signedIn = async (email: string) => {
    const client = h.server.client();
    const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    if (error) throw error;
    return client;
  };

  test('the brand accepts the athlete\'s counter: only that amount funds the deal, in integer cents', async () => {
    const brand = await signedIn('brand@pitchside.dev');
    const athlete = await signedIn('athlete@pitchside.dev');
    const deal = await brand.from('deals').insert({
      brand_id: APEX_BRAND, title: `Negotiated ${Math.random().toString(36).slice(2, 8)}`, description: 'One reel.', compensation_amount: 1000, deliverables: ['Reel'],
    }).select('id').single();
    if (deal.error) throw deal.error;
    const app = await athlete.from('applications').insert({ deal_id: deal.data.id, user_id: ATHLETE_ID, application_data: { pitch: 'Ready.', proposedRate: 1200 } }).select('id').single();
    if (app.error) throw app.error;
    const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const offer = await brand.rpc('propose_application_terms', { p_application_id: app.data.id, p_terms: { amount_cents: 100_000, deliverables: [{ title: 'Reel', due_date: due }] } });
    if (offer.error) throw offer.error;
    const counter = await athlete.rpc('propose_application_terms', { p_application_id: app.data.id, p_terms: { amount_cents: 110_050, deliverables: [{ title: 'Reel', due_date: due }] } }).single<{ id: string }>();
    if (counter.error) throw counter.error;
    const accepted = await brand.rpc('accept_application_terms', { p_terms_id: counter.data.id });
    expect(accepted.error).toBeNull();
    await signContract(brand, athlete, app.data.id);

    const token = await h.token('brand@pitchside.dev');
    const fund = (amount: number) => h.call(createPayment, {
      amount, description: 'Deal funding', user_id: BRAND_USER, application_id: app.data.id,
      success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled`,
    }, token);
    for (const wrong of [120_000, 100_000, 110_000]) {
      expect(await fund(wrong)).toMatchObject({ status: 400, body: { error: { code: 'amount_mismatch', message: 'The amount must be the agreed $1100.50.' } } });
    }
    expect((await fund(110_050)).status).toBe(200);
    const dp = await h.deps.db.from('deal_payments').select('amount, payee_id').eq('application_id', app.data.id).single();
    expect(dp.data).toEqual({ amount: 110_050, payee_id: ATHLETE_ID });
  });
});
