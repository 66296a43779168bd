/**
 * `npm run backend`: the Supabase-compatible local server on PGlite (or DATABASE_URL).
 *
 * Env: see infra/local/src/server/README.md. PITCHSIDE_STATE_DIR (<repo>/.local) holds the database, stored files,
 * the keys (signing-keys.json, api-keys.json, the legacy jwt-secret) and supabase.json
 * { url, publishableKey, secretKey, anonKey, serviceRoleKey, jwksUrl }, which the shell's config.json reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../db';
import { dataDir, supabaseJsonFile } from '../locations';
import { configFromEnv } from './config';
import { createServer } from './create-server';
import type { ServerExtension } from './extension';
import { createRealtimeExtension } from '../realtime';
import { createStorageExtension } from '../storage';
import { startScheduledJobs } from './scheduled-jobs';

/** Protocols mounted next to /auth/v1 and /rest/v1: append yours (storage, realtime, ...). */
export const extensions: ServerExtension[] = [createRealtimeExtension(), createStorageExtension()];

async function main(): Promise<void> {
  const config = await configFromEnv();
  const log = (m: string) => console.log(`[backend] ${m}`);
  const db = await openDb({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: dataDir(),
    log,
  });
  const srv = await createServer({ db, config, extensions, log });
  const out = supabaseJsonFile();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        url: srv.url,
        publishableKey: srv.config.publishableKey,
        secretKey: srv.config.secretKey,
        jwksUrl: `${srv.url}/auth/v1/.well-known/jwks.json`,
        // the legacy JWT keys, while the legacy secret is not revoked (LEGACY_JWT=off)
        ...(srv.config.legacyJwt ? { anonKey: srv.config.anonKey, serviceRoleKey: srv.config.serviceRoleKey } : {}),
      },
      null,
      2,
    ) + '\n',
    { mode: 0o600 },
  );
  console.log(`[backend] Supabase-compatible API on ${srv.url} (${db.kind}; mailbox ${srv.url}/mailbox)`);
  const jobs = startScheduledJobs(db, log);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    jobs.stop();
    try {
      await srv.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (require.main === module || path.resolve(process.argv[1] ?? '') === __filename) {
  main().catch((e) => {
    console.error('[backend] failed to start:', e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  });
}
