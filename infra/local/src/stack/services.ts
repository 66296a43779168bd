import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, stateDir } from './apps';
import { answers, startChildService, type ChildService } from './child-service';
import { apiKeys, jwtSecret, signingKeys, siteOrigins, supabasePort } from '../locations';

const RUNNER = path.join(REPO_ROOT, 'infra', 'local', 'bin', 'run.cjs');

/** The Supabase-compatible backend; ready once it has written its URL and keys to the state dir. */
export function startBackend(log?: (line: string) => void): Promise<ChildService> {
  const state = stateDir();
  const infoFile = path.join(state, 'supabase.json');
  fs.rmSync(infoFile, { force: true });
  // the signing keys and API keys, made (on a first start) before the backend and the functions read them
  signingKeys();
  apiKeys();
  return startChildService({
    name: 'backend',
    command: process.execPath,
    args: [RUNNER, path.join(REPO_ROOT, 'infra', 'local', 'src', 'server', 'main.ts')],
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PITCHSIDE_DATA_DIR: process.env.PITCHSIDE_DATA_DIR || path.join(state, 'db'),
      PITCHSIDE_STORAGE_DIR: process.env.PITCHSIDE_STORAGE_DIR || path.join(state, 'storage'),
      PITCHSIDE_SUPABASE_JSON: infoFile,
      // the legacy HS256 secret, made once per state dir (signs the legacy anon / service_role keys)
      JWT_SECRET: jwtSecret(),
    },
    ready: () => fs.existsSync(infoFile),
    log,
  });
}

export function functionsPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.FUNCTIONS_PORT || 3010);
}

/**
 * The Lambda functions under serverless-offline (osls), as they run on AWS. `stripe` is the stand-in's
 * settings, or nothing when STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) in the environment name a real Stripe.
 */
export async function startFunctions(stripe: Record<string, string> | undefined, log?: (line: string) => void): Promise<ChildService> {
  const port = functionsPort();
  const localBackend = !process.env.PUBLIC_SUPABASE_URL;
  return startChildService({
    name: 'functions',
    command: process.execPath,
    args: [require.resolve('osls/bin/serverless.js'), 'offline', '--stage', 'local'],
    cwd: path.join(REPO_ROOT, 'functions'),
    env: {
      ...process.env,
      FUNCTIONS_PORT: String(port),
      FUNCTIONS_LAMBDA_PORT: String(port + 2),
      SITE_ORIGINS: siteOrigins().join(','),
      // as in production: users' tokens verified against the JWKS (SUPABASE_JWKS_URL, derived from SUPABASE_URL),
      // the database reached with the secret key; no legacy JWT secret unless SUPABASE_LEGACY_JWT_SECRET is set
      ...(localBackend
        ? { SUPABASE_URL: `http://127.0.0.1:${supabasePort()}`, SUPABASE_SECRET_KEY: apiKeys().secret }
        : { SUPABASE_URL: process.env.PUBLIC_SUPABASE_URL! }),
      ...stripe,
    },
    ready: () => answers(`http://127.0.0.1:${port}/version.json`),
    log,
  });
}
