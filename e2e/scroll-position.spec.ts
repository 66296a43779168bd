import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoAthlete } from './support/shell';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('scroll position on in-app navigation', () => {
  // Back to the pre-rendered landing page is not checked here: whether the app or the browser's own load of the
  // page restores the position depends on whether the app had started before the click (see the note of the
  // stop that added this). The signed-in journey below checks Back.
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
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
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
});
