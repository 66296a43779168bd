import { expect } from '@playwright/test';
import { DEMO_IDS, type backendAs } from './messaging';

type Api = Awaited<ReturnType<typeof backendAs>>;

export interface DealInput {
  title: string;
  description: string;
  compensation_amount: number;
  deliverables: string[];
}

/** A new deal of the demo brand (Apex Athletics) that the talent applied to and the brand accepted, through the API. */
export async function acceptedApplicationViaApi(brand: Api, talent: Api, talentId: string, deal: DealInput, pitch = 'Ready.') {
  const posted = await brand.post('deals', { brand_id: DEMO_IDS.brandCompany, ...deal });
  expect(posted.status()).toBe(201);
  const [{ id: dealId }] = (await posted.json()) as [{ id: string }];
  const applied = await talent.post('applications', { deal_id: dealId, user_id: talentId, application_data: { pitch } });
  expect(applied.status()).toBe(201);
  const [{ id: applicationId }] = (await applied.json()) as [{ id: string }];
  expect((await brand.patch(`applications?id=eq.${applicationId}`, { status: 'accepted' })).status()).toBe(200);
  return { dealId, applicationId };
}
