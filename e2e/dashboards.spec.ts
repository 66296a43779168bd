import { expect, test, type Page } from '@playwright/test';
import { backendAs, DEMO_IDS, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';

/**
 * Role dashboards (issue 16): each shows its figures, and every figure is the database's (read here through the
 * REST API as the same user); one next action; axe clean; screenshots at 1280 and 375 px.
 */
const tile = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: n % 1 ? 2 : 0 }).format(n);
const shot = (name: string) => `test-results/screenshots/${name}.png`;

test('the athlete dashboard: applications, earnings and the next step match the database', async ({ browser, request }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/athlete-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Athlete Dashboard' })).toBeVisible();

  const athlete = await backendAs(request, 'athlete@pitchside.dev');
  const apps = (await athlete.get(`applications?select=id,status&user_id=eq.${DEMO_IDS.athlete}`)) as { id: string; status: string }[];
  const accepted = apps.filter((a) => a.status === 'accepted').map((a) => a.id);
  const owed = accepted.length
    ? ((await athlete.get(`deal_deliverables?select=title,status&application_id=in.(${accepted.join(',')})&status=in.(todo,changes_requested)&order=due_date.asc.nullslast`)) as { title: string; status: string }[])
    : [];
  const released = (await athlete.get(`deal_payments?select=amount&status=eq.released&payee_id=eq.${DEMO_IDS.athlete}`)) as { amount: number }[];
  const held = (await athlete.get(`deal_payments?select=amount&status=eq.held&payee_id=eq.${DEMO_IDS.athlete}`)) as { amount: number }[];
  // other journeys change the demo athlete's data too: read the page after the database
  await page.reload();
  await expect(tile(page, 'Applications')).toHaveText(String(apps.length));
  await expect(tile(page, 'Pending')).toHaveText(String(apps.filter((a) => a.status === 'pending').length));
  await expect(tile(page, 'Accepted')).toHaveText(String(apps.filter((a) => a.status === 'accepted').length));
  const decided = apps.filter((a) => a.status === 'accepted' || a.status === 'rejected').length;
  await expect(tile(page, 'Acceptance rate')).toHaveText(decided ? `${Math.round((100 * apps.filter((a) => a.status === 'accepted').length) / decided)}%` : '–');
  await expect(tile(page, 'Earnings')).toHaveText(usd(released.reduce((s, p) => s + p.amount, 0) / 100));
  await expect(tile(page, 'Held for you')).toHaveText(usd(held.reduce((s, p) => s + p.amount, 0) / 100));

  // the next step is a deliverable the brand sent back for changes (seeded: the Court Shoe in-game posts), else the
  // soonest due still owed, linking to the deals
  const first = owed.find((d) => d.status === 'changes_requested') ?? owed[0];
  if (first) {
    const next = page.getByRole('region', { name: `${first.status === 'changes_requested' ? 'Update' : 'Deliver'} "${first.title}"` });
    await expect(next.getByRole('link', { name: 'Open your deals' })).toHaveAttribute('href', '/deals');
  } else {
    await expect(page.getByRole('region', { name: /^(Complete your profile|Apply to your first deal|Find your next deal)$/ })).toBeVisible();
  }
  const recommended = page.getByRole('region', { name: 'Recommended deals' });
  await expect(recommended.getByRole('listitem')).not.toHaveCount(0);
  // each recommendation shows the database's match score for the athlete, best first (other journeys add deals
  // that move the market median, so page and database are compared after the same reload)
  await expect(async () => {
    await page.reload();
    await expect(recommended.getByRole('listitem').first()).toBeVisible();
    const shown: number[] = [];
    for (const item of await recommended.getByRole('listitem').all()) {
      const dealId = (await item.getByRole('link').getAttribute('href'))?.split('/').pop();
      const [row] = (await athlete.get(`deals?select=match_score&id=eq.${dealId}`)) as { match_score: number }[];
      expect(await item.getByText(`Match ${row?.match_score}`, { exact: true }).count()).toBe(1);
      shown.push(row!.match_score);
    }
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  }).toPass({ timeout: 30_000 });
  await expect(recommended.getByRole('link', { name: 'Why these deals' })).toHaveAttribute('href', '/ai-scoring');
  await expect(page.getByRole('region', { name: 'Learning progress' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shot('dashboard-athlete-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: shot('dashboard-athlete-375'), fullPage: true });
  await page.context().close();
});

test('the brand dashboard: applicants, deliverables, spend and budgets match the database', async ({ browser, request }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/brand-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Dashboard' })).toBeVisible();

  const brand = await backendAs(request, 'brand@pitchside.dev');
  const brands = (await brand.get(`brands?select=id&owner_id=eq.${DEMO_IDS.brand}`)) as { id: string }[];
  const deals = (await brand.get(`deals?select=id,is_active&brand_id=in.(${brands.map((b) => b.id).join(',')})`)) as { id: string; is_active: boolean }[];
  const apps = (await brand.get(`applications?select=id,status&deal_id=in.(${deals.map((d) => d.id).join(',')})`)) as { id: string; status: string }[];
  const deliverables = (await brand.get(`deal_deliverables?select=id&status=eq.submitted&application_id=in.(${apps.map((a) => a.id).join(',')})`)) as unknown[];
  // spent: what is held or released, and the kill fee of a deal cancelled after its contract was in force
  const spend = ((await brand.get(`deal_payments?select=amount,kill_fee_amount,status&payer_id=eq.${DEMO_IDS.brand}`)) as { amount: number; kill_fee_amount: number | null; status: string }[])
    .map((p) => ({ amount: p.kill_fee_amount ?? (p.status === 'held' || p.status === 'released' ? p.amount : 0) }));
  const campaigns = (await brand.get(`campaigns?select=budget&brand_id=in.(${brands.map((b) => b.id).join(',')})`)) as { budget: number | string }[];
  await page.reload();

  await expect(tile(page, 'Active deals')).toHaveText(String(deals.filter((d) => d.is_active).length));
  await expect(tile(page, 'Applicants to review')).toHaveText(String(apps.filter((a) => a.status === 'pending' || a.status === 'shortlisted').length));
  await expect(tile(page, 'Deliverables to review')).toHaveText(String(deliverables.length));
  await expect(tile(page, 'Spend')).toHaveText(usd(spend.reduce((s, p) => s + p.amount, 0) / 100));
  await expect(tile(page, 'Campaign budgets')).toHaveText(usd(campaigns.reduce((s, c) => s + Number(c.budget), 0)));
  await expect(page.getByRole('region', { name: /^Review \d+ (submitted deliverables?|applicants?)$/ })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shot('dashboard-brand-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: shot('dashboard-brand-375'), fullPage: true });

  // analytics: applicants per deal, drawn
  await page.setViewportSize({ width: 1280, height: 900 });
  const perDeal = page.getByRole('region', { name: 'Applicants per deal' });
  // other journeys post deals and apply beside this one: read the database and the page again until they agree
  await expect(async () => {
    await page.goto('/analytics');
    const nowDeals = (await brand.get(`deals?select=id&brand_id=in.(${brands.map((b) => b.id).join(',')})`)) as { id: string }[];
    const nowApps = (await brand.get(`applications?select=id&deal_id=in.(${nowDeals.map((d) => d.id).join(',')})`)) as unknown[];
    await expect(perDeal).toContainText(`${nowApps.length} applicants across ${nowDeals.length} deals`, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(perDeal.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shot('analytics-brand-1280'), fullPage: true });
  await page.context().close();
});

test('the creator and agency dashboards, analytics with charts, and the media kit at 1280 and 375 px', async ({ browser, request }) => {
  test.setTimeout(90_000);
  for (const role of ['creator', 'agency'] as const) {
    const page = await (await freshContext(browser)).newPage();
    await signIn(page, `${role}@pitchside.dev`);
    await page.goto(`/${role}-dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: `${role === 'creator' ? 'Creator' : 'Agency'} Dashboard` })).toBeVisible();
    if (role === 'agency') {
      const me = await backendAs(request, 'agency@pitchside.dev');
      const clients = (await me.get('agency_clients?select=id')) as unknown[];
      await expect(page.getByRole('region', { name: 'Clients' }).getByText(`${clients.length} clients managed.`)).toBeVisible();
      // the agency has paid for work: its Spend is the deal money it funded (held or released), and its finished
      // campaign shows what it spent
      const funded = (await me.get('deal_payments?select=amount,deals(campaigns(name))&status=in.(held,released)&payer_id=eq.10000000-0000-4000-8000-000000000004')) as
        { amount: number; deals: { campaigns: { name: string } | null } }[];
      const spend = funded.reduce((sum, p) => sum + p.amount, 0);
      expect(spend).toBeGreaterThan(0);
      await expect(page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Spend$/ }) }).locator('dd')).toHaveText(usd(spend / 100));
      const autumn = funded.filter((p) => p.deals.campaigns?.name === 'Autumn Escapes').reduce((sum, p) => sum + p.amount, 0);
      await expect(page.getByRole('region', { name: 'Campaign budgets' }).getByRole('listitem').filter({ hasText: 'Autumn Escapes' })).toContainText(`${usd(autumn / 100)} spent`);
      // its next step, as a brand's: the Winter Peaks applicants waiting for a decision
      const waiting = Number(await page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Applicants to review$/ }) }).locator('dd').textContent());
      expect(waiting).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 2, name: `Review ${waiting} applicant${waiting === 1 ? '' : 's'}` })).toBeVisible();
    } else {
      await expect(page.getByText('Next step', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recommended deals' })).toBeVisible();
    }
    await expectAccessible(page);
    await page.screenshot({ path: shot(`dashboard-${role}-1280`), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: shot(`dashboard-${role}-375`), fullPage: true });

    if (role === 'creator') {
      // analytics: the views the seed recorded, drawn as a chart (recharts loads with the page, not the shell)
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      const views = page.getByRole('region', { name: 'Profile and media kit views' });
      await expect(views.locator('.recharts-line').first()).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: shot('analytics-creator-1280'), fullPage: true });

      // the media kit, as its owner sees it and as the public link shows it
      await page.goto('/user-profile/me');
      await expect(page.getByRole('article', { name: "Maya Chen's media kit" })).toBeVisible();
      await expect(page.locator('.recharts-pie').first()).toBeVisible();
      await page.screenshot({ path: shot('media-kit-me-1280'), fullPage: true });
      await page.goto('/kit/maya-moves');
      await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
      await expect(page.locator('.recharts-bar').first()).toBeVisible();
      await page.screenshot({ path: shot('media-kit-public-1280'), fullPage: true });
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
      expect(pdf.suggestedFilename()).toBe('maya-moves-media-kit.pdf');
      await pdf.saveAs('test-results/screenshots/maya-moves-media-kit.pdf');
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: shot('media-kit-public-375'), fullPage: true });
    }
    await page.context().close();
  }
});
