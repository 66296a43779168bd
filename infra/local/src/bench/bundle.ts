import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { APP_NAMES } from '../stack/apps';
import { CHROMIUM_PATH } from '../stack/chromium';
import { serveProductionBuilds } from '../stack/serve-builds';

/**
 * `npm run bench:bundle`: what a browser really downloads from the production build.
 * Serves every app; in Chromium, opens the pre-rendered landing page (its HTML and CSS, and the scripts it
 * runs and prefetches before any action), then measures the shell's first load: the scripts the app needs
 * to take that page over after a visitor's first action. Then loads each section through the shell's
 * federation runtime. Sizes are raw and gzip -9, as a CDN would send them.
 */
const BUDGET_GZIP_KIB = 180;
const SECTIONS = APP_NAMES.filter((app) => app !== 'shell');

interface Cost {
  files: number;
  raw: number;
  gzip: number;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function costOf(bodies: Buffer[]): Cost {
  return {
    files: bodies.length,
    raw: bodies.reduce((sum, b) => sum + b.length, 0),
    gzip: bodies.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0),
  };
}

/** Scripts, including those fetched by <link rel="prefetch"> (which Chromium does not type as scripts). */
const isScript = (response: import('playwright-core').Response) => /\.js(\?|$)/.test(new URL(response.url()).pathname);

/** Records, in the page's own clock, when the app has taken over a pre-rendered page (it drops the page's CSS). */
function watchHandOver() {
  const w = window as unknown as { __renderedAt?: number };
  w.__renderedAt = undefined;
  const check = () => {
    if (w.__renderedAt !== undefined || !document.querySelector('script[src*="/main."]')) return;
    if (!document.querySelector('style[data-prerendered]')) w.__renderedAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** The JavaScript fetched while `step` ran, until the network was idle. */
async function scriptsFetchedDuring(page: Page, step: () => Promise<void>): Promise<Cost> {
  const bodies: Promise<Buffer | null>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (isScript(response)) bodies.push(response.body().catch(() => null));
  };
  page.on('response', onResponse);
  await step();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return costOf((await Promise.all(bodies)).filter((b): b is Buffer => b !== null));
}

/**
 * Loads a section's exposed routes through the shell's own federation runtime, which is what the shell
 * does when it opens the section (several sections are behind sign-in, so navigating would not load them).
 * The section's page chunks, about 1 KiB each, load when it renders and are not counted.
 */
async function loadSectionRoutes(page: Page, section: string): Promise<void> {
  await page.evaluate(async (name) => {
    type Instance = { name: string; loadRemote(id: string): Promise<unknown> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    if (!shell) throw new Error('The shell federation instance is not in the page');
    await shell.loadRemote(`${name}/routes`);
  }, section);
}

/**
 * Runs `step` and splits the JavaScript the page fetched into what started before the app took the page
 * over (needed for its first render) and what started after it, until the network was idle.
 */
async function measure(page: Page, step: () => Promise<void>): Promise<{ first: Cost; deferred: Cost }> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  const onResponse = (response: import('playwright-core').Response) => {
    if (isScript(response)) bodies.set(response.url(), response.body().catch(() => null));
  };
  page.on('response', onResponse);
  await step();
  await page.waitForFunction(() => (window as unknown as { __renderedAt?: number }).__renderedAt !== undefined);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const { renderedAt, starts } = await page.evaluate(() => ({
    renderedAt: (window as unknown as { __renderedAt: number }).__renderedAt,
    starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as const),
  }));
  const startOf = new Map(starts);
  const first: Buffer[] = [];
  const deferred: Buffer[] = [];
  for (const [url, body] of bodies) {
    const buffer = await body;
    if (!buffer) continue;
    ((startOf.get(url) ?? 0) < renderedAt ? first : deferred).push(buffer);
  }
  return { first: costOf(first), deferred: costOf(deferred) };
}

async function main() {
  const served = await serveProductionBuilds(4700);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const { base } = served;
    const rows: [string, Cost][] = [];

    const landingPage = await browser.newPage();
    const prefetched = await scriptsFetchedDuring(landingPage, async () => {
      await landingPage.goto(`${base}/`);
      await landingPage.waitForSelector('link[rel="prefetch"]', { state: 'attached' });
    });
    const landingHtml = await (await landingPage.request.get(`${base}/`)).body();
    const scriptsRun = await landingPage.evaluate(() => document.querySelectorAll('script[src]').length);
    rows.push(['landing / (pre-rendered HTML and CSS)', costOf([landingHtml])]);
    rows.push(['landing: prefetched once idle', prefetched]);
    await landingPage.close();

    // The shell's first load: what the app needs to take over the landing page after the visitor's first
    // action (a fresh page, so nothing was prefetched yet).
    const startPage = await browser.newPage();
    await startPage.addInitScript(watchHandOver);
    // Without its idle prefetch, so the scripts load on the action, as on a quick first click.
    await startPage.route(/\.js$/, (route) => (route.request().resourceType() === 'script' ? route.continue() : route.abort()));
    await startPage.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
    const app = await measure(startPage, async () => {
      await startPage.mouse.move(10, 10);
    });
    rows.push(['shell first load (/ after an action)', app.first]);
    rows.push(['loaded after the hand-over', app.deferred]);
    await startPage.close();

    for (const section of SECTIONS) {
      const page = await browser.newPage();
      await page.goto(`${base}/explore`);
      await page.waitForLoadState('networkidle');
      rows.push([`${section} routes module from the shell`, await scriptsFetchedDuring(page, () => loadSectionRoutes(page, section))]);
      await page.close();
    }

    console.log('\nFirst-load bytes, production build, measured in Chromium (gzip = gzip -9 of each file)\n');
    console.log(`${'what'.padEnd(40)} ${'files'.padStart(5)} ${'raw'.padStart(12)} ${'gzip'.padStart(12)}`);
    for (const [label, cost] of rows) {
      console.log(`${label.padEnd(40)} ${String(cost.files).padStart(5)} ${kib(cost.raw).padStart(12)} ${kib(cost.gzip).padStart(12)}`);
    }
    console.log(`\nLanding page: ${scriptsRun} app scripts run before the visitor acts; it is readable with ${kib(rows[0]![1].gzip)} gzip of HTML and CSS.`);
    const verdict = app.first.gzip / 1024 <= BUDGET_GZIP_KIB ? 'within' : 'OVER';
    console.log(`Shell first load: ${kib(app.first.gzip)} gzip, ${verdict} the ${BUDGET_GZIP_KIB} KiB gzip budget.`);
    console.log(
      `Shell total on /: ${kib(app.first.raw + app.deferred.raw)} raw, ${kib(app.first.gzip + app.deferred.gzip)} gzip (first load plus what loads after it).`,
    );
  } finally {
    await browser.close();
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
