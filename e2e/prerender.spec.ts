import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES, signInAsDemoAthlete } from './support/shell';

test.use({ serviceWorkers: 'block' });

/** The shell's marketing pages and /explore (a frame that is the whole page): complete static HTML. */
const MARKETING = ['/', '/home', '/explore', '/pricing', '/demo-schedule', '/athlete-info', '/creator-info', '/brand-info', '/about', '/services', '/faq', '/privacy', '/terms', '/sitemap'];

/** Public pages that read data: the build pre-renders their frame (heading, filters, loading state); the app starts at once. */
const FRAMES = [
  { path: '/marketplace', heading: 'Deal Marketplace', loading: 'Loading deals...' },
  { path: '/learn', heading: 'Learning Hub', loading: 'Loading learning hub...' },
  { path: '/learn/content-library', heading: 'Content Library', loading: 'Loading library...' },
];

/** A seeded deal (infra/supabase/seed.sql): backend data, which a pre-rendered frame never contains. */
const SEEDED_DEAL = 'Signature Glove Design Collab';

/** Sums the layout shifts of the whole visit, from the first paint (as CLS does, without the session windows). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

/**
 * Where the page's h1 is, measured in one task of the page: the hand-over replaces the page's elements with the
 * app's, so a handle taken a moment before may be detached by the time it is measured (a null box).
 */
const headingBox = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('h1')?.getBoundingClientRect();
    return box && { x: box.x, y: box.y, width: box.width, height: box.height };
  });

/** True once the app has replaced the pre-rendered page (the hand-over ends by dropping the page's own CSS). */
const appStarted = (page: Page) =>
  page.evaluate(() => !!document.querySelector('script[src*="/main."]') && !('__pitchsidePrerender' in window) && !document.querySelector('style[data-prerendered]'));

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('every marketing page is complete HTML with its styles and head; other pages are the app', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      if (FRAMES.some((frame) => frame.path === path)) continue;
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

  test('a data page is its frame: heading, intro, filters and loading state, and no backend data', async ({ page }) => {
    for (const { path, heading, loading } of FRAMES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main header p')).toHaveText(/.{40}/);
      await expect(page.getByText(loading)).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered-frame', '');
    }
    await page.goto('/marketplace');
    await expect(page.getByLabel('Search deals').first()).toBeAttached();
    await expect(page.getByRole('status')).toHaveText('Loading deals...');
    await expect(page.getByText(SEEDED_DEAL)).toHaveCount(0);
    await expect(page.locator('section[aria-busy="true"] ul[aria-hidden] > li')).toHaveCount(6);
    await page.goto('/learn/content-library');
    await expect(page.getByLabel('Search')).toBeVisible();
    // the loading state's ring is drawn from the captured CSS (its border colours are CSS variables)
    const ring = page.getByRole('status').locator('[aria-hidden="true"]');
    await expect(ring).toHaveCSS('border-top-width', '3px');
    await expect(ring).toHaveCSS('border-right-style', 'solid');
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
  const top = await headingBox(page);
  await page.mouse.move(10, 300, { steps: 2 });
  await expect.poll(() => appStarted(page)).toBe(true);
  expect(await shown()).toBe('ps-count 150');
  expect(await headingBox(page)).toEqual(top);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  expect(await page.locator('style[data-prerendered]').count()).toBe(0);
});

/** Holds the app's main script until the returned function is called: the pre-rendered page stays while the visitor acts on it. */
async function holdTheApp(page: Page): Promise<() => void> {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return letGo;
}

test('a press the hand-over interrupts still clicks: pressed on the page, released on the app', async ({ page }) => {
  const letGo = await holdTheApp(page);
  await page.goto('/');
  const box = await page.getByRole('button', { name: 'Explore Platform' }).boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  // The press is intent: the app starts and replaces the page under the pressed button.
  await page.mouse.down();
  letGo();
  await expect.poll(() => appStarted(page)).toBe(true);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/home$/);
});

test('so does a press of the space bar on a focused button', async ({ page }) => {
  const letGo = await holdTheApp(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore Platform' }).focus();
  await page.keyboard.down(' ');
  expect(await appStarted(page)).toBe(false);
  letGo();
  await expect.poll(() => appStarted(page)).toBe(true);
  await page.keyboard.up(' ');
  await expect(page).toHaveURL(/\/home$/);
});

for (const visitor of ['signed out', 'signed in'] as const) {
  test(`a search typed into a frame's filters before the app takes over is kept and applied (${visitor})`, async ({ page }) => {
    if (visitor === 'signed in') await signInAsDemoAthlete(page);
    const letGo = await holdTheApp(page);
    // The page's load waits for the held script.
    await page.goto('/marketplace', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Search deals').fill(SEEDED_DEAL);
    expect(await appStarted(page)).toBe(false);
    letGo();
    await expect.poll(() => appStarted(page)).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ deals?$/ })).toHaveText('1 deal');
    await expect(page.getByLabel('Search deals')).toHaveValue(SEEDED_DEAL);
    await expect(page).toHaveURL(/[?&]q=Signature/);
  });
}

