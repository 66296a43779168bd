import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, toast } from './support/auth';
import { backendAs, DEMO_PASSWORD, freshContext, signIn, signInViaPage, signUp } from './support/messaging';
import { expectAccessible } from './support/axe';

/**
 * The admin's journeys (issue 17): a new brand asks for verification, the admin verifies it and its deal reaches
 * an athlete's open marketplace without a reload; reports reach the admin, who removes a post (its author is
 * told, everyone else stops seeing it); a suspended member is told so at sign-in; non-admins never see the tools.
 */
const TABS = ['Overview', 'Brand verification', 'Deals', 'Community', 'Users', 'Payments', 'Audit log', 'Web Vitals'] as const;
const dealCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ deals?$/ });

async function openTab(page: Page, name: (typeof TABS)[number]) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Loading...')).toHaveCount(0);
}

test('a new brand asks for verification, it reaches the open admin queue live, the admin verifies it, and its deal appears in an open marketplace without a reload', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const brandName = `Tidewater Paddle ${stamp}`;
  const dealTitle = `Paddleboard Summer Ambassador ${stamp}`;

  // the admin has the verification queue open
  const adminPage = await (await freshContext(browser)).newPage();
  await signIn(adminPage, 'admin@pitchside.dev');
  await adminPage.goto('/admin-dashboard');
  await openTab(adminPage, 'Brand verification');

  // the brand signs up, sets up its brand and a deal, and asks for verification on /deals
  const brandPage = await (await freshContext(browser)).newPage();
  const email = await signUp(brandPage, 'Tidewater Owner', 'brand');
  const owner = await backendAs(request, email, PASSWORD);
  // user_roles shows each user only their own row
  const me = (await owner.get('user_roles?select=user_id')) as { user_id: string }[];
  const made = await owner.post('brands', { owner_id: me[0]!.user_id, name: brandName, website_url: 'https://tidewater.example.com', industry: 'sports' });
  expect(made.ok()).toBe(true);
  const brandId = ((await made.json()) as { id: string }[])[0]!.id;
  expect((await owner.post('deals', { brand_id: brandId, title: dealTitle, description: 'Paddle with us all summer and share your favourite routes.', compensation_amount: 1200 })).ok()).toBe(true);
  await brandPage.goto('/deals');
  const card = brandPage.getByRole('region', { name: `Brand: ${brandName}` });
  await card.getByRole('button', { name: 'Request Verification' }).click();
  await expect(toast(brandPage, 'Verification requested')).toBeVisible();

  // an athlete has the marketplace open: the deal is not there
  const athletePage = await (await freshContext(browser)).newPage();
  await signIn(athletePage, 'athlete@pitchside.dev');
  await athletePage.goto('/marketplace');
  await athletePage.getByLabel('Search deals').fill(dealTitle);
  await expect(dealCount(athletePage)).toHaveText('0 deals');

  // the admin verifies it
  const waiting = adminPage.getByRole('list', { name: 'Brands waiting for verification' }).getByRole('listitem').filter({ hasText: brandName });
  // the request arrives without a reload
  await expect(waiting.getByText(email)).toBeVisible({ timeout: 20_000 });
  await waiting.getByRole('button', { name: `Verify ${brandName}` }).click();
  await expect(toast(adminPage, `${brandName} is verified`)).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // the athlete's marketplace shows it without a reload; the owner was notified; the audit log has it
  await expect(dealCount(athletePage)).toHaveText('1 deal', { timeout: 20_000 });
  await expect(athletePage.getByRole('button', { name: new RegExp(dealTitle) })).toBeVisible();
  const notes = (await owner.get('notifications?select=title&title=eq.Brand%20verified')) as unknown[];
  expect(notes).toHaveLength(1);
  await openTab(adminPage, 'Audit log');
  await adminPage.getByLabel('Action').selectOption('brand.verify');
  await expect(adminPage.getByRole('region', { name: 'Audit log table' }).getByRole('row').filter({ hasText: brandName })).toContainText('Verified brand');
  await Promise.all([brandPage, athletePage, adminPage].map((p) => p.context().close()));
});

