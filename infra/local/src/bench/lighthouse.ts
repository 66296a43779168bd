import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../stack/apps';
import { CHROMIUM_PATH } from '../stack/chromium';
import { isPortFree } from '../stack/ports';
import { serveProductionBuilds } from '../stack/serve-builds';
import { startBackend } from '../stack/services';

/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile defaults, simulated throttling) against the production
 * build, served the way bench:bundle serves it (every app on its own origin). Prints the category scores and
 * LCP, TBT and CLS, each page against its targets (printed, not asserted: the CPU is shared).
 * / and /home are pre-rendered, and Lighthouse is a signed-out visitor who does not act, so the app's
 * scripts never run there: performance 100. The public pages the app renders in the browser (/explore and
 * the sections' public pages, which are indexed): performance >= 90 and LCP <= 2.0 s.
 * Every page: accessibility 100, CLS <= 0.02.
 * A backend with the seed data runs alongside (fresh state in a temp dir), so the app pages show real data.
 */
const PAGES = ['/', '/home'];
const APP_PAGES = ['/explore', '/marketplace', '/learn', '/learn/content-library'];
const TARGETS = { prerenderedPerformance: 100, appPerformance: 90, appLcpMs: 2000, cls: 0.02 } as const;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const LIGHTHOUSE_CLI = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
}

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
    for (const page of [...PAGES, ...APP_PAGES]) {
      const result = await runLighthouse(`${base}${page}`);
      const lcp = result.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const tbt = result.audits['total-blocking-time']?.numericValue ?? NaN;
      const cls = result.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const audit of failedAudits(result, category)) notes.push(`${page} ${category}: ${audit}`);
      }
      rows.push([
        page,
        score(result, 'performance'),
        score(result, 'accessibility'),
        score(result, 'best-practices'),
        score(result, 'seo'),
        `${(lcp / 1000).toFixed(2)} s`,
        `${Math.round(tbt)} ms`,
        cls.toFixed(3),
      ]);
    }
    const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log('\nLighthouse 12 (mobile, simulated throttling), production build\n');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    if (notes.length) console.log(`\nAudits not passed:\n  ${notes.join('\n  ')}`);
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
