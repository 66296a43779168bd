import { createPayment } from '../create-payment/create-payment';
import type { Harness } from './harness';
import { DEMO_PASSWORD, SITE } from './harness';

export const APEX_BRAND = '20000000-0000-4000-8000-000000000001';
export const ATHLETE_ID = '10000000-0000-4000-8000-000000000001';

async function signedIn(h: Harness, email: string) {
  const client = h.server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

type Client = Awaited<ReturnType<typeof signedIn>>;

/** Both parties sign the application's contract (issued by the database at acceptance), so it can be funded. */
export async function signContract(brand: Client, talent: Client, applicationId: string) {
  const contract = await brand.from('contracts').select('id, document_hash').eq('application_id', applicationId).eq('status', 'awaiting_signatures').single();
  if (contract.error) throw contract.error;
  for (const [client, name] of [[talent, 'Jordan Reyes'], [brand, 'Morgan Blake']] as const) {
    const signed = await client.rpc('sign_contract', { p_contract_id: contract.data.id, p_full_name: name, p_agree: true, p_document_hash: contract.data.document_hash });
    if (signed.error) throw signed.error;
  }
}

/**
 * A fresh deal of the demo brand, applied to by the demo athlete (or `talent`) and accepted (its deliverables and
 * contract made by the database), the contract signed by both unless `sign` is false.
 */
export async function acceptedApplication(h: Harness, amountUsd = 800, sign = true, talent = { email: 'athlete@pitchside.dev', id: ATHLETE_ID }) {
  const brand = await signedIn(h, 'brand@pitchside.dev');
  const athlete = await signedIn(h, talent.email);
  const deal = await brand.from('deals').insert({
    brand_id: APEX_BRAND, title: `Funding test ${Math.random().toString(36).slice(2, 8)}`, description: 'Two training reels.',
    compensation_amount: amountUsd, deliverables: ['Training reel'],
  }).select('id').single();
  if (deal.error) throw deal.error;
  const app = await athlete.from('applications').insert({ deal_id: deal.data.id, user_id: talent.id, application_data: { pitch: 'Ready.' } }).select('id').single();
  if (app.error) throw app.error;
  const accepted = await brand.from('applications').update({ status: 'accepted' }).eq('id', app.data.id);
  if (accepted.error) throw accepted.error;
  if (sign) await signContract(brand, athlete, app.data.id);
  return { brand, athlete, dealId: deal.data.id, applicationId: app.data.id, amount: amountUsd * 100 };
}

const DEMO_BRAND_USER = '10000000-0000-4000-8000-000000000003';

/**
 * acceptedApplication, funded by the demo brand on the hosted checkout page with `card` (Stripe's test card by
 * default): the deal payment, the payment that funded it and the deliverable, as the webhook recorded them.
 */
export async function fundedApplication(h: Harness, brandToken: string, amountUsd: number, opts: { talent?: { email: string; id: string }; card?: string } = {}) {
  const deal = await acceptedApplication(h, amountUsd, true, opts.talent);
  const res = await h.call(createPayment, {
    amount: deal.amount, description: 'Deal funding', user_id: DEMO_BRAND_USER, application_id: deal.applicationId,
    success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled`,
  }, brandToken);
  const paid = await h.pay(res.body.url, opts.card);
  if (paid !== 303) throw new Error(`checkout answered ${paid}`);
  await h.stripe.webhooks.idle();
  const dp = await h.deps.db.from('deal_payments').select('id, payee_id, payment:payments!deal_payments_payment_id_fkey(id, stripe_payment_intent_id)')
    .eq('application_id', deal.applicationId).single();
  if (dp.error || !dp.data.payment) throw dp.error ?? new Error('the deal payment names no payment');
  const deliverable = await deal.athlete.from('deal_deliverables').select('id').eq('application_id', deal.applicationId).single();
  if (deliverable.error) throw deliverable.error;
  return {
    ...deal, id: dp.data.id, payeeId: dp.data.payee_id!, paymentId: dp.data.payment.id, intent: dp.data.payment.stripe_payment_intent_id!,
    deliverableId: deliverable.data.id,
  };
}
