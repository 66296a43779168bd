import { expect, test } from '@playwright/test';
import { PASSWORD } from './support/auth';
import { backendAs, freshContext, messagesBadge, signIn, signUpViaApi } from './support/messaging';
import { gateRealtime } from './support/realtime';

test('after a dropped connection the bell and the Messages badge catch up with what arrived meanwhile', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36).slice(-5);
  // an athlete of the journey's own, so no other journey messages or notifies them
  const recipient = await signUpViaApi(request, `Rowan Hale ${suffix}`);

  // the page's realtime connection passes through the journey, which can drop it and hold the next one's joins
  const context = await freshContext(browser);
  const realtime = await gateRealtime(context);
  const page = await context.newPage();
  await signIn(page, recipient.email, PASSWORD);
  await page.goto('/marketplace');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // live while connected
  const brand = await backendAs(request, 'brand@pitchside.dev');
  const first = await brand.rpc('send_message', { p_content: 'Are you free for a shoot next week?', p_recipient_id: recipient.id });
  expect(first.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(messagesBadge(page)).toContainText('1 unread message');

  // the connection drops; realtime reconnects, but its channels join only when the journey lets them
  realtime.hold();
  const before = realtime.connections();
  await realtime.drop();
  await expect.poll(() => realtime.connections() > before && realtime.held() > 0, { message: 'the page reconnects and asks to join' }).toBe(true);

  const agency = await backendAs(request, 'agency@pitchside.dev');
  const second = await agency.rpc('send_message', { p_content: 'Our client would love to work with you.', p_recipient_id: recipient.id });
  expect(second.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  realtime.release();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await expect(messagesBadge(page)).toContainText('2 unread messages');
  await context.close();
});
