/** @jest-environment node */
/** Each bad-input class answers the right 4xx status with PostgREST's / GoTrue's error shape. */
import { SignJWT } from 'jose';
import { DEFAULT_JWT_SECRET } from './config';
import http from 'node:http';
import type { ServerExtension } from './extension';
import { startTestServer, type TestServer } from './testing';

jest.setTimeout(120_000);

/** REST_TEST_DB=postgres runs this suite on a throw-away PostgreSQL server instead of PGlite. */
const TEST_DB = process.env.REST_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let t: TestServer;
let userToken: string;
const ATHLETE = '10000000-0000-4000-8000-000000000001';

async function call(path: string, init: RequestInit & { token?: string | null } = {}) {
  const headers = new Headers(init.headers);
  const token = init.token === undefined ? t.anonKey : init.token;
  if (token !== null) {
    headers.set('apikey', t.anonKey);
    headers.set('authorization', `Bearer ${token}`);
  }
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const r = await fetch(t.url + path, { ...init, headers });
  const text = await r.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { raw: text };
  }
  return { status: r.status, body, headers: r.headers };
}

/** PostgREST's error: exactly code, message, details, hint. */
function expectPgrstShape(body: Record<string, unknown>) {
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
}

const echoExtension: ServerExtension = {
  prefix: '/test-ext/v1',
  async handle(req, res, ctx) {
    if (req.url?.includes('boom')) throw new Error('boom');
    const caller = await ctx.authenticate(req.headers.authorization?.replace(/^Bearer /i, ''));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ role: caller.role, url: ctx.config.url }));
  },
  upgrade(_req, socket) {
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: test\r\nConnection: Upgrade\r\n\r\n');
  },
};

beforeAll(async () => {
  t = await startTestServer({ kind: TEST_DB, extensions: [echoExtension] });
  const r = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'athlete@pitchside.dev', password: 'Pitchside123!' }) });
  userToken = r.body.access_token as string;
});
afterAll(async () => {
  await t?.cleanup();
});

