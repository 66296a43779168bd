import { expect, test, type Page } from '@playwright/test';
import { signInViaUI, withPageClient } from './support/auth';
import { DEMO_ATHLETE, signInAsDemoAthlete, signInAsDemoAthleteViaPage, toastWith } from './support/shell';
import { backendAs, DEMO_IDS, signIn } from './support/messaging';
import { seriousA11yViolations } from './support/axe';

/** The demo athlete has not applied to this seeded deal (infra/supabase/seed.sql). */
const OPEN_DEAL = 'Signature Glove Design Collab';

const dealCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ deals?$/ });

async function countOf(page: Page): Promise<number> {
  await expect(dealCount(page)).toBeVisible();
  return Number((await dealCount(page).textContent())!.split(' ')[0]);
}

test('signed out: filters, search and sort change the list and the URL, and a reload keeps them', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeVisible();
  const all = await countOf(page);
  expect(all).toBeGreaterThan(10);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Category').selectOption({ label: 'Nutrition' });
  await expect(page).toHaveURL(/category=nutrition/);
  // the count shows the previous list until the filtered one arrives
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  expect(await countOf(page)).toBeGreaterThan(0);

  await page.getByLabel('Category').selectOption({ label: 'All categories' });
  await page.getByLabel('Search deals').fill('SHOE');
  await expect(page).toHaveURL(/q=SHOE/);
  await expect(page.getByRole('button', { name: /Court Shoe Launch Campaign/ })).toBeVisible();
  await expect.poll(() => countOf(page)).toBeLessThan(all);

  await page.getByLabel('Search deals').fill('');
  await page.getByLabel('Sort by').selectOption({ label: 'Highest pay' });
  await page.getByLabel('Min ($)').fill('3000');
  await expect(page).toHaveURL(/sort=highest_pay/);
  await expect(page).toHaveURL(/min=3000/);
  const amounts = async () =>
    (await page.locator('[data-deal-id]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((t) => Number(/\$([\d,]+)$/.exec(t)![1]!.replace(/,/g, '')));
  await expect.poll(async () => (await amounts()).every((a) => a >= 3000)).toBe(true);
  const sorted = await amounts();
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  const highPay = await countOf(page);
  expect(highPay).toBeLessThan(all);

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('highest_pay');
  await expect(page.getByLabel('Min ($)')).toHaveValue('3000');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(page.getByLabel('Min ($)')).toHaveValue('0');
  // every deal again (not the first figure: other journeys running alongside post and close deals)
  await expect.poll(() => countOf(page)).toBeGreaterThan(highPay);
});

test('the details open by click and by URL, close with Escape, and Apply Now signed out asks to sign in and comes back', async ({ page }) => {
  await page.goto('/marketplace');
  await page.getByLabel('Search deals').fill(OPEN_DEAL);
  await expect(dealCount(page)).toHaveText('1 deal');
  const card = page.getByRole('button', { name: new RegExp(OPEN_DEAL) });
  await card.click();
  const dialog = page.getByRole('dialog', { name: OPEN_DEAL });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Deliverables')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expect(page).toHaveURL(/deal=/);
  const url = page.url();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await page.goto(url);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply Now' }).click();
  const prompt = toastWith(page, 'Sign in to access all features');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_ATHLETE.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ATHLETE.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/marketplace\?.*deal=/);
  await expect(page.getByRole('dialog', { name: OPEN_DEAL })).toBeVisible();
});

test('an athlete applies (validation first), sees it pending in My Applications, and withdraws it', async ({ page, request }) => {
  // a deal of its own, so a retry applies afresh (an application to a deal cannot be made twice)
  const deal = `Glove Breakdown Series ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const posted = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title: deal, description: 'Three glove breakdown videos for our new catcher line.', category: 'Sports Equipment', compensation_amount: 1500, deliverables: ['Glove breakdown video'], target_roles: ['athlete'] });
  expect(posted.status()).toBe(201);
  await signInAsDemoAthlete(page);
  await page.goto('/marketplace');
  await page.getByLabel('Search deals').fill(deal);
  await expect(dealCount(page)).toHaveText('1 deal');
  await page.getByRole('button', { name: new RegExp(deal) }).click();
  await page.getByRole('dialog', { name: deal }).getByRole('link', { name: 'Apply Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Apply: ${deal}` })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Tell the brand why you are a fit')).toBeVisible();
  await page.getByLabel('Your pitch').fill('Too short');
  await page.getByLabel('Portfolio or social links').fill('instagram.com/jordan');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Your pitch needs at least 50 characters')).toBeVisible();
  await expect(page.getByText('Each link must be a full http(s) address')).toBeVisible();

  await page.getByLabel('Your pitch').fill('I design and test my own gloves every season, and 40k followers watch my equipment breakdowns each week.');
  await page.getByLabel('Portfolio or social links').fill('https://instagram.com/jordanreyes');
  await page.getByLabel('Proposed rate ($)').fill('1800');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toastWith(page, 'Application submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/marketplace\/applications$/);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: deal }) });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto(`/marketplace?q=${encodeURIComponent(deal)}`);
  await expect(dealCount(page)).toHaveText('1 deal');
  await page.getByRole('button', { name: new RegExp(deal) }).click();
  await page.getByRole('dialog', { name: deal }).getByRole('link', { name: 'Apply Now' }).click();
  await page.getByLabel('Your pitch').fill('Applying a second time to the same deal should be refused by the database with a clear message.');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('form', { name: 'Application' }).getByRole('alert')).toHaveText(/You have already applied to this deal/);

  await page.getByRole('link', { name: 'See your application' }).click();
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog', { name: 'Withdraw this application?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(toastWith(page, 'Application withdrawn')).toBeVisible();
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
});

