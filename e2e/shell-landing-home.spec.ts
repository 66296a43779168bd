import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoAthlete, toastWith } from './support/shell';

test.use({ serviceWorkers: 'block' });

test.describe('landing page', () => {
  test('Explore Platform, signed out, goes to /home with the sign-in hint', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Explore Platform' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toastWith(page, 'Sign in to access your personalized dashboard')).toBeVisible();
  });

  test('Watch Demo opens the video in a new tab, and says so when the tab cannot open', async ({ page, context }) => {
    await context.route(/youtube\.com/, (route) => route.fulfill({ body: '<title>demo</title>', contentType: 'text/html' }));
    await page.goto('/');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    expect((await popup).url()).toMatch(/^https:\/\/www\.youtube\.com\//);

    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(toastWith(page, 'Demo link failed. Please try again.')).toBeVisible();
  });

  test('the sister-platform dialog closes with Close and Escape and Visit opens the academy', async ({ page, context }) => {
    await context.route(/academy\.pitchside\.dev/, (route) => route.fulfill({ body: '<title>academy</title>', contentType: 'text/html' }));
    await page.goto('/');
    const chip = page.getByRole('button', { name: /Powered by Pitchside Academy/ });
    await chip.click();
    const dialog = page.getByRole('dialog', { name: 'Pitchside Academy' });
    await expect(dialog).toContainText('advanced training, certifications and premium resources');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(chip).toBeFocused();

    await chip.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await chip.click();
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Visit' }).click();
    expect((await popup).url()).toContain('academy.pitchside.dev');
  });

  test('shows the paths, statistics, journey cards, testimonials, brands and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
    for (const card of ['Athletes', 'Artists', 'Creators', 'Brands']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${card}`) })).toBeVisible();
    }
    for (const figure of ['10K+', '$2M+', '500+', '94%', '$12.5K', '4.9/5', '12.5K+']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Your Journey Starts Here' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why choose Pitchside' })).toBeVisible();
    for (const why of ['Seamless integration', 'Success tracking', 'Data-driven matches']) {
      await expect(page.getByRole('heading', { name: why })).toBeVisible();
    }
    await expect(page.getByText('Verified', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Brands on Pitchside' }).getByRole('listitem')).not.toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Version 1.0.0');
    for (const name of ['Privacy', 'Terms', 'Sitemap']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('journey cards: Get Started opens sign-up for the role, Learn More the info page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started as creator' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup&role=creator/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More for brands' }).click();
    await expect(page).toHaveURL(/\/brand-info$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('home page', () => {
  test('hero buttons when signed out: Explore Platform, AI Manager, AI Help, Live Demo', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Explore Platform' }).click();
    await expect(page).toHaveURL(/\/explore$/);

    // the shell's assistant registers itself as window.pitchsideChatbot; with it kept away the button says so
    await page.addInitScript(() => Object.defineProperty(window, 'pitchsideChatbot', { get: () => undefined, set: () => undefined, configurable: true }));
    await page.goto('/home');
    await page.locator('main').getByRole('button', { name: 'AI Help' }).click();
    await expect(toastWith(page, 'AI Assistant temporarily unavailable')).toHaveAttribute('data-type', 'error');

    await page.getByRole('button', { name: 'AI Manager' }).click();
    await expect(toastWith(page, 'Please sign up to access the AI Manager')).toHaveAttribute('data-type', 'info');
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto('/home');
    await page.getByRole('link', { name: 'Live Demo' }).click();
    await expect(page).toHaveURL(/\/demo-schedule$/);
  });

  test('AI Help opens the chatbot when one is present', async ({ page }) => {
    // a chatbot that stays in place of the shell's own
    await page.addInitScript(() => {
      const chatbot = { open: () => document.body.setAttribute('data-chatbot', 'open') };
      Object.defineProperty(window, 'pitchsideChatbot', { get: () => chatbot, set: () => undefined, configurable: true });
    });
    await page.goto('/home');
    await page.locator('main').getByRole('button', { name: 'AI Help' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-chatbot', 'open');
  });

  test('feature cards: members-only targets show the sign-in hint, public ones do not', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: /^AI Tools/ }).click();
    const hint = toastWith(page, 'Sign in to access all features');
    await expect(hint).toHaveAttribute('data-type', 'info');
    await hint.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto('/home');
    await page.getByRole('button', { name: /^Deal Marketplace/ }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeVisible();
    await expect(toastWith(page, 'Sign in to access all features')).toHaveCount(0);
  });

  test('Learn More expands, CTAs lead to /auth and /demo-schedule', async ({ page }) => {
    await page.goto('/home');
    const more = page.getByRole('button', { name: 'Learn More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(page.getByRole('heading', { name: 'For Creators & Athletes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For Brands' })).toBeVisible();
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(page.getByRole('heading', { name: 'For Brands' })).toBeHidden();

    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await expect(page).toHaveURL(/\/demo-schedule$/);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  // The motion is CSS (it runs before the app starts): the tests pause and seek the page's animations.
  const seek = (page: Page, ms: number) =>
    page.evaluate((time) => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = time;
      }
    }, ms);
  const shownCount = (page: Page, index: number) =>
    page.getByRole('definition').nth(index).locator('[aria-hidden="true"]').evaluate((el) => Number(getComputedStyle(el).counterReset.split(' ')[1]));

  test('counters count up over 2 s, 0.2 s apart; the tagline changes every 4 s', async ({ page }) => {
    await page.goto('/home');
    const taglines = ['Sponsorships for athletes who perform', 'Partnerships for creators who connect', 'Talent for brands that want results'];
    await seek(page, 0);
    expect(await shownCount(page, 0)).toBe(0);
    await seek(page, 1000);
    expect(await shownCount(page, 0)).toBeGreaterThan(0);
    expect(await shownCount(page, 0)).toBeLessThan(150);
    await seek(page, 2000);
    expect(await shownCount(page, 0)).toBe(150);
    expect(await shownCount(page, 1)).toBeLessThan(2000);
    await seek(page, 2200);
    expect(await shownCount(page, 1)).toBe(2000);
    await seek(page, 2600);
    expect([await shownCount(page, 2), await shownCount(page, 3)]).toEqual([50, 5]);
    // Screen readers get the final figures.
    await expect(page.getByRole('definition').first()).toContainText('150+');
    await expect(page.getByRole('definition').nth(3)).toContainText('$5M+');

    for (const [time, shown] of [[100, 0], [4100, 1], [8100, 2], [12100, 0]] as const) {
      await seek(page, time);
      for (const [i, text] of taglines.entries()) {
        if (i === shown) await expect(page.getByText(text)).toBeVisible();
        else await expect(page.getByText(text)).toBeHidden();
      }
    }
  });

  test('with reduced motion the counters show final values and the tagline stays', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    expect(await shownCount(page, 0)).toBe(150);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expect(page.getByText('Sponsorships for athletes who perform')).toBeVisible();
    await expect(page.getByText('Partnerships for creators who connect')).toBeHidden();
  });

  test('signed in: Explore Platform goes to the dashboard with a welcome, CTA is Go to Dashboard', async ({ page }) => {
    await signInAsDemoAthlete(page);
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Explore Platform' }).click();
    // /dashboard forwards to the role's dashboard (here the athlete's).
    await expect(page).toHaveURL(/\/(athlete-)?dashboard$/);
    await expect(toastWith(page, 'Welcome back to your dashboard!')).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'Explore Platform' }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });
});
