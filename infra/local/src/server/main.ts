/**
 * `npm run backend`: the Supabase-compatible local server on PGlite (or DATABASE_URL).
 *
 * Env: SUPABASE_PORT (54321), SUPABASE_HOST (127.0.0.1), JWT_SECRET (Supabase CLI default), DATABASE_URL (a real
 * PostgreSQL server instead of PGlite), PITCHSIDE_DATA_DIR (<repo>/.local/db), ENABLE_EMAIL_CONFIRMATIONS ('true'),
 * SITE_URL (http://localhost:3000), JWT_EXPIRY (3600), AUTH_SIGNIN_RATE_LIMIT (30), AUTH_RATE_LIMIT_WINDOW_MS (300000).
 * Writes <repo>/.local/supabase.json { url, anonKey, serviceRoleKey } (PITCHSIDE_SUPABASE_JSON overrides the path).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../db';
import { configFromEnv, repoRoot } from './config';
import { createServer } from './create-server';
import type { ServerExtension } from './extension';
import { createRealtimeExtension } from '../realtime';
import { createStorageExtension } from '../storage';

/** Protocols mounted next to /auth/v1 and /rest/v1: append yours (storage, realtime, ...). */
export const extensions: ServerExtension[] = [createRealtimeExtension(), createStorageExtension()];

async function main(): Promise<void> {
  const root = repoRoot();
  const config = await configFromEnv();
  const log = (m: string) => console.log(`[backend] ${m}`);
  const db = await openDb({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PITCHSIDE_DATA_DIR || path.join(root, '.local', 'db'),
    log,
  });
  const srv = await createServer({ db, config, extensions, log });
  const out = process.env.PITCHSIDE_SUPABASE_JSON || path.join(root, '.local', 'supabase.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify({ url: srv.url, anonKey: srv.config.anonKey, serviceRoleKey: srv.config.serviceRoleKey }, null, 2) + '\n',
  );
  console.log(`[backend] Supabase-compatible API on ${srv.url} (${db.kind}; mailbox ${srv.url}/mailbox)`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
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
