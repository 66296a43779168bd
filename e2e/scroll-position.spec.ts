import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoAthlete } from './support/shell';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('scroll position on in-app navigation', () => {
  test('a new page opens at its top, even from the bottom of the landing page', async ({ page }) => {
    await page.goto('/');
    const getStarted = page.getByRole('link', { name: 'Get Started as creator' });
    await getStarted.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(400);

    await getStarted.click();
    await expect(page).toHaveURL(/\/auth\?mode=signup&role=creator/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('from the dashboard to a section and back, signed in', async ({ page }) => {
    await signInAsDemoAthlete(page);
    await page.goto('/athlete-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the dashboard's cards arrive after its heading and move the page: measure where the user is once they have
    // (measured earlier, the position the user actually left from was 633 px further down)
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    await page.waitForTimeout(500);
    const left = await scrollY(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace/);
    await expect(page.getByRole('heading', { name: 'Deal Marketplace' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    // Filters change the query only: the list keeps its place.
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByLabel('Search deals').fill('running');
    await expect(page).toHaveURL(/q=running/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    // Filters replace the history entry, so one Back leaves the marketplace.
    await page.goBack();
    await expect(page).toHaveURL(/\/athlete-dashboard$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThan(4);
  });

  test('Back returns to the pre-rendered landing page where it was left, and Forward to the new page at its top', async ({ page }) => {
    await page.goto('/');
    const getStarted = page.getByRole('link', { name: 'Get Started as creator' });
    await getStarted.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
    // The scroll started the app: Back and Forward are the app's (a click during the hand-over is prerender.spec's)
    await expect.poll(() => page.evaluate(() => !('__pitchsidePrerender' in window))).toBe(true);
    // where the user stopped scrolling
    await page.waitForTimeout(300);
    const left = await scrollY(page);

    await getStarted.click();
    await expect(page).toHaveURL(/\/auth\?mode=signup&role=creator/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started as creator' })).toBeVisible();
    await expect.poll(async () => Math.abs((await scrollY(page)) - left), { timeout: 10_000 }).toBeLessThan(4);

    await page.goForward();
    await expect(page).toHaveURL(/\/auth\?mode=signup&role=creator/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
