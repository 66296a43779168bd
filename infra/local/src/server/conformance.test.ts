/** @jest-environment node */
/**
 * Conformance: @supabase/supabase-js itself against the in-process server, for every auth, table and function
 * call the product makes, plus every PostgREST operator the product relies on.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { buildConfig } from './config';
import { createServer } from './create-server';
import { parseQuery } from './rest/parser';
import { planRead, tableOrThrow } from './rest/plan-read';
import { readStatement } from './rest/query';
import { DEMO_PASSWORD, signedIn, startTestServer, clientFor, type TestServer } from './testing';

jest.setTimeout(120_000);

/** REST_TEST_DB=postgres runs this suite on a throw-away PostgreSQL server instead of PGlite. */
const TEST_DB = (process.env.REST_TEST_DB ?? (globalThis as { REST_TEST_DB?: string }).REST_TEST_DB) === 'postgres' ? 'postgres' : 'pglite';

const ATHLETE = '10000000-0000-4000-8000-000000000001';
const CREATOR = '10000000-0000-4000-8000-000000000002';
const BRAND = '10000000-0000-4000-8000-000000000003';

let t: TestServer;
let athlete: SupabaseClient;

/**
 * A reset mail links to the site's reset page with the token hash (verified there with verifyOtp); GoTrue's own
 * verify endpoint, which a default e-mail template links to, answers the same token.
 */
const verifyLink = (siteLink: string, redirectTo: string) =>
  `${t.url}/auth/v1/verify?token=${new URL(siteLink).searchParams.get('token_hash')}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;

async function mailbox(to: string): Promise<{ subject: string; links: string[]; kind: string }[]> {
  const r = await fetch(`${t.url}/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await r.json()) as { messages: { subject: string; links: string[]; kind: string }[] }).messages;
}

beforeAll(async () => {
  t = await startTestServer({ kind: TEST_DB });
  athlete = await signedIn(t, 'athlete@pitchside.dev');
});
afterAll(async () => {
  await t?.cleanup();
});

