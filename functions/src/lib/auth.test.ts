/** @jest-environment node */
// Who is calling a function: Supabase access tokens verified against the project's JWKS (ES256, by kid), with the
// legacy HS256 secret only when configured; the key set cached, refetched for an unknown kid at most once per window.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { callerId, createJwksCache, verifyAccessToken } from './auth';
import { HttpError } from './errors';

const USER = '10000000-0000-4000-8000-000000000001';
const LEGACY = 'legacy-secret-legacy-secret-legacy-secret';

interface Key {
  kid: string;
  privateKey: KeyLike;
  jwk: Record<string, unknown>;
}

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] } };
}

function token(key: Key, claims: Record<string, unknown> = {}, kid: string | null = key.kid): Promise<string> {
  return new SignJWT({ role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...(kid ? { kid } : {}) })
    .setSubject(USER)
    .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : Math.floor(Date.now() / 1000) + 600)
    .sign(key.privateKey);
}

const legacyToken = () =>
  new SignJWT({ role: 'authenticated' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(USER).setExpirationTime('10m').sign(new TextEncoder().encode(LEGACY));

let server: http.Server;
let url: string;
let published: Key[] = [];
let served = 0;
let failing = false;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    served += 1;
    if (failing) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: published.map((k) => k.jwk) }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`;
});
afterAll(() => new Promise((r) => server.close(r)));

let a: Key;
let b: Key;
let outsider: Key;
beforeEach(async () => {
  [a, b, outsider] = await Promise.all([newKey('key-a'), newKey('key-b'), newKey('key-outsider')]);
  published = [a];
  served = 0;
  failing = false;
});

const headers = (t: string) => ({ authorization: `Bearer ${t}` });

test('an ES256 token whose kid is in the JWKS names the caller', async () => {
  await expect(callerId(headers(await token(a)), { auth: { jwksUrl: url } })).resolves.toBe(USER);
});

test('a token signed by a key not in the JWKS is refused: unknown kid, a known kid over another key, no kid', async () => {
  const auth = { jwksUrl: url, keys: createJwksCache(url) };
  for (const forged of [await token(outsider), await token(outsider, {}, a.kid), await token(outsider, {}, null)]) {
    await expect(callerId(headers(forged), { auth })).rejects.toBeInstanceOf(HttpError);
  }
  await expect(callerId(headers(await token(a)), { auth })).resolves.toBe(USER);
});

test('the key set is cached; an unknown kid refetches it at most once per window', async () => {
  let now = 1_000_000;
  const keys = createJwksCache(url, { ttlMs: 600_000, minRefetchMs: 30_000, now: () => now });
  const auth = { jwksUrl: url, keys };
  for (let i = 0; i < 3; i++) await verifyAccessToken(await token(a), auth);
  expect(keys.fetches()).toBe(1);
  // a flood of unknown kids right after a fetch: no fetch at all
  for (let i = 0; i < 5; i++) await expect(verifyAccessToken(await token(outsider), auth)).rejects.toThrow();
  expect(keys.fetches()).toBe(1);

  // a key added to the project (rotation): its first token refetches once the window has passed, then passes
  published = [b, a];
  now += 30_000;
  await expect(verifyAccessToken(await token(b), auth)).resolves.toMatchObject({ sub: USER });
  expect(keys.fetches()).toBe(2);
  for (let i = 0; i < 5; i++) await expect(verifyAccessToken(await token(outsider), auth)).rejects.toThrow();
  expect(keys.fetches()).toBe(2);
  expect(served).toBe(2);
});

test('a rotated-out key (removed from the JWKS) is refused once the cache is refreshed; the previous key verifies until then', async () => {
  let now = 1_000_000;
  const keys = createJwksCache(url, { ttlMs: 600_000, minRefetchMs: 30_000, now: () => now });
  const auth = { jwksUrl: url, keys };
  published = [b, a]; // b signs, a is the previous key
  await expect(verifyAccessToken(await token(a), auth)).resolves.toMatchObject({ sub: USER });
  published = [b]; // a revoked
  now += 600_000;
  await expect(verifyAccessToken(await token(a), auth)).rejects.toThrow();
  await expect(verifyAccessToken(await token(b), auth)).resolves.toMatchObject({ sub: USER });
});

test('a JWKS that cannot be fetched again keeps the keys it had', async () => {
  let now = 1_000_000;
  const keys = createJwksCache(url, { ttlMs: 600_000, minRefetchMs: 30_000, now: () => now });
  await verifyAccessToken(await token(a), { jwksUrl: url, keys });
  failing = true;
  now += 600_000;
  await expect(verifyAccessToken(await token(a), { jwksUrl: url, keys })).resolves.toMatchObject({ sub: USER });
  expect(keys.fetches()).toBe(2);
});

test('the legacy HS256 secret is accepted only when configured', async () => {
  const legacy = await legacyToken();
  await expect(callerId(headers(legacy), { auth: { jwksUrl: url } })).rejects.toBeInstanceOf(HttpError);
  await expect(callerId(headers(legacy), { auth: { jwksUrl: url, legacyJwtSecret: LEGACY } })).resolves.toBe(USER);
  // a forged HS256 token is not let through by the fallback
  const forged = await new SignJWT({ role: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).setSubject(USER).setExpirationTime('10m').sign(new TextEncoder().encode('x'.repeat(40)));
  await expect(callerId(headers(forged), { auth: { jwksUrl: url, legacyJwtSecret: LEGACY } })).rejects.toBeInstanceOf(HttpError);
});

test('expired tokens, tokens of other roles and a missing header are refused with 401', async () => {
  const auth = { jwksUrl: url };
  await expect(callerId(headers(await token(a, { exp: Math.floor(Date.now() / 1000) - 5 })), { auth })).rejects.toMatchObject({ status: 401 });
  await expect(callerId(headers(await token(a, { role: 'service_role' })), { auth })).rejects.toMatchObject({ status: 401 });
  await expect(callerId({}, { auth })).rejects.toMatchObject({ status: 401 });
  await expect(callerId(headers('sb_publishable_abcdefghijklmnopqrstuv_12345678'), { auth })).rejects.toMatchObject({ status: 401 });
});