test('a signed-in visitor gets the app at once, with the signed-in navigation', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await appStarted(page)).toBe(true);
});

test.describe('a data page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('/marketplace paints its frame, the app takes over at once with the seeded deals, and nothing moves', async ({ page }, testInfo) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto('/marketplace');
    const heading = page.getByRole('heading', { level: 1, name: 'Deal Marketplace' });
    await expect(heading).toBeVisible();
    const top = await headingBox(page);
    expect(top).toBeTruthy();
    // No visitor action: the app starts by itself, and the section's data replaces the skeleton.
    await expect.poll(() => appStarted(page)).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ deals?$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await headingBox(page)).toEqual(top);
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('marketplace-375-taken-over.png') });
    await page.waitForTimeout(500);
    expect(await shifts()).toBeLessThan(0.01);
  });

  test('the learning hub and the content library take over without moving, and the frame looks like the page', async ({ page }, testInfo) => {
    const shifts = await recordLayoutShifts(page);
    for (const { path, heading } of FRAMES.slice(1)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => appStarted(page)).toBe(true);
      await expect(page.getByRole('status').or(page.getByRole('heading', { level: 2 })).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replace(/\//g, '-')}-375-taken-over.png`) });
      expect(await shifts()).toBeLessThan(0.01);
    }
  });

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    test('the frames at 375 px', async ({ page }, testInfo) => {
      for (const { path, heading } of FRAMES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replace(/\//g, '-')}-375-frame.png`) });
      }
      // On a phone the filters are behind their button, as the app renders them.
      await page.goto('/marketplace');
      await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Filters' })).toBeHidden();
    });
  });
});

test('a signed-in visitor on a data page gets the app at once, with the signed-in navigation and their links', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/marketplace');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My applications' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ deals?$/ })).toBeVisible();
  expect(await appStarted(page)).toBe(true);
});

/**
 * Guarded pages pre-rendered as signed-in frames (route-table.ts, `prerender: 'signed-in'`): the header as a member
 * sees it and the page's user-independent heading, shown only to a browser that holds a session.
 */
test.describe('signed-in frames', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** Holds the app's main script until `release()`: what shows meanwhile is the pre-rendered HTML. */
  async function holdApp(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('a member sees the frame before any script of the app runs, and the app takes over without moving it', async ({ page }, testInfo) => {
    await signInAsDemoAthlete(page);
    const shifts = await recordLayoutShifts(page);
    const release = await holdApp(page);
    await page.goto('/community', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered-signed-in', '');
    expect(await appStarted(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('community-375-signed-in-frame.png') });
    const top = await headingBox(page);
    release();
    await expect.poll(() => appStarted(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await headingBox(page)).toEqual(top);
    expect(await shifts()).toBeLessThan(0.02);
  });

  test("the page's head requests its first screen's scripts with the page, not once the app has run", async ({ page }) => {
    const preloaded = async (path: string) => {
      const head = /<head>(.*)<\/head>/s.exec(await (await page.request.get(path)).text())?.[1] ?? '';
      return Array.from(head.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g), (m) => m[1] ?? '');
    };
    for (const path of ['/community', '/dashboard', '/deals']) {
      const hrefs = await preloaded(path);
      // the app's entry, React and the backend client (which only a member's start loads)
      for (const chunk of [/^\/main\.[0-9a-f]+\.js$/, /react-dom_client/, /supabase-js/]) expect(hrefs.filter((href) => chunk.test(href)), `${path}: ${chunk}`).toHaveLength(1);
    }
    // a public frame is its own largest content: its scripts are preloaded after its first paint
    expect(await preloaded('/marketplace')).toEqual([]);
  });

  test("the section's manifest is requested once: the federation runtime reads the frame's response", async ({ page }) => {
    await signInAsDemoAthlete(page);
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });
    await page.goto('/community');
    await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(manifests).toHaveLength(1);
  });

  test('a signed-out visitor never sees it and is sent to sign in', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/messages', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Messages' })).toHaveCount(0);
    release();
    await page.waitForURL(/\/auth/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});
