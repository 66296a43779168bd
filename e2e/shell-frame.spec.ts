import { expect, test, type Page } from '@playwright/test';
import { DEMO_ATHLETE, signInAsDemoAthleteViaPage, toastWith } from './support/shell';

test.describe('frame', () => {
  test.use({ serviceWorkers: 'block' });

  test('the theme is dark by default, switches to light and stays light after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pitchside-theme'))).toBe('light');
  });

  test('signed-out navigation: Explore, Learn, Marketplace and Sign In; the active item follows the path prefix', async ({ page }) => {
    await page.goto('/learn/content-library');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Explore', 'Learn', 'Marketplace']);
    await expect(nav.getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Marketplace' })).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('link', { name: 'Pitchside' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('mobile menu at 375 px: a button with aria-expanded, Escape closes it, a link navigates and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    await expect(nav.getByRole('link', { name: 'Marketplace' })).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Marketplace' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Marketplace' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(nav.getByRole('link', { name: 'Explore' })).toBeHidden();
    // Nothing overflows sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('Report Issue shows the support toast for 6 s with an Email Support mail draft', async ({ page }) => {
    await page.clock.install();
    await page.goto('/explore');
    await page.evaluate(() => {
      const w = window as unknown as { __opened: string[] };
      w.__opened = [];
      window.open = (url?: string | URL) => {
        w.__opened.push(String(url));
        return null;
      };
    });
    await page.getByRole('button', { name: 'Report Issue' }).click();
    const support = toastWith(page, 'Need help? Contact our support team');
    await expect(support).toBeVisible();
    await support.getByRole('button', { name: 'Email Support' }).click();
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([
      'mailto:support@pitchside.dev?subject=Issue%20Report',
    ]);
    await expect(support).toBeHidden();

    await page.getByRole('button', { name: 'Report Issue' }).click();
    await expect(support).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(support).toBeHidden();
  });

  test('the update notifier checks /version.json after 30 s and offers Refresh Now, which reloads', async ({ page }) => {
    let checks = 0;
    await page.route('**/version.json?*', (route) => {
      checks += 1;
      return route.fulfill({ json: { version: '9.9.9' } });
    });
    await page.clock.install();
    // A page that is not pre-rendered, so the app (and its notifier) starts without a visitor's action.
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(checks).toBe(0);
    // The notifier starts once the page is idle, which may come after the heading: move on 30 s until it checks.
    await expect
      .poll(async () => {
        await page.clock.fastForward(30_000);
        return checks;
      })
      .toBe(1);
    const update = toastWith(page, 'A new version of Pitchside is available');
    await expect(update).toBeVisible();
    expect(checks).toBe(1);
    const reloaded = page.waitForEvent('load');
    await update.getByRole('button', { name: 'Refresh Now' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a failed version check is silent, and the same version shows nothing', async ({ page }) => {
    await page.route('**/version.json?*', (route) => route.abort());
    await page.clock.install();
    await page.goto('/support');
    await page.clock.fastForward(30_000);
    await page.unroute('**/version.json?*');
    await page.clock.fastForward(10 * 60_000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('li[data-type]')).toHaveCount(0);
    expect((await (await page.request.get('/version.json')).json()).version).toBe('1.0.0');
  });
});

const SUPPORT_CHUNK = /\/page-support\.[0-9a-f]{8}\.js$/;

/**
 * Serves a broken /support page chunk (it throws instead of registering), so rendering the page fails the way a
 * bad deploy would and the app-level error screen shows. No test-only code in the app. (/support is not
 * pre-rendered, so the app renders it at once.)
 */
async function breakSupportChunk(page: Page) {
  await page.route(SUPPORT_CHUNK, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken chunk");' }));
}

test.describe('error screen', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows Something went wrong; Try Again recovers once the cause is gone', async ({ page }) => {
    await breakSupportChunk(page);
    await page.goto('/support');
    const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    for (const name of ['Try Again', 'Refresh Page', 'Clear Cache & Reload', 'Go to Home']) {
      await expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await page.unroute(SUPPORT_CHUNK);
    await screen.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Need help? Contact our support team' })).toBeVisible();
  });

  test('Refresh Page reloads; Go to Home goes to /', async ({ page }) => {
    await breakSupportChunk(page);
    await page.goto('/support');
    const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    const reloaded = page.waitForEvent('load');
    await screen.getByRole('button', { name: 'Refresh Page' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/support$/);
    await screen.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Where athletes, creators and brands make deals' })).toBeVisible();
  });

  test('Clear Cache & Reload clears storage, confirms, and reloads after 1 s', async ({ page }) => {
    await breakSupportChunk(page);
    await page.clock.install();
    await page.goto('/support');
    await page.evaluate(() => {
      localStorage.setItem('something', 'cached');
      sessionStorage.setItem('other', 'cached');
    });
    const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await screen.getByRole('button', { name: 'Clear Cache & Reload' }).click();
    await expect(toastWith(page, 'Cache cleared successfully')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward(1000);
    await reloaded;
  });
});

test.describe('service worker', () => {
  test('registers /sw.js, precaches the shell and serves its scripts on the next visit', async ({ page }) => {
    // A page that is not pre-rendered: the app (which registers the worker) starts at once.
    await page.goto('/support');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).length && (await (await caches.open('pitchside-shell-v1')).keys()).length))
      .toBeGreaterThan(1);
    const fromWorker: string[] = [];
    page.on('response', (r) => {
      if (r.fromServiceWorker() && r.request().resourceType() === 'script') fromWorker.push(r.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fromWorker.some((url) => /\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
    const configFromWorker = await page.evaluate(async () => {
      const r = await fetch('/config.json');
      return r.ok;
    });
    expect(configFromWorker).toBe(true);
  });
});

test.describe('signed in', () => {
  test.use({ serviceWorkers: 'block' });

  test('the signed-in nav, the avatar menu and sign out', async ({ page }) => {
    await signInAsDemoAthleteViaPage(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Learn', 'Marketplace', 'Community', 'Messages']);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

    const account = page.getByRole('button', { name: 'Account menu' });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    await expect(menu.getByText(DEMO_ATHLETE.email)).toBeVisible();
    await expect(menu.getByText(DEMO_ATHLETE.name, { exact: true })).toBeVisible();
    for (const name of ['Profile', 'Dashboard', 'My Campaigns', 'Messages', 'Learning Hub', 'Subscription', 'Settings']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(toastWith(page, /Signed out successfully/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
