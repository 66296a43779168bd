import type { Harness } from './harness';
import { DEMO_PASSWORD } from './harness';

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
