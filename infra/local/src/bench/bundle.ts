import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { APP_NAMES, appDist } from '../stack/apps';
import { CHROMIUM_PATH } from '../stack/chromium';
import { serveProductionBuilds } from '../stack/serve-builds';
import { budgetFailures, budgetLines, formatKib as kib, TARGETS, type ByteFigures } from './budgets';
import { bytesByPackage, type SourceMap } from './package-bytes';

/**
 * `npm run bench:bundle`: what a browser really downloads from the production build, measured in Chromium
 * with every app served from its own origin. Prints each figure with its budget (budgets.ts), the shell's
 * first load by package, and the section-switch time. Sizes are gzip -9 of each file, as a CDN sends them.
 *
 * `--check` (run by `npm test`): the byte figures only, exiting 1 when one is over its budget.
 */
const CHECK = process.argv.includes('--check');
const SECTIONS = APP_NAMES.filter((app) => app !== 'shell');
/** Sections a signed-out visitor reaches from the nav: their first screen and switch time are measured. */
const PUBLIC_SECTIONS = [
  { section: 'marketplace', link: 'Marketplace', heading: 'Deal Marketplace' },
  { section: 'learn', link: 'Learn', heading: 'Learning Hub' },
] as const;
const SWITCH_RUNS = 5;

interface File {
  url: string;
  body: Buffer;
}

interface Cost {
  files: number;
  raw: number;
  gzip: number;
}

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

function costOf(files: File[]): Cost {
  return {
    files: files.length,
    raw: files.reduce((sum, f) => sum + f.body.length, 0),
    gzip: files.reduce((sum, f) => sum + gzipSize(f.body), 0),
  };
}

/** Scripts, including those fetched by <link rel="prefetch"> (which Chromium does not type as scripts). */
const isScript = (response: Response) => /\.js(\?|$)/.test(new URL(response.url()).pathname);

/** Collects the scripts a page fetches (all of them, or only those it runs) until `stop` is called. */
function collectScripts(page: Page, { executedOnly = false } = {}) {
  const bodies = new Map<string, Promise<Buffer | null>>();
  const onResponse = (response: Response) => {
    if (!isScript(response) || (executedOnly && response.request().resourceType() !== 'script')) return;
    bodies.set(response.url(), response.body().catch(() => null));
  };
  page.on('response', onResponse);
  return async (): Promise<File[]> => {
    page.off('response', onResponse);
    const files: File[] = [];
    for (const [url, body] of bodies) {
      const buffer = await body;
      if (buffer) files.push({ url, body: buffer });
    }
    return files;
  };
}

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

/** Loads a section's exposed routes through the shell's own federation runtime, as the shell does. */
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
 * Clicks a link of the main navigation and resolves with the milliseconds, in the page's clock, until a visible
 * level-1 heading with `heading` is painted: checked on every frame, since a section visited before may show its
 * page again without adding a node (a mutation observer then waits for ever). Gives up after 30 s.
 */
