import { expect, test } from '@playwright/test';
import { PASSWORD } from './support/auth';
import { backendAs, freshContext, messagesBadge, signIn, signUpViaApi } from './support/messaging';

test('after a dropped connection the bell and the Messages badge catch up with what arrived meanwhile', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36).slice(-5);
  // an athlete of the journey's own, so no other journey messages or notifies them
  const recipient = await signUpViaApi(request, `Rowan Hale ${suffix}`);

  // the page's realtime connection passes through the journey, which can drop it and hold the next one's joins
  const context = await freshContext(browser);
  let held: (string | Buffer)[] | null = null;
  let connection: { drop: () => Promise<void>; release: () => void } | null = null;
  await context.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => (held ? held.push(message) : server.send(message)));
    connection = {
      drop: async () => {
        await server.close();
        await ws.close();
      },
      release: () => {
        for (const message of held ?? []) server.send(message);
        held = null;
      },
    };
  });
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
  held = [];
  const dropped = connection!;
  await dropped.drop();
  await expect.poll(() => connection !== dropped && (held?.length ?? 0) > 0, { message: 'the page reconnects and asks to join' }).toBe(true);

  const agency = await backendAs(request, 'agency@pitchside.dev');
  const second = await agency.rpc('send_message', { p_content: 'Our client would love to work with you.', p_recipient_id: recipient.id });
  expect(second.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  connection!.release();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await expect(messagesBadge(page)).toContainText('2 unread messages');
  await context.close();
});
