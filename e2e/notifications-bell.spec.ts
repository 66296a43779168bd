import { expect, test } from '@playwright/test';
import { toastWith } from './support/shell';
import { backendAs, DEMO_IDS, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';

test.describe.configure({ mode: 'serial' });

test('an accepted application reaches the applicant live: toast with View, bell count; mark all read, Expired, delete', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/athlete-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Athlete Dashboard' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // the seed leaves the athlete unread notifications: wait for the loaded count
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  // Its own deal and application, so a retry or another journey finds the same starting point.
  const title = `Bell Journey ${Date.now()}`;
  const brand = await backendAs(request, 'brand@pitchside.dev');
  const athlete = await backendAs(request, 'athlete@pitchside.dev');
  // Other journeys running beside this one notify the athlete too (a decision, an approved deliverable), so
  // the bell is held to the database's own count of unread, unexpired notifications rather than to a sum.
  const unreadIn = async (filter = '') =>
    ((await athlete.get(`notifications?select=id&read=eq.false&or=(expires_at.is.null,expires_at.gt.${new Date().toISOString()})${filter}`)) as unknown[]).length;
  const bellCount = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
  const bellMatchesDatabase = () => expect.poll(async () => (await bellCount()) - (await unreadIn())).toBe(0);

  const deal = await brand.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'Two training reels in March.', compensation_amount: 800 });
  expect(deal.status()).toBe(201);
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  const applied = await athlete.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Ready to film.' } });
  expect(applied.status()).toBe(201);

  // The brand accepts it (the deals workspace does this).
  const accepted = await brand.patch(`applications?deal_id=eq.${dealId}`, { status: 'accepted' });
  expect(accepted.status()).toBe(200);

  // other journeys' decisions for this athlete toast here too: this deal's toast by its title
  const popup = toastWith(page, `Your application to "${title}" is now accepted.`);
  await expect(popup).toContainText('Application accepted');
  // one acceptance notice for this deal (accepting also issues its contract, which has a notice of its own)
  expect(await unreadIn(`&title=eq.Application%20accepted&message=like.*${encodeURIComponent(title)}*`)).toBe(1);
  await bellMatchesDatabase();
  await expect(page.getByTestId('notifications-unread-badge')).toHaveText(String(await bellCount()));
  await popup.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/marketplace\/applications$/);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const list = panel.getByRole('list', { name: 'Notification list' });
  await expect(list.getByRole('listitem', { name: 'Application accepted' }).first()).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'Payout delayed' }).getByRole('img', { name: 'Error' })).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'Application accepted' }).first().getByRole('img', { name: 'Success' })).toBeVisible();
  const box = await panel.boundingBox();
  expect(Math.round(box!.width)).toBe(384);
  await expectAccessible(page, '[role="dialog"][aria-label="Notifications"]');

  // Mark one read, then all.
  const payoutUnread = () => unreadIn('&title=eq.Payout%20delayed');
  expect(await payoutUnread()).toBe(1);
  await list.getByRole('button', { name: 'Mark as read: Payout delayed' }).click();
  await expect(list.getByRole('button', { name: 'Mark as read: Payout delayed' })).toHaveCount(0);
  await expect.poll(payoutUnread).toBe(0);
  await bellMatchesDatabase();
  const markedAt = new Date().toISOString();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect.poll(() => unreadIn(`&created_at=lte.${markedAt}`)).toBe(0);
  await bellMatchesDatabase();
  if ((await bellCount()) === 0) {
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notifications-unread-badge')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  }

  // Eight days on, the event reminder (expires in 7) is shown faded with an Expired badge.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.clock.setFixedTime(new Date(Date.now() + 8 * 86_400_000));
  await bell.click();
  const reminder = list.getByRole('listitem', { name: 'Event reminder: Elite Combine Prep Clinic' });
  await expect(reminder.getByText('Expired', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'Application accepted' }).first().getByText('Expired', { exact: true })).toHaveCount(0);

  // Delete removes it, and it stays gone after a reload.
  const deleted = page.waitForResponse((r) => r.url().includes('/rest/v1/notifications') && r.request().method() === 'DELETE');
  await reminder.getByRole('button', { name: 'Delete: Event reminder: Elite Combine Prep Clinic' }).click();
  await expect(reminder).toHaveCount(0);
  expect((await deleted).ok()).toBe(true);
  await page.clock.setFixedTime(new Date());
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem', { name: 'Payout delayed' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Event reminder: Elite Combine Prep Clinic' })).toHaveCount(0);
  await page.context().close();
});

test('the panel on a phone fits the screen and an item with action_url navigates', async ({ browser, request }) => {
  // Its own notice, since the journeys before this one may have pushed the seeded ones out of the newest 50.
  const title = `Bell Phone Journey ${Date.now()}`;
  const brand = await backendAs(request, 'brand@pitchside.dev');
  const athlete = await backendAs(request, 'athlete@pitchside.dev');
  const deal = await brand.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One unboxing reel.', compensation_amount: 300 });
  expect(deal.status()).toBe(201);
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  expect((await athlete.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Happy to.' } })).status()).toBe(201);

  const page = await (await freshContext(browser, { width: 375, height: 800 })).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/brand-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem', { name: 'New application' }).filter({ hasText: title });
  await expect(item).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page, '[role="dialog"][aria-label="Notifications"]');
  await item.getByRole('button', { name: 'New application', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${dealId}/applicants$`));
  await expect(panel).toBeHidden();
  await page.context().close();
});

test('a new message notifies the recipient once, and opening the conversation marks it read', async ({ browser, request }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'agency@pitchside.dev');
  await page.goto('/agency-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Agency Dashboard' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const count = async () => Number(((await bell.getAttribute('aria-label')) ?? '').match(/(\d+) unread/)?.[1] ?? 0);
  // the count is read once the notifications have loaded (the open panel shows them, or says there are none)
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('list', { name: 'Notification list' }).or(panel.getByText('You have no notifications.'))).toBeVisible();
  await page.keyboard.press('Escape');
  const before = await count();

  const brand = await backendAs(request, 'brand@pitchside.dev');
  for (const text of ['Call tomorrow at 10?', 'Also bring Sam if he is free.']) {
    const sent = await brand.rpc('send_message', { p_content: text, p_conversation_id: '60000000-0000-4000-8000-000000000003' });
    expect(sent.status()).toBe(200);
  }
  await expect(toastWith(page, 'New message from Apex Athletics')).toBeVisible();
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('messages-unread-badge')).toHaveText(/^2/);

  await page.goto('/messages?conversation=60000000-0000-4000-8000-000000000003');
  await expect(page.getByRole('article', { name: 'Apex Athletics: Also bring Sam if he is free.' })).toBeVisible();
  await expect(bell).toHaveAccessibleName(before === 0 ? 'Notifications' : `Notifications, ${before} unread`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('messages-unread-badge')).toHaveCount(0);
  await page.context().close();
});