function timeSwitch(page: Page, link: string, heading: string): Promise<number> {
  return page.evaluate(
    ({ link, heading }) =>
      new Promise<number>((resolve, reject) => {
        const anchor = Array.from(document.querySelectorAll('nav[aria-label="Main"] a')).find((a) => a.textContent?.trim() === link);
        if (!(anchor instanceof HTMLElement)) return reject(new Error(`No "${link}" link in the main navigation`));
        const shown = () => Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim() === heading && h.checkVisibility());
        const started = performance.now();
        const frame = () => {
          if (shown()) return requestAnimationFrame(() => resolve(performance.now() - started));
          if (performance.now() - started > 30_000) return reject(new Error(`No visible "${heading}" heading 30 s after clicking "${link}" (at ${location.pathname})`));
          requestAnimationFrame(frame);
        };
        anchor.click();
        requestAnimationFrame(frame);
      }),
    { link, heading },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The shell's first-load scripts by package, gzip shared out by each file's source-map byte counts. */
function analyseByPackage(files: File[]): { name: string; raw: number; gzip: number }[] {
  const totals = new Map<string, { raw: number; gzip: number }>();
  for (const file of files) {
    const mapFile = path.join(appDist('shell'), `${path.basename(new URL(file.url).pathname)}.map`);
    const gzip = gzipSize(file.body);
    const code = file.body.toString('utf8');
    const parts = fs.existsSync(mapFile)
      ? bytesByPackage(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMap)
      : new Map([['(no source map)', file.body.length]]);
    for (const [name, raw] of parts) {
      const entry = totals.get(name) ?? { raw: 0, gzip: 0 };
      entry.raw += raw;
      entry.gzip += (gzip * raw) / file.body.length;
      totals.set(name, entry);
    }
  }
  return [...totals].map(([name, t]) => ({ name, ...t })).sort((a, b) => b.gzip - a.gzip);
}

async function measureLanding(browser: Browser, base: string) {
  const page = await browser.newPage();
  const stopAll = collectScripts(page);
  const stopRun = collectScripts(page, { executedOnly: true });
  await page.goto(`${base}/`);
  await page.waitForSelector('link[rel="prefetch"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const [fetched, run] = [await stopAll(), await stopRun()];
  const html = await (await page.request.get(`${base}/`)).body();
  await page.close();
  return { html: costOf([{ url: `${base}/`, body: html }]), prefetched: costOf(fetched), run: costOf(run) };
}

/** The scripts the app needs to take the landing page over after a visitor's first action. */
async function measureShellFirstLoad(browser: Browser, base: string) {
  const page = await browser.newPage();
  await page.addInitScript(watchHandOver);
  // Without its idle prefetch, so the scripts load on the action, as on a quick first click.
  await page.route(/\.js$/, (route) => (route.request().resourceType() === 'script' ? route.continue() : route.abort()));
  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
  const stop = collectScripts(page);
  // (a pointer's first move on a page has no movement, which the page does not count as intent)
  await page.mouse.move(10, 10, { steps: 2 });
  await page.waitForFunction(() => (window as unknown as { __renderedAt?: number }).__renderedAt !== undefined);
  await page.waitForLoadState('networkidle');
  const files = await stop();
  const { renderedAt, starts } = await page.evaluate(() => ({
    renderedAt: (window as unknown as { __renderedAt: number }).__renderedAt,
    starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as const),
  }));
  await page.close();
  // A URL's first request counts: the page's idle prefetch of the same scripts, if it comes after the app
  // started, adds a later (aborted) entry.
  const startOf = new Map<string, number>();
  for (const [url, start] of starts) startOf.set(url, Math.min(start, startOf.get(url) ?? Infinity));
  const first = files.filter((f) => (startOf.get(f.url) ?? 0) < renderedAt);
  const deferred = files.filter((f) => (startOf.get(f.url) ?? 0) >= renderedAt);
  return { first, deferred };
}

/** /explore with the app running: its HTML is a pre-rendered frame, which the app takes over right after the first paint. */
async function openExplore(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/explore`);
  await page.waitForFunction(() => '__FEDERATION__' in window && !document.querySelector('style[data-prerendered]'));
  await page.waitForLoadState('networkidle');
}

/** Each section's routes module loaded into a fresh /explore: the files from its own origin and from the shell's. */
async function measureRoutesModules(browser: Browser, base: string) {
  const costs: Record<string, { own: Cost; shell: Cost }> = {};
  for (const section of SECTIONS) {
    const page = await browser.newPage();
    await openExplore(page, base);
    const stop = collectScripts(page);
    await loadSectionRoutes(page, section);
    await page.waitForLoadState('networkidle');
    const files = await stop();
    costs[section] = {
      own: costOf(files.filter((f) => new URL(f.url).origin !== base)),
      shell: costOf(files.filter((f) => new URL(f.url).origin === base)),
    };
    await page.close();
  }
  return costs;
}

/**
 * Opening each public section from /explore in a fresh browser (cold: nothing cached): the scripts from the
 * section's own origin (beyond the shared libraries, which the shell's origin serves), the shared
 * libraries it pulled in, and the click-to-first-screen time, cold and then warm (the section visited before).
 */
async function measureSections(browser: Browser, base: string, runs: number) {
  const results = [];
  for (const { section, link, heading } of PUBLIC_SECTIONS) {
    const cold: number[] = [];
    const warm: number[] = [];
    let own: Cost | null = null;
    let shared: Cost | null = null;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openExplore(page, base);
      const stop = collectScripts(page);
      cold.push(await timeSwitch(page, link, heading));
      await page.waitForLoadState('networkidle');
      const files = await stop();
      own ??= costOf(files.filter((f) => new URL(f.url).origin !== base));
      shared ??= costOf(files.filter((f) => new URL(f.url).origin === base));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
      await page.waitForURL(`${base}/explore`);
      await page.waitForLoadState('networkidle');
      warm.push(await timeSwitch(page, link, heading));
      await context.close();
    }
    results.push({ section, own: own!, shared: shared!, coldMs: median(cold), warmMs: median(warm) });
  }
  return results;
}

async function main() {
  const served = await serveProductionBuilds(4700);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const { base } = served;
    const reused = APP_NAMES.filter((app) => !served.built.includes(app));
    // npm test runs this after the e2e build: the same production builds, so nothing is rebuilt.
    if (reused.length > 0) console.log(`Measuring the existing production builds of ${reused.join(', ')} (no source changed since they were built).`);
    const landing = await measureLanding(browser, base);
    const shell = await measureShellFirstLoad(browser, base);
    const sections = await measureSections(browser, base, CHECK ? 1 : SWITCH_RUNS);
    const routes = await measureRoutesModules(browser, base);

    const shellFirst = costOf(shell.first);
    const figures: ByteFigures = {
      shellFirstLoadGzip: shellFirst.gzip,
      landingScriptsBeforeActionGzip: landing.run.gzip,
      sectionFirstScreenGzip: Object.fromEntries(sections.map((s) => [s.section, s.own.gzip])),
      sectionRoutesModuleGzip: Object.fromEntries(Object.entries(routes).map(([section, cost]) => [section, cost.own.gzip])),
    };

    console.log('\nFirst-load budgets, production build, measured in Chromium (gzip -9 of each file)\n');
    for (const line of budgetLines(figures)) {
      console.log(`${line.what.padEnd(50)} ${kib(line.gzip).padStart(10)}   budget ${kib(line.budget).padStart(9)}   ${line.over ? 'OVER' : 'within'}`);
    }

    if (!CHECK) {
      const row = (label: string, cost: Cost, note = '') =>
        console.log(`${label.padEnd(50)} ${String(cost.files).padStart(5)} ${kib(cost.raw).padStart(11)} ${kib(cost.gzip).padStart(11)}  ${note}`);
      console.log(`\n${'what'.padEnd(50)} ${'files'.padStart(5)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}`);
      row('landing / (pre-rendered HTML and CSS)', landing.html);
      row('landing: scripts run before an action', landing.run);
      row('landing: prefetched once idle', landing.prefetched);
      row('shell first load (/ after an action)', shellFirst);
      row('shell: loaded after the hand-over', costOf(shell.deferred));
      for (const s of sections) {
        row(`${s.section} first screen, its own origin`, s.own);
        row(`${s.section} first screen, shared libraries`, s.shared, 'from the shell origin, not counted in its budget');
      }
      for (const [section, cost] of Object.entries(routes)) row(`${section} routes module, its own origin`, cost.own);
      const once = Object.values(routes)[0]!.shell;
      row('first section opened: runtime from the shell', once, 'once per page, for every section (federation-runtime-for-remotes)');

      console.log('\nShell first load by package (gzip shared out by source-map bytes)\n');
      for (const p of analyseByPackage(shell.first).filter((p) => p.gzip >= 256)) {
        console.log(`${p.name.padEnd(50)} ${kib(p.raw).padStart(11)} ${kib(p.gzip).padStart(11)}`);
      }

      console.log(`\nSection switch, click on a main-nav link -> the section's first screen painted (median of ${SWITCH_RUNS}; the CPU is shared)\n`);
      for (const s of sections) {
        const verdict = s.warmMs <= TARGETS.sectionSwitchWarmMs ? 'within' : 'over';
        console.log(
          `/explore -> ${s.section.padEnd(12)} cold ${`${Math.round(s.coldMs)} ms`.padStart(8)}   warm ${`${Math.round(s.warmMs)} ms`.padStart(8)}   (warm target ${TARGETS.sectionSwitchWarmMs} ms: ${verdict})`,
        );
      }
    }

    const failures = budgetFailures(figures);
    if (failures.length > 0) {
      console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nEvery byte figure is within its budget.');
    }
  } finally {
    await browser.close();
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
