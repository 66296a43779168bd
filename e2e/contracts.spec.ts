import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { toastWith } from './support/shell';
import { backendAs, DEMO_IDS, expectAccessible, freshContext, signIn } from './support/messaging';

test('contract: the brand accepts, Fund Deal waits for signatures, both sign in the product, the PDF downloads with its audit page, then the brand funds', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const title = `Signed Reel ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const deal = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One launch reel.', compensation_amount: 700, deliverables: ['Launch reel'] });
  expect(deal.status()).toBe(201);
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  expect((await athleteApi.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Filming this week.' } })).status()).toBe(201);

  // the brand accepts the applicant: the database issues the contract
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  await brand.getByRole('article', { name: /^Jordan Reyes, / }).getByRole('button', { name: 'Accept' }).click();
  await brand.getByRole('dialog', { name: 'Accept Jordan Reyes?' }).getByRole('button', { name: 'Accept' }).click();
  const card = brand.getByRole('article', { name: 'Jordan Reyes, Accepted' });
  const contract = card.getByRole('region', { name: `Contract for ${title}` });
  await expect(contract.getByText('Waiting for signatures', { exact: true })).toBeVisible();
  await expect(contract.getByRole('list', { name: 'Signatures' }).getByRole('listitem')).toHaveText(['Brand: not signed yet', 'Talent: not signed yet']);
  const payment = card.getByRole('region', { name: `Payment for ${title}` });
  await expect(payment.getByRole('button', { name: 'Fund Deal ($700)' })).toBeDisabled();
  await expect(payment.getByText(/^Waiting for signatures:/)).toBeVisible();
  // the payment function refuses too, not only the button
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string; functionsUrl: string };
  const token = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, { headers: { apikey: config.supabaseAnonKey }, data: { email: 'brand@pitchside.dev', password: 'Pitchside123!' } });
  const { access_token } = (await token.json()) as { access_token: string };
  const [{ id: applicationId }] = (await brandApi.get(`applications?select=id&deal_id=eq.${dealId}`)) as [{ id: string }];
  const site = test.info().project.use.baseURL!;
  const early = await request.post(`${config.functionsUrl}/create-payment`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { amount: 70000, description: `Deal funding: ${title}`, user_id: DEMO_IDS.brand, application_id: applicationId, success_url: `${site}/payment-success`, cancel_url: `${site}/payment-canceled` },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: { code: string } }).error.code).toBe('contract_unsigned');

  // the athlete reviews the document on their deals page and signs: typed full legal name + I agree
  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  // (the seeded Court Shoe contract is in force: its delivered piece's usage window and the exclusivity show)
  const rights = athlete.getByRole('region', { name: 'Contract for Court Shoe Launch Campaign' }).getByRole('list', { name: 'Usage rights and exclusivity' });
  await expect(rights).toContainText(/Unboxing video: usage rights end on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(rights).toContainText(/Exclusivity in Basketball footwear until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  const mine = athlete.getByRole('region', { name: `Contract for ${title}` });
  await mine.getByRole('button', { name: 'Review and Sign' }).click();
  const dialog = athlete.getByRole('dialog', { name: `Contract: ${title}` });
  const text = dialog.getByLabel('Contract text');
  await expect(text).toContainText('SPONSORSHIP AGREEMENT PS-');
  await expect(text).toContainText('Talent: Jordan Reyes.');
  await expect(text).toContainText('Cash: $700.00 (USD)');
  await expect(text).toContainText('FTC');
  await expect(dialog.getByText(/^Document SHA-256: [0-9a-f]{64}$/)).toBeVisible();
  await expectAccessible(athlete);
  // "I agree" is required
  await dialog.getByLabel('Full legal name').fill('Jordan Reyes');
  await dialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(dialog.getByText('Select "I agree" to sign')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I agree' }).check();
  await dialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toastWith(athlete, 'Contract signed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mine.getByText('You have signed. Waiting for the other party.')).toBeVisible();

  // the brand sees the talent's signature live; still waiting for its own
  await expect(contract.getByRole('list', { name: 'Signatures' })).toContainText(/Talent: signed by Jordan Reyes on /);
  await expect(payment.getByRole('button', { name: 'Fund Deal ($700)' })).toBeDisabled();
  await contract.getByRole('button', { name: 'Review and Sign' }).click();
  const brandDialog = brand.getByRole('dialog', { name: `Contract: ${title}` });
  await brandDialog.getByLabel('Full legal name').fill('Morgan Blake');
  await brandDialog.getByRole('checkbox', { name: 'I agree' }).check();
  await brandDialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toastWith(brand, 'Contract signed')).toBeVisible();
  await expect(contract.getByText('In force', { exact: true })).toBeVisible();
  await expect(contract.getByRole('list', { name: 'Signatures' })).toContainText(/Brand: signed by Morgan Blake on /);

  // the PDF: a real PDF file, loaded on the first click
  const [download] = await Promise.all([brand.waitForEvent('download'), contract.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ps-[0-9a-f]{8}-v1\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('Audit trail');

  // in force: the brand funds
  await expect(payment.getByText(/^Waiting for signatures:/)).toHaveCount(0);
  await payment.getByRole('button', { name: 'Fund Deal ($700)' }).click();
  await expect(brand).toHaveURL(/\/checkout\/cs_test_/);
  await expect(brand.getByText('$700.00', { exact: true })).toBeVisible();
  await athlete.context().close();
  await brand.context().close();
});

test('another brand searching talent sees a current exclusivity without the brand that holds it', async ({ browser }) => {
  const agency = await (await freshContext(browser)).newPage();
  await signIn(agency, 'agency@pitchside.dev');
  await agency.goto('/discover?role=athlete&category=basketball');
  const jordan = agency.getByRole('article', { name: 'Jordan Reyes' });
  await expect(jordan.getByRole('list', { name: 'Current exclusivities' })).toHaveText(/^Exclusive with a competing brand in Basketball footwear until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(jordan).not.toContainText('Apex');
  await agency.context().close();
});
