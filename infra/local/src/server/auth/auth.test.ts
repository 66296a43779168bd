/** @jest-environment node */
/**
 * The local GoTrue through supabase-js and raw HTTP: the security fences (issue 19 items 2, 3, 4, 6, 7, 14, 16,
 * redirect_to) and the GoTrue features beyond what the app uses today (email OTP / magic link, admin API,
 * email change confirmed on the new address).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { clientFor, startTestServer, type TestServer } from '../testing';
import { buildConfig, DEFAULT_JWT_SECRET } from '../config';
import { createServer } from '../create-server';
import { jwtSecret } from '../../locations';

jest.setTimeout(120_000);

const PASSWORD = 'Pitchside123!';
const CALLBACK = 'http://localhost:3000/auth/callback';
let t: TestServer;

interface Mail {
  subject: string;
  text: string;
  links: string[];
  kind: string;
  to: string;
}

async function mails(to: string, url = t.url): Promise<Mail[]> {
  const r = await fetch(`${url}/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await r.json()) as { messages: Mail[] }).messages;
}

/** Opens the provider page for a PKCE sign-in and returns the page's consent id and the client. */
async function providerPage() {
  const c = t.client({ flowType: 'pkce' });
  const { data } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
  const html = await (await fetch(data.url!)).text();
  return { c, html, consent: /name="consent" value="([^"]+)"/.exec(html)![1]! };
}