test('bookmarks: on and off from the details, with the toasts, and the Saved filter', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/marketplace?q=Court+Shoe');
  await page.getByRole('button', { name: /Court Shoe Launch Campaign/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Court Shoe Launch Campaign' });
  await dialog.getByRole('button', { name: 'Bookmark' }).click();
  await expect(toastWith(page, 'Added to bookmarks')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove Bookmark' })).toBeVisible();
  await page.keyboard.press('Escape');

  // the database finds the saved deals (the my_bookmark embed): no bookmarked ids travel in the request's URL
  const dealRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/deals')) dealRequests.push(decodeURIComponent(r.url()));
  });
  await page.goto('/marketplace?saved=1');
  await expect(page.getByRole('button', { name: /Court Shoe Launch Campaign/ })).toBeVisible();
  expect(dealRequests.some((u) => u.includes('my_bookmark!inner(id)'))).toBe(true);
  expect(dealRequests.filter((u) => u.includes('id=in.'))).toEqual([]);
  await page.getByRole('button', { name: /Court Shoe Launch Campaign/ }).click();
  await page.getByRole('dialog', { name: 'Court Shoe Launch Campaign' }).getByRole('button', { name: 'Remove Bookmark' }).click();
  await expect(toastWith(page, 'Removed from bookmarks')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Court Shoe Launch Campaign/ })).toBeHidden();
});

test("a brand's new deal appears in an open marketplace without a reload", async ({ page, browser }) => {
  const title = `Live Drop ${Date.now()}`;
  await page.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: 'No deals match these filters' })).toBeVisible();

  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto('/marketplace');
  await expect.poll(() => brand.evaluate(() => '__pitchsideSupabase' in globalThis)).toBe(true);
  const error = await withPageClient<string | null>(
    brand,
    `async (client) => (await client.from('deals').insert({ brand_id: '20000000-0000-4000-8000-000000000001', title: ${JSON.stringify(title)}, description: 'A limited sneaker drop for game day.', tags: ['apparel'], compensation_amount: 1200 })).error?.message ?? null`,
  );
  expect(error).toBeNull();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible({ timeout: 15_000 });
  await brandContext.close();
});

test("My Applications shows a brand's decision without a reload", async ({ page, browser }) => {
  // its own deal and application, so no other journey's data is touched
  const title = `Live Decision ${Date.now()}`;
  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  await signInViaUI(brand, 'brand@pitchside.dev', 'Pitchside123!');
  await expect.poll(() => brand.evaluate(() => '__pitchsideSupabase' in globalThis)).toBe(true);
  const dealId = await withPageClient<string>(
    brand,
    `async (client) => (await client.from('deals').insert({ brand_id: '20000000-0000-4000-8000-000000000001', title: ${JSON.stringify(title)}, description: 'Two training reels.', tags: ['training'], compensation_amount: 900 }).select('id').single()).data.id`,
  );

  await signInAsDemoAthleteViaPage(page);
  await expect.poll(() => page.evaluate(() => '__pitchsideSupabase' in globalThis)).toBe(true);
  const applyError = await withPageClient<string | null>(
    page,
    `async (client) => (await client.from('applications').insert({ deal_id: '${dealId}', user_id: '10000000-0000-4000-8000-000000000001', application_data: { pitch: 'Ready to film this week.' }, status: 'pending' })).error?.message ?? null`,
  );
  expect(applyError).toBeNull();
  await page.goto('/marketplace/applications');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  const error = await withPageClient<string | null>(
    brand,
    `async (client) => {
      const { data, error } = await client.from('applications').update({ status: 'accepted' }).eq('deal_id', '${dealId}').select('id');
      return error?.message ?? (data.length === 1 ? null : 'no row changed');
    }`,
  );
  expect(error).toBeNull();
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 15_000 });
  await brandContext.close();
});

test('on a phone the filters open in a sheet, apply to the list and the URL, and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/marketplace');
  await expect(dealCount(page)).toBeVisible();
  await expect(page.getByRole('search', { name: 'Deal filters' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('marketplace-375.png'), fullPage: false });

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Search deals').fill(OPEN_DEAL);
  await expect(sheet.getByRole('button', { name: 'Show 1 deal' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('marketplace-375-filters.png'), fullPage: false });
  await sheet.getByRole('button', { name: 'Show 1 deal' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/q=Signature/);
  await expect(dealCount(page)).toHaveText('1 deal');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
});

test('a deal opened while the search is still settling stays open, and the search still applies', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(dealCount(page)).toBeVisible();
  await page.getByLabel('Search deals').fill('Recovery Roller');
  await page.getByRole('button', { name: /Recovery Roller Review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Recovery Roller Review' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/q=Recovery/);
  await expect(page).toHaveURL(/deal=/);
  await expect(dialog).toBeVisible();
});
