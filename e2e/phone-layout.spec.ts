import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshContext, signIn } from './support/messaging';
import { PUBLIC_PAGES } from './support/shell';

const PHONE = { width: 375, height: 812 };

/** Signed-in pages of each kind of account (their headings are checked elsewhere). */
const SIGNED_IN_PAGES: Record<string, string[]> = {
  'athlete@pitchside.dev': ['/athlete-dashboard', '/marketplace/applications', '/deals', '/community', '/messages', '/profile', '/settings', '/analytics', '/ai-tools', '/user-profile/subscription', '/help'],
  'brand@pitchside.dev': ['/brand-dashboard', '/deals', '/ai-scoring'],
  'admin@pitchside.dev': ['/admin-dashboard'],
};

/**
 * What a phone shows wrong, measured in the page: content wider than the screen (a sideways scroll), and a floating
 * element (the AI Help button, the toasts) lying over a control the user may need. Each is named, so a failure says
 * where to look.
 */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1 && getComputedStyle(el).position !== 'fixed')
        .filter((el) => !Array.from(el.children).some((c) => c.getBoundingClientRect().right > doc.clientWidth + 1))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      problems.push(`page is ${doc.scrollWidth}px wide on a ${doc.clientWidth}px screen: ${wide.join(', ')}`);
    }
    const controls = 'a[href], button, input, select, textarea, [role="button"], [role="tab"]';
    const floating = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
      const style = getComputedStyle(el);
      return style.position === 'fixed' && style.visibility !== 'hidden' && el.matches(controls) && el.getBoundingClientRect().width > 0;
    });
    for (const f of floating) {
      const a = f.getBoundingClientRect();
      for (const c of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
        if (c === f || f.contains(c) || c.contains(f) || c.closest('[role="dialog"]')) continue;
        const b = c.getBoundingClientRect();
        if (b.width === 0 || b.height === 0 || getComputedStyle(c).visibility === 'hidden') continue;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          problems.push(`"${(f.textContent ?? '').trim()}" covers "${(c.textContent || c.getAttribute('aria-label') || c.tagName).trim().slice(0, 40)}"`);
        }
      }
    }
    return problems;
  });
}

/** A phone-sized context whose pages note when their DOM last changed (window.__lastDomChange, see settled). */
async function phoneContext(browser: Browser) {
  const context = await freshContext(browser, PHONE);
  await context.addInitScript(() => {
    const w = window as unknown as { __lastDomChange: number };
    w.__lastDomChange = performance.now();
    new MutationObserver(() => {
      w.__lastDomChange = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return context;
}

/**
 * Until the floating button has re-placed itself for the page as it is now: it does so on the frame after a scroll
 * (waited for before this), and 250 ms after the page changes (a list arriving under it), which then changes the
 * page again. So: until nothing in the page has changed for 400 ms, at least 100 ms after the scroll (the placement's
 * render) and at most 400 ms after it, as long as a page that keeps changing was always given.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const w = window as unknown as { __lastDomChange: number };
    const start = performance.now();
    const tick = () => new Promise((r) => setTimeout(r, 20));
    for (;;) {
      const now = performance.now();
      if (now - start >= 400) return;
      if (now - start >= 100 && now - w.__lastDomChange >= 400) {
        // a placement measured just now renders in a task after its frame: still quiet after both?
        const seen = w.__lastDomChange;
        await new Promise((r) => requestAnimationFrame(r));
        await tick();
        if (w.__lastDomChange === seen) return;
      }
      await tick();
    }
  });
}

/** At the top, half way and at the bottom of the page: a control may sit anywhere. */
async function checkWhileScrolling(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f), at);
    // the floating button re-places itself on the next frame after a scroll, and 250 ms after the page changes
    // (a list arriving under it)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await settled(page);
    for (const p of await phoneProblems(page)) found.push(`${path}: ${p}`);
  }
  return [...new Set(found)];
}

test('public pages at 375 px: nothing wider than the screen, nothing floating over a control', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await (await phoneContext(browser)).newPage();
  const problems: string[] = [];
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A pre-rendered page shows no floating button until the app takes over, which it does once the visitor moves:
    // measure the page the app shows, data included (the marketplace and learn frames fill in after it).
    await page.mouse.move(100, 100);
    await page.mouse.move(120, 140);
    await expect.poll(() => page.evaluate(() => !('__pitchsidePrerender' in window))).toBe(true);
    await page.waitForLoadState('networkidle');
    problems.push(...(await checkWhileScrolling(page, path)));
  }
  expect(problems).toEqual([]);
  await page.context().close();
});

for (const [email, paths] of Object.entries(SIGNED_IN_PAGES)) {
  test(`signed-in pages of ${email} at 375 px: nothing wider than the screen, nothing floating over a control`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await (await phoneContext(browser)).newPage();
    await signIn(page, email);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      problems.push(...(await checkWhileScrolling(page, path)));
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
