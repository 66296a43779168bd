import { expect, test, type Page } from '@playwright/test';
import { signContractViaApi } from './support/contracts';
import { toastWith } from './support/shell';
import { backendAs, DEMO_IDS, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';

/** Fills the open terms dialog: the amount, the first deliverable's due date, and a note. */
async function proposeTerms(page: Page, dialogName: RegExp, amount: string, note: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.getByLabel('Message with this proposal (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog).toBeHidden();
}

test('negotiation: the brand proposes terms, the athlete counters, the brand accepts the counter and funds exactly that amount', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const title = `Negotiated Reel ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const deal = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One launch reel.', compensation_amount: 800, deliverables: ['Launch reel'] });
  expect(deal.status()).toBe(201);
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  expect((await athleteApi.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Filming this week.', proposedRate: 1000 } })).status()).toBe(201);

  // the brand answers the $1,000 ask with $800 and usage rights
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  const card = brand.getByRole('article', { name: /^Jordan Reyes, Pending/ });
  const thread = card.getByRole('region', { name: 'Terms' });
  await expect(thread).toContainText('No terms proposed yet.');
  await thread.getByRole('button', { name: 'Propose terms' }).click();
  const first = brand.getByRole('dialog', { name: 'Propose terms to Jordan Reyes' });
  await expect(first.getByLabel('Amount (USD)')).toHaveValue('1000');
  await expect(first.getByLabel('Deliverable 1', { exact: true })).toHaveValue('Launch reel');
  await first.getByLabel('Instagram', { exact: true }).check();
  await first.getByLabel('Usage duration (months)').fill('6');
  await expectAccessible(brand, '[role="dialog"]');
  await proposeTerms(brand, /Propose terms/, '800', 'We can do $800 with six months of Instagram usage.');
  await expect(toastWith(brand, 'Version 1 sent')).toBeVisible();
  const v1 = thread.getByRole('article', { name: 'Version 1' });
  await expect(v1).toContainText('Proposed by You');
  await expect(v1.getByRole('list', { name: 'Proposed terms' })).toContainText('Amount: $1,000 → $800');
  // with terms on the table the plain Accept gives way to accepting a version
  await expect(card.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(thread.getByRole('button', { name: /Accept version/ })).toHaveCount(0);

  // the athlete counters at $900
  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/marketplace/applications');
  const mine = athlete.getByRole('listitem').filter({ has: athlete.getByRole('heading', { name: title }) });
  const myThread = mine.getByRole('region', { name: 'Terms' });
  await expect(myThread.getByRole('article', { name: 'Version 1' })).toContainText('Proposed by Apex Athletics');
  await expect(myThread.getByRole('article', { name: 'Version 1' })).toContainText('We can do $800 with six months of Instagram usage.');
  await expect(myThread.getByRole('button', { name: 'Accept version 1' })).toBeVisible();
  await myThread.getByRole('button', { name: 'Counter-offer' }).click();
  await expect(athlete.getByRole('dialog', { name: 'Counter-offer to Apex Athletics' }).getByLabel('Amount (USD)')).toHaveValue('800');
  await proposeTerms(athlete, /Counter-offer to/, '900', 'Meet in the middle at $900?');
  const v2 = myThread.getByRole('article', { name: 'Version 2' });
  await expect(v2.getByRole('list', { name: 'Changes from version 1' })).toHaveText('Amount: $800 → $900');
  await expect(myThread.getByRole('article', { name: 'Version 1' })).toContainText('Countered');
  await expect(myThread.getByRole('button', { name: 'Withdraw proposal' })).toBeVisible();
  await expectAccessible(athlete);

  // the brand sees the counter live, accepts it, and funds exactly $900
  await expect(thread.getByRole('article', { name: 'Version 2' })).toContainText('Proposed by Jordan Reyes');
  await thread.getByRole('button', { name: 'Accept version 2' }).click();
  const confirm = brand.getByRole('dialog', { name: 'Accept version 2?' });
  await expect(confirm).toContainText('Fund Deal charges exactly this amount');
  await confirm.getByRole('button', { name: 'Accept terms' }).click();
  await expect(toastWith(brand, 'Terms accepted')).toBeVisible();
  const accepted = brand.getByRole('article', { name: /^Jordan Reyes, Accepted/ });
  await expect(accepted.getByRole('region', { name: 'Terms' }).getByRole('status')).toHaveText('Agreed: version 2, $900');
  const payment = accepted.getByRole('region', { name: `Payment for ${title}` });
  // agreed terms are a contract both sign before the deal is funded (contracts.spec.ts signs through the UI)
  await expect(payment.getByRole('button', { name: 'Fund Deal ($900)' })).toBeDisabled();
  const [{ id: applicationId }] = (await brandApi.get(`applications?select=id&deal_id=eq.${dealId}`)) as [{ id: string }];
  await signContractViaApi(brandApi, athleteApi, applicationId);
  await payment.getByRole('button', { name: 'Fund Deal ($900)' }).click();
  await expect(brand).toHaveURL(/\/checkout\/cs_test_/);
  await expect(brand.getByText('$900.00', { exact: true })).toBeVisible();

  // the athlete's thread shows the agreement and takes no more proposals
  await expect(myThread.getByRole('status')).toHaveText('Agreed: version 2, $900');
  await expect(myThread.getByRole('button', { name: 'Counter-offer' })).toHaveCount(0);
  await brand.context().close();
  await athlete.context().close();
});
