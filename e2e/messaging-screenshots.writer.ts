import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshContext, signIn } from './support/messaging';

/** Screenshots of /messages (list and conversation) and the open notification panel at desktop and phone widths. */
const OUT = process.env.SCREENSHOT_DIR || path.join(__dirname, '..', 'test-results', 'screenshots');

for (const width of [1280, 375]) {
  test(`messaging and notifications screenshots at ${width} px`, async ({ browser }) => {
    const page = await (await freshContext(browser, { width, height: 900 })).newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'athlete@pitchside.dev');
    await page.goto('/messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: path.join(OUT, `messages-list-${width}.png`) });
    await list.getByRole('link', { name: /Apex Athletics/ }).click();
    await expect(page.getByRole('log', { name: 'Messages with Apex Athletics' })).toBeVisible();
    await page.screenshot({ path: path.join(OUT, `messages-thread-${width}.png`) });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: path.join(OUT, `notifications-panel-${width}.png`) });
    await page.context().close();
  });
}
