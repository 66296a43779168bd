import { expect, test, type Page, type Request } from '@playwright/test';
import { PASSWORD } from './support/auth';
import { backendAs, DEMO_IDS, freshContext, signIn, signUpViaApi } from './support/messaging';
import { gateRealtime } from './support/realtime';

/**
 * Issue 37 (15): on each signed-in page the unread counts are asked once, and no request is left aborted. The page's
 * realtime channels join only after its first reads are done (as on a slower connection), so a channel joining
 * late, which refreshes what it keeps live, must not ask the counts again. A count asked again after its channel
 * brought a change (other journeys message and notify the demo athlete) is kept live, not asked twice.
 */
test('each page asks the unread counts once and aborts no request', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await freshContext(browser);
  const realtime = await gateRealtime(context);
  const channelOf = { 'message summaries': 'realtime:message-badge:', 'notification count': 'realtime:notifications:' } as const;
  // changes each count's channel has delivered that were already answered by asking the count again
  const answered = { 'message summaries': 0, 'notification count': 0 };
  const page = await context.newPage();
  await signIn(page, 'athlete@pitchside.dev');
  for (const path of ['/athlete-dashboard', '/messages', '/marketplace']) {
    const asked: string[] = [];
    const failed: string[] = [];
    const inFlight = new Set<Request>();
    // only this page's own requests: the previous page's, cut short by the navigation, are not its doing
    const mine = new Set<Request>();
    const onRequest = (r: Request) => {
      mine.add(r);
      inFlight.add(r);
      const u = r.url();
      const count = u.includes('/rpc/my_conversation_summaries')
        ? 'message summaries'
        : u.includes('/rest/v1/notifications') && u.includes('read=eq.false')
          ? 'notification count'
          : null;
      if (!count) return;
      const changes = realtime.changesOn(channelOf[count]);
      if (asked.includes(count) && changes > answered[count]) answered[count] = changes;
      else asked.push(count);
    };
    const onDone = (r: Request) => inFlight.delete(r);
    const onFailed = (r: Request) => {
      inFlight.delete(r);
      if (mine.has(r) && r.url().includes('/rest/v1/')) failed.push(`${r.failure()?.errorText} ${r.url()}`);
    };
    page.on('request', onRequest);
    page.on('requestfinished', onDone);
    page.on('requestfailed', onFailed);
    realtime.hold();
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect.poll(realtime.held, { message: 'the page asks to join its channels' }).toBeGreaterThan(0);
    realtime.release();
    await expect.poll(realtime.pendingJoins, { message: 'every channel has joined' }).toBe(0);
    await expect.poll(async () => {
      const started = mine.size;
      await page.waitForTimeout(500);
      return inFlight.size === 0 && mine.size === started;
    }, { message: 'what the joins refresh has loaded' }).toBe(true);
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onFailed);
    expect({ path, asked: asked.sort() }).toEqual({ path, asked: ['message summaries', 'notification count'] });
    expect({ path, failed }).toEqual({ path, failed: [] });
  }
  await context.close();
});

async function newApplicant(page: Page, request: Parameters<typeof backendAs>[0], suffix: string) {
  const name = `Avery Fit ${suffix}`;
  const { email, id } = await signUpViaApi(request, name);
  return { id, api: await backendAs(request, email, PASSWORD), name, page };
}

/** Issue 37 (16): the brand sees a fit score on each applicant, and why. */
test('the brand sees a fit score on each applicant and opens its Why', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36).slice(-5);
  const title = `Track Spikes Review ${suffix}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const created = await brandApi.post('deals', {
    brand_id: DEMO_IDS.brandCompany,
    title,
    description: 'Review our new track spikes in two posts.',
    compensation_amount: 400,
    target_roles: ['athlete'],
    target_audience: { platforms: ['instagram'] },
    application_deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  });
  expect(created.ok()).toBe(true);
  const [deal] = (await created.json()) as { id: string }[];
  const brand = await (await freshContext(browser)).newPage();
  const applicant = await newApplicant(brand, request, suffix);
  expect((await applicant.api.patch(`profiles?user_id=eq.${applicant.id}`, { instagram_handle: 'averyfit' })).ok()).toBe(true);
  expect((await applicant.api.post('applications', { deal_id: deal!.id, user_id: applicant.id, status: 'pending', application_data: { pitch: 'I race the 400 m and post every meet.' } })).ok()).toBe(true);

  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${deal!.id}/applicants`);
  const card = brand.getByRole('article', { name: new RegExp(`^${applicant.name}`) });
  // the section's first load on a busy machine can take a while
  await expect(card).toBeVisible({ timeout: 30_000 });
  // athlete (20) and on Instagram, the one audience check (80)
  await expect(card.getByTestId('applicant-fit')).toHaveText('Fit 100');
  await card.getByRole('button', { name: 'Why' }).click();
  const why = card.getByRole('region', { name: `Why ${applicant.name} fits 100 of 100` });
  await expect(why).toContainText('Role fit');
  await expect(why).toContainText('Wants instagram; they are on instagram');
  await brand.context().close();
});

/** Issue 37 (17): a sentence that ends in a name with a full stop ("Summit Travel Co.") gets no second one. */
test("the agency's deals line ends with one full stop after a brand name that has one", async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'agency@pitchside.dev');
  await page.goto('/agency-dashboard');
  const deals = page.getByRole('region', { name: "My brand's deals" });
  await expect(deals.getByText(/^\d+ active for Summit Travel Co\.$/)).toBeVisible();
  await page.context().close();
});
