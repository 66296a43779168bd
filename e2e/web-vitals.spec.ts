import { expect, test, type Page } from '@playwright/test';
import { freshContext, signIn } from './support/messaging';

/**
 * Real users' Web Vitals (issue 35): a visitor's page loads report LCP, INP, CLS and TTFB per route with sendBeacon
 * (the local stack samples every page load), and the admin sees them counted on the dashboard's Web Vitals tab, p75
 * rated against the Core Web Vitals thresholds. A browser with Do Not Track on sends nothing.
 */

/** The reporter has started on this page: it wraps history.pushState to follow route changes. */
async function reporterStarted(page: Page) {
  await page.waitForFunction(() => !String(history.pushState).includes('[native code]'), undefined, { timeout: 30_000 });
}

async function reportsFor(page: Page, route: string): Promise<number> {
  await page.goto('/admin-dashboard?tab=vitals');
  await expect(page.getByRole('heading', { level: 2, name: 'Web Vitals' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Loading...')).toHaveCount(0);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: route, exact: true }) });
  if (!(await row.count())) return 0;
  return Number(await row.getByTestId('vitals-reports').innerText());
}

test("a visitor's Web Vitals reach the admin dashboard, counted per route and rated", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await (await freshContext(browser)).newPage();
  await signIn(admin, 'admin@pitchside.dev');
  const before = { explore: await reportsFor(admin, '/explore'), marketplace: await reportsFor(admin, '/marketplace') };

  const visitor = await (await freshContext(browser)).newPage();
  const beacons: string[] = [];
  visitor.on('request', (r) => {
    if (r.url().includes('/rest/v1/rpc/report_web_vitals')) beacons.push(r.postData() ?? '');
  });
  await visitor.goto('/explore');
  await reporterStarted(visitor);
  // the tab is hidden (the visitor switches tabs): what was measured on /explore is sent
  const sent = visitor.waitForRequest((r) => r.url().includes('/rest/v1/rpc/report_web_vitals'));
  await visitor.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await sent;
  // leaving a page (pagehide) sends what was measured on it
  await visitor.goto('/marketplace');
  await reporterStarted(visitor);
  await visitor.goto('about:blank');

  await expect(async () => {
    const now = { explore: await reportsFor(admin, '/explore'), marketplace: await reportsFor(admin, '/marketplace') };
    // at least TTFB and CLS of each page load (LCP too, once painted)
    expect(now.explore).toBeGreaterThanOrEqual(before.explore + 2);
    expect(now.marketplace).toBeGreaterThanOrEqual(before.marketplace + 2);
  }).toPass({ timeout: 30_000 });

  // what was sent names no person: a random page id, route patterns, metrics and figures
  expect(beacons.length).toBeGreaterThan(0);
  for (const body of beacons) {
    const batch = JSON.parse(body) as { page: string; reports: { route: string; metric: string; value: number; nav: string }[] };
    expect(Object.keys(batch).sort()).toEqual(['page', 'reports']);
    for (const r of batch.reports) {
      expect(Object.keys(r).sort()).toEqual(['metric', 'nav', 'route', 'value']);
      expect(['/explore', '/marketplace']).toContain(r.route);
      expect(['LCP', 'INP', 'CLS', 'TTFB']).toContain(r.metric);
    }
  }

  // the dashboard rates each p75 against the thresholds
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: '/explore', exact: true }) });
  await expect(row.getByText(/^(Good|Needs improvement|Poor)$/).first()).toBeVisible();
});

test('with Do Not Track on, nothing is measured or sent', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await freshContext(browser);
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const page = await context.newPage();
  const beacons: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('report_web_vitals')) beacons.push(r.url());
  });
  const chunk = page.waitForResponse((r) => /web-vitals/.test(new URL(r.url()).pathname), { timeout: 30_000 });
  await page.goto('/explore');
  await chunk; // the reporter loaded once the page was idle...
  await page.waitForTimeout(1000);
  // ...and started nothing
  expect(await page.evaluate(() => String(history.pushState).includes('[native code]'))).toBe(true);
  await page.goto('/marketplace');
  await page.goto('about:blank');
  await page.waitForTimeout(1000);
  expect(beacons).toEqual([]);
});
