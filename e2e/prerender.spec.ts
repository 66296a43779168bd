import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES, signInAsDemoAthlete } from './support/shell';

test.use({ serviceWorkers: 'block' });

/** The shell's marketing pages: the build pre-renders these into static HTML. */
const MARKETING = ['/', '/home', '/pricing', '/demo-schedule', '/athlete-info', '/creator-info', '/brand-info', '/about', '/services', '/faq', '/privacy', '/terms', '/sitemap'];

/** True once the app has replaced the pre-rendered page (the hand-over ends by dropping the page's own CSS). */
const appStarted = (page: Page) =>
  page.evaluate(() => !!document.querySelector('script[src*="/main."]') && !('__pitchsidePrerender' in window) && !document.querySelector('style[data-prerendered]'));

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('every marketing page is complete HTML with its styles and head; other pages are the app', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      if (!MARKETING.includes(path)) {
        await expect(page.locator('#root')).toBeEmpty();
        continue;
      }
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page).toHaveTitle(/Pitchside/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
      // The dark theme's background comes from the page's own CSS.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 17, 32)');
    }
  });

  test('links work as plain links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Why we built Pitchside' })).toBeVisible();
  });
});

test('a visitor who only reads runs none of the app; the first click starts it and is not lost', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  // Once loaded, the page only prefetches what the app will need; it runs none of it.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length)).toBeGreaterThan(0);
  expect(scripts.filter((s) => /\/main\./.test(s))).toEqual([]);
  expect(await appStarted(page)).toBe(false);

  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await appStarted(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeFocused();
});

test('keyboard: the control that had focus keeps it when the app takes over', async ({ page }) => {
  await page.goto('/pricing');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(focused).not.toBe('');
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(focused);
  expect(await page.evaluate(() => document.activeElement?.isConnected && document.getElementById('root')!.contains(document.activeElement))).toBe(true);
});

test('text typed before the app takes over stays, and the app acts on it', async ({ page }) => {
  await page.goto('/faq');
  const search = page.getByLabel('Search questions');
  const questions = page.getByRole('button', { expanded: false });
  const before = await questions.count();
  await search.pressSequentially('refund');
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(search).toHaveValue('refund');
  await expect.poll(() => questions.count()).toBeLessThan(before);
});

test('the stored light theme applies before any script of the app runs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pitchside-theme', 'light'));
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(246, 248, 252)');
  expect(await appStarted(page)).toBe(false);
});

test('the hand-over moves nothing and restarts no animation', async ({ page }) => {
  await page.goto('/home');
  const firstCount = page.getByRole('definition').first().locator('[aria-hidden="true"]');
  const shown = () => firstCount.evaluate((el) => getComputedStyle(el).counterReset);
  // The counters finish counting (2 s) on the page alone.
  await expect.poll(shown, { timeout: 5_000 }).toBe('ps-count 150');
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifts += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  const top = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.mouse.move(10, 300);
  await expect.poll(() => appStarted(page)).toBe(true);
  expect(await shown()).toBe('ps-count 150');
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(top);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  expect(await page.locator('style[data-prerendered]').count()).toBe(0);
});

test('a signed-in visitor gets the app at once, with the signed-in navigation', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await appStarted(page)).toBe(true);
});
