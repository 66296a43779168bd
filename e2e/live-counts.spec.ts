import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './support/auth';
import { backendAs, DEMO_IDS, freshContext, signIn, signUp, signUpViaApi } from './support/messaging';
import { gateRealtime } from './support/realtime';

/**
 * Issue 37 (7, 8): applicant counts are written by the database and follow applications live, on the talent's
 * marketplace card and details, the brand's /deals and the brand dashboard; a deal the brand closes leaves an
 * open marketplace tab of another viewer without a reload.
 */
/** A new athlete (signed up through the API) applies to the deal, as the apply form would. */
async function applyAsNewAthlete(request: APIRequestContext, dealId: string, suffix: string) {
  const { email: applicantEmail, id: applicantId } = await signUpViaApi(request, `Jamie Lee ${suffix}`);
  const applicantApi = await backendAs(request, applicantEmail, PASSWORD);
  const applied = await applicantApi.post('applications', {
    deal_id: dealId,
    user_id: applicantId,
    status: 'pending',
    application_data: { pitch: 'I run trails every weekend and post a reel after each one.' },
  });
  expect(applied.ok()).toBe(true);
  return { applicantApi, applicantId };
}

/** A deal of the demo brand's, new for this journey. */
async function newDeal(request: APIRequestContext, title: string) {
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const created = await brandApi.post('deals', {
    brand_id: DEMO_IDS.brandCompany,
    title,
    description: 'Three short trail-running reels wearing our new shoe, posted over two weeks.',
    tags: ['running'],
    compensation_amount: 650,
    application_deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  });
  expect(created.ok()).toBe(true);
  const [deal] = (await created.json()) as { id: string }[];
  return deal!;
}

test('an application and its withdrawal move every applicant count live; a closed deal leaves an open marketplace tab', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).slice(-5);
  const title = `Trail Run Reel ${suffix}`;
  const deal = await newDeal(request, title);

  // a talent (fresh athlete) watching the marketplace, and the brand on /deals
  const talent = await (await freshContext(browser)).newPage();
  const email = await signUp(talent, `Casey Morgan ${suffix}`, 'athlete');
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');

  await talent.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  const card = talent.locator(`[data-deal-id="${deal.id}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('card-applicants')).toHaveText('No applicants yet');
  await brand.goto('/deals');
  const row = brand.getByRole('article', { name: title });
  // the section's first load on a busy machine can take a while
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('applicants-line')).toHaveText('No applicants yet');

  // another athlete applies (through the API, as the apply form would): both pages follow without a reload
  const { applicantApi, applicantId } = await applyAsNewAthlete(request, deal.id, suffix);
  await expect(row.getByTestId('applicants-line')).toHaveText('1 applicant: 1 to review, 0 accepted');
  await expect(card.getByTestId('card-applicants')).toHaveText('1 applicant');
  await card.click();
  await expect(talent.getByRole('dialog', { name: title }).getByTestId('deal-applicants')).toHaveText('1 applicant');
  await talent.keyboard.press('Escape');

  // the brand dashboard: the deal's line and the "to review" tile follow a withdrawal live
  await brand.goto('/brand-dashboard');
  const dashboardLine = brand.getByRole('listitem').filter({ hasText: title }).getByTestId('dashboard-applicants');
  await expect(dashboardLine).toHaveText('· 1 applicant (1 to review)');
  const toReview = brand.locator('dt', { hasText: /^Applicants to review$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(toReview).toHaveText(/^\d+$/);
  const before = Number(await toReview.innerText());
  expect((await applicantApi.patch(`applications?deal_id=eq.${deal.id}&user_id=eq.${applicantId}`, { status: 'withdrawn' })).ok()).toBe(true);
  await expect(dashboardLine).toHaveText('· no applicants yet');
  await expect(toReview).toHaveText(String(before - 1));
  await expect(card.getByTestId('card-applicants')).toHaveText('No applicants yet');

  // 8: the brand closes the deal; the talent's open marketplace drops it without a reload
  await brand.goto('/deals');
  await row.getByRole('button', { name: 'Close Deal' }).click();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(email).toContain('@example.com');
  await talent.context().close();
  await brand.context().close();
});

test("a change made before the dashboard's live channel has joined shows once it joins", async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const title = `Hill Sprint Series ${suffix}`;
  const deal = await newDeal(request, title);

  // the brand's page reaches the realtime server only when the journey lets it: its channel joins late
  const context = await freshContext(browser);
  const realtime = await gateRealtime(context, { holding: true });
  const brand = await context.newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto('/brand-dashboard');
  const dashboardLine = brand.getByRole('listitem').filter({ hasText: title }).getByTestId('dashboard-applicants');
  await expect(dashboardLine).toHaveText('· no applicants yet', { timeout: 30_000 });
  await expect.poll(realtime.held, { message: 'the page asks to join its channels' }).toBeGreaterThan(0);

  await applyAsNewAthlete(request, deal.id, suffix);
  await expect(dashboardLine).toHaveText('· no applicants yet');
  realtime.release();
  await expect(dashboardLine).toHaveText('· 1 applicant (1 to review)');
  await context.close();
});
