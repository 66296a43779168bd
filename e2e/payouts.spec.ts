import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './support/auth';
import { signContractViaApi } from './support/contracts';
import { backendAs, DEMO_IDS, freshContext, signIn, signUp } from './support/messaging';
import { expectAccessible } from './support/axe';

/** The functions as a signed-in user (what another product area does: the brand funding and releasing). */
async function functionsAs(request: APIRequestContext, email: string, password = 'Pitchside123!') {
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string; functionsUrl: string };
  const token = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, { headers: { apikey: config.supabaseAnonKey }, data: { email, password } });
  const { access_token } = (await token.json()) as { access_token: string };
  return (name: string, data: unknown) => request.post(`${config.functionsUrl}/${name}`, { headers: { authorization: `Bearer ${access_token}` }, data });
}

async function userIdOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const token = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, { headers: { apikey: config.supabaseAnonKey }, data: { email, password } });
  return ((await token.json()) as { user: { id: string } }).user.id;
}

test('a new athlete sets up payouts on the local onboarding page, wins a deal, and after the brand funds and approves sees the transfer and the payout with the fee', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const page = await (await freshContext(browser)).newPage();
  const email = await signUp(page, 'Riley Payout', 'athlete');
  const me = await userIdOf(request, email, PASSWORD);

  // Earnings: not set up yet; "Set up payouts" goes through Stripe's (local) hosted onboarding
  await page.goto('/deals/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const accountCard = page.getByRole('region', { name: /Payout account/ });
  await expect(accountCard.getByTestId('payout-state')).toHaveText('Not set up');
  await expect(accountCard).toContainText('Stripe provides your tax forms');
  await expect(accountCard).toContainText('Pitchside does not give tax advice');
  await expectAccessible(page);
  await accountCard.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(/\/connect\/onboarding\/link_/);
  const form = page.getByRole('form', { name: 'Payout details' });
  await form.getByRole('button', { name: 'Use test data' }).click();
  await expect(form.getByLabel('Routing number')).toHaveValue('110000000');
  await form.getByRole('button', { name: 'Agree and submit' }).click();
  await expect(page).toHaveURL(/\/deals\/earnings$/);
  await expect(accountCard.getByTestId('payout-state')).toHaveText('Ready', { timeout: 15_000 });
  await expect(accountCard.getByRole('button', { name: 'Open Stripe Express dashboard' })).toBeVisible();

  // the athlete wins a deal; the brand funds it, the work is approved and the money released
  const title = `Payout Reel ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, email, PASSWORD);
  const deal = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One launch reel.', compensation_amount: 800, deliverables: ['Launch reel'] });
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  const applied = await athleteApi.post('applications', { deal_id: dealId, user_id: me, application_data: { pitch: 'Ready to film.' } });
  expect(applied.status()).toBe(201);
  const [{ id: applicationId }] = (await applied.json()) as [{ id: string }];
  expect((await brandApi.patch(`applications?id=eq.${applicationId}`, { status: 'accepted' })).status()).toBe(200);
  await signContractViaApi(brandApi, athleteApi, applicationId);
  const brandFn = await functionsAs(request, 'brand@pitchside.dev');
  const site = test.info().project.use.baseURL!;
  const payment = await brandFn('create-payment', { amount: 80000, description: `Deal funding: ${title}`, user_id: DEMO_IDS.brand, application_id: applicationId, success_url: `${site}/payment-success`, cancel_url: `${site}/payment-canceled` });
  expect(payment.status()).toBe(200);
  const { url } = (await payment.json()) as { url: string };
  expect((await request.post(url, { form: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' }, maxRedirects: 0 })).status()).toBe(303);

  await page.reload();
  const row = page.getByTestId('earning-row').filter({ hasText: title });
  await expect(row).toContainText('Held', { timeout: 15_000 });
  await expect(row).toContainText('$80.00');
  await expect(row).toContainText('$720.00');

  const [deliverable] = (await athleteApi.get(`deal_deliverables?select=id&application_id=eq.${applicationId}`)) as { id: string }[];
  expect((await athleteApi.patch(`deal_deliverables?id=eq.${deliverable!.id}`, { status: 'submitted', submission_url: 'https://instagram.com/p/payout-reel' })).status()).toBe(200);
  expect((await brandApi.patch(`deal_deliverables?id=eq.${deliverable!.id}`, { status: 'approved' })).status()).toBe(200);
  const dealPaymentId = ((await brandApi.get(`deal_payments?select=id&application_id=eq.${applicationId}`)) as { id: string }[])[0]!.id;
  const released = await brandFn('release-deal-payment', { deal_payment_id: dealPaymentId });
  expect(await released.json()).toEqual({ status: 'released' });

  // the earnings page: paid out, the fee and the net, the transfer and payout dates, and the month's totals
  await page.reload();
  await expect(row).toContainText('Paid out', { timeout: 15_000 });
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('$800.00');
  await expect(cells.nth(2)).toHaveText('$80.00');
  await expect(cells.nth(3)).toHaveText('$720.00');
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  await expect(cells.nth(4)).toHaveText(today);
  await expect(cells.nth(5)).toHaveText(today);
  const totals = page.getByRole('table', { name: 'Released to you, by month' });
  await expect(totals.getByRole('row').nth(1)).toContainText('$720.00');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pitchside-earnings-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectAccessible(page);
  await page.context().close();
});

test('the seeded athlete sees paid-out history and a payout in transit; a talent Stripe still needs details from sees what is missing', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/deals/earnings');
  await expect(page.getByTestId('payout-state')).toHaveText('Ready');
  const paidOut = page.getByTestId('earning-row').filter({ hasText: 'Paid out' });
  await expect(paidOut.first()).toBeVisible();
  expect(await paidOut.count()).toBeGreaterThanOrEqual(2);
  // the last one was released two days ago; its payout is in transit (the "Payout delayed" notification)
  const inTransit = page.getByTestId('earning-row').filter({ hasText: 'Grip Socks Field Test' }).getByRole('cell');
  await expect(inTransit.first()).toHaveText('In transit');
  await expect(inTransit.last()).toHaveText(/^Expected [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.context().close();

  // not Omar Haddad, whom the admin journey suspends
  const marcus = await (await freshContext(browser)).newPage();
  await signIn(marcus, 'marcus.bell@members.pitchside.dev');
  await marcus.goto('/deals/earnings');
  await expect(marcus.getByTestId('payout-state')).toHaveText('Details needed');
  await expect(marcus.getByRole('list', { name: 'What Stripe still needs' })).toContainText('a bank account for payouts');
  await expect(marcus.getByRole('button', { name: 'Continue setup' })).toBeVisible();
  await marcus.context().close();
});

test("a disputed funding shows on the admin Payments tab with Stripe's evidence deadline, and the brand cannot cancel it", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const title = `Disputed Funding ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const [{ id: dealId }] = (await (await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One reel.', compensation_amount: 600, deliverables: ['Reel'] })).json()) as [{ id: string }];
  const [{ id: applicationId }] = (await (await athleteApi.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Ready.' } })).json()) as [{ id: string }];
  expect((await brandApi.patch(`applications?id=eq.${applicationId}`, { status: 'accepted' })).status()).toBe(200);
  await signContractViaApi(brandApi, athleteApi, applicationId);
  const site = test.info().project.use.baseURL!;
  const payment = await (await functionsAs(request, 'brand@pitchside.dev'))('create-payment', { amount: 60000, description: `Deal funding: ${title}`, user_id: DEMO_IDS.brand, application_id: applicationId, success_url: `${site}/payment-success`, cancel_url: `${site}/payment-canceled` });
  const { url } = (await payment.json()) as { url: string };
  expect((await request.post(url, { form: { number: '4000000000000259', expiry: '12 / 34', cvc: '123' }, maxRedirects: 0 })).status()).toBe(303);

  const admin = await (await freshContext(browser)).newPage();
  await signIn(admin, 'admin@pitchside.dev');
  await admin.goto('/admin-dashboard?tab=payments');
  const due = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const disputes = admin.getByRole('table', { name: 'Payment disputes' });
  await expect(disputes.getByRole('row', { name: new RegExp(`${title} \\$600\\.00 fraudulent needs response ${due.replace(/ /g, ' ')}`) })).toBeVisible({ timeout: 15_000 });
  await admin.context().close();

  // the brand's deal says the money is on hold, and offers no Cancel and Refund while the dispute is open
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  const panel = brand.getByRole('region', { name: `Payment for ${title}` });
  await expect(panel).toContainText("The card's bank disputed this payment. The money stays on hold, and cannot be refunded, until the dispute is settled.");
  await expect(panel.getByRole('button', { name: 'Cancel and Refund' })).toHaveCount(0);

  // the bank decides the dispute for the cardholder (Stripe's test evidence "losing_evidence"): nothing is released
  const [{ id: dealPaymentId }] = (await brandApi.get(`deal_payments?select=id&application_id=eq.${applicationId}`)) as [{ id: string }];
  const [{ stripe_dispute_id: disputeId }] = (await brandApi.get(`payment_disputes?select=stripe_dispute_id&deal_payment_id=eq.${dealPaymentId}`)) as [{ stripe_dispute_id: string }];
  const lost = await request.post(`${new URL(url).origin}/v1/disputes/${disputeId}`, {
    headers: { authorization: 'Bearer sk_test_local' }, form: { 'evidence[uncategorized_text]': 'losing_evidence' },
  });
  expect(lost.status()).toBe(200);
  await expect(panel).toContainText('Your bank decided the dispute of this payment for you and returned the money to your card, so nothing is released to the talent.', { timeout: 15_000 });
  await brand.context().close();

  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  await expect(athlete.getByText(`The brand's bank decided its dispute of this payment for the brand and returned the money to them, so it is not released to you.`, { exact: false })).toBeVisible({ timeout: 15_000 });
  await athlete.context().close();
});
