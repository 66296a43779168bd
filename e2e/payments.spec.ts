import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toastWith } from './support/shell';
import { signContractViaApi } from './support/contracts';
import { acceptedApplicationViaApi } from './support/deals';
import { backendAs, DEMO_IDS, freshContext, signIn, signUp } from './support/messaging';
import { expectAccessible } from './support/axe';

/** Fills the local Stripe checkout page's card form and submits it. */
async function payWithCard(page: Page, number: string, button: RegExp) {
  const form = page.getByRole('form', { name: 'Pay with card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: button }).click();
}

/** A deal of the demo brand accepted for the demo athlete and funded through the functions and the local checkout. */
async function fundedDeal(request: APIRequestContext, title: string) {
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const { dealId, applicationId } = await acceptedApplicationViaApi(brandApi, athleteApi, DEMO_IDS.athlete,
    { title, description: 'One launch reel.', compensation_amount: 350, deliverables: ['Launch reel'] });
  await signContractViaApi(brandApi, athleteApi, applicationId);
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string; functionsUrl: string };
  const token = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, { headers: { apikey: config.supabaseAnonKey }, data: { email: 'brand@pitchside.dev', password: 'Pitchside123!' } });
  const { access_token } = (await token.json()) as { access_token: string };
  const site = test.info().project.use.baseURL!;
  const payment = await request.post(`${config.functionsUrl}/create-payment`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { amount: 35000, description: `Deal funding: ${title}`, user_id: DEMO_IDS.brand, application_id: applicationId, success_url: `${site}/payment-success`, cancel_url: `${site}/payment-canceled` },
  });
  expect(payment.status()).toBe(200);
  const { url } = (await payment.json()) as { url: string };
  const paid = await request.post(url, { form: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  // The payment is held once Stripe's webhook has reached the functions, which happens after the checkout answers.
  await expect
    .poll(async () => ((await brandApi.get(`deal_payments?select=status&application_id=eq.${applicationId}`)) as { status: string }[]).map((p) => p.status), { timeout: 15_000 })
    .toEqual(['held']);
  return { dealId, applicationId };
}

test('a plan from /pricing: cancel returns to /subscription?canceled=true, a declined card is refused on the checkout page, 4242 activates the plan', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  await signUp(page, 'Casey Plan', 'athlete');

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: 'Pitchside Pro' })).toBeVisible();
  await expect(page.getByText('$19.00 per month')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Cancel and return to Pitchside/ }).click();
  await expect(page).toHaveURL(/\/subscription\?canceled=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment canceled' })).toBeVisible();

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await payWithCard(page, '4000 0000 0000 0002', /Subscribe \$19\.00/);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await payWithCard(page, '4242 4242 4242 4242', /Subscribe \$19\.00/);

  await expect(page).toHaveURL(/\/subscription\?success=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your plan:' })).toContainText('Pro (Active), renews on');

  await page.getByRole('link', { name: 'View Subscription' }).click();
  await expect(page).toHaveURL(/\/user-profile\/subscription$/);
  const plan = page.getByRole('region', { name: 'Pro plan' });
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan.getByText('Renews on')).toBeVisible();
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history.getByRole('row', { name: /Pitchside Pro: monthly plan Paid \$19\.00/ })).toBeVisible();
  await expectAccessible(page);

  await plan.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(toastWith(page, 'Your plan will end at the end of this period')).toBeVisible();
  await expect(plan.getByText('Ends on')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Keep My Plan' })).toBeVisible();

  // a second plan while this one runs is refused with the function's reason
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Elite' }).click();
  await expect(toastWith(page, 'Failed to create checkout session')).toContainText('You already have a paid plan.');
  await page.context().close();
});

test("a demo account's seeded plan is Stripe's too: the athlete cancels Pro at the period's end, then keeps it", async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/user-profile/subscription');
  const plan = page.getByRole('region', { name: 'Pro plan' });
  await expect(plan.getByText('Renews on')).toBeVisible();
  await plan.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(toastWith(page, 'Your plan will end at the end of this period')).toBeVisible();
  await expect(plan.getByText('Ends on')).toBeVisible();
  await plan.getByRole('button', { name: 'Keep My Plan' }).click();
  await expect(plan.getByText('Renews on')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Cancel at Period End' })).toBeVisible();
  await page.context().close();
});

