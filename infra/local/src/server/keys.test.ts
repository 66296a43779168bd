/** @jest-environment node */
/**
 * Signing keys and API keys as hosted Supabase has them (issue 30 item 4): ES256 access tokens with a kid, the JWKS,
 * rotation (a previous key verifies until removed), the legacy HS256 secret while it exists, sb_publishable_ /
 * sb_secret_ keys (the secret key refused from browsers), across auth, REST, realtime and storage; and the same
 * supabase-js code working with either key system.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { createPrivateKey, type JsonWebKey } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { buildConfig } from './config';
import { createServer, type LocalServer } from './create-server';
import { clientFor, startTestServer, type TestServer } from './testing';
import { API_KEY_RE, generateApiKey, generateSigningKey, isSigning, rotation, validateSigningKeys, type SigningJwk } from './keys';
import { createRealtimeExtension } from '../realtime';
import { createStorageExtension } from '../storage';
import { closeRealtime, SEED, waitFor } from '../realtime/testing';
import { apiKeys, repoRoot, signingKeys } from '../locations';
import { execFileSync } from 'node:child_process';

jest.setTimeout(120_000);

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ATHLETE = SEED.athlete;

let t: TestServer;
let storageDir: string;
/** The signing key, a previous (verify-only) key, and a key the server never knew. */
const current = generateSigningKey();
const previous = { ...generateSigningKey(), key_ops: ['verify'] } as SigningJwk;
const outsider = generateSigningKey();
const extra: LocalServer[] = [];
const clients: SupabaseClient[] = [];

/** A user access token for the athlete signed by `key` (its kid in the header unless `kid: null`). */
function userToken(key: SigningJwk, opts: { kid?: string | null; exp?: number } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', session_id: undefined })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...(opts.kid === null ? {} : { kid: opts.kid ?? key.kid }) })
    .setSubject(ATHLETE.id)
    .setIssuedAt(now)
    .setExpirationTime(opts.exp ?? now + 600)
    .sign(createPrivateKey({ key: key as JsonWebKey, format: 'jwk' }));
}

function legacyToken(secret: string): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(ATHLETE.id)
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(new TextEncoder().encode(secret));
}

/** GET /rest/v1/profiles of the athlete with this key and bearer. */
async function rest(url: string, apikey: string, bearer?: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${url}/rest/v1/profiles?select=user_id&user_id=eq.${ATHLETE.id}`, {
    headers: { apikey, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
  });
  return { status: r.status, body: (await r.json()) as any };
}

/** Another server on the same database with other keys. */
async function serverWith(keys: SigningJwk[], opts: { legacyJwt?: boolean } = {}): Promise<LocalServer> {
  const s = await createServer({
    db: t.db,
    config: await buildConfig({ port: 0, signingKeys: keys, apiKeys: { publishable: t.publishableKey, secret: t.secretKey }, legacyJwt: opts.legacyJwt, auth: { bcryptCost: 4 } }),
  });
  extra.push(s);
  return s;
}

/** Opens a realtime socket; resolves with the HTTP status of a refused upgrade, or the open socket. */
function realtimeSocket(url: string, apikey: string, headers: Record<string, string> = {}): Promise<{ status: number; ws?: WebSocket }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=2.0.0`, { headers });
    ws.on('open', () => resolve({ status: 101, ws }));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.on('error', () => undefined);
  });
}

/** Joins a postgres_changes channel over a raw socket with `token`; resolves with the join reply's payload. */
async function rawJoin(url: string, apikey: string, token: string, headers: Record<string, string> = {}): Promise<{ status: string; response: any }> {
  const { ws } = await realtimeSocket(url, apikey, headers);
  try {
    return await new Promise((resolve) => {
      ws!.on('message', (data) => {
        const f = JSON.parse(String(data));
        if (f[1] === '1' && f[3] === 'phx_reply') resolve(f[4]);
      });
      ws!.send(JSON.stringify(['1', '1', 'realtime:keys', 'phx_join', { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'notifications' }] }, access_token: token }]));
    });
  } finally {
    ws!.close();
  }
}