function answer(form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/auth/v1/authorize`, { method: 'POST', body: new URLSearchParams(form), headers, redirect: 'manual' });
}

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.cleanup();
});

describe('the local external provider is a consent page', () => {
  test('the page shows who asks and an Allow and a Cancel button, and cannot be framed', async () => {
    const c = t.client({ flowType: 'pkce' });
    const { data } = await c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
    const page = await fetch(data.url!);
    const html = await page.text();
    expect(html).toContain('<strong>http://localhost:3000</strong> wants to sign you in');
    expect(html).toMatch(/<button type="submit">Allow and continue as this Google user<\/button>/);
    expect(html).toMatch(/value="deny"[^>]*>Cancel</);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  test('an answer without the page (a bare POST with an email, no consent id) signs nobody in', async () => {
    const r = await answer({ provider: 'google', email: 'athlete@pitchside.dev', redirect_to: CALLBACK });
    expect(r.status).toBe(400);
    expect(await r.text()).toContain('This sign-in page has expired or was already used');
  });

  test('a consent id is good once', async () => {
    const { consent } = await providerPage();
    expect((await answer({ consent, email: 'once.only@example.com' })).status).toBe(303);
    expect((await answer({ consent, email: 'once.only@example.com' })).status).toBe(400);
  });

  test('a post from another site is refused', async () => {
    const { consent } = await providerPage();
    const r = await answer({ consent, email: 'cross.site@example.com' }, { origin: 'http://evil.test' });
    expect(r.status).toBe(403);
  });

  test('never signs in to an account with a password, whatever PKCE verifier the caller holds', async () => {
    const { c, consent } = await providerPage();
    const r = await answer({ consent, email: 'athlete@pitchside.dev' });
    expect(r.status).toBe(303);
    const loc = new URL(r.headers.get('location')!);
    expect(loc.searchParams.get('code')).toBeNull();
    expect(loc.searchParams.get('error_code')).toBe('email_exists');
    expect(loc.searchParams.get('error_description')).toBe('An account with this email already exists. Sign in with its password.');
    expect((await c.auth.getSession()).data.session).toBeNull();
  });

  test('Cancel sends the user back with access_denied', async () => {
    const { consent } = await providerPage();
    const r = await answer({ consent, decision: 'deny', email: 'whoever@example.com' });
    const loc = new URL(r.headers.get('location')!);
    expect(loc.origin + loc.pathname).toBe(CALLBACK);
    expect(loc.searchParams.get('error')).toBe('access_denied');
  });

  test('Allow signs the provider account in (PKCE) and signs it in again later', async () => {
    for (let i = 0; i < 2; i++) {
      const { c, consent } = await providerPage();
      const r = await answer({ consent, email: 'gina.provider@example.com', full_name: 'Gina Provider' });
      const code = new URL(r.headers.get('location')!).searchParams.get('code')!;
      const ex = await c.auth.exchangeCodeForSession(code);
      expect(ex.error).toBeNull();
      expect(ex.data.user?.email).toBe('gina.provider@example.com');
      expect(ex.data.user?.user_metadata.full_name).toBe('Gina Provider');
    }
  });
});

describe('linkIdentity: the signed-in owner links a provider account to their own user', () => {
  async function linkPage(email: string) {
    const c = t.client({ flowType: 'pkce' });
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    const { data, error } = await c.auth.linkIdentity({ provider: 'github', options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const html = await (await fetch(data.url!)).text();
    return { c, consent: /name="consent" value="([^"]+)"/.exec(html)![1]! };
  }

  test('the identity joins the owner, who signs in with it; nobody else can take it', async () => {
    const { c, consent } = await linkPage('athlete@pitchside.dev');
    const r = await answer({ consent, email: 'jordan.codes@example.com' });
    const code = new URL(r.headers.get('location')!).searchParams.get('code')!;
    const ex = await c.auth.exchangeCodeForSession(code);
    expect(ex.error).toBeNull();
    expect(ex.data.user?.id).toBe('10000000-0000-4000-8000-000000000001');
    expect(ex.data.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'github']);
    const other = await linkPage('creator@pitchside.dev');
    const taken = await answer({ consent: other.consent, email: 'jordan.codes@example.com' });
    expect(new URL(taken.headers.get('location')!).searchParams.get('error_code')).toBe('identity_already_exists');
  });

  test('the link grant needs a signed-in user and is good once', async () => {
    const anon = await fetch(`${t.url}/auth/v1/user/identities/authorize?provider=github&skip_http_redirect=true`, { headers: { apikey: t.anonKey } });
    expect(anon.status).toBe(403);
    const c = t.client();
    const { data } = await c.auth.signInWithPassword({ email: 'brand@pitchside.dev', password: PASSWORD });
    const r = await fetch(`${t.url}/auth/v1/user/identities/authorize?provider=github&skip_http_redirect=true`, { headers: { apikey: t.anonKey, authorization: `Bearer ${data.session!.access_token}` } });
    const { url } = (await r.json()) as { url: string };
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(400);
  });
});

describe('HTTP fences', () => {
  test('CORS answers only the configured site origins', async () => {
    const ok = await fetch(`${t.url}/rest/v1/deals?select=id&limit=1`, { headers: { apikey: t.anonKey, origin: 'http://localhost:3000' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const evil = await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey, origin: 'http://evil.test' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await fetch(`${t.url}/auth/v1/token`, { method: 'OPTIONS', headers: { origin: 'http://localhost:4999', 'access-control-request-method': 'POST' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the mailbox is refused to pages of other sites and carries no CORS header', async () => {
    const cross = await fetch(`${t.url}/mailbox.json`, { headers: { origin: 'http://evil.test' } });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('access-control-allow-origin')).toBeNull();
    const site = await fetch(`${t.url}/mailbox.json`, { headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' } });
    expect(site.status).toBe(403);
    const navigation = await fetch(`${t.url}/mailbox`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(navigation.status).toBe(403);
    const direct = await fetch(`${t.url}/mailbox.json`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a body over the limit is 413 and a deeply nested one 400, each with a message', async () => {
    const big = await fetch(`${t.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: t.anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(big.status).toBe(413);
    expect((await big.json()).msg).toMatch(/Request body too large \(limit \d+ bytes\)/);
    const deep = await fetch(`${t.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: t.anonKey, 'content-type': 'application/json' }, body: '{"a":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}' });
    expect(deep.status).toBe(400);
    expect((await deep.json()).msg).toBe('Request body is nested too deeply (more than 64 levels)');
  });

  test('X-Forwarded-For from an untrusted peer does not dodge the sign-in limit', async () => {
    const s = await t.withAuth({ signInRateLimit: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: s.config.anonKey, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: 'brand@pitchside.dev', password: 'wrong' }),
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  test('behind a configured proxy, X-Forwarded-For names the client', async () => {
    const config = await buildConfig({ port: 0, trustedProxies: ['127.0.0.1'], auth: { bcryptCost: 4, signInRateLimit: 2 } });
    const proxied = await createServer({ db: t.db, config });
    try {
      const attempt = (ip: string) =>
        fetch(`${proxied.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: proxied.config.anonKey, 'content-type': 'application/json', 'x-forwarded-for': `${ip}, 10.0.0.1` },
          body: JSON.stringify({ email: 'agency@pitchside.dev', password: 'wrong' }),
        }).then((r) => r.status);
      expect([await attempt('198.51.100.1'), await attempt('198.51.100.1'), await attempt('198.51.100.1')]).toEqual([400, 400, 429]);
      expect(await attempt('198.51.100.2')).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  test('sign-up and recovery are limited per address and per client', async () => {
    const perAddress = await t.withAuth({ emailRateLimit: 2 });
    const c = clientFor(perAddress.url, perAddress.config.anonKey);
    expect((await c.auth.resetPasswordForEmail('creator@pitchside.dev')).error).toBeNull();
    expect((await c.auth.resetPasswordForEmail('creator@pitchside.dev')).error).toBeNull();
    const third = await c.auth.resetPasswordForEmail('creator@pitchside.dev');
    expect(third.error?.status).toBe(429);
    expect(third.error?.code).toBe('over_email_send_rate_limit');
    const perClient = await t.withAuth({ clientRateLimit: 2 });
    const d = clientFor(perClient.url, perClient.config.anonKey);
    expect((await d.auth.signUp({ email: 'limit.one@example.com', password: PASSWORD })).error).toBeNull();
    expect((await d.auth.signUp({ email: 'limit.two@example.com', password: PASSWORD })).error).toBeNull();
    expect((await d.auth.signUp({ email: 'limit.three@example.com', password: PASSWORD })).error?.status).toBe(429);
  });

  test('redirect_to must be on a site origin: another localhost port falls back to the site URL', async () => {
    await t.client().auth.resetPasswordForEmail('agency@pitchside.dev', { redirectTo: 'http://localhost:9999/steal' });
    const [mail] = await mails('agency@pitchside.dev');
    expect(new URL(mail!.links[0]!).origin).toBe('http://localhost:3000');
  });

  test('a reset link works in any browser (token_hash, no PKCE verifier), and so does the 6-digit code', async () => {
    await t.client().auth.resetPasswordForEmail('creator@pitchside.dev', { redirectTo: 'http://localhost:3000/reset-password' });
    const [mail] = await mails('creator@pitchside.dev');
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(link.searchParams.get('type')).toBe('recovery');
    // another browser: a client that never asked for the reset, so holds no code verifier
    const elsewhere = t.client();
    const viaLink = await elsewhere.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' });
    expect(viaLink.error).toBeNull();
    expect(viaLink.data.user?.email).toBe('creator@pitchside.dev');
    // the link is used up
    expect((await t.client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' })).error?.code).toBe('otp_expired');

    await t.client().auth.resetPasswordForEmail('sam.okafor@pitchside.dev', { redirectTo: 'http://localhost:3000/reset-password' });
    const [again] = await mails('sam.okafor@pitchside.dev');
    const code = /code: (\d{6})/.exec(again!.text)![1]!;
    const viaCode = await t.client().auth.verifyOtp({ email: 'sam.okafor@pitchside.dev', token: code, type: 'recovery' });
    expect(viaCode.error).toBeNull();
    expect(viaCode.data.session?.access_token).toEqual(expect.any(String));
  });
});

describe('JWT secret and expiry', () => {
  test('a token without exp is refused', async () => {
    const forever = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
    const r = await fetch(`${t.url}/rest/v1/deals?select=id`, { headers: { apikey: forever, authorization: `Bearer ${forever}` } });
    expect(r.status).toBe(401);
    expect(await r.json()).toMatchObject({ code: 'PGRST301', message: 'JWT has no expiry (exp claim)' });
  });

  test('each state directory gets its own random secret, kept across starts; JWT_SECRET overrides', () => {
    const one = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-secret-'));
    const two = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-secret-'));
    try {
      const a = jwtSecret({ PITCHSIDE_STATE_DIR: one });
      expect(a.length).toBeGreaterThanOrEqual(32);
      expect(a).not.toBe(DEFAULT_JWT_SECRET);
      expect(jwtSecret({ PITCHSIDE_STATE_DIR: one })).toBe(a);
      expect(jwtSecret({ PITCHSIDE_STATE_DIR: two })).not.toBe(a);
      expect(jwtSecret({ PITCHSIDE_STATE_DIR: one, JWT_SECRET: 'from-the-environment-at-least-32-chars' })).toBe('from-the-environment-at-least-32-chars');
      expect(fs.statSync(path.join(one, 'jwt-secret')).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(one, { recursive: true, force: true });
      fs.rmSync(two, { recursive: true, force: true });
    }
  });
});

describe('updateUser: email change is confirmed on the new address', () => {
  test('the email stays until the link mailed to the new address is followed', async () => {
    const c = t.client();
    await c.auth.signUp({ email: 'moving.out@example.com', password: PASSWORD });
    const { data, error } = await c.auth.updateUser({ email: 'moved.in@example.com' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('moving.out@example.com');
    expect(data.user?.new_email).toBe('moved.in@example.com');
    expect((await t.client().auth.signInWithPassword({ email: 'moved.in@example.com', password: PASSWORD })).error?.code).toBe('invalid_credentials');
    const [mail] = await mails('moved.in@example.com');
    expect(mail?.kind).toBe('email_change');
    const follow = await fetch(mail!.links[0]!, { redirect: 'manual' });
    expect(follow.status).toBe(303);
    const moved = await t.client().auth.signInWithPassword({ email: 'moved.in@example.com', password: PASSWORD });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe('moved.in@example.com');
    expect((await t.client().auth.signInWithPassword({ email: 'moving.out@example.com', password: PASSWORD })).error).not.toBeNull();
  });

  test('the address of another account is refused', async () => {
    const c = t.client();
    await c.auth.signUp({ email: 'wants.theirs@example.com', password: PASSWORD });
    const r = await c.auth.updateUser({ email: 'athlete@pitchside.dev' });
    expect(r.error?.code).toBe('email_exists');
  });
});

describe('email OTP and magic link', () => {
  test('signInWithOtp mails a code that verifyOtp turns into a session, once', async () => {
    const c = t.client();
    expect((await c.auth.signInWithOtp({ email: 'creator@pitchside.dev', options: { shouldCreateUser: false } })).error).toBeNull();
    const [mail] = await mails('creator@pitchside.dev');
    expect(mail?.kind).toBe('magiclink');
    const code = /Or enter this code: (\d{6})/.exec(mail!.text)![1]!;
    const wrong = await c.auth.verifyOtp({ email: 'creator@pitchside.dev', token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    const ok = await c.auth.verifyOtp({ email: 'creator@pitchside.dev', token: code, type: 'email' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe('creator@pitchside.dev');
    expect((await c.auth.verifyOtp({ email: 'creator@pitchside.dev', token: code, type: 'email' })).error).not.toBeNull();
  });

  test('the magic link (PKCE) leads back with a code for exchangeCodeForSession', async () => {
    const c = t.client({ flowType: 'pkce' });
    await c.auth.signInWithOtp({ email: 'brand@pitchside.dev', options: { emailRedirectTo: CALLBACK } });
    const [mail] = await mails('brand@pitchside.dev');
    const r = await fetch(mail!.links[0]!, { redirect: 'manual' });
    const code = new URL(r.headers.get('location')!).searchParams.get('code')!;
    const ex = await c.auth.exchangeCodeForSession(code);
    expect(ex.error).toBeNull();
    expect(ex.data.user?.email).toBe('brand@pitchside.dev');
  });

  test('an unknown address signs up, unless shouldCreateUser is false', async () => {
    const no = await t.client().auth.signInWithOtp({ email: 'nobody.yet@example.com', options: { shouldCreateUser: false } });
    expect(no.error?.code).toBe('otp_disabled');
    expect((await t.client().auth.signInWithOtp({ email: 'otp.newcomer@example.com', options: { data: { full_name: 'Otto Newcomer' } } })).error).toBeNull();
    const [mail] = await mails('otp.newcomer@example.com');
    const code = /Or enter this code: (\d{6})/.exec(mail!.text)![1]!;
    const ok = await t.client().auth.verifyOtp({ email: 'otp.newcomer@example.com', token: code, type: 'email' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.user_metadata.full_name).toBe('Otto Newcomer');
    expect(ok.data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe('admin API (service role)', () => {
  test('createUser, getUserById, listUsers, updateUserById, deleteUser', async () => {
    const admin = t.client({ key: t.serviceRoleKey }).auth.admin;
    const created = await admin.createUser({ email: 'made.by.admin@example.com', password: PASSWORD, email_confirm: true, user_metadata: { full_name: 'Ada Admin-Made' } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect((await t.client().auth.signInWithPassword({ email: 'made.by.admin@example.com', password: PASSWORD })).error).toBeNull();
    expect((await admin.getUserById(id)).data.user?.user_metadata.full_name).toBe('Ada Admin-Made');
    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect((page.data as { total?: number }).total).toBeGreaterThan(4);
    const updated = await admin.updateUserById(id, { email: 'renamed.by.admin@example.com', password: 'Another123!', user_metadata: { team: 'ops' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe('renamed.by.admin@example.com');
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Ada Admin-Made', team: 'ops' });
    expect((await t.client().auth.signInWithPassword({ email: 'renamed.by.admin@example.com', password: 'Another123!' })).error).toBeNull();
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
    expect((await admin.createUser({ email: 'athlete@pitchside.dev', password: PASSWORD })).error?.code).toBe('email_exists');
  });

  test('anon and signed-in users are refused', async () => {
    const anon = await t.client().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    const c = t.client();
    const { data } = await c.auth.signInWithPassword({ email: 'athlete@pitchside.dev', password: PASSWORD });
    const asUser = clientFor(t.url, data.session!.access_token);
    expect((await asUser.auth.admin.createUser({ email: 'sneaky@example.com', password: PASSWORD })).error?.status).toBe(403);
  });
});
