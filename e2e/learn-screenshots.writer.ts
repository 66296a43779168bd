import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsDemoAthlete } from './support/shell';

/** Screenshots of the hub, the module player and the library at desktop and phone widths, for visual review. */
const OUT = process.env.SCREENSHOT_DIR || path.join(__dirname, '..', 'test-results', 'screenshots');

test.use({ serviceWorkers: 'block' });

for (const width of [1280, 375]) {
  test(`learn screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAsDemoAthlete(page);
    const shots = [
      { name: 'learn-hub', path: '/learn', ready: 'Recommended for you' },
      { name: 'learn-player', path: '/learn/modules/ftc-disclosure?lesson=how-to-disclose', ready: 'Words that work' },
      { name: 'learn-library', path: '/learn/content-library', ready: 'The NIL Contract Checklist' },
      { name: 'learn-workshops', path: '/learn/workshops-webinars', ready: 'Upcoming sessions' },
    ];
    for (const shot of shots) {
      await page.goto(shot.path);
      await expect(page.getByText(shot.ready).first()).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `${shot.name}-${width}.png`), fullPage: width > 400 });
    }
  });
}