describe('auth', () => {
  test('signUp with metadata returns a session; the trigger creates the profile', async () => {
    const c = t.client();
    const { data, error } = await c.auth.signUp({
      email: 'new.user@example.com',
      password: 'Password123!',
      options: { emailRedirectTo: 'http://localhost:3000/', data: { full_name: 'New User', role: 'creator', fullName: 'New User' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'New User', role: 'creator' });
    const { data: profile } = await c.from('profiles').select('*').eq('user_id', data.user!.id).maybeSingle();
    expect(profile).toMatchObject({ full_name: 'New User', role: 'creator' });
  });

  test('signUp errors: already registered, invalid email, weak password', async () => {
    const c = t.client();
    const dup = await c.auth.signUp({ email: 'athlete@pitchside.dev', password: 'Password123!' });
    expect(dup.error?.message).toBe('User already registered');
    expect(dup.error?.code).toBe('user_already_exists');
    expect(dup.error?.status).toBe(422);
    const bad = await c.auth.signUp({ email: 'not-an-email', password: 'Password123!' });
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
    expect(bad.error?.status).toBe(400);
    const weak = await c.auth.signUp({ email: 'weak@example.com', password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
  });

  test('signInWithPassword, getSession, getUser, onAuthStateChange, signOut', async () => {
    const c = t.client();
    const events: string[] = [];
    c.auth.onAuthStateChange((e) => events.push(e));
    const bad = await c.auth.signInWithPassword({ email: 'athlete@pitchside.dev', password: 'wrong-password' });
    expect(bad.error?.message).toBe('Invalid login credentials');
    expect(bad.error?.code).toBe('invalid_credentials');
    expect(bad.error?.status).toBe(400);
    const { data, error } = await c.auth.signInWithPassword({ email: 'Brand@Pitchside.dev', password: DEMO_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(BRAND);
    const payload = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: BRAND, aud: 'authenticated', role: 'authenticated', email: 'brand@pitchside.dev', is_anonymous: false, aal: 'aal1' });
    expect(payload.iss).toBe(`${t.url}/auth/v1`);
    expect(payload.session_id).toEqual(expect.any(String));
    expect((await c.auth.getSession()).data.session?.user.id).toBe(BRAND);
    expect((await c.auth.getUser()).data.user?.email).toBe('brand@pitchside.dev');
    const { error: outErr } = await c.auth.signOut();
    expect(outErr).toBeNull();
    expect((await c.auth.getSession()).data.session).toBeNull();
    expect(events).toEqual(expect.arrayContaining(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']));
    // the revoked session's refresh token no longer works
    const again = await t.client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(again.error).not.toBeNull();
  });

  test('refreshSession rotates the refresh token; reusing the old one fails', async () => {
    const c = await signedIn(t, 'creator@pitchside.dev');
    const first = (await c.auth.getSession()).data.session!;
    const events: string[] = [];
    c.auth.onAuthStateChange((e) => events.push(e));
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(data.session!.user.id).toBe(CREATOR);
    expect(events).toContain('TOKEN_REFRESHED');
    const reuse = await t.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    const unknown = await t.client().auth.refreshSession({ refresh_token: 'nope-nope' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
  });

  test('updateUser merges metadata and changes the password', async () => {
    const c = t.client();
    await c.auth.signUp({ email: 'update.me@example.com', password: 'Password123!', options: { data: { full_name: 'U' } } });
    const { data, error } = await c.auth.updateUser({ data: { theme: 'dark' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'U', theme: 'dark' });
    expect((await c.auth.updateUser({ password: 'Another123!' })).error).toBeNull();
    const again = await t.client().auth.signInWithPassword({ email: 'update.me@example.com', password: 'Another123!' });
    expect(again.error).toBeNull();
  });

  test('resetPasswordForEmail (PKCE): mailbox link -> ?code= -> exchangeCodeForSession -> PASSWORD_RECOVERY', async () => {
    const c = t.client({ flowType: 'pkce' });
    const events: string[] = [];
    c.auth.onAuthStateChange((e) => events.push(e));
    const { error } = await c.auth.resetPasswordForEmail('agency@pitchside.dev', { redirectTo: 'http://localhost:3000/reset-password' });
    expect(error).toBeNull();
    const [mail] = await mailbox('agency@pitchside.dev');
    expect(mail?.kind).toBe('recovery');
    const link = verifyLink(mail!.links[0]!, 'http://localhost:3000/reset-password');
    const r = await fetch(link, { redirect: 'manual' });
    expect(r.status).toBe(303);
    const loc = new URL(r.headers.get('location')!);
    expect(loc.pathname).toBe('/reset-password');
    const code = loc.searchParams.get('code')!;
    const ex = await c.auth.exchangeCodeForSession(code);
    expect(ex.error).toBeNull();
    expect(ex.data.user?.email).toBe('agency@pitchside.dev');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await c.auth.updateUser({ password: 'NewPassword1!' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email: 'agency@pitchside.dev', password: 'NewPassword1!' })).error).toBeNull();
    // the link is single use
    const reuse = await fetch(link, { redirect: 'manual' });
    expect(reuse.headers.get('location')).toContain('error_code=otp_expired');
    // and so is the code
    expect((await c.auth.exchangeCodeForSession(code)).error).not.toBeNull();
  });

  test('resetPasswordForEmail (implicit): the link signs in with #access_token&type=recovery', async () => {
    const c = t.client({ flowType: 'implicit' });
    expect((await c.auth.resetPasswordForEmail('creator@pitchside.dev', { redirectTo: 'http://localhost:3000/reset-password' })).error).toBeNull();
    const [mail] = await mailbox('creator@pitchside.dev');
    const r = await fetch(verifyLink(mail!.links[0]!, 'http://localhost:3000/reset-password'), { redirect: 'manual' });
    const loc = r.headers.get('location')!;
    expect(loc.startsWith('http://localhost:3000/reset-password#')).toBe(true);
    const frag = new URLSearchParams(loc.split('#')[1]);
    expect(frag.get('type')).toBe('recovery');
    expect(frag.get('access_token')).toEqual(expect.any(String));
    expect(frag.get('refresh_token')).toEqual(expect.any(String));
  });

  test('email confirmations on: signUp without session, Email not confirmed, resend, verify', async () => {
    const s = await t.withAuth({ enableEmailConfirmations: true });
    const c = clientFor(s.url, s.config.anonKey, 'pkce');
    const email = 'confirm.me@example.com';
    const { data, error } = await c.auth.signUp({ email, password: 'Password123!', options: { emailRedirectTo: 'http://localhost:3000/' } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    const no = await c.auth.signInWithPassword({ email, password: 'Password123!' });
    expect(no.error?.message).toBe('Email not confirmed');
    expect(no.error?.code).toBe('email_not_confirmed');
    expect((await c.auth.resend({ type: 'signup', email })).error).toBeNull();
    const mails = await mailbox(email);
    expect(mails.length).toBe(2);
    expect(mails[0]!.subject).toBe('Confirm your signup');
    const r = await fetch(mails[0]!.links[0]!, { redirect: 'manual' });
    expect(r.status).toBe(303);
    expect((await c.auth.signInWithPassword({ email, password: 'Password123!' })).error).toBeNull();
    const settings = await (await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.config.anonKey } })).json();
    expect(settings).toMatchObject({ mailer_autoconfirm: false, external: { google: true, email: true } });
    const page = await (await fetch(`${s.url}/mailbox`)).text();
    expect(page).toContain(email);
  });

  test('signInWithOAuth (PKCE) through the local provider page, exchangeCodeForSession', async () => {
    const c = t.client({ flowType: 'pkce' });
    const { data, error } = await c.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:3000/auth/callback', skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorizeUrl = new URL(data.url!);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('s256');
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<button type="submit">/);
    const form = new URLSearchParams();
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1]!, m[2]!.replace(/&amp;/g, '&'));
    form.set('email', 'oauth.person@example.com');
    form.set('full_name', 'OAuth Person');
    const post = await fetch(`${t.url}/auth/v1/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    expect(post.status).toBe(303);
    const loc = new URL(post.headers.get('location')!);
    expect(loc.origin + loc.pathname).toBe('http://localhost:3000/auth/callback');
    const ex = await c.auth.exchangeCodeForSession(loc.searchParams.get('code')!);
    expect(ex.error).toBeNull();
    expect(ex.data.user?.email).toBe('oauth.person@example.com');
    expect(ex.data.user?.app_metadata.provider).toBe('google');
    expect(ex.data.user?.identities?.[0]?.provider).toBe('google');
    // a wrong verifier is refused
    const other = t.client({ flowType: 'pkce' });
    const second = await other.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: 'http://localhost:3000/auth/callback', skipBrowserRedirect: true } });
    const u2 = new URL(second.data.url!);
    const page2 = await (await fetch(u2)).text();
    const f2 = new URLSearchParams({ consent: /name="consent" value="([^"]+)"/.exec(page2)![1]!, email: 'oauth.person@example.com' });
    const p2 = await fetch(`${t.url}/auth/v1/authorize`, { method: 'POST', body: f2, redirect: 'manual' });
    const code2 = new URL(p2.headers.get('location')!).searchParams.get('code')!;
    const wrong = await c.auth.exchangeCodeForSession(code2);
    expect(wrong.error).not.toBeNull();
  });

  test('sign-in rate limit per email+IP answers 429 Too many requests', async () => {
    const s = await t.withAuth({ signInRateLimit: 3 });
    const c = clientFor(s.url, s.config.anonKey);
    for (let i = 0; i < 3; i++) await c.auth.signInWithPassword({ email: 'creator@pitchside.dev', password: 'x' });
    const r = await c.auth.signInWithPassword({ email: 'creator@pitchside.dev', password: DEMO_PASSWORD });
    expect(r.error?.status).toBe(429);
    expect(r.error?.message).toContain('Too many requests');
    expect(r.error?.code).toBe('over_request_rate_limit');
  });
});

describe('the calls the product makes, table by table', () => {
  test('health check: select id from profiles limit 1 (anon: no rows, no error)', async () => {
    const { data, error } = await t.client().from('profiles').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const signed = await athlete.from('profiles').select('id').limit(1);
    expect(signed.data).toHaveLength(1);
  });

  test('profiles: select by user_id, insert conflict, update returning, select by set of ids', async () => {
    // the address is not stored on profiles (other users read them); its owner gets it as account_email
    const one = await athlete.from('profiles').select('*, account_email').eq('user_id', ATHLETE).maybeSingle();
    expect(one.data).toMatchObject({ user_id: ATHLETE, email: null, account_email: 'athlete@pitchside.dev' });
    const ins = await athlete.from('profiles').insert({ user_id: ATHLETE, email: 'athlete@pitchside.dev', full_name: 'X', avatar_url: null });
    expect(ins.error?.code).toBe('23505');
    expect(ins.status).toBe(409);
    const upd = await athlete.from('profiles').update({ bio: 'Sprinter', full_name: 'Jordan R.' }).eq('user_id', ATHLETE).select().single();
    expect(upd.error).toBeNull();
    expect(upd.data).toMatchObject({ bio: 'Sprinter', full_name: 'Jordan R.' });
    const bad = await athlete.from('profiles').update({ not_a_column: 1 }).eq('user_id', ATHLETE).select().single();
    expect(bad.error?.code).toBe('PGRST204');
    const forbidden = await athlete.from('profiles').update({ bio: 'hacked' }).eq('user_id', CREATOR).select();
    expect(forbidden.data).toEqual([]);
    const set = await athlete.from('profiles').select('user_id, full_name, avatar_url, role').in('user_id', [ATHLETE, CREATOR, BRAND]);
    expect(set.data?.map((p) => p.user_id).sort()).toEqual([ATHLETE, CREATOR, BRAND].sort());
  });

  test('onboarding_status: select, PGRST116, upsert, update; 23502 and 42703', async () => {
    const c = t.client();
    const { data: su } = await c.auth.signUp({ email: 'onboard@example.com', password: 'Password123!' });
    const uid = su.user!.id;
    const sel = await c.from('onboarding_status').select('*').eq('user_id', uid).single();
    expect(sel.data).toMatchObject({ user_id: uid, profile_completed: false });
    const missing = await c.from('onboarding_status').select('*').eq('user_id', ATHLETE).single();
    expect(missing.error?.code).toBe('PGRST116');
    expect(missing.error?.message).toBe('Cannot coerce the result to a single JSON object');
    expect(missing.error?.details).toBe('The result contains 0 rows');
    const ups = await c.from('onboarding_status').upsert({ user_id: uid, profile_completed: true }, { onConflict: 'user_id' }).select().single();
    expect(ups.error).toBeNull();
    expect(ups.data).toMatchObject({ profile_completed: true });
    const upd = await c.from('onboarding_status').update({ role_setup_completed: true }).eq('user_id', uid).select().single();
    expect(upd.data).toMatchObject({ profile_completed: true, role_setup_completed: true });
    const nul = await c.from('onboarding_status').update({ profile_completed: null }).eq('user_id', uid);
    expect(nul.error?.code).toBe('23502');
    const col = await c.from('onboarding_status').select('nope').eq('user_id', uid);
    expect(col.error?.code).toBe('42703');
    const ins = await c.from('onboarding_status').insert({ user_id: uid, profile_completed: true, role_setup_completed: false, preferences_set: false, onboarding_completed: false });
    expect(ins.error?.code).toBe('23505');
  });

  test('user_roles: select single, upsert; get_user_role rpc', async () => {
    const c = t.client();
    const { data: su } = await c.auth.signUp({ email: 'roles@example.com', password: 'Password123!', options: { data: { role: 'brand' } } });
    const uid = su.user!.id;
    const r = await c.from('user_roles').select('role').eq('user_id', uid).single();
    expect(r.data).toEqual({ role: 'brand' });
    const up = await c.from('user_roles').upsert({ user_id: uid, role: 'creator' }, { onConflict: 'user_id' });
    expect(up.error).toBeNull();
    expect((await c.rpc('get_user_role', { user_uuid: uid })).data).toBe('creator');
    expect((await athlete.rpc('get_user_role', { user_uuid: ATHLETE })).data).toBe('athlete');
    const bad = await athlete.rpc('get_user_role', { nope: 1 });
    expect(bad.error?.code).toBe('PGRST202');
  });

  test('bookmarks: select, insert, delete', async () => {
    const ins = await athlete.from('bookmarks').insert({ user_id: ATHLETE, content_id: 'deal-42', content_type: 'deal' }).select().single();
    expect(ins.error).toBeNull();
    const list = await athlete.from('bookmarks').select('*').eq('user_id', ATHLETE);
    expect(list.data?.some((b) => b.content_id === 'deal-42')).toBe(true);
    const del = await athlete.from('bookmarks').delete().eq('id', ins.data!.id);
    expect(del.error).toBeNull();
    expect(del.status).toBe(204);
    const after = await athlete.from('bookmarks').select('id').eq('id', ins.data!.id);
    expect(after.data).toEqual([]);
    const other = await athlete.from('bookmarks').insert({ user_id: CREATOR, content_id: 'x', content_type: 'deal' });
    expect(other.error?.code).toBe('42501');
    expect(other.status).toBe(403);
  });

  test('deals: the marketplace query with brand embed, filters, ordering, limit 50', async () => {
    const all = await t.client().from('deals').select('*, brand:brands(name, logo_url, verified)').eq('is_active', true).order('created_at', { ascending: false }).limit(50);
    expect(all.error).toBeNull();
    expect(all.data!.length).toBeGreaterThan(0);
    // the seed clears brand logos that pointed at an outside service, so a logo may be null
    expect(Object.keys(all.data![0]!.brand)).toEqual(['name', 'logo_url', 'verified']);
    expect(all.data![0]!.brand).toMatchObject({ name: expect.any(String), verified: expect.any(Boolean) });
    const tag = all.data!.find((d) => d.tags?.length)!.tags[0] as string;
    const word = (all.data![0]!.title as string).split(' ')[0]!.toLowerCase();
    const q = await t
      .client()
      .from('deals')
      .select('*, brand:brands(name, logo_url, verified)')
      .eq('is_active', true)
      .contains('tags', [tag])
      .or(`title.ilike.%${word}%,description.ilike.%${word}%`)
      .gte('compensation_amount', 0)
      .lte('compensation_amount', 1_000_000)
      .order('compensation_amount', { ascending: true })
      .limit(50);
    expect(q.error).toBeNull();
    for (const d of q.data!) expect(d.tags).toContain(tag);
    const amounts = q.data!.map((d) => Number(d.compensation_amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  test('applications insert', async () => {
    const { data: deal } = await athlete.from('deals').select('id').eq('is_active', true).limit(1).single();
    const r = await athlete.from('applications').insert({ deal_id: deal!.id, user_id: ATHLETE, application_data: { pitch: 'hi' }, status: 'pending' });
    expect([null, '23505']).toContain(r.error?.code ?? null);
  });

  test('community_posts: select newest first, insert, update likes_count', async () => {
    const list = await athlete.from('community_posts').select('*').order('created_at', { ascending: false }).limit(50);
    expect(list.error).toBeNull();
    const ins = await athlete.from('community_posts').insert({ user_id: ATHLETE, title: 'Hello', content: 'First post', post_type: 'discussion', tags: ['intro'] }).select().single();
    expect(ins.error).toBeNull();
    const upd = await athlete.from('community_posts').update({ likes_count: 5 }).eq('id', ins.data!.id).select().single();
    expect(upd.error).toBeNull();
  });

  test('events: upcoming ascending limit 20 with creator profiles; join_event rpc', async () => {
    const now = new Date().toISOString();
    const ev = await athlete.from('events').select('*').gte('start_date', now).order('start_date', { ascending: true }).limit(20);
    expect(ev.error).toBeNull();
    expect(ev.data!.length).toBeGreaterThan(0);
    const withProfiles = await athlete.from('events').select('*, profiles(full_name, avatar_url)').gte('start_date', now).order('start_date').limit(20);
    expect(withProfiles.error).toBeNull();
    expect(withProfiles.data!.some((e) => e.profiles && typeof (e.profiles as { full_name: string }).full_name === 'string')).toBe(true);
    const target = ev.data!.find((e) => e.capacity === null || e.attendees_count < e.capacity)!;
    const j = await athlete.rpc('join_event', { event_id_param: target.id });
    if (j.error) expect(j.error.message).toMatch(/Already joined|Event is full/);
    else expect(j.data).toMatchObject({ joined: true });
    const again = await athlete.rpc('join_event', { event_id_param: target.id });
    expect(again.error?.message).toContain('Already joined');
    const anon = await t.client().rpc('join_event', { event_id_param: target.id });
    expect(anon.error?.code).toBe('42501');
  });

  test('notifications: or=(expires_at.is.null,expires_at.gt.now), mark read, delete', async () => {
    const now = new Date().toISOString();
    const list = await athlete.from('notifications').select('*').eq('user_id', ATHLETE).or(`expires_at.is.null,expires_at.gt.${now}`).order('created_at', { ascending: false }).limit(50);
    expect(list.error).toBeNull();
    expect(list.data!.length).toBeGreaterThan(0);
    for (const n of list.data!) expect(n.expires_at === null || n.expires_at > now).toBe(true);
    const id = list.data![0]!.id;
    expect((await athlete.from('notifications').update({ read: true }).eq('id', id).eq('user_id', ATHLETE)).error).toBeNull();
    expect((await athlete.from('notifications').update({ read: true }).eq('user_id', ATHLETE).eq('read', false)).error).toBeNull();
    const unread = await athlete.from('notifications').select('*', { count: 'exact', head: true }).eq('user_id', ATHLETE).eq('read', false);
    expect(unread.count).toBe(0);
    expect((await athlete.from('notifications').delete().eq('id', id).eq('user_id', ATHLETE)).error).toBeNull();
    const creator = await signedIn(t, 'creator@pitchside.dev');
    const theirs = await creator.from('notifications').select('id').eq('user_id', ATHLETE);
    expect(theirs.data).toEqual([]);
  });

  test('conversations: participants, nested select, messages, inserts', async () => {
    const parts = await athlete.from('conversation_participants').select('conversation_id, conversations(id, created_at, updated_at)').eq('user_id', ATHLETE);
    expect(parts.error).toBeNull();
    expect(parts.data!.length).toBeGreaterThan(0);
    expect(parts.data![0]!.conversations).toMatchObject({ id: expect.any(String) });
    const ids = parts.data!.map((p) => p.conversation_id as string);
    const convs = await athlete.from('conversations').select('id, updated_at, conversation_participants(user_id)').in('id', ids).order('updated_at', { ascending: false });
    expect(convs.error).toBeNull();
    expect(convs.data![0]!.conversation_participants.length).toBeGreaterThan(0);
    const nested = await athlete.from('conversations').select('id, conversation_participants(user_id, profiles(full_name, avatar_url))').in('id', ids);
    expect(nested.error).toBeNull();
    const participants = nested.data!.flatMap((c) => c.conversation_participants as unknown as { user_id: string; profiles: { full_name: string } | null }[]);
    expect(participants.find((p) => p.user_id === ATHLETE)?.profiles?.full_name).toEqual(expect.any(String));
    const msgs = await athlete.from('messages').select('*, sender:profiles!sender_id(full_name, avatar_url)').eq('conversation_id', ids[0]!).order('created_at', { ascending: true });
    expect(msgs.error).toBeNull();
    expect(msgs.data!.length).toBeGreaterThan(0);
    expect(msgs.data![0]!.sender).toMatchObject({ full_name: expect.any(String) });
    const times = msgs.data!.map((m) => m.created_at as string);
    expect(times).toEqual([...times].sort());
    // Conversations and participants are created only by send_message / start_conversation (issue 19 item 1).
    const refused = await athlete.from('conversations').insert({ updated_at: new Date().toISOString() }).select().single();
    expect(refused.error?.code).toBe('42501');
    const sent = await athlete.rpc('send_message', { p_content: 'Hi!', p_recipient_id: CREATOR });
    expect(sent.error).toBeNull();
    const conv = { data: { id: (sent.data as { conversation_id: string }).conversation_id } };
    const creator = await signedIn(t, 'creator@pitchside.dev');
    // send_message reuses the two users' existing conversation: the new message is its latest
    const latest = await creator.from('messages').select('content').eq('conversation_id', conv.data.id).order('created_at', { ascending: false }).limit(1);
    expect(latest.data).toEqual([{ content: 'Hi!' }]);
    const outsider = await signedIn(t, 'brand@pitchside.dev');
    expect((await outsider.from('messages').select('content').eq('conversation_id', conv.data.id)).data).toEqual([]);
  });
});

describe('PostgREST features', () => {
  const anon = () => t.client();
  test('comparison, pattern, is, in, not', async () => {
    const c = anon();
    const base = await c.from('deals').select('id, title, compensation_amount, category').order('id');
    const rows = base.data!;
    const first = rows[0]!;
    expect((await c.from('deals').select('id').eq('id', first.id)).data).toEqual([{ id: first.id }]);
    expect((await c.from('deals').select('id').neq('id', first.id)).data!.length).toBe(rows.length - 1);
    const amt = Number(first.compensation_amount);
    const gt = (await c.from('deals').select('compensation_amount').gt('compensation_amount', amt)).data!;
    expect(gt.every((d) => Number(d.compensation_amount) > amt)).toBe(true);
    expect((await c.from('deals').select('compensation_amount').gte('compensation_amount', amt)).data!.every((d) => Number(d.compensation_amount) >= amt)).toBe(true);
    expect((await c.from('deals').select('compensation_amount').lt('compensation_amount', amt)).data!.every((d) => Number(d.compensation_amount) < amt)).toBe(true);
    expect((await c.from('deals').select('compensation_amount').lte('compensation_amount', amt)).data!.every((d) => Number(d.compensation_amount) <= amt)).toBe(true);
    const word = (first.title as string).split(' ')[0]!;
    expect((await c.from('deals').select('title').like('title', `${word}%`)).data!.every((d) => d.title.startsWith(word))).toBe(true);
    expect((await c.from('deals').select('title').ilike('title', `${word.toUpperCase()}%`)).data!.length).toBeGreaterThan(0);
    const star = await fetch(`${t.url}/rest/v1/deals?select=title&title=ilike.${encodeURIComponent(word.toLowerCase())}*`, { headers: { apikey: t.anonKey } });
    expect(((await star.json()) as unknown[]).length).toBeGreaterThan(0);
    expect((await c.from('deals').select('id').is('category', null)).error).toBeNull();
    expect((await c.from('deals').select('id').not('category', 'is', null)).data!.length).toBeGreaterThan(0);
    const inn = await c.from('deals').select('id').in('id', [rows[0]!.id, rows[1]!.id]);
    expect(inn.data!.length).toBe(2);
    const quoted = await fetch(`${t.url}/rest/v1/deals?select=id&title=in.(${encodeURIComponent(`"${first.title}","a,b"`)})`, { headers: { apikey: t.anonKey } });
    expect(await quoted.json()).toEqual([{ id: first.id }]);
    expect((await c.from('deals').select('id').not('id', 'in', `(${first.id})`)).data!.length).toBe(rows.length - 1);
    expect((await c.from('deals').select('id').is('is_active', true)).data!.length).toBe(rows.length);
  });

  test('arrays and jsonb: cs, cd, ov', async () => {
    const c = anon();
    const { data } = await c.from('deals').select('id, tags').limit(100);
    const tagged = data!.find((d) => d.tags.length >= 2)!;
    const cs = (await c.from('deals').select('id, tags').contains('tags', [tagged.tags[0]])).data!;
    expect(cs.every((d) => d.tags.includes(tagged.tags[0]))).toBe(true);
    const cd = (await c.from('deals').select('id, tags').containedBy('tags', tagged.tags)).data!;
    expect(cd.map((d) => d.id)).toContain(tagged.id);
    const ov = (await c.from('deals').select('id, tags').overlaps('tags', [tagged.tags[1], 'zzz'])).data!;
    expect(ov.every((d) => d.tags.includes(tagged.tags[1]))).toBe(true);
    const j = await athlete.from('profiles').select('user_id').contains('extra_data', {}).eq('user_id', ATHLETE);
    expect(j.error).toBeNull();
    expect(j.data).toHaveLength(1);
  });

  test('full text search: fts, plfts, phfts, wfts with config', async () => {
    const c = anon();
    const { data } = await c.from('deals').select('title').limit(1);
    const word = (data![0]!.title as string).split(' ')[0]!;
    for (const type of [undefined, 'plain', 'phrase', 'websearch'] as const) {
      const r = await c.from('deals').select('title').textSearch('title', word, { config: 'english', type });
      expect(r.error).toBeNull();
      expect(r.data!.length).toBeGreaterThan(0);
    }
  });

  test('or / and nested, count exact head, single / maybeSingle, range', async () => {
    const c = anon();
    const r = await c.from('deals').select('id, compensation_amount, is_active').or('and(compensation_amount.gte.0,compensation_amount.lte.100000),is_active.is.false');
    expect(r.error).toBeNull();
    const head = await c.from('deals').select('*', { count: 'exact', head: true }).eq('is_active', true);
    expect(head.error).toBeNull();
    expect(head.data).toBeNull();
    expect(head.count).toBeGreaterThan(0);
    const counted = await c.from('deals').select('id', { count: 'exact' }).limit(2);
    expect(counted.count).toBe(head.count);
    expect(counted.data).toHaveLength(2);
    const many = await c.from('deals').select('id').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
    const none = await c.from('deals').select('id').eq('title', 'no such deal').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const range = await c.from('deals').select('id').order('id').range(2, 4);
    expect(range.data).toHaveLength(3);
    const single = await c.from('deals').select('id').eq('id', range.data![0]!.id).single();
    expect(single.data).toEqual({ id: range.data![0]!.id });
  });

  test('insert bulk with columns + defaults, upsert ignore-duplicates, return=minimal', async () => {
    const svc = t.client({ key: t.serviceRoleKey });
    const rows = [
      { user_id: ATHLETE, title: 'Bulk A', message: 'm' },
      { user_id: ATHLETE, title: 'Bulk B' },
    ];
    const r = await svc.from('notifications').insert(rows, { defaultToNull: false }).select();
    expect(r.error).toBeNull();
    expect(r.status).toBe(201);
    expect(r.data!.map((x) => x.message)).toEqual(['m', '']);
    expect(r.data!.every((x) => x.type === 'info' && x.read === false)).toBe(true);
    const min = await svc.from('notifications').insert({ user_id: ATHLETE, title: 'Minimal' });
    expect(min.status).toBe(201);
    expect(min.data).toBeNull();
    const ign = await svc.from('notifications').upsert({ id: r.data![0]!.id, user_id: ATHLETE, title: 'changed' }, { ignoreDuplicates: true }).select();
    expect(ign.data).toEqual([]);
    const merge = await svc.from('notifications').upsert({ id: r.data![0]!.id, user_id: ATHLETE, title: 'changed' }).select().single();
    expect(merge.data).toMatchObject({ title: 'changed', message: 'm' });
  });

  test('embeds: to-one object, to-many array, !inner, embedded filter, hint', async () => {
    const c = anon();
    const brands = await c.from('brands').select('name, deals(id, title)').limit(3);
    expect(brands.error).toBeNull();
    expect(Array.isArray(brands.data![0]!.deals)).toBe(true);
    const inner = await c.from('brands').select('name, deals!inner(id)').eq('deals.is_active', true);
    expect(inner.error).toBeNull();
    expect(inner.data!.every((b) => (b.deals as unknown[]).length > 0)).toBe(true);
    const filtered = await c.from('deals').select('id, brand:brands!inner(name, verified)').eq('brand.verified', true).limit(5);
    expect(filtered.error).toBeNull();
    expect(filtered.data!.every((d) => (d.brand as unknown as { verified: boolean }).verified)).toBe(true);
    const hinted = await c.from('deals').select('id, brands!brand_id(name)').limit(1);
    expect(hinted.error).toBeNull();
  });
});

/** PostgREST's answers (its docs and test/spec/Feature specs) for behaviours beyond the product's current calls. */
describe('PostgREST behaviours', () => {
  const anon = () => t.client();
  const raw = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('apikey', t.anonKey);
    if (init.body) headers.set('content-type', 'application/json');
    const r = await fetch(`${t.url}/rest/v1/${path}`, { ...init, headers });
    const text = await r.text();
    return { status: r.status, headers: r.headers, text, json: () => JSON.parse(text) as unknown };
  };
  beforeAll(async () => {
    await t.db.exec(`
      create table public.rest_ranges (id int primary key, r int4range);
      insert into public.rest_ranges values (1, '[1,3)'), (2, '[8,20)');
      create table public.rest_people (id int primary key, name text);
      create table public.rest_pairs (id int primary key, a int references public.rest_people(id), b int references public.rest_people(id));
      insert into public.rest_people values (1, 'Ana'), (2, 'Ben');
      insert into public.rest_pairs values (1, 1, 2);
      create table public.rest_products (id int primary key, name text, note text);
      create table public.rest_categories (id int primary key, name text);
      create table public.rest_product_categories (product_id int references public.rest_products(id), category_id int references public.rest_categories(id), primary key (product_id, category_id));
      insert into public.rest_products values (1, 'Boots', null), (2, 'Ball', 'size 5');
      insert into public.rest_categories values (1, 'Footwear'), (2, 'Soccer'), (3, 'Empty');
      insert into public.rest_product_categories values (1, 1), (1, 2), (2, 2);
      create table public.rest_docs (id int primary key, data jsonb);
      insert into public.rest_docs values (1, '{"prefs": {"tone": "warm", "level": 3}, "tags": ["a", "b"]}'), (2, '{"prefs": {"tone": "cool", "level": 1}, "tags": []}');
      grant select on public.rest_docs to anon;
      create table public.rest_tree (id int primary key, name text, parent_id int references public.rest_tree(id));
      insert into public.rest_tree values (1, 'Root', null), (2, 'Leaf', 1);
      grant select on public.rest_tree to anon;
      create table public.rest_notes (id int primary key, body text);
      insert into public.rest_notes select g, 'note ' || g from generate_series(1, 5) g;
      grant select on public.rest_ranges, public.rest_people, public.rest_pairs, public.rest_products, public.rest_categories, public.rest_product_categories to anon;
      grant select, update, delete, insert on public.rest_notes to anon;
      create function public.rest_void() returns void language plpgsql as $$ begin end $$;
      create function public.rest_echo(json) returns json language sql immutable as $$ select $1 $$;
      create function public.rest_over(a int) returns text language sql immutable as $$ select 'int' $$;
      create function public.rest_over(a text) returns text language sql immutable as $$ select 'text' $$;
      create function public.rest_deals() returns setof public.deals language sql stable as $$ select * from public.deals $$;
      create function public.rest_label(public.rest_people) returns text language sql stable as $$ select 'P:' || $1.name $$;
      create function public.rest_pairs_of(public.rest_people) returns setof public.rest_pairs language sql stable as $$ select * from public.rest_pairs where a = $1.id or b = $1.id $$;
      grant execute on all functions in schema public to anon;`);
    await t.server.rest.reloadSchema();
  });

  test('nxr is &< (does not extend to the right of), nxl is &> (does not extend to the left of)', async () => {
    const nxr = await anon().from('rest_ranges').select('id').filter('r', 'nxr', '[5,10)');
    expect(nxr.data).toEqual([{ id: 1 }]);
    const nxl = await anon().from('rest_ranges').select('id').filter('r', 'nxl', '[5,10)');
    expect(nxl.data).toEqual([{ id: 2 }]);
  });

  test('single() on several rows: 406 PGRST116 "Cannot coerce the result to a single JSON object"', async () => {
    const r = await anon().from('rest_people').select('id').single();
    expect(r.status).toBe(406);
    expect(r.error).toMatchObject({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 2 rows' });
  });

  test('upsert whose payload has only the conflict columns merges and answers the row', async () => {
    const c = await signedIn(t, 'creator@pitchside.dev');
    const r = await c.from('onboarding_status').upsert({ user_id: CREATOR }, { onConflict: 'user_id' }).select('user_id');
    expect(r.error).toBeNull();
    // the row existed: merged, not inserted, so 200 as PostgREST (201 only when an upsert inserts a row)
    expect(r.status).toBe(200);
    expect(r.data).toEqual([{ user_id: CREATOR }]);
  });

  test('count exact with a range: 206 and Content-Range from-to/total; count planned: 206 with an estimate', async () => {
    const all = await anon().from('deals').select('id');
    const exact = await raw('deals?select=id&limit=2', { headers: { prefer: 'count=exact' } });
    expect(exact.status).toBe(206);
    expect(exact.headers.get('content-range')).toBe(`0-1/${all.data!.length}`);
    const planned = await anon().from('deals').select('id', { count: 'planned' }).limit(1);
    expect(planned.error).toBeNull();
    expect(planned.status).toBe(206);
    expect(planned.count).toBeGreaterThan(1);
    const whole = await anon().from('rest_people').select('id', { count: 'exact' });
    expect(whole.status).toBe(200);
    expect(whole.count).toBe(2);
  });

  test('rpc: void -> 204, a single unnamed json parameter takes the body, ambiguous overloads -> 300 PGRST203, count', async () => {
    const v = await raw('rpc/rest_void', { method: 'POST', body: '{}' });
    expect(v.status).toBe(204);
    expect(v.text).toBe('');
    const echo = await anon().rpc('rest_echo', { any: ['thing'] });
    expect(echo.error).toBeNull();
    expect(echo.data).toEqual({ any: ['thing'] });
    const over = await anon().rpc('rest_over', { a: 1 });
    expect(over.status).toBe(300);
    expect(over.error?.code).toBe('PGRST203');
    expect(over.error?.message).toContain('Could not choose the best candidate function between');
    const counted = await anon().rpc('rest_deals', {}, { count: 'exact' }).select('id').limit(1);
    const total = (await anon().from('deals').select('id')).data!.length;
    expect(counted.error).toBeNull();
    expect(counted.count).toBe(total);
    expect(counted.data).toHaveLength(1);
  });

  test('GET rpc: a stable function runs; a volatile one is refused with 405', async () => {
    const stable = await anon().rpc('rest_deals', {}, { get: true }).select('id').limit(1);
    expect(stable.error).toBeNull();
    expect(stable.data).toHaveLength(1);
    const vol = await anon().rpc('rest_void', {}, { get: true });
    expect(vol.status).toBe(405);
    expect(vol.error).toMatchObject({ code: '25006', hint: 'Call it with POST.' });
  });

  test('embeds: an embed with no fields is left out; a duplicate embed name is 400 42712; several relationships: 300 PGRST201 with details', async () => {
    const empty = await anon().from('deals').select('id, brands()').limit(1);
    expect(empty.error).toBeNull();
    expect(Object.keys(empty.data![0]!)).toEqual(['id']);
    const dup = await anon().from('deals').select('id, brands(name), brands(id)').limit(1);
    expect(dup.status).toBe(400);
    expect(dup.error?.code).toBe('42712');
    const amb = await anon().from('rest_pairs').select('id, rest_people(name)');
    expect(amb.status).toBe(300);
    expect(amb.error?.code).toBe('PGRST201');
    expect(amb.error?.details).toEqual([
      { cardinality: 'many-to-one', embedding: 'rest_pairs with rest_people', relationship: 'rest_pairs_a_fkey using rest_pairs(a) and rest_people(id)' },
      { cardinality: 'many-to-one', embedding: 'rest_pairs with rest_people', relationship: 'rest_pairs_b_fkey using rest_pairs(b) and rest_people(id)' },
    ]);
    const hinted = await anon().from('rest_pairs').select('id, first:rest_people!rest_pairs_a_fkey(name), second:rest_people!b(name)');
    expect(hinted.data).toEqual([{ id: 1, first: { name: 'Ana' }, second: { name: 'Ben' } }]);
  });

  test('bulk insert: a key a row leaves out is NULL, or the column default with missing=default; without columns= every row needs the same keys', async () => {
    const svc = t.client({ key: t.serviceRoleKey });
    const rows = [{ user_id: ATHLETE, title: 'One', type: 'success', message: 'first' }, { user_id: ATHLETE, title: 'Two', message: 'second' }];
    const asNull = await svc.from('notifications').insert(rows).select('title, type');
    // supabase-js sends columns= (the union of the keys); PostgREST then inserts NULL for Two's type, which is NOT NULL
    expect(asNull.status).toBe(400);
    expect(asNull.error?.code).toBe('23502');
    const asDefault = await svc.from('notifications').insert(rows, { defaultToNull: false }).select('title, type, read');
    expect(asDefault.error).toBeNull();
    expect(asDefault.data).toEqual([{ title: 'One', type: 'success', read: false }, { title: 'Two', type: 'info', read: false }]);
    const uneven = await fetch(`${t.url}/rest/v1/notifications`, {
      method: 'POST',
      headers: { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(rows),
    });
    expect(uneven.status).toBe(400);
    expect(await uneven.json()).toEqual({ code: 'PGRST102', message: 'All object keys must match', details: null, hint: null });
  });

  test('db-schemas: Accept-Profile / Content-Profile choose among the exposed schemas; any other is 406 PGRST106', async () => {
    await t.db.exec(`
      create schema rest_api;
      grant usage on schema rest_api to anon, authenticated, service_role;
      create table rest_api.items (id int primary key, name text default 'unnamed');
      grant select, insert on rest_api.items to anon;
      insert into rest_api.items values (1, 'Kit bag');
      create function rest_api.item_count() returns int language sql stable as $$ select count(*)::int from rest_api.items $$;
      grant execute on function rest_api.item_count() to anon;
    `);
    const s = await createServer({ db: t.db, config: await buildConfig({ port: 0, restSchemas: ['public', 'rest_api'] }) });
    try {
      const c = clientFor(s.url, s.config.anonKey);
      expect((await c.schema('rest_api').from('items').select('id, name')).data).toEqual([{ id: 1, name: 'Kit bag' }]);
      const added = await c.schema('rest_api').from('items').insert({ id: 2 }).select('name').single();
      expect(added.data).toEqual({ name: 'unnamed' });
      expect((await c.schema('rest_api').rpc('item_count')).data).toBe(2);
      expect((await c.from('deals').select('id').limit(1)).error).toBeNull();
      const r = await fetch(`${s.url}/rest/v1/items?select=id&id=eq.1`, { headers: { apikey: s.config.anonKey, 'accept-profile': 'rest_api' } });
      expect(r.headers.get('content-profile')).toBe('rest_api');
      const other = await c.schema('storage').from('objects').select('id');
      expect(other.status).toBe(406);
      expect(other.error).toEqual({ code: 'PGRST106', message: 'The schema must be one of the following: public, rest_api', details: null, hint: null });
    } finally {
      await s.close();
    }
    const single = await anon().schema('rest_api').from('items').select('id');
    expect(single.error?.message).toBe('The schema must be one of the following: public');
  });

  test('many-to-many through a join table embeds as an array (products -> categories and back)', async () => {
    const r = await anon().from('rest_products').select('name, rest_categories(name)').order('id');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      { name: 'Boots', rest_categories: [{ name: 'Footwear' }, { name: 'Soccer' }] },
      { name: 'Ball', rest_categories: [{ name: 'Soccer' }] },
    ]);
    const back = await anon().from('rest_categories').select('name, rest_products(name)').eq('id', 3);
    expect(back.data).toEqual([{ name: 'Empty', rest_products: [] }]);
  });

  test('order, limit and filters on an embedded resource', async () => {
    const r = await anon().from('rest_products').select('name, rest_categories(id, name)').eq('id', 1)
      .order('id', { referencedTable: 'rest_categories', ascending: false }).limit(1, { referencedTable: 'rest_categories' });
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ name: 'Boots', rest_categories: [{ id: 2, name: 'Soccer' }] }]);
    const f = await anon().from('rest_products').select('name, rest_categories(name)').eq('id', 1).eq('rest_categories.name', 'Footwear');
    expect(f.data).toEqual([{ name: 'Boots', rest_categories: [{ name: 'Footwear' }] }]);
  });

  test('Prefer: handling=strict, max-affected: more rows would change -> 400 PGRST124 and nothing changes', async () => {
    const r = await raw('rest_notes?id=lte.3', { method: 'PATCH', headers: { prefer: 'handling=strict, max-affected=2' }, body: JSON.stringify({ body: 'changed' }) });
    expect(r.status).toBe(400);
    expect(r.json()).toEqual({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows', hint: null });
    expect((await anon().from('rest_notes').select('id').eq('body', 'changed')).data).toEqual([]);
    const ok = await raw('rest_notes?id=eq.1', { method: 'PATCH', headers: { prefer: 'handling=strict, max-affected=2' }, body: JSON.stringify({ body: 'changed' }) });
    expect(ok.status).toBe(204);
    const bad = await raw('rest_notes?id=eq.1', { method: 'PATCH', headers: { prefer: 'handling=strict, bogus=1' }, body: JSON.stringify({ body: 'x' }) });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: bogus=1' });
  });

  test('Prefer: tx=rollback answers as if committed, then rolls back (Preference-Applied: tx=rollback)', async () => {
    const r = await raw('rest_notes?id=eq.5&select=id,body', { method: 'DELETE', headers: { prefer: 'tx=rollback, return=representation' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('preference-applied')).toBe('tx=rollback');
    expect(r.json()).toEqual([{ id: 5, body: 'note 5' }]);
    expect((await anon().from('rest_notes').select('id').eq('id', 5)).data).toEqual([{ id: 5 }]);
  });

  test('Accept: application/vnd.pgrst.array+json;nulls=stripped leaves null keys out', async () => {
    const r = await raw('rest_products?select=name,note&order=id', { headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' } });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual([{ name: 'Boots' }, { name: 'Ball', note: 'size 5' }]);
  });

  test('JSON paths in select (named after the last key), filters and order', async () => {
    const r = await anon().from('rest_docs').select('id, data->prefs->>tone, level:data->prefs->level, first:data->tags->0').order('data->prefs->level');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ id: 2, tone: 'cool', level: 1, first: null }, { id: 1, tone: 'warm', level: 3, first: 'a' }]);
    const f = await anon().from('rest_docs').select('id').eq('data->prefs->>tone', 'warm');
    expect(f.data).toEqual([{ id: 1 }]);
    const j = await anon().from('rest_docs').select('id').eq('data->prefs->level', 1);
    expect(j.data).toEqual([{ id: 2 }]);
    const o = await anon().from('rest_docs').select('id').order('data->prefs->>tone', { ascending: false });
    expect(o.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  test('Accept: text/csv answers PostgREST CSV (supabase-js .csv()); unavailable media types -> 406 PGRST107', async () => {
    const r = await anon().from('rest_products').select('id, name, note').order('id').csv();
    expect(r.error).toBeNull();
    expect(r.data).toBe('id,name,note\n1,Boots,\n2,Ball,"size 5"');
    const geo = await raw('rest_products?select=id', { headers: { accept: 'application/geo+json' } });
    expect(geo.status).toBe(406);
    expect(geo.json()).toEqual({ code: 'PGRST107', message: 'None of these media types are available: application/geo+json', details: null, hint: null });
    const plan = await anon().from('rest_products').select('id').explain();
    expect(plan.status).toBe(406);
    expect(plan.error?.code).toBe('PGRST107');
  });

  test('aggregates: off by default (400 PGRST123, as a hosted project); on with the role setting: count(), sum/avg/min/max, grouped by the other columns, on embeds', async () => {
    const off = await anon().from('rest_product_categories').select('count()');
    expect(off.status).toBe(400);
    expect(off.error).toEqual({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null });
    // as on the hosted project: alter role authenticator set pgrst.db_aggregates_enabled = 'true'; notify pgrst, 'reload config'
    await t.db.exec(`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`);
    await t.server.rest.reloadSchema();
    const total = await anon().from('rest_product_categories').select('count()');
    expect(total.error).toBeNull();
    expect(total.data).toEqual([{ count: 3 }]);
    const grouped = await anon().from('rest_product_categories').select('category_id, n:product_id.count(), product_id.max()').order('category_id');
    expect(grouped.data).toEqual([{ category_id: 1, n: 1, max: 1 }, { category_id: 2, n: 2, max: 2 }]);
    const sums = await anon().from('rest_notes').select('id.sum(), id.avg()::int, id.min()');
    expect(sums.data).toEqual([{ sum: 15, avg: 3, min: 1 }]);
    const embedded = await anon().from('rest_categories').select('name, rest_product_categories(count())').order('id');
    expect(embedded.data).toEqual([
      { name: 'Footwear', rest_product_categories: [{ count: 1 }] },
      { name: 'Soccer', rest_product_categories: [{ count: 2 }] },
      { name: 'Empty', rest_product_categories: [{ count: 0 }] },
    ]);
    await t.db.exec(`alter role authenticator reset pgrst.db_aggregates_enabled`);
    await t.server.rest.reloadSchema();
  });

  test('spread embeds: the columns of a to-one embed join the parent; of a to-many embed, arrays (PostgREST 13)', async () => {
    const r = await anon().from('rest_pairs').select('id, ...rest_people!rest_pairs_a_fkey(first_name:name)');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ id: 1, first_name: 'Ana' }]);
    const many = await anon().from('rest_people').select('id, ...rest_pairs!rest_pairs_a_fkey(pair:id)').order('id');
    expect(many.error).toBeNull();
    expect(many.data).toEqual([{ id: 1, pair: [1] }, { id: 2, pair: [] }]);
  });

  test('Prefer: return=headers-only answers 201 with Location and no body', async () => {
    const r = await raw('rest_notes', { method: 'POST', headers: { prefer: 'return=headers-only' }, body: JSON.stringify({ id: 60, body: 'sixty' }) });
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe('/rest_notes?id=eq.60');
    expect(r.text).toBe('');
    expect((await raw('rest_notes?id=eq.60', { method: 'DELETE' })).status).toBe(204);
  });

  test('self-reference: the parent by its foreign key column; the children by the table name or a hint naming the column', async () => {
    const r = await anon().from('rest_tree').select('name, parent:parent_id(name)').order('id');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ name: 'Root', parent: null }, { name: 'Leaf', parent: { name: 'Root' } }]);
    const children = await anon().from('rest_tree').select('name, rest_tree(name)').order('id');
    expect(children.data).toEqual([{ name: 'Root', rest_tree: [{ name: 'Leaf' }] }, { name: 'Leaf', rest_tree: [] }]);
    const hinted = await anon().from('rest_tree').select('name, kids:rest_tree!parent_id(name)').eq('id', 1);
    expect(hinted.data).toEqual([{ name: 'Root', kids: [{ name: 'Leaf' }] }]);
  });

  test('computed fields: a function taking the row type is selectable, filterable and orderable; * leaves it out', async () => {
    const r = await anon().from('rest_people').select('id, rest_label').order('rest_label', { ascending: false });
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ id: 2, rest_label: 'P:Ben' }, { id: 1, rest_label: 'P:Ana' }]);
    const f = await anon().from('rest_people').select('*').eq('rest_label', 'P:Ana');
    expect(f.data).toEqual([{ id: 1, name: 'Ana' }]);
  });

  test('function embeds (computed relationships): embedded by the function name, filters and !inner apply', async () => {
    const r = await anon().from('rest_people').select('name, rest_pairs_of(id)').order('id');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ name: 'Ana', rest_pairs_of: [{ id: 1 }] }, { name: 'Ben', rest_pairs_of: [{ id: 1 }] }]);
    const none = await anon().from('rest_people').select('name, rest_pairs_of!inner(id)').eq('rest_pairs_of.id', 99);
    expect(none.data).toEqual([]);
  });
});

describe('reads: count=exact with a pattern filter from one scan; the plan cache', () => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(`${t.url}/rest/v1/${path}`, { headers: { apikey: t.anonKey, prefer: 'count=exact', ...headers } });
    return { status: r.status, range: r.headers.get('content-range'), body: await r.text() };
  };
  beforeAll(async () => {
    // row-level security hides every sixth row from anon; every fifth rank is null
    await t.db.exec(`
      create table public.rest_owners (id int primary key, name text);
      insert into public.rest_owners values (1, 'Ana'), (2, 'Ben');
      create table public.rest_words (id int primary key, word text not null, rank int, secret boolean not null, owner int references public.rest_owners(id));
      insert into public.rest_words
        select i, (array['Alpha','beta','GAMMA','delta'])[1 + i % 4] || ' ' || i, case when i % 5 = 0 then null else (i * 7) % 13 end, i % 6 = 0, 1 + i % 2
        from generate_series(1, 120) i;
      alter table public.rest_words enable row level security;
      create policy "anon reads open words" on public.rest_words for select to anon using (not secret);
      create function public.rest_word_length(public.rest_words) returns int language sql stable as $$ select length($1.word) $$;
      grant select on public.rest_words, public.rest_owners to anon;
      grant execute on function public.rest_word_length(public.rest_words) to anon;
      create view public.rest_word_scores as select id, 0 as score from public.rest_words where false;
      create function public.rest_word_score(public.rest_words) returns setof public.rest_word_scores
        language sql stable rows 1 as $$ select $1.id, ($1.id * 7) % 11 $$;
      grant select on public.rest_word_scores to anon;
      grant execute on function public.rest_word_score(public.rest_words) to anon;`);
    await t.server.rest.reloadSchema();
  });

  // the same rows asked with ilike (one scan) and with the equivalent id list (a count and a page, two scans)
  const alpha = Array.from({ length: 30 }, (_, k) => 4 * (k + 1)).join(',');
  const pairs: [string, Record<string, string>?][] = [
    ['select=id,word,rank&order=rank.desc.nullslast,id'],
    ['select=id,word&order=rank.asc.nullsfirst,id&offset=10&limit=5'],
    ['select=id&order=id&offset=1000&limit=5'],
    ['select=id&order=id&limit=0'],
    ['select=id,word&order=rest_word_length.desc,id.desc&limit=7'],
    ['select=id,rest_owners!inner(name)&rest_owners.name=eq.Ana&order=id&limit=4'],
    ['select=id,word&order=id&limit=6', { accept: 'text/csv' }],
    ['select=id,word&order=id', { range: '3-8' }],
    ['select=id&limit=3'],
  ];

  test('status, Content-Range and rows are those of the two-scan answer; rows row-level security hides are not counted', async () => {
    for (const [q, headers] of pairs) {
      const shared = await get(`rest_words?word=ilike.*alpha*&${q}`, headers);
      const twoScans = await get(`rest_words?id=in.(${alpha})&${q}`, headers);
      if (q === 'select=id&limit=3') {
        // no order: any three of the matching rows, the same total
        expect([shared.status, shared.range]).toEqual([twoScans.status, twoScans.range]);
        continue;
      }
      expect([q, shared]).toEqual([q, twoScans]);
    }
    expect((await get('rest_words?word=ilike.*alpha*&select=id&limit=1')).range).toBe('0-0/20');
    expect((await get('rest_words?word=ilike.*nothing*&select=id&limit=1')).range).toBe('*/0');
  });

  test('a read planned once answers each caller with their own rows, and a schema reload plans it again', async () => {
    const path = 'rest_words?select=*&secret=is.true&order=id&limit=2';
    const asAnon = await get(path);
    const asService = await get(path, { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}` });
    expect([asAnon.body, asAnon.range]).toEqual(['[]', '*/0']);
    expect((JSON.parse(asService.body) as { id: number }[]).map((r) => r.id)).toEqual([6, 12]);
    expect(asService.range).toBe('0-1/20');
    await t.db.exec(`alter table public.rest_words add column note text not null default 'new'`);
    await t.server.rest.reloadSchema();
    const again = await get(path, { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}` });
    expect((JSON.parse(again.body) as { note: string }[]).map((r) => r.note)).toEqual(['new', 'new']);
    await t.db.exec('alter table public.rest_words drop column note');
    await t.server.rest.reloadSchema();
  });

  test('an order on a spread computed relationship and !inner on one: rows, counts and values, the function called once', async () => {
    // the open words (not every sixth), by score = id * 7 % 11 best first, then id
    const open = Array.from({ length: 120 }, (_, k) => k + 1).filter((i) => i % 6 !== 0);
    const ranked = open.map((id) => ({ id, score: (id * 7) % 11 })).sort((x, y) => y.score - x.score || x.id - y.id);
    const page = await get('rest_words?select=id,...rest_word_score(score)&order=rest_word_score(score).desc,id&offset=3&limit=6');
    expect(page.status).toBe(206);
    expect(page.range).toBe(`3-8/${open.length}`);
    expect(JSON.parse(page.body)).toEqual(ranked.slice(3, 9));
    // the same order with the score embedded as an object (not spread): the embed runs for the page's rows
    const nested = await get('rest_words?select=id,rest_word_score(score)&order=rest_word_score(score).desc,id&limit=4');
    expect(JSON.parse(nested.body)).toEqual(ranked.slice(0, 4).map(({ id, score }) => ({ id, rest_word_score: { score } })));
    // !inner on it keeps the rows its filter keeps (an inner lateral join, as PostgREST writes it), counted alike
    const threes = open.filter((id) => (id * 7) % 11 === 3);
    const kept = await get('rest_words?select=id,rest_word_score!inner(score)&rest_word_score.score=eq.3&order=id&limit=4');
    expect(kept.range).toBe(`0-3/${threes.length}`);
    expect(JSON.parse(kept.body)).toEqual(threes.slice(0, 4).map((id) => ({ id, rest_word_score: { score: 3 } })));
    const keptSearched = await get('rest_words?word=ilike.*a*&select=id,...rest_word_score!inner(score)&rest_word_score.score=eq.3&order=id&limit=2');
    expect(keptSearched.range).toBe(`0-1/${threes.length}`);
    const cache = t.server.rest.schema();
    const sql = readStatement(planRead(cache, tableOrThrow(cache, 'rest_words'), parseQuery(new URLSearchParams('select=id,...rest_word_score(score)&order=rest_word_score(score).desc&limit=5'))), true).sql;
    expect(sql).toContain('count(*) OVER ()');
    expect(sql.split('"rest_word_score"(').length - 1).toBe(1);
    const innerSql = readStatement(planRead(cache, tableOrThrow(cache, 'rest_words'), parseQuery(new URLSearchParams('select=id,rest_word_score!inner(score)&limit=5'))), true).sql;
    expect(innerSql).toContain('INNER JOIN LATERAL');
    expect(innerSql).not.toContain('EXISTS');
  });

  test('the pattern request is the one-scan statement; without a pattern it is the count and the page', async () => {
    const cache = t.server.rest.schema();
    const statement = (search: string) => readStatement(planRead(cache, tableOrThrow(cache, 'rest_words'), parseQuery(new URLSearchParams(search))), true).sql;
    expect(statement('word=ilike.*alpha*&order=id&limit=5')).toContain('count(*) OVER ()');
    expect(statement('word=like.*lpha*&order=id&limit=5')).toContain('count(*) OVER ()');
    expect(statement(`id=in.(${alpha})&order=id&limit=5`)).not.toContain('count(*) OVER ()');
    expect(statement('word=ilike.*alpha*&order=id')).not.toContain('count(*) OVER ()');
  });
});

describe('responses on the wire', () => {
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(`${t.url}${path}`, { headers: { apikey: t.anonKey, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  test('a body of 1 KB or more is gzipped for a client that accepts gzip, as the hosted gateway sends it', async () => {
    const path = '/rest/v1/deals?select=id,title,description&limit=20';
    const plain = await raw(path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const zipped = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(zlib.gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    // small answers go as they are
    const small = await raw('/rest/v1/deals?select=id&limit=1', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
