/**
 * Spin the local server up in-process for tests (any package):
 *
 *   const t = await startTestServer();            // fresh seeded PGlite (needs NODE_OPTIONS=--experimental-vm-modules in jest)
 *   const t = await startTestServer({ kind: 'postgres' });   // throw-away PostgreSQL server
 *   const supabase = t.client();                   // supabase-js bound to it (memory storage, no auto refresh)
 *   const athlete = await signedIn(t, 'athlete@pitchside.dev');   // a client signed in as a demo account
 *   ...; await t.cleanup();
 */
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Db } from '../db';
import { openTestDb, type TestDbKind } from '../db/testing';
import { buildConfig, type AuthOptions, type BuildConfigInput } from './config';
import { createServer, type LocalServer } from './create-server';
import type { ServerExtension } from './extension';

export interface TestServer {
  db: Db;
  server: LocalServer;
  url: string;
  /** The legacy anon / service_role JWT keys. */
  anonKey: string;
  serviceRoleKey: string;
  /** The new API keys (`sb_publishable_…`, `sb_secret_…`). */
  publishableKey: string;
  secretKey: string;
  /** A supabase-js client against the server: legacy anon key by default, in-memory session storage. */
  client(opts?: { key?: string; flowType?: 'pkce' | 'implicit' }): SupabaseClient;
  /** Another server on the same database with other auth options (e.g. email confirmations on). */
  withAuth(auth: Partial<AuthOptions>): Promise<LocalServer>;
  cleanup(): Promise<void>;
}

export function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

export function clientFor(url: string, key: string, flowType: 'pkce' | 'implicit' = 'pkce'): SupabaseClient {
  return createClient(url, key, {
    auth: { storage: memoryStorage(), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as unknown as never },
  });
}

/** The seed's password for every demo account (infra/supabase/seed.sql). */
export const DEMO_PASSWORD = 'Pitchside123!';

/** A supabase-js client of the test server signed in with email and password (the demo accounts' by default); throws on failure. */
export async function signedIn(t: Pick<TestServer, 'client'>, email: string, password = DEMO_PASSWORD): Promise<SupabaseClient> {
  const c = t.client();
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
}

export async function startTestServer(
  opts: { kind?: TestDbKind; db?: Db; auth?: Partial<AuthOptions>; extensions?: ServerExtension[]; keys?: Pick<BuildConfigInput, 'signingKeys' | 'apiKeys' | 'legacyJwt'> } = {},
): Promise<TestServer> {
  const testDb = opts.db ? { db: opts.db, cleanup: async () => undefined } : await openTestDb(opts.kind ?? 'pglite');
  const extra: LocalServer[] = [];
  try {
    const config = await buildConfig({ port: 0, ...opts.keys, auth: { bcryptCost: 4, signInRateLimit: 10_000, ...opts.auth } });
    const sameKeys = { signingKeys: config.signingKeys, apiKeys: { publishable: config.publishableKey, secret: config.secretKey }, legacyJwt: config.legacyJwt };
    const server = await createServer({ db: testDb.db, config, extensions: opts.extensions });
    return {
      db: testDb.db,
      server,
      url: server.url,
      anonKey: server.config.anonKey,
      serviceRoleKey: server.config.serviceRoleKey,
      publishableKey: server.config.publishableKey,
      secretKey: server.config.secretKey,
      client: (o = {}) => clientFor(server.url, o.key ?? server.config.anonKey, o.flowType ?? 'pkce'),
      async withAuth(auth) {
        const s = await createServer({ db: testDb.db, config: await buildConfig({ port: 0, ...sameKeys, auth: { ...config.auth, ...auth } }) });
        extra.push(s);
        return s;
      },
      async cleanup() {
        for (const s of extra) await s.close();
        await server.close();
        await testDb.cleanup();
      },
    };
  } catch (e) {
    await testDb.cleanup();
    throw e;
  }
}
