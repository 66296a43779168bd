import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../stack/apps';
import { pct } from './percentile';
import { CHROMIUM_PATH } from '../stack/chromium';
import { isPortFree } from '../stack/ports';
import { serveProductionBuilds } from '../stack/serve-builds';
import { startBackend } from '../stack/services';

/**
 * `npm run bench:lighthouse`: Lighthouse 13 (mobile defaults, simulated throttling) against the production
 * build, served the way bench:bundle serves it (every app on its own origin). Prints the category scores and
 * LCP, TBT and CLS, each page against its targets (printed, not asserted: the CPU is shared). Each page runs
 * LIGHTHOUSE_RUNS times (default 3) and each figure is the median of its runs, printed with the 1-minute load
 * average seen while that page ran; LIGHTHOUSE_PAGES=/marketplace,/learn measures only those pages.
 * / and /home are pre-rendered, and Lighthouse is a signed-out visitor who does not act, so the app's
 * scripts never run there: performance 100. The public pages the app renders in the browser (/explore and
 * the sections' public pages, which are indexed): performance >= 90 and LCP <= 2.0 s.
 * Every page: accessibility 100, CLS <= 0.02.
 * A backend with the seed data runs alongside (fresh state in a temp dir), so the app pages show real data.
 */
const PAGES = ['/', '/home'];
const APP_PAGES = ['/explore', '/marketplace', '/learn', '/learn/content-library'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);
const TARGETS = { prerenderedPerformance: 100, appPerformance: 90, appLcpMs: 2000, cls: 0.02 } as const;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const LIGHTHOUSE_CLI = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string; details?: unknown }>;
}

/** The element Lighthouse took for the LCP (its selector and text snippet), to see what the figure measures. */
function lcpElement(r: LighthouseResult): string {
  const details = r.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} ${(node.snippet ?? '').slice(0, 80)}` : 'none reported';
}

const median = (xs: number[]) => pct(xs, 50);

/** Weighted audits of a category that did not pass, so a score below 100 says why. */
function failedAudits(r: LighthouseResult, category: string): string[] {
  return (r.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && r.audits[ref.id]?.score !== null && (r.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${r.audits[ref.id]?.title})`);
}

function runLighthouse(url: string): Promise<LighthouseResult> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-lh-')), 'report.json');
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) {
          reject(new Error(`lighthouse failed for ${url}: ${stderr || error.message}`));
          return;
        }
        resolve(JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseResult);
      },
    );
  });
}

const score = (r: LighthouseResult, id: string) => {
  const value = r.categories[id]?.score;
  return value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));
};

/** A fresh, seeded backend on a free port that serves `siteOrigin`; the served /config.json points at it (it reads the state dir). */
async function startSeededBackend(siteOrigin: string) {
  // The backend answers CORS for the site's origins only: the shell here is on a port of its own.
  process.env.ADDITIONAL_SITE_ORIGINS = siteOrigin;
  process.env.PITCHSIDE_STATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-lh-state-'));
  let port = 4790;
  while (!(await isPortFree(port))) port++;
  process.env.SUPABASE_PORT = String(port);
  return startBackend(() => undefined);
}

async function main() {
  const served = await serveProductionBuilds(4750);
  const backend = await startSeededBackend(served.base);
  try {
    const { base } = served;
    const rows: string[][] = [];
    const notes: string[] = [];
    const pages = [...PAGES, ...APP_PAGES].filter((page) => !ONLY || ONLY.includes(page));
    for (const page of pages) {
      const results: LighthouseResult[] = [];
      const loads: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        loads.push(os.loadavg()[0]!);
        results.push(await runLighthouse(`${base}${page}`));
        loads.push(os.loadavg()[0]!);
      }
      const figure = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? NaN));
      const category = (id: string) => median(results.map((r) => (r.categories[id]?.score ?? NaN) * 100));
      const lcp = figure('largest-contentful-paint');
      const tbt = figure('total-blocking-time');
      const cls = figure('cumulative-layout-shift');
      const last = results.at(-1)!;
      for (const name of ['accessibility', 'best-practices', 'seo']) {
        for (const audit of failedAudits(last, name)) notes.push(`${page} ${name}: ${audit}`);
      }
      notes.push(`${page} LCP element: ${lcpElement(last)}; performance per run ${results.map((r) => score(r, 'performance')).join(', ')}`);
      const shown = (value: number) => (Number.isNaN(value) ? 'n/a' : String(Math.round(value)));
      rows.push([
        page,
        shown(category('performance')),
        shown(category('accessibility')),
        shown(category('best-practices')),
        shown(category('seo')),
        `${(lcp / 1000).toFixed(2)} s`,
        `${Math.round(tbt)} ms`,
        cls.toFixed(3),
        `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
      ]);
    }
    const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'load avg'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(
      `\nLighthouse 13 (mobile, simulated throttling), production build: median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page; load avg = 1-minute load average during the runs, on ${os.cpus().length} cores\n`,
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    if (notes.length) console.log(`\nNotes (audits not passed, LCP element of the last run):\n  ${notes.join('\n  ')}`);
    console.log(
      `\nTargets: ${PAGES.join(' and ')} performance ${TARGETS.prerenderedPerformance}; ${APP_PAGES.join(', ')} performance >= ${TARGETS.appPerformance} and LCP <= ${TARGETS.appLcpMs / 1000} s; every page accessibility 100 and CLS <= ${TARGETS.cls}.`,
    );
    for (const row of rows) {
      const app = APP_PAGES.includes(row[0]!);
      const lcpMs = Number(row[5]!.replace(' s', '')) * 1000;
      const misses = [
        Number(row[1]) < (app ? TARGETS.appPerformance : TARGETS.prerenderedPerformance) ? `performance ${row[1]}` : '',
        app && lcpMs > TARGETS.appLcpMs ? `LCP ${row[5]}` : '',
        Number(row[2]) < 100 ? `accessibility ${row[2]}` : '',
        Number(row[7]) > TARGETS.cls ? `CLS ${row[7]}` : '',
      ].filter(Boolean);
      console.log(`${row[0]}: ${misses.length ? `below target: ${misses.join(', ')}` : 'meets the targets'}`);
    }
  } finally {
    await served.close();
    await backend.stop();
    fs.rmSync(process.env.PITCHSIDE_STATE_DIR!, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
