import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { headlessBrowserPath } from './infra/local/src/stack/chromium';

// Only on the project's pinned Node; the stack below runs on this same binary (process.execPath).
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('./infra/local/bin/node-version.cjs').assertPinnedNode();

/**
 * The e2e stack runs on its own ports (E2E_PORT_BASE, default 4000) and a fresh database, so it never
 * touches a running `npm start`.
 */
const base = Number(process.env.E2E_PORT_BASE || 4000);
export const E2E_PORTS = {
  SHELL_PORT: String(base),
  MARKETPLACE_PORT: String(base + 1),
  COMMUNITY_PORT: String(base + 2),
  LEARN_PORT: String(base + 3),
  MESSAGING_PORT: String(base + 4),
  ONBOARDING_PORT: String(base + 5),
  FUNCTIONS_PORT: String(base + 10),
  STRIPE_PORT: String(base + 13),
  SUPABASE_PORT: String(base + 20),
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The compositor's GPU thread runs inside the browser process, not in a process of its own: no IPC to it, which
  // costs syscalls the 2-core VM pays dearly for (a 16-journey sample: 103-106 s against 104-124 s).
  '--in-process-gpu',
  // A journey's page lives seconds: V8's optimising compilers and its background threads cost the shared CPU more
  // than they give back there (five spec files, 60 journeys: 159-169 s and 277-293 CPU-seconds against 174-181 s and
  // 308-323 with V8's defaults). The product's own code runs in users' browsers with the defaults.
  '--js-flags=--single-threaded --max-lazy --no-opt --no-maglev',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // `npm test` runs every journey against the whole stack on a 2-core machine: one retry, and a journey that passes
  // only on it is reported as flaky in the list.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.SHELL_PORT}`,
    headless: true,
    launchOptions: { executablePath: headlessBrowserPath(), args: CHROMIUM_ARGS },
    // Recording a trace (DOM snapshots and a screencast of every step) costs every journey CPU on a shared 2-core
    // machine: only the retry of a failed journey records one, and keeps it (test-results/, uploaded on failure).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `${JSON.stringify(process.execPath)} infra/local/bin/run.cjs infra/local/src/cli/start.ts --no-build`,
    url: `http://127.0.0.1:${E2E_PORTS.SHELL_PORT}/config.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      ...E2E_PORTS,
      PITCHSIDE_STATE_DIR: path.join(os.tmpdir(), `pitchside-e2e-${process.pid}`),
      // Every journey signs in from this one machine, many as the same demo account, within minutes: the
      // production limits (30 sign-ins per email and client, 300 per client, per 5 minutes) would refuse the
      // suite itself. Their behaviour is tested in infra/local/src/server/auth.
      AUTH_SIGNIN_RATE_LIMIT: '100000',
      AUTH_CLIENT_RATE_LIMIT: '100000',
    },
  },
});