beforeAll(async () => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-keys-'));
  t = await startTestServer({
    keys: { signingKeys: [current, previous] },
    extensions: [createRealtimeExtension(), createStorageExtension({ storageDir })],
  });
});

afterAll(async () => {
  for (const c of clients) await closeRealtime(c);
  for (const s of extra) await s.close();
  await t?.cleanup();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('keys in Supabase formats', () => {
  test('API keys: sb_publishable_ / sb_secret_, 22 random characters, _, an 8-character checksum; each one new', () => {
    const p = generateApiKey('publishable');
    const s = generateApiKey('secret');
    expect(p).toMatch(/^sb_publishable_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{8}$/);
    expect(s).toMatch(/^sb_secret_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{8}$/);
    expect(generateApiKey('secret')).not.toBe(s);
    expect(t.publishableKey).toMatch(API_KEY_RE);
    expect(t.secretKey).toMatch(API_KEY_RE);
  });

  test('a key list needs exactly one signing key, as GoTrue checks it', () => {
    expect(() => validateSigningKeys([previous])).toThrow(/no signing key/);
    expect(() => validateSigningKeys([current, generateSigningKey()])).toThrow(/only 1 signing key/);
    expect(() => validateSigningKeys([{ ...current, kty: 'oct' }])).toThrow(/ES256/);
    expect(validateSigningKeys([current, previous])).toHaveLength(2);
  });

  test('the state dir keeps the signing keys and API keys made on first start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-keys-state-'));
    try {
      const env = { PITCHSIDE_STATE_DIR: dir };
      const keys = signingKeys(env);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', key_ops: ['sign', 'verify'] });
      expect(signingKeys(env)).toEqual(keys);
      expect(apiKeys(env)).toEqual(apiKeys(env));
      expect(fs.statSync(path.join(dir, 'signing-keys.json')).mode & 0o077).toBe(0);
      expect(fs.statSync(path.join(dir, 'api-keys.json')).mode & 0o077).toBe(0);
      expect(apiKeys({ PITCHSIDE_STATE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-keys-other-')) }).secret).not.toBe(apiKeys(env).secret);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('asymmetric signing keys', () => {
  test('the JWKS lists the public part of every key (current and previous), open to anyone, cached 10 minutes', async () => {
    const r = await fetch(`${t.url}/auth/v1/.well-known/jwks.json`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await r.json()) as { keys: Record<string, unknown>[] };
    expect(keys.map((k) => k.kid)).toEqual([current.kid, previous.kid]);
    for (const k of keys) {
      expect(k).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
      expect(k.d).toBeUndefined();
    }
    const oidc = (await (await fetch(`${t.url}/auth/v1/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(oidc).toEqual({ issuer: `${t.url}/auth/v1`, jwks_uri: `${t.url}/auth/v1/.well-known/jwks.json` });
  });

  test('sign-in issues an ES256 token with the current kid, verifiable by the JWKS alone', async () => {
    const c = clientFor(t.url, t.publishableKey);
    const { data, error } = await c.auth.signInWithPassword({ email: ATHLETE.email, password: SEED.password });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: current.kid, typ: 'JWT' });
    const jwks = (await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json()) as Parameters<typeof createLocalJWKSet>[0];
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { algorithms: ['ES256'] });
    expect(payload).toMatchObject({ sub: ATHLETE.id, role: 'authenticated', iss: `${t.url}/auth/v1` });
    // and the refreshed token too
    const refreshed = await c.auth.refreshSession();
    expect(decodeProtectedHeader(refreshed.data.session!.access_token).kid).toBe(current.kid);
  });

  test('a token signed by a key not in the JWKS is refused by REST, auth, storage and realtime', async () => {
    for (const forged of [await userToken(outsider), await userToken(outsider, { kid: current.kid }), await userToken(outsider, { kid: null })]) {
      const r = await rest(t.url, t.publishableKey, forged);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('PGRST301');
      const user = await fetch(`${t.url}/auth/v1/user`, { headers: { apikey: t.publishableKey, authorization: `Bearer ${forged}` } });
      expect(user.status).toBe(403);
      const list = await fetch(`${t.url}/storage/v1/object/list/avatars`, {
        method: 'POST',
        headers: { apikey: t.publishableKey, authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: '' }),
      });
      expect(list.status).toBeGreaterThanOrEqual(400);
      expect((await rawJoin(t.url, t.publishableKey, forged)).status).toBe('error');
    }
    // the real key with the algorithm switched to HS256 over the public key is no key at all
    const confused = await new SignJWT({ role: 'authenticated' }).setProtectedHeader({ alg: 'HS256', kid: current.kid }).setSubject(ATHLETE.id).setExpirationTime('10m').sign(new TextEncoder().encode(current.x));
    expect((await rest(t.url, t.publishableKey, confused)).status).toBe(401);
  });

  test('a previous key still verifies; once rotated out (removed from the list) its tokens are refused', async () => {
    const byPrevious = await userToken(previous);
    const byCurrent = await userToken(current);
    expect(await rest(t.url, t.publishableKey, byPrevious)).toEqual({ status: 200, body: [{ user_id: ATHLETE.id }] });

    // rotation: a new signing key, the old signing key kept as previous, the older previous key removed
    const next = generateSigningKey();
    const rotated = await serverWith([next, { ...current, key_ops: ['verify'] }]);
    const r = await rest(rotated.url, t.publishableKey, byPrevious);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'PGRST301', message: 'No suitable key or wrong key type' });
    expect((await rest(rotated.url, t.publishableKey, byCurrent)).status).toBe(200);
    const jwks = (await (await fetch(`${rotated.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual([next.kid, current.kid]);
    // new sessions are signed with the new key
    const c = clientFor(rotated.url, t.publishableKey);
    const { data } = await c.auth.signInWithPassword({ email: ATHLETE.email, password: SEED.password });
    expect(decodeProtectedHeader(data.session!.access_token).kid).toBe(next.kid);
  });

  test('an expired ES256 token is refused as expired', async () => {
    const r = await rest(t.url, t.publishableKey, await userToken(current, { exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(r).toMatchObject({ status: 401, body: { code: 'PGRST303' } });
  });

  test('the legacy HS256 secret verifies while it exists; revoked (LEGACY_JWT=off), it and the legacy keys are refused', async () => {
    const legacy = await legacyToken(t.server.config.jwtSecret);
    expect((await rest(t.url, t.anonKey, legacy)).status).toBe(200);
    expect((await rest(t.url, t.anonKey)).status).toBe(200);
    expect((await rest(t.url, t.serviceRoleKey)).status).toBe(200);

    const revoked = await serverWith([current, previous], { legacyJwt: false });
    expect((await rest(revoked.url, t.publishableKey, legacy)).status).toBe(401);
    expect((await rest(revoked.url, t.anonKey)).status).toBe(401);
    expect((await rest(revoked.url, t.serviceRoleKey)).status).toBe(401);
    expect(await rest(revoked.url, t.publishableKey, await userToken(current))).toEqual({ status: 200, body: [{ user_id: ATHLETE.id }] });
    expect((await rest(revoked.url, t.publishableKey)).status).toBe(200);
  });
});

describe('publishable and secret API keys', () => {
  test('the publishable key is anon, the secret key is service_role, an unknown sb_ key is refused', async () => {
    // notifications: a user's own rows only; anon none, the service role all
    const count = async (key: string) => {
      const r = await fetch(`${t.url}/rest/v1/notifications?select=id`, { method: 'HEAD', headers: { apikey: key, authorization: `Bearer ${key}`, prefer: 'count=exact' } });
      return { status: r.status, total: Number(r.headers.get('content-range')?.split('/')[1]) };
    };
    const all = Number((await t.db.query<{ n: number }>('select count(*)::int as n from public.notifications')).rows[0]!.n);
    expect(all).toBeGreaterThan(0);
    expect(await count(t.publishableKey)).toEqual({ status: 200, total: 0 });
    expect(await count(t.secretKey)).toEqual({ status: 200, total: all });
    // apikey only (no Authorization): the key's role, as the gateway does
    const apikeyOnly = await fetch(`${t.url}/rest/v1/notifications?select=id`, { method: 'HEAD', headers: { apikey: t.secretKey, prefer: 'count=exact' } });
    expect(apikeyOnly.headers.get('content-range')).toBe(`0-${all - 1}/${all}`);
    const wrong = await rest(t.url, generateApiKey('secret'), generateApiKey('secret'));
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid API key' } });
    // the auth admin API takes the secret key, not the publishable one
    const admin = await clientFor(t.url, t.secretKey).auth.admin.listUsers();
    expect(admin.error).toBeNull();
    expect(admin.data.users.length).toBeGreaterThan(0);
    expect((await clientFor(t.url, t.publishableKey).auth.admin.listUsers()).error).not.toBeNull();
  });

  test('the secret key is refused from a browser (its User-Agent) on REST, auth, storage and realtime; server code passes', async () => {
    const browser = { 'user-agent': BROWSER_UA };
    const refused = await rest(t.url, t.secretKey, t.secretKey, browser);
    expect(refused).toMatchObject({ status: 401, body: { message: 'Forbidden use of secret API key in browser' } });
    // in the apikey header alone, or only as the bearer
    expect((await rest(t.url, t.secretKey, undefined, browser)).status).toBe(401);
    expect((await rest(t.url, t.publishableKey, t.secretKey, browser)).status).toBe(401);
    const admin = await fetch(`${t.url}/auth/v1/admin/users`, { headers: { apikey: t.secretKey, authorization: `Bearer ${t.secretKey}`, ...browser } });
    expect(admin.status).toBe(401);
    const buckets = await fetch(`${t.url}/storage/v1/bucket`, { headers: { apikey: t.secretKey, authorization: `Bearer ${t.secretKey}`, ...browser } });
    expect(buckets.status).toBe(401);
    expect((await realtimeSocket(t.url, t.secretKey, browser)).status).toBe(401);

    // the same requests from server code (Node's fetch, curl) pass; the publishable key passes from a browser
    expect((await rest(t.url, t.secretKey, t.secretKey)).status).toBe(200);
    expect((await rest(t.url, t.secretKey, t.secretKey, { 'user-agent': 'curl/8.5.0' })).status).toBe(200);
    expect((await fetch(`${t.url}/storage/v1/bucket`, { headers: { apikey: t.secretKey, authorization: `Bearer ${t.secretKey}` } })).status).toBe(200);
    const socket = await realtimeSocket(t.url, t.secretKey);
    expect(socket.status).toBe(101);
    socket.ws!.close();
    expect((await rest(t.url, t.publishableKey, undefined, browser)).status).toBe(200);
    // and a browser's realtime socket with the publishable key opens, but cannot join with the secret key as its token
    const pub = await realtimeSocket(t.url, t.publishableKey, browser);
    expect(pub.status).toBe(101);
    pub.ws!.close();
    expect(await rawJoin(t.url, t.publishableKey, t.secretKey, browser)).toMatchObject({ status: 'error', response: { reason: expect.stringContaining('Forbidden use of secret API key in browser') } });
    expect((await rawJoin(t.url, t.publishableKey, t.secretKey)).status).toBe('ok');
  });
});

describe.each([
  ['the publishable key (sb_publishable_)', () => t.publishableKey],
  ['the legacy anon key (JWT)', () => t.anonKey],
])('the same supabase-js code works with %s', (_name, key) => {
  test('sign-in, a REST read, a realtime subscription that receives a change, a storage upload and download', async () => {
    const c = clientFor(t.url, key());
    clients.push(c);
    const { data, error } = await c.auth.signInWithPassword({ email: ATHLETE.email, password: SEED.password });
    expect(error).toBeNull();
    expect(data.session!.user.id).toBe(ATHLETE.id);

    const profile = await c.from('profiles').select('user_id').eq('user_id', ATHLETE.id).single();
    expect(profile).toMatchObject({ error: null, data: { user_id: ATHLETE.id } });

    const seen: Record<string, unknown>[] = [];
    let status = '';
    c.channel(`keys-${key().slice(0, 12)}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${ATHLETE.id}` }, (p) => seen.push(p.new))
      .subscribe((s) => (status = s));
    await waitFor(() => status === 'SUBSCRIBED', 20_000, 'SUBSCRIBED');
    const title = `keys ${key().slice(0, 14)}`;
    await t.db.query(`insert into public.notifications (user_id, title) values ($1, $2)`, [ATHLETE.id, title]);
    await waitFor(() => seen.some((n) => n.title === title), 20_000, 'the change');

    const name = `${ATHLETE.id}/keys-${Date.now()}.png`;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(title)]);
    const up = await c.storage.from('avatars').upload(name, png, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const down = await c.storage.from('avatars').download(name);
    expect(down.error).toBeNull();
    expect(Buffer.from(await down.data!.arrayBuffer()).equals(png)).toBe(true);
    await c.auth.signOut();
  });
});

describe('rotation of the key list', () => {
  test('standby, rotate to it, revoke the old key: the JWKS and the signing kid follow', () => {
    const start = [current];
    const s = rotation.standby(start);
    expect(s.keys.map((k) => [k.kid, k.key_ops])).toEqual([[current.kid, ['sign', 'verify']], [s.kid, ['verify']]]);
    const r = rotation.rotate(s.keys, s.kid);
    expect(r.kid).toBe(s.kid);
    expect(r.keys.map((k) => [k.kid, k.key_ops])).toEqual([[s.kid, ['sign', 'verify']], [current.kid, ['verify']]]);
    expect(() => rotation.revoke(r.keys, s.kid)).toThrow(/signing key/);
    expect(rotation.revoke(r.keys, current.kid).map((k) => k.kid)).toEqual([s.kid]);
    // rotate without a standby key makes a new one
    const fresh = rotation.rotate([current]);
    expect(fresh.kid).not.toBe(current.kid);
    expect(fresh.keys.filter(isSigning).map((k) => k.kid)).toEqual([fresh.kid]);
    expect(() => rotation.rotate([current], 'nope')).toThrow(/no key/);
  });

  test('the CLI rotates the state dir\'s keys; a server started on them takes the old key\'s tokens until the CLI revokes it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-keys-cli-'));
    try {
      const env = { ...process.env, PITCHSIDE_STATE_DIR: dir };
      const before = signingKeys(env);
      const run = (...args: string[]) => execFileSync(process.execPath, [path.join(repoRoot, 'infra/local/bin/run.cjs'), path.join(repoRoot, 'infra/local/src/cli/signing-keys.ts'), ...args], { env, encoding: 'utf8' });
      run('rotate');
      const after = signingKeys(env);
      expect(after).toHaveLength(2);
      expect(after.find(isSigning)!.kid).not.toBe(before[0]!.kid);
      expect(after.find((k) => k.kid === before[0]!.kid)!.key_ops).toEqual(['verify']);
      const s = await serverWith(after);
      expect((await rest(s.url, t.publishableKey, await userToken(before[0]!))).status).toBe(200);
      run('revoke', before[0]!.kid);
      const revoked = await serverWith(signingKeys(env));
      expect((await rest(revoked.url, t.publishableKey, await userToken(before[0]!))).status).toBe(401);
      expect(() => run('revoke', signingKeys(env)[0]!.kid)).toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
