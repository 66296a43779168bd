import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signContractViaApi } from './support/contracts';
import { backendAs, DEMO_IDS, freshContext, signIn, signInViaPage } from './support/messaging';
import { expectAccessible } from './support/axe';

/** The functions as a signed-in user (the brand funding a deal, as the deals workspace does). */
async function functionsAs(request: APIRequestContext, email: string, password = 'Pitchside123!') {
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string; functionsUrl: string };
  const token = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, { headers: { apikey: config.supabaseAnonKey }, data: { email, password } });
  const { access_token } = (await token.json()) as { access_token: string };
  return (name: string, data: unknown) => request.post(`${config.functionsUrl}/${name}`, { headers: { authorization: `Bearer ${access_token}` }, data });
}

/** The history's row naming `text`, loading more pages until it is there (other journeys add payments of this brand). */
async function rowWith(page: Page, text: string | RegExp) {
  const row = page.getByRole('row').filter({ hasText: text }).first();
  for (let i = 0; i < 10 && !(await row.isVisible()); i++) {
    const more = page.getByRole('button', { name: 'Load more' });
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(more.or(page.getByRole('row').last())).toBeVisible();
  }
  await expect(row).toBeVisible();
  return row;
}

test('a brand funds a deal, finds the payment in its billing history and opens, prints and checks its receipt', async ({ browser, request }) => {
  test.setTimeout(150_000);
  // the brand funds a new deal with the demo athlete (Jordan Reyes) through Stripe's (local) checkout
  const title = `Receipt Reel ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const deal = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One launch reel.', compensation_amount: 800, deliverables: ['Launch reel'] });
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  const applied = await athleteApi.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Ready to film.' } });
  expect(applied.status()).toBe(201);
  const [{ id: applicationId }] = (await applied.json()) as [{ id: string }];
  expect((await brandApi.patch(`applications?id=eq.${applicationId}`, { status: 'accepted' })).status()).toBe(200);
  // accepting issues the contract: both sign it before the deal can be funded
  await signContractViaApi(brandApi, athleteApi, applicationId);
  const site = test.info().project.use.baseURL!;
  const payment = await (await functionsAs(request, 'brand@pitchside.dev'))('create-payment', {
    amount: 80000, description: `Deal funding: ${title}`, user_id: DEMO_IDS.brand, application_id: applicationId, success_url: `${site}/payment-success`, cancel_url: `${site}/payment-canceled`,
  });
  expect(payment.status()).toBe(200);
  const { url } = (await payment.json()) as { url: string };
  expect((await request.post(url, { form: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' }, maxRedirects: 0 })).status()).toBe(303);

  // from the account menu: Subscription -> Billing history and receipts
  const page = await (await freshContext(browser)).newPage();
  await signInViaPage(page, 'brand@pitchside.dev');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Subscription' }).click();
  await page.getByRole('link', { name: 'Billing history and receipts' }).click();
  await expect(page).toHaveURL(/\/user-profile\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing history' })).toBeVisible();

  // the new funding is the newest payment, paid, for the deal and its talent; the seed's plan payment and refund are there too
  const funded = page.getByRole('row').nth(1);
  await expect(funded).toContainText(`Deal funding: ${title}`, { timeout: 15_000 });
  await expect(funded).toContainText('Talent: Jordan Reyes');
  await expect(funded).toContainText('Paid');
  await expect(funded).toContainText('$800.00');
  await expect(funded.getByRole('link', { name: /^Stripe receipt for/ })).toBeVisible();
  await expect(await rowWith(page, 'Pitchside Brand: monthly plan')).toContainText('$199.00');
  await expect(await rowWith(page, 'Partly refunded')).toContainText('$450.00');
  await expectAccessible(page);

  // the printable receipt: deal, talent, amount, fee, total, date, payment id
  await page.getByRole('link', { name: `Receipt for Deal funding: ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/user-profile\/billing\/[0-9a-f-]{36}$/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText(`Deal: ${title}`);
  await expect(receipt.getByRole('definition').filter({ hasText: 'Jordan Reyes' })).toBeVisible();
  await expect(receipt.getByRole('row', { name: /Deal amount/ })).toContainText('$800.00');
  await expect(receipt.getByRole('row', { name: /Platform fee \(10%, included\)/ })).toContainText('$80.00');
  await expect(receipt.getByRole('row', { name: /Paid to the talent/ })).toContainText('$720.00');
  await expect(receipt.getByRole('row', { name: /Total charged/ })).toContainText('$800.00');
  const paymentId = page.url().split('/').pop()!;
  await expect(receipt.getByRole('definition').filter({ hasText: paymentId })).toBeVisible();
  await expectAccessible(page);

  // Print uses the browser's print dialog; on paper only the receipt shows, without its buttons
  await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
  await receipt.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(receipt.getByRole('row', { name: /Total charged/ })).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Stripe's receipt for the charge, recorded by the webhook from Stripe (the local stand-in's receipt page)
  const [stripeReceipt] = await Promise.all([page.waitForEvent('popup'), receipt.getByRole('link', { name: /Stripe receipt/ }).click()]);
  await expect(stripeReceipt.getByRole('heading', { name: 'Receipt from Pitchside' })).toBeVisible();
  await expect(stripeReceipt.getByRole('row', { name: /Amount paid/ })).toContainText('$800.00');
  await stripeReceipt.close();

  // another member cannot open this receipt: the database shows them no such payment
  const other = await (await freshContext(browser)).newPage();
  await signIn(other, 'athlete@pitchside.dev');
  await other.goto(`/user-profile/billing/${paymentId}`);
  await expect(other.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();
});

test('a member who never paid sees the empty billing history, reachable from settings', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  // the admin account has never paid for anything (an admin reads every payment, but a history shows one's own)
  await signIn(page, 'admin@pitchside.dev');
  await page.goto('/user-profile/settings');
  await page.getByRole('region', { name: 'Billing' }).getByRole('link', { name: 'Billing history and receipts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing history' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(0);
});

test('on a phone (375 px) the billing history and a receipt fit the screen', async ({ browser }) => {
  const page = await (await freshContext(browser, { width: 375, height: 812 })).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/user-profile/billing');
  const refunded = await rowWith(page, 'Partly refunded');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);
  expect(await fits()).toBe(true);
  await refunded.getByRole('link', { name: /^Receipt for /, exact: false }).first().click();
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByRole('row', { name: /Total charged/ })).toContainText('$450.00');
  await expect(receipt).toContainText('You cancelled this deal after the contract was in force: $337.50 was refunded to your card, and the kill fee of $112.50 goes to the talent');
  await expect(receipt.getByRole('definition').filter({ hasText: 'Maya Chen' })).toBeVisible();
  expect(await fits()).toBe(true);
});