describe('/rest/v1 errors', () => {
  test('unknown table -> 404 PGRST205', async () => {
    const r = await call('/rest/v1/nope');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 'PGRST205', message: "Could not find the table 'public.nope' in the schema cache", details: null, hint: null });
  });
  test('unknown column: read -> 400 42703, write -> 400 PGRST204', async () => {
    const read = await call('/rest/v1/deals?select=id,nope');
    expect(read.status).toBe(400);
    expect(read.body).toMatchObject({ code: '42703', message: 'column deals.nope does not exist' });
    const filter = await call('/rest/v1/deals?nope=eq.1');
    expect(filter.status).toBe(400);
    expect(filter.body.code).toBe('42703');
    const write = await call(`/rest/v1/profiles?user_id=eq.${ATHLETE}`, { method: 'PATCH', token: userToken, body: JSON.stringify({ x: 1 }) });
    expect(write.status).toBe(400);
    expect(write.body).toMatchObject({ code: 'PGRST204', message: "Could not find the 'x' column of 'profiles' in the schema cache" });
  });
  test.each([
    ['malformed select', '/rest/v1/deals?select=id,brand:brands(name'],
    ['malformed select 2', '/rest/v1/deals?select=,,,'],
    ['unknown operator', '/rest/v1/deals?id=foo.1'],
    ['bad is value', '/rest/v1/deals?category=is.maybe'],
    ['bad in list', '/rest/v1/deals?id=in.1,2'],
    ['bad logic tree', '/rest/v1/deals?or=(id.eq.1'],
    ['bad order', '/rest/v1/deals?order=id.sideways'],
    ['bad limit', '/rest/v1/deals?limit=-1'],
    ['unbalanced quotes', '/rest/v1/deals?title=in.("a,b)'],
  ])('%s -> 400 PGRST100', async (_name, path) => {
    const r = await call(path);
    expect(r.status).toBe(400);
    expectPgrstShape(r.body);
    expect(r.body.code).toBe('PGRST100');
  });
  test('unknown relationship -> 400 PGRST200; filter on a non-embedded path -> PGRST108', async () => {
    const r = await call('/rest/v1/deals?select=id,nope(id)');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'deals' and 'nope' in the schema cache" });
    const p = await call('/rest/v1/deals?select=id&brand.verified=eq.true');
    expect(p.status).toBe(400);
    expect(p.body.code).toBe('PGRST108');
  });
  test('wrong types -> 400 22P02', async () => {
    const r = await call('/rest/v1/deals?id=eq.not-a-uuid');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: '22P02', message: expect.stringContaining('invalid input syntax for type uuid') });
    const n = await call('/rest/v1/deals?compensation_amount=gt.lots');
    expect(n.status).toBe(400);
    expect(n.body.code).toBe('22P02');
  });
  test('bad JSON and non-object bodies -> 400 PGRST102', async () => {
    const r = await call('/rest/v1/bookmarks', { method: 'POST', token: userToken, body: '{"user_id":' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const s = await call('/rest/v1/bookmarks', { method: 'POST', token: userToken, body: '"str"' });
    expect(s.status).toBe(400);
    expect(s.body.code).toBe('PGRST102');
  });
  test('a jsonb value nested 100,000 levels deep -> 400 PGRST102 (the bounded parse of auth and broadcast), never a 500', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const r = await call(`/rest/v1/profiles?user_id=eq.${ATHLETE}`, { method: 'PATCH', token: userToken, body: `{"extra_data":${deep}}` });
    expect(r.status).toBe(400);
    expectPgrstShape(r.body);
    expect(r.body).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json', details: 'The body is nested more than 64 levels deep' });
    const rpc = await call('/rest/v1/rpc/record_profile_view', { method: 'POST', token: userToken, body: `{"p_profile_id":${deep}}` });
    expect(rpc.status).toBe(400);
    expect(rpc.body.code).toBe('PGRST102');
    // 64 levels still pass the reader (the column takes what the database takes)
    const ok = await call(`/rest/v1/profiles?user_id=eq.${ATHLETE}`, { method: 'PATCH', token: userToken, body: `{"extra_data":{"n":${'['.repeat(60) + ']'.repeat(60)}}}` });
    expect(ok.status).toBe(204);
  });
  test('oversized body -> 413', async () => {
    const big = JSON.stringify({ content_id: 'x'.repeat(1_100_000) });
    const r = await call('/rest/v1/bookmarks', { method: 'POST', token: userToken, body: big });
    expect(r.status).toBe(413);
    const a = await call('/auth/v1/signup', { method: 'POST', body: big });
    expect(a.status).toBe(413);
  });
  test('RLS: 42501 -> 401 for anon, 403 for a user; 23505 -> 409; 23502 -> 400', async () => {
    const anon = await call('/rest/v1/bookmarks', { method: 'POST', body: JSON.stringify({ user_id: ATHLETE, content_id: 'x', content_type: 'deal' }) });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe('42501');
    const user = await call('/rest/v1/bookmarks', { method: 'POST', token: userToken, body: JSON.stringify({ user_id: '10000000-0000-4000-8000-000000000002', content_id: 'x', content_type: 'deal' }) });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
    const dup = await call('/rest/v1/profiles', { method: 'POST', token: userToken, body: JSON.stringify({ user_id: ATHLETE, email: 'a@b.co' }) });
    expect(dup.status).toBe(409);
    expectPgrstShape(dup.body);
    expect(dup.body.code).toBe('23505'); // details hidden: RLS is on (Postgres hides key values then)
    const nul = await call('/rest/v1/bookmarks', { method: 'POST', token: userToken, body: JSON.stringify({ user_id: ATHLETE, content_id: null, content_type: 'deal' }) });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('23502');
  });
  test('singular object: 406 PGRST116', async () => {
    const r = await call('/rest/v1/deals?select=id', { headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect(r.status).toBe(406);
    expect(r.body).toMatchObject({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: expect.stringMatching(/^The result contains \d+ rows$/) });
  });
  test('unknown function -> 404 PGRST202; unknown schema -> 406 PGRST106; unknown path -> 404', async () => {
    const r = await call('/rest/v1/rpc/nope', { method: 'POST', body: '{}' });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('PGRST202');
    const s = await call('/rest/v1/deals', { headers: { 'accept-profile': 'secret' } });
    expect(s.status).toBe(406);
    expect(s.body.code).toBe('PGRST106');
    expect((await call('/rest/v1/deals/extra/path')).status).toBe(404);
    expect((await call('/nowhere')).status).toBe(404);
  });
  test('tokens: missing -> 401, forged -> 401 PGRST301, expired -> 401 PGRST303, wrong role -> 401', async () => {
    const none = await call('/rest/v1/deals', { token: null });
    expect(none.status).toBe(401);
    const forged = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const f = await call('/rest/v1/deals', { token: forged });
    expect(f.status).toBe(401);
    expect(f.body).toMatchObject({ code: 'PGRST301' });
    const expired = await new SignJWT({ role: 'authenticated', sub: ATHLETE }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
    const e = await call('/rest/v1/deals', { token: expired });
    expect(e.status).toBe(401);
    expect(e.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const garbage = await call('/rest/v1/deals', { token: 'garbage' });
    expect(garbage.status).toBe(401);
    const role = await new SignJWT({ role: 'postgres' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
    expect((await call('/rest/v1/deals', { token: role })).status).toBe(401);
    const au = await call('/auth/v1/user', { token: forged, headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(au.status).toBe(403);
    expect(au.body).toMatchObject({ code: 'bad_jwt', message: expect.any(String) });
  });
  test('CORS: preflight and exposed headers', async () => {
    const pre = await fetch(`${t.url}/rest/v1/deals`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey, authorization, x-client-info, prefer, accept-profile, range' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(pre.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(pre.headers.get('access-control-allow-methods')).toContain('PATCH');
    const get = await fetch(`${t.url}/rest/v1/deals?select=id&limit=1`, { headers: { apikey: t.anonKey, origin: 'http://localhost:3001' } });
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(get.headers.get('content-range')).toBe('0-0/*');
    const bad = await fetch(`${t.url}/rest/v1/nope`, { headers: { apikey: t.anonKey, origin: 'http://x.test' } });
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/rest/v1 work limits (one request cannot stall the server)', () => {
  beforeAll(async () => {
    await t.db.exec(`
      create table public.rest_big_a (id int primary key);
      create table public.rest_big_b (id int primary key, a_id int references public.rest_big_a(id));
      insert into public.rest_big_a select g from generate_series(1, 20000) g;
      insert into public.rest_big_b select g, g from generate_series(1, 20000) g;
      grant select on public.rest_big_a, public.rest_big_b to anon;`);
    await t.server.rest.reloadSchema();
  });

  test('embeds nested deeper than 3 levels -> 400 before anything runs', async () => {
    const r = await call('/rest/v1/deals?select=id,brands(id,deals(id,brands(id,deals(id))))');
    expect(r.status).toBe(400);
    expectPgrstShape(r.body);
    expect(r.body).toMatchObject({ code: 'PGRST100', details: 'The local server allows at most 3 levels of embedding' });
    const ok = await call('/rest/v1/deals?select=id,brands(id,deals(id,brands(id)))&limit=1');
    expect(ok.status).toBe(200);
  });

  test('a bulk insert over 1000 rows -> 413; a large one within the limit is one statement', async () => {
    const huge = await call('/rest/v1/bookmarks', { method: 'POST', token: userToken, body: JSON.stringify(Array.from({ length: 1001 }, () => ({}))) });
    expect(huge.status).toBe(413);
    expectPgrstShape(huge.body);
    expect(huge.body).toMatchObject({ code: 'PGRST413', details: 'The body has 1001 rows' });
    const rows = Array.from({ length: 1000 }, (_, i) => ({ user_id: ATHLETE, content_id: `bulk-${i}`, content_type: 'deal' }));
    const started = performance.now();
    const ok = await call('/rest/v1/bookmarks', { method: 'POST', token: userToken, headers: { prefer: 'return=minimal,count=exact' }, body: JSON.stringify(rows) });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('content-range')).toBe('*/1000');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  test('a read the planner says is over the work budget -> 504 57014 without running it; the server keeps answering', async () => {
    const started = performance.now();
    const r = await call('/rest/v1/rest_big_a?select=id,rest_big_b(id)');
    expect(r.status).toBe(504);
    expectPgrstShape(r.body);
    expect(r.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(String(r.body.details)).toContain('the statement was not run');
    expect(performance.now() - started).toBeLessThan(2000);
    const bounded = await call('/rest/v1/rest_big_a?select=id,rest_big_b(id)&id=in.(1,2,3)');
    expect(bounded.status).toBe(200);
    expect(bounded.body).toEqual([{ id: 1, rest_big_b: [{ id: 1 }] }, { id: 2, rest_big_b: [{ id: 2 }] }, { id: 3, rest_big_b: [{ id: 3 }] }]);
  });

  test('GET /rpc on a volatile function -> 405 in PostgREST shape; POST runs it', async () => {
    const r = await call('/rest/v1/rpc/join_event?event_id_param=00000000-0000-0000-0000-000000000000', { token: userToken });
    expect(r.status).toBe(405);
    expectPgrstShape(r.body);
    expect(r.body.code).toBe('25006');
    const post = await call('/rest/v1/rpc/join_event', { method: 'POST', token: userToken, body: JSON.stringify({ event_id_param: '00000000-0000-0000-0000-000000000000' }) });
    expect(post.status).not.toBe(405);
  });
});

describe('/auth/v1 errors', () => {
  test('GoTrue shapes: legacy {code:number,error_code,msg} and 2024-01-01 {code:string,message}', async () => {
    const legacy = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'athlete@pitchside.dev', password: 'nope' }) });
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    const v = await call('/auth/v1/token?grant_type=password', { method: 'POST', headers: { 'x-supabase-api-version': '2024-01-01' }, body: JSON.stringify({ email: 'athlete@pitchside.dev', password: 'nope' }) });
    expect(v.body).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(v.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
  test.each([
    ['bad json', '/auth/v1/signup', '{"email":', 400, 'bad_json'],
    ['invalid email', '/auth/v1/signup', JSON.stringify({ email: 'x', password: 'Password1!' }), 400, 'validation_failed'],
    ['weak password', '/auth/v1/signup', JSON.stringify({ email: 'x@example.com', password: '1' }), 422, 'weak_password'],
    ['unknown grant', '/auth/v1/token?grant_type=magic', '{}', 400, 'validation_failed'],
    ['bad pkce', '/auth/v1/token?grant_type=pkce', JSON.stringify({ auth_code: 'x', code_verifier: 'y' }), 404, 'flow_state_not_found'],
    ['refresh not found', '/auth/v1/token?grant_type=refresh_token', JSON.stringify({ refresh_token: 'x' }), 400, 'refresh_token_not_found'],
    ['unknown endpoint', '/auth/v1/nope', '{}', 404, 'not_found'],
  ])('%s', async (_n, path, body, status, code) => {
    const r = await call(path, { method: 'POST', body });
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ error_code: code, msg: expect.any(String) });
  });
  test('user endpoints need a user token; unknown provider is refused', async () => {
    expect((await call('/auth/v1/user')).status).toBe(403);
    expect((await call('/auth/v1/user', { token: null })).status).toBe(401);
    const p = await call('/auth/v1/authorize?provider=myspace');
    expect(p.status).toBe(400);
    const v = await fetch(`${t.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent('http://localhost:3000/')}`, { redirect: 'manual' });
    expect(v.status).toBe(303);
    expect(v.headers.get('location')).toContain('error_code=otp_expired');
    const evil = await fetch(`${t.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent('https://evil.example/')}`, { redirect: 'manual' });
    expect(evil.headers.get('location')!.startsWith('http://localhost:3000')).toBe(true);
  });
});

describe('server', () => {
  test('extensions get their prefix, ctx.authenticate, upgrades; their exceptions become clean 500 JSON', async () => {
    const r = await call('/test-ext/v1/anything', { token: userToken });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ role: 'authenticated', url: t.url });
    const boom = await call('/test-ext/v1/boom');
    expect(boom.status).toBe(500);
    expect(boom.body).toMatchObject({ message: 'boom' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${t.url}/test-ext/v1/socket`, { headers: { connection: 'Upgrade', upgrade: 'test' } });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(101);
    // still alive
    expect((await call('/rest/v1/deals?select=id&limit=1')).status).toBe(200);
  });
  test('schema cache reloads on NOTIFY pgrst', async () => {
    await t.db.exec(`create table public.fresh_table (id int primary key, note text); grant all on public.fresh_table to anon, authenticated, service_role;
      insert into public.fresh_table values (1, 'hi');`);
    expect((await call('/rest/v1/fresh_table')).status).toBe(404);
    await t.db.exec(`notify pgrst, 'reload schema'`);
    let r = await call('/rest/v1/fresh_table');
    for (let i = 0; i < 50 && r.status !== 200; i++) {
      await new Promise((res) => setTimeout(res, 50));
      r = await call('/rest/v1/fresh_table');
    }
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 1, note: 'hi' }]);
  });
  test('mailbox JSON and HTML', async () => {
    await call('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: 'athlete@pitchside.dev' }) });
    const j = await call('/mailbox.json?to=athlete@pitchside.dev', { token: null });
    const messages = j.body.messages as { to: string; subject: string; links: string[]; kind: string; created_at: string; text: string; html: string; id: number }[];
    expect(messages[0]).toMatchObject({ to: 'athlete@pitchside.dev', subject: 'Reset your password', kind: 'recovery', links: [expect.stringMatching(/\?token_hash=[^&]+&type=recovery$/)] });
    const html = await (await fetch(`${t.url}/mailbox`)).text();
    expect(html).toContain('Reset your password');
    expect((await call('/auth/v1/mailbox.json', { token: null })).status).toBe(200);
  });
});
