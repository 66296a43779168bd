import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { APP_NAMES, REPO_ROOT, appDir, appDist, type AppName } from './apps';
import { headlessBrowserPath } from './chromium';
import { inParallel } from './in-parallel';
import { prerenderShell } from './prerender';

const STAMP = '.build-stamp';
/** Left in the shell's build when its pages could not be pre-rendered (no Chromium), so a later build does it. */
const NOT_PRERENDERED = '.not-prerendered';
/** What a build of any app reads: its own folder and the shared package. */
const SHARED_INPUTS = [path.join(REPO_ROOT, 'shared-ui', 'src'), path.join(REPO_ROOT, 'shared-ui', 'build'), path.join(REPO_ROOT, 'shared-ui', 'package.json')];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('dist') || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** An app needs building when it has no production build or a source is newer than it. */
export function isStale(app: AppName): boolean {
  const stamp = fs.statSync(path.join(appDist(app), STAMP), { throwIfNoEntry: false });
  if (!stamp) return true;
  const inputs = [appDir(app), ...SHARED_INPUTS];
  return inputs.some((input) => newestMtime(input) > stamp.mtimeMs);
}

function compile(app: AppName, log: (message: string) => void): Promise<void> {
  const dir = appDir(app);
  // A section's config is two builds (its remote and its standalone harness), the shell's one.
  const factory = require(path.join(dir, 'webpack.config.js')) as (env: unknown, argv: { mode: string }) => Configuration | Configuration[];
  const configs = [factory({}, { mode: 'production' })].flat().map((config) => ({ ...config, infrastructureLogging: { level: 'error' as const } }));
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(`${app} failed to build:\n${stats?.toString({ all: false, errors: true, colors: false }) ?? ''}`));
      }
      // The shell's stamp waits for its pre-rendering, which runs once every build is done (buildApps).
      if (app !== 'shell') writeStamp(app);
      resolve();
    });
  });
}

const writeStamp = (app: AppName) => fs.writeFileSync(path.join(appDist(app), STAMP), new Date().toISOString());

/** The sections whose pages the shell pre-renders as frames (their first screen is in the shell's HTML). */
export const FRAME_SECTIONS: readonly AppName[] = ['marketplace', 'learn'];

export interface BuildOptions {
  force?: boolean;
  apps?: AppName[];
  log?: (message: string) => void;
  /** Builds at a time; each webpack build already uses more than one core. */
  concurrency?: number;
  /** Pre-render the shell's pages after the builds that change them (default true). */
  prerender?: boolean;
}

/** Builds every app whose production build is missing or stale (all of them with force). */
export async function buildApps({ force = false, apps = APP_NAMES, log = console.log, concurrency = 2, prerender = true }: BuildOptions = {}): Promise<AppName[]> {
  const queue = apps.filter((app) => force || isStale(app));
  const built: AppName[] = [];
  if (queue.length) log(`Building ${queue.join(', ')} (production)...`);
  await inParallel(queue, concurrency, async (app) => {
    const started = Date.now();
    await compile(app, log);
    built.push(app);
    log(`  built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
  const shellDist = appDist('shell');
  // After every build: a frame page needs its section's build, and a new section build needs a new frame.
  const framesChanged = built.includes('shell') || (built.some((app) => FRAME_SECTIONS.includes(app)) && fs.existsSync(path.join(shellDist, STAMP)));
  const chromiumArrived = fs.existsSync(path.join(shellDist, NOT_PRERENDERED)) && fs.existsSync(headlessBrowserPath());
  if (prerender && (framesChanged || chromiumArrived)) {
    const pages = await prerenderShell({ log });
    log(`  pre-rendered ${pages} shell pages`);
    if (pages === 0) fs.writeFileSync(path.join(shellDist, NOT_PRERENDERED), '');
    else fs.rmSync(path.join(shellDist, NOT_PRERENDERED), { force: true });
    writeStamp('shell');
  }
  return built;
}
