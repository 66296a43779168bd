/**
 * Where the local stack lives: repository paths, the state directory (database, stored files, keys) and the
 * default ports. Both entry points (`npm start` and `npm run backend`) read these, so PITCHSIDE_STATE_DIR
 * moves every piece of local data; the narrower variables (PITCHSIDE_DATA_DIR, PITCHSIDE_STORAGE_DIR,
 * PITCHSIDE_SUPABASE_JSON) still override one piece each.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateApiKeys, generateSigningKey, validateSigningKeys, API_KEY_RE, type ApiKeys, type SigningJwk } from './server/keys';

interface RuntimeFiles {
  REPO_ROOT: string;
  stateDir(env?: NodeJS.ProcessEnv): string;
  APPS: Record<string, { dir: string; env: string; port: number }>;
  portOf(app: string, env?: NodeJS.ProcessEnv): number;
}

// The webpack configs read the same file, so the apps' ports and the state dir are defined once.
const runtimeFiles = require('../../../shared-ui/build/runtime-files.cjs') as RuntimeFiles;

export const repoRoot: string = runtimeFiles.REPO_ROOT;
export const supabaseDir: string = path.join(repoRoot, 'infra', 'supabase');
export const migrationsDir: string = path.join(supabaseDir, 'migrations');
export const seedFile: string = path.join(supabaseDir, 'seed.sql');
/** Local-only SQL applied before the migrations (roles, auth, storage, ...). */
export const platformSqlFile: string = path.join(repoRoot, 'infra', 'local', 'sql', 'platform.sql');
export const gotrueSqlFile: string = path.join(repoRoot, 'infra', 'local', 'sql', 'gotrue.sql');
/** Generated TypeScript types for the public schema. */
export const databaseTypesFile: string = path.join(repoRoot, 'shared-ui', 'src', 'database.types.ts');

export const DEFAULT_PORTS = { supabase: 54321, functions: 3010 } as const;

/** <repo>/.local, or PITCHSIDE_STATE_DIR. */
export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  return runtimeFiles.stateDir(env);
}

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PITCHSIDE_DATA_DIR || path.join(stateDir(env), 'db');
}

export function storageDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PITCHSIDE_STORAGE_DIR || path.join(stateDir(env), 'storage');
}

/** Where the backend writes { url, anonKey, serviceRoleKey } once it listens (the shell's config.json reads it). */
export function supabaseJsonFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.PITCHSIDE_SUPABASE_JSON || path.join(stateDir(env), 'supabase.json');
}

export function supabasePort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.SUPABASE_PORT || DEFAULT_PORTS.supabase);
}

export function functionsPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.FUNCTIONS_PORT || DEFAULT_PORTS.functions);
}

/** The origins the browser app is served from (the shell and every section), for CORS and redirect checks. */
export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const ports = Object.keys(runtimeFiles.APPS).map((app) => runtimeFiles.portOf(app, env));
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

export function shellUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${runtimeFiles.portOf('shell', env)}`;
}

/**
 * The JWT secret: JWT_SECRET when set, else a random one kept in <state dir>/jwt-secret (made on first start),
 * so no two checkouts share a secret and nobody can mint keys from a published default.
 */
export function jwtSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(stateDir(env), 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // another process made it first: use theirs once it is written
    for (let i = 0; i < 40; i++) {
      const theirs = fs.readFileSync(file, 'utf8').trim();
      if (theirs.length >= 32) return theirs;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
    throw new Error(`${file} holds no usable JWT secret (32+ characters); delete it to make a new one`);
  }
}

/**
 * A file of the state dir made once (mode 600) and read ever after; two processes starting at once agree on the
 * first one written.
 */
function keptInStateDir<T>(file: string, make: () => string, parse: (text: string) => T): T {
  try {
    return parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = make();
  try {
    fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    return parse(text);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    for (let i = 0; i < 40; i++) {
      try {
        return parse(fs.readFileSync(file, 'utf8'));
      } catch {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
      }
    }
    return parse(fs.readFileSync(file, 'utf8'));
  }
}

export function signingKeysFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(stateDir(env), 'signing-keys.json');
}

/**
 * The JWT signing keys: `<state dir>/signing-keys.json`, a JSON array of private JWKs as GoTrue's GOTRUE_JWT_KEYS and
 * the Supabase CLI's signing_keys.json (made on first start with one ES256 key). The one with "sign" in key_ops
 * signs; the others still verify until removed. `cli/signing-keys.ts` rotates and revokes them.
 */
export function signingKeys(env: NodeJS.ProcessEnv = process.env): SigningJwk[] {
  const file = signingKeysFile(env);
  return keptInStateDir(file, () => JSON.stringify([generateSigningKey()], null, 2) + '\n', (text) => {
    try {
      return validateSigningKeys(JSON.parse(text));
    } catch (e) {
      throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)} (delete the file to make a new key)`);
    }
  });
}

/** The publishable and secret API keys: `<state dir>/api-keys.json` `{ publishable, secret }`, made on first start. */
export function apiKeys(env: NodeJS.ProcessEnv = process.env): ApiKeys {
  const file = path.join(stateDir(env), 'api-keys.json');
  return keptInStateDir(file, () => JSON.stringify(generateApiKeys(), null, 2) + '\n', (text) => {
    const k = JSON.parse(text) as Partial<ApiKeys>;
    if (!k.publishable?.startsWith('sb_publishable_') || !k.secret?.startsWith('sb_secret_') || !API_KEY_RE.test(k.publishable) || !API_KEY_RE.test(k.secret)) {
      throw new Error(`${file} holds no usable sb_publishable_ / sb_secret_ keys; delete it to make new ones`);
    }
    return k as ApiKeys;
  });
}