test('payment protection: a brand funds an accepted deal, the talent delivers, the brand approves, and the talent sees it released', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const title = `Protected Reels ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const deal = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One training reel in March.', compensation_amount: 800, deliverables: ['Training reel'] });
  expect(deal.status()).toBe(201);
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  expect((await athleteApi.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Filming this week.' } })).status()).toBe(201);
  expect((await brandApi.patch(`applications?deal_id=eq.${dealId}`, { status: 'accepted' })).status()).toBe(200);
  const [{ id: applicationId }] = (await brandApi.get(`applications?select=id&deal_id=eq.${dealId}`)) as [{ id: string }];
  await signContractViaApi(brandApi, athleteApi, applicationId);

  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  const payment = brand.getByRole('region', { name: `Payment for ${title}` });
  await expect(payment.getByText('Not funded yet')).toBeVisible();
  await payment.getByRole('button', { name: 'Fund Deal ($800)' }).click();
  await expect(brand).toHaveURL(/\/checkout\/cs_test_/);
  await expect(brand.getByText('$800.00', { exact: true })).toBeVisible();
  await payWithCard(brand, '4242424242424242', /Pay \$800\.00/);
  await expect(brand).toHaveURL(new RegExp(`/payment-success\\?deal=${dealId}$`));
  await expect(brand.getByRole('status').filter({ hasText: 'Deal funding' })).toContainText('$800.00, paid');
  await brand.getByRole('link', { name: 'Back to Deals' }).click();
  await brand.goto(`/deals/${dealId}/applicants`);
  await expect(payment.getByText('Funded: $800 held')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Cancel and Refund' })).toBeVisible();

  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  const mine = athlete.getByRole('article', { name: title });
  const held = mine.getByRole('region', { name: `Payment for ${title}` });
  await expect(held.getByText('Funded: $800 held')).toBeVisible();
  await expect(held.getByRole('list', { name: 'Payment timeline' })).toContainText('Funded: held by Pitchside on');
  await expectAccessible(athlete);
  await mine.getByRole('button', { name: 'Submit Training reel' }).click();
  const dialog = athlete.getByRole('dialog', { name: 'Submit: Training reel' });
  await dialog.getByLabel('Link to the work').fill('https://instagram.com/p/protected-reel');
  await dialog.getByRole('button', { name: 'Submit Deliverable' }).click();
  await expect(toastWith(athlete, 'Deliverable submitted')).toBeVisible();

  // once work is in, the brand can no longer take the money back; approving it releases the money
  await expect(payment.getByRole('button', { name: 'Cancel and Refund' })).toHaveCount(0, { timeout: 15_000 });
  await brand.getByRole('region', { name: /^Deliverables from / }).getByRole('button', { name: 'Approve Training reel' }).click();
  await expect(toastWith(brand, 'Payment released to the talent')).toBeVisible({ timeout: 15_000 });
  await expect(payment.getByText('Released: $800')).toBeVisible();

  await expect(held.getByText('Released: $800')).toBeVisible({ timeout: 15_000 });
  await expect(held.getByRole('list', { name: 'Payment timeline' })).toContainText('Released to the talent on');
  await Promise.all([brand.context().close(), athlete.context().close()]);
});

test('an admin settles a dispute: a held payment is refunded to the brand with a reason, and the talent sees it refunded', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const title = `Disputed Reel ${Date.now()}`;
  await fundedDeal(request, title);
  const admin = await (await freshContext(browser)).newPage();
  await signIn(admin, 'admin@pitchside.dev');
  await admin.goto('/admin-dashboard?tab=payments');
  const held = admin.getByRole('table', { name: 'Held deal payments' });
  await expect(held.getByRole('row', { name: new RegExp(`${title} \\$350\\.00 Not submitted yet`) })).toBeVisible({ timeout: 15_000 });
  await held.getByRole('button', { name: `Refund ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Refund "${title}"` });
  await dialog.getByRole('button', { name: 'Refund to Brand' }).click();
  await expect(dialog.getByText('Give a reason: the person affected will read it')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The brand cancelled the campaign before filming; both sides agreed.');
  await dialog.getByRole('button', { name: 'Refund to Brand' }).click();
  await expect(toastWith(admin, `The payment for "${title}" was refunded to the brand`)).toBeVisible();
  await expect(held.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  await expect(athlete.getByRole('article', { name: title }).getByText('Refunded: $350')).toBeVisible();
  await Promise.all([admin.context().close(), athlete.context().close()]);
});

test("a brand cancels a funded deal: the confirmation names the contract's kill fee, the rest is refunded, and the talent is paid the kill fee", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const title = `Cancelled Launch ${Date.now()}`;
  const { dealId } = await fundedDeal(request, title);
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  const payment = brand.getByRole('region', { name: `Payment for ${title}` });
  await expect(payment.getByText('Funded: $350 held')).toBeVisible();
  await payment.getByRole('button', { name: 'Cancel and Refund' }).click();
  const dialog = brand.getByRole('dialog', { name: 'Cancel this deal and refund?' });
  await expect(dialog).toContainText('under its cancellation terms Jordan Reyes receives the kill fee of $87.50. The other $262.50 of the $350 held goes back to you');
  await dialog.getByRole('button', { name: 'Cancel and Refund' }).click();
  await expect(toastWith(brand, 'Deal cancelled: the payment was refunded less the kill fee')).toBeVisible({ timeout: 15_000 });
  await expect(payment.getByText('Cancelled: $87.50 kill fee')).toBeVisible();
  await expect(payment).toContainText('$262.50 was refunded to you, and the kill fee of $87.50 goes to Jordan Reyes.');
  await expect(payment.getByRole('button', { name: 'Cancel and Refund' })).toHaveCount(0);

  // the brand's billing history: the payment stays, partly refunded; its receipt shows the split
  await brand.goto('/user-profile/billing');
  const row = brand.getByRole('row').filter({ hasText: `Deal funding: ${title}` });
  await expect(row).toContainText('Partly refunded', { timeout: 15_000 });
  await row.getByRole('link', { name: `Receipt for Deal funding: ${title}`, exact: true }).click();
  const receipt = brand.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByRole('row', { name: /Refunded to your card/ })).toContainText('$262.50');
  await expect(receipt.getByRole('row', { name: /Kill fee/ })).toContainText('$87.50');
  await expect(receipt.getByRole('row', { name: /Paid to the talent/ })).toContainText('$78.75');

  // the talent (payout account ready) sees the cancellation and the kill fee in Earnings
  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  const mine = athlete.getByRole('article', { name: title });
  await expect(mine.getByText('Cancelled: $87.50 kill fee')).toBeVisible();
  await expect(mine).toContainText("you receive its kill fee of $87.50: $78.75 after Pitchside's 10% platform fee.");
  await athlete.goto('/deals/earnings');
  const earning = athlete.getByTestId('earning-row').filter({ hasText: `${title} (kill fee)` });
  await expect(earning.getByRole('cell')).toHaveText([/^(In transit|Paid out)$/, '$87.50', '$8.75', '$78.75', /\w/, /\w/]);
  await expectAccessible(athlete);
  await Promise.all([brand.context().close(), athlete.context().close()]);
});

test('the talent withdraws from a funded deal before any work: the brand is refunded in full and both sides see why the deal ended', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const title = `Withdrawn Shoot ${Date.now()}`;
  const { dealId } = await fundedDeal(request, title);
  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  const payment = athlete.getByRole('article', { name: title }).getByRole('region', { name: `Payment for ${title}` });
  await expect(payment.getByText('Funded: $350 held')).toBeVisible();
  await payment.getByRole('button', { name: 'Withdraw from Deal' }).click();
  const dialog = athlete.getByRole('dialog', { name: 'Withdraw from this deal?' });
  await expect(dialog).toContainText('The $350 held is refunded to the brand in full, and the deal is over: its deliverables close.');
  await dialog.getByRole('button', { name: 'Withdraw from Deal' }).click();
  await expect(toastWith(athlete, 'You withdrew from the deal: the brand was refunded')).toBeVisible({ timeout: 15_000 });
  await expect(payment.getByText('Refunded: $350')).toBeVisible();
  await expect(payment).toContainText('You withdrew from this deal: the $350 held was refunded to the brand in full.');
  await expect(payment.getByRole('button', { name: 'Withdraw from Deal' })).toHaveCount(0);
  await expectAccessible(athlete);

  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  await expect(brand.getByRole('region', { name: `Payment for ${title}` })).toContainText('Jordan Reyes withdrew from this deal: the $350 held was refunded to you in full.');
  await Promise.all([athlete.context().close(), brand.context().close()]);
});