test('reports reach the admin: a deal reported from the marketplace, a post removed from the community queue', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // a signed-in member reports a deal from its details, once
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'creator@pitchside.dev');
  await page.goto('/marketplace');
  await page.getByLabel('Search deals').fill('Signature Glove Design Collab');
  await page.getByRole('button', { name: /Signature Glove Design Collab/ }).click();
  const details = page.getByRole('dialog', { name: 'Signature Glove Design Collab' });
  await details.getByRole('button', { name: 'Report', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'Report this deal' });
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(report.getByText('Choose a reason')).toBeVisible();
  await report.getByLabel('Reason').selectOption('scam');
  await report.getByLabel('Note (optional)').fill('Asks for a design fee before any work.');
  await expectAccessible(page, '[role="dialog"]');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(toast(page, 'Report sent')).toBeVisible();
  await expect(report).toHaveCount(0);
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Report', exact: true }).click();
  await page.getByRole('dialog', { name: 'Report this deal' }).getByLabel('Reason').selectOption('spam');
  await page.getByRole('dialog', { name: 'Report this deal' }).getByRole('button', { name: 'Send Report' }).click();
  await expect(toast(page, 'You have already reported this')).toBeVisible();
  await page.context().close();

  // the admin has the reports queue open; the deal's report is in it
  const admin = await (await freshContext(browser)).newPage();
  await signIn(admin, 'admin@pitchside.dev');
  await admin.goto('/admin-dashboard?tab=community');
  const queue = admin.getByRole('list', { name: 'Reported items' });
  await expect(queue.getByRole('listitem').filter({ hasText: 'Signature Glove Design Collab' }).first()).toContainText('Asks for a design fee before any work.');

  // a member posts, another reports the post (the community's Report button files the same row)
  const author = await backendAs(request, 'lena.fischer@pitchside.dev', DEMO_PASSWORD);
  const title = `Selling signed jerseys, DM for prices ${Date.now()}`;
  const posted = await author.post('community_posts', { title, content: 'Cash only, no questions asked.' });
  const postId = ((await posted.json()) as { id: string }[])[0]!.id;
  const reporter = await backendAs(request, 'athlete@pitchside.dev', DEMO_PASSWORD);
  expect((await reporter.post('reports', { target_type: 'post', target_id: postId, reason: 'scam', note: 'Probably fake jerseys.' })).ok()).toBe(true);

  // the post's report arrives without a reload
  const item = queue.getByRole('listitem').filter({ hasText: title }).first();
  await expect(item).toContainText('Probably fake jerseys.', { timeout: 20_000 });
  await item.getByRole('button', { name: `Remove post ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remove this post' });
  await dialog.getByRole('button', { name: 'Remove Post' }).click();
  await expect(dialog.getByText('Give a reason: the person affected will read it')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Selling goods of unknown origin is not allowed.');
  await dialog.getByRole('button', { name: 'Remove Post' }).click();
  await expect(toast(admin, 'The post was removed')).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // gone for everyone else, still visible to its author, who is told why
  expect((await reporter.get(`community_posts?select=id&id=eq.${postId}`)) as unknown[]).toEqual([]);
  expect((await author.get(`community_posts?select=removed_reason&id=eq.${postId}`)) as unknown[]).toEqual([{ removed_reason: 'Selling goods of unknown origin is not allowed.' }]);
  const authorPage = await (await freshContext(browser)).newPage();
  await signInViaPage(authorPage, 'lena.fischer@pitchside.dev');
  await authorPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(authorPage.getByRole('listitem', { name: 'Your post was removed' }).first()).toBeVisible();
  await Promise.all([admin, authorPage].map((p) => p.context().close()));
});

test('a suspended member cannot sign in and is told why', async ({ browser }) => {
  const admin = await (await freshContext(browser)).newPage();
  await signIn(admin, 'admin@pitchside.dev');
  await admin.goto('/admin-dashboard?tab=users');
  await admin.getByLabel('Search users').fill('omar.haddad');
  const row = admin.getByRole('region', { name: 'Users table' }).getByRole('row').filter({ hasText: 'Omar Haddad' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Suspend Omar Haddad' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Suspend Omar Haddad' });
  await dialog.getByLabel('Reason').fill('Sent the same sponsorship scam to twelve members.');
  await dialog.getByRole('button', { name: 'Suspend User' }).click();
  await expect(toast(admin, 'Omar Haddad is suspended')).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await admin.context().close();

  const page = await (await freshContext(browser)).newPage();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('omar.haddad@members.pitchside.dev');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Your account is suspended')).toBeVisible();
  await expect(toast(page, 'Your account is suspended')).toContainText('An administrator suspended this account');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await page.context().close();
});

test('a suspended member\'s open tab is signed out on its next request (README: signed out everywhere)', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  const email = await signUp(page, 'Open Tab Tess', 'athlete');
  const member = await backendAs(request, email, PASSWORD);
  const me = (await member.get('user_roles?select=user_id')) as { user_id: string }[];
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  const admin = await backendAs(request, 'admin@pitchside.dev');
  const suspended = await admin.rpc('admin_set_suspended', { p_user_id: me[0]!.user_id, p_suspended: true, p_reason: 'Posted the same scam link in every thread.' });
  expect(suspended.ok()).toBe(true);

  // the tab still holds an access token that has not expired; its next request (the dashboard's own refetch, or
  // the member moving on to the marketplace) answers 401 PT401 and ends the session in this tab
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).or(page.getByRole('banner').getByRole('button', { name: 'Sign In' }))).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => /auth-token$/.test(k) && localStorage.getItem(k)));
  expect(stored).toEqual([]);
  await page.context().close();
});

test('people who are not admins are sent to their own dashboard', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  for (const path of ['/admin-dashboard', '/dashboard/admin']) {
    await page.goto(path);
    await page.waitForURL('**/brand-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);
  }
  await page.context().close();
});

test('every admin screen at 1280 px: keyboard tabs, no serious axe findings, a screenshot each', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await freshContext(browser, { width: 1280, height: 900 })).newPage();
  await signIn(page, 'admin@pitchside.dev');
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sign-ups by role per day/ })).toBeVisible();
  // arrow keys move between tabs
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Brand verification' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Brand verification' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Web Vitals' })).toHaveAttribute('aria-selected', 'true');
  for (const name of TABS) {
    await openTab(page, name);
    await expectAccessible(page, 'main');
    await page.screenshot({ path: test.info().outputPath(`admin-${name.toLowerCase().replace(/ /g, '-')}-1280.png`), fullPage: true });
  }
  // the seed's queues are not empty
  await openTab(page, 'Brand verification');
  await expect(page.getByRole('list', { name: 'Brands waiting for verification' }).getByRole('listitem').filter({ hasText: 'Lumen Skin Lab' })).toBeVisible();
  await openTab(page, 'Payments');
  await expect(page.getByRole('table', { name: 'Held deal payments' }).getByRole('row', { name: /Youth Camp Guest Coach \$600\.00 Submitted/ })).toBeVisible();
  // the seeded bank dispute: listed with its evidence deadline, and its held money is not offered for a refund
  await expect(page.getByRole('table', { name: 'Payment disputes' }).getByRole('row', { name: /Recycled Running Kit Lookbook \$800\.00 product not received needs response/ })).toBeVisible();
  const disputed = page.getByRole('table', { name: 'Held deal payments' }).getByRole('row', { name: /Recycled Running Kit Lookbook/ });
  await expect(disputed).toContainText('On hold: the bank decides the dispute');
  await expect(disputed.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  await page.context().close();
});

test('on a phone the dashboard fits the screen: wide tables and the chart scroll inside their own regions', async ({ browser }) => {
  const page = await (await freshContext(browser, { width: 390, height: 844 })).newPage();
  await signIn(page, 'admin@pitchside.dev');
  for (const path of ['/admin-dashboard', '/admin-dashboard?tab=users', '/admin-dashboard?tab=community', '/admin-dashboard?tab=audit']) {
    await page.goto(path);
    await expect(page.getByRole('tabpanel').getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('region').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: test.info().outputPath('admin-audit-log-390.png'), fullPage: true });
  await page.context().close();
});
