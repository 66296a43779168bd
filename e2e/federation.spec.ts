import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { isPortFree } from '../infra/local/src/stack/ports';
import { serveStatic, type RunningServer } from '../infra/local/src/stack/static-server';
import { prepareSectionVisit } from './support/section-access';
import { SECTION_SCREENS } from './support/sections';

const LEARN_DIST = path.join(__dirname, '..', 'mfe-learn', process.env.PITCHSIDE_BUILD_DIR || 'dist');

async function freePort(): Promise<number> {
  for (let port = 4300 + Math.floor(Math.random() * 500); ; port++) if (await isPortFree(port)) return port;
}

/** Points the learn section at a server this test starts and stops: only /remotes.json changes. */
async function moveLearnTo(page: Page, port: number) {
  await page.route('**/remotes.json', async (route) => {
    const remotes = (await (await route.fetch()).json()) as Record<string, string>;
    remotes.learn = `http://localhost:${port}/mf-manifest.json`;
    await route.fulfill({ json: remotes });
  });
}

test('the shell loads with its navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Pitchside' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

for (const screen of SECTION_SCREENS) {
  test(`the ${screen.section} section renders its own screen at ${screen.path} through federation`, async ({ page }) => {
    await prepareSectionVisit(page, screen.signIn);
    const exposed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('__federation_expose_routes')) exposed.push(response.url());
    });
    await page.goto(screen.path);
    // A pre-rendered frame (/marketplace, /learn) shows the heading before the section has loaded.
    await expect.poll(() => exposed.length, { message: 'the section came from its own remote origin' }).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    expect(new URL(exposed[0]!).port).not.toBe(new URL(page.url()).port);
  });
}

test("a section's standalone harness runs it from its own origin alone, with its own copies of the libraries and the backend's data", async ({ page, request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const origin = new URL(remotes.marketplace!).origin;
  const scripts: string[] = [];
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${origin}/`);
  await expect(page.getByText('Marketplace section, standalone harness')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeVisible();
  // The section's port serves /config.json too, so the harness reaches the backend: the seeded deals.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ deals?$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(failed).toEqual([]);
  expect(scripts.filter((url) => new URL(url).origin !== origin), 'scripts from another origin').toEqual([]);
  expect(scripts.filter((url) => /react-dom_client_js/.test(url)), 'its own React DOM').toHaveLength(1);
});

test('a stopped remote shows the error panel, the rest keeps working, and Retry brings it back', async ({ page }) => {
  const port = await freePort();
  await moveLearnTo(page, port);

  await page.goto('/learn');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('Component Error: The Learning Hub section could not be loaded');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
  await expect(panel).toBeVisible();

  let server: RunningServer | null = null;
  try {
    server = await serveStatic({ root: LEARN_DIST, port, cors: true });
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Hub' })).toBeVisible();
  } finally {
    await server?.close();
  }
});

test('the error panel counts failures and stops offering Retry from the third', async ({ page }) => {
  await moveLearnTo(page, await freePort());
  await page.goto('/learn');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('Component Error:');
  await expect(panel).not.toContainText('Error occurred');

  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toContainText('Error occurred 2 times');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toContainText('Error occurred 3 times');
  await expect(panel).toContainText('Please refresh the page if this issue persists');
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('no shared library is downloaded twice across the shell and all five sections', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  for (const screen of SECTION_SCREENS) {
    await prepareSectionVisit(page, screen.signIn);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  }
  const libraries = {
    'react-dom': /react-dom_client_js/,
    // React Router's code, under react-router-dom or (production build) react-router.
    'react-router-dom': /react-router(-dom)?_dist/,
    'styled-components': /styled-components_dist/,
    'supabase-js': /supabase_supabase-js_dist/,
  };
  const distinct = [...new Set(scripts.map((url) => new URL(url).pathname + '@' + new URL(url).port))];
  for (const [library, pattern] of Object.entries(libraries)) {
    expect(distinct.filter((script) => pattern.test(script)), `copies of ${library}`).toHaveLength(1);
  }
});

test('shared-ui and its zustand stores are one instance across the shell and the sections', async ({ page }) => {
  await page.goto('/learn');
  const card = page.getByRole('heading', { name: 'Taxes on Sponsorship Income', exact: true }).locator('..');
  await expect(card).toBeVisible();
  const darkBackground = await card.evaluate((el) => getComputedStyle(el).backgroundColor);

  const scopes = await page.evaluate(() => {
    type ShareInfo = Record<string, Record<string, Record<string, Record<string, { from: string; useIn: string[] }>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareInfo } }).__FEDERATION__.__SHARE__;
    const found: { pkg: string; versions: number; from: string[]; useIn: string[] }[] = [];
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const pkg of ['shared-ui', 'zustand']) {
          const versions = packages[pkg] ?? {};
          const infos = Object.values(versions);
          found.push({ pkg, versions: infos.length, from: infos.map((i) => i.from), useIn: infos.flatMap((i) => i.useIn) });
        }
      }
    }
    return found;
  });
  for (const scope of scopes) {
    expect(scope.versions, `${scope.pkg} versions in the share scope`).toBe(1);
    expect(scope.from, `${scope.pkg} provider`).toEqual(['shell']);
  }
  expect(scopes.find((s) => s.pkg === 'shared-ui')?.useIn).toEqual(expect.arrayContaining(['shell', 'learn']));

  // The shell's theme store drives the section: switching it re-renders the remote's cards in the light theme.
  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(darkBackground);
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
});
