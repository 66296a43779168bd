import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The e2e stack runs on its own ports and a fresh database, so it never touches a running `npm start`. */
export const E2E_PORTS = {
  SHELL_PORT: '4000',
  MARKETPLACE_PORT: '4001',
  COMMUNITY_PORT: '4002',
  LEARN_PORT: '4003',
  MESSAGING_PORT: '4004',
  ONBOARDING_PORT: '4005',
  SUPABASE_PORT: '54329',
  FUNCTIONS_PORT: '4010',
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.SHELL_PORT}`,
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node infra/local/bin/run.cjs infra/local/src/cli/start.ts --no-build',
    url: `http://127.0.0.1:${E2E_PORTS.SHELL_PORT}/config.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      ...E2E_PORTS,
      PITCHSIDE_STATE_DIR: path.join(os.tmpdir(), `pitchside-e2e-${process.pid}`),
    },
  },
});
