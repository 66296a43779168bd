import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Writes full-page screenshots of the key public pages for visual review (SCREENSHOT_DIR, default
 * test-results/screenshots). It compares nothing, so it is not part of `npm test`: run `npm run screenshots`.
 */
const OUT = process.env.SCREENSHOT_DIR || path.join(__dirname, '..', 'test-results', 'screenshots');
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'home', path: '/home' },
  { name: 'pricing', path: '/pricing' },
];

test.use({ serviceWorkers: 'block' });

for (const width of [1280, 375]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`screenshots at ${width} px, ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((mode) => localStorage.setItem('pitchside-theme', mode), theme);
      for (const { name, path: route } of PAGES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Sections off screen skip rendering (content-visibility: auto) until scrolled to; a full-page
        // picture shows them all, as a reader scrolling down sees them.
        await page.addStyleTag({ content: 'section, footer { content-visibility: visible !important; }' });
        await page.screenshot({ path: path.join(OUT, `${name}-${width}-${theme}.png`), fullPage: true });
        if (width < 768) {
          // Phone-width pages are long: also save screen-sized parts that are readable on their own.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let top = 0, part = 1; top < height && part <= 8; top += 1000, part++) {
            await page.screenshot({ path: path.join(OUT, `${name}-${width}-${theme}-part${part}.png`), fullPage: true, clip: { x: 0, y: top, width, height: Math.min(1000, height - top) } });
          }
        }
      }
    });
  }
}
