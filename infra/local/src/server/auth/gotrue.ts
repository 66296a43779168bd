/**
 * /auth/v1: the GoTrue endpoints supabase-js (auth-js 2.109) uses, on auth.* tables (platform.sql + gotrue.sql).
 * Runs as the database owner (GoTrue's own role), never as the API roles.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compare, hash } from 'bcryptjs';
import { SignJWT } from 'jose';
import type { Db, Tx } from '../../db';
import type { FullServerConfig } from '../config';
import { HttpError, type Caller } from '../extension';
import { readBody, sendJson, sendRaw } from '../http';
import { authError } from './errors';
import { isPgError } from '../rest/errors';
import { mailboxPage, providerPage, type MailRow } from './pages';

export const PROVIDERS = ['google', 'github', 'apple', 'facebook', 'twitter', 'discord', 'azure', 'linkedin_oidc', 'gitlab', 'spotify', 'twitch', 'slack_oidc', 'notion', 'figma'];

interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  banned_until: string | null;
  phone: string | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

const iso = (v: unknown): string | null => (v == null ? null : String(v).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
const EMAIL_RE = /^[^\s@"'<>(),;:\\]+@[^\s@"'<>(),;:\\]+\.[^\s@"'<>(),;:\\]{2,}$/;
const USER_COLS = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, phone, is_anonymous`;

export interface AuthHandler {
  route(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string, token: string | undefined): Promise<void>;
  handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string, token: string | undefined): Promise<void>;
  /** The mailbox: newest first. */
  mailbox(to?: string): Promise<MailRow[]>;
  handleMailbox(req: IncomingMessage, res: ServerResponse, url: URL, json: boolean): Promise<void>;
}

export function createAuthHandler(opts: {
  db: Db;
  config: FullServerConfig;
  authenticate(token: string | undefined): Promise<Caller>;
}): AuthHandler {
  const { db, config } = opts;
  const a = config.auth;
  const secret = new TextEncoder().encode(config.jwtSecret);
  const issuer = `${config.url}/auth/v1`;
  const attempts = new Map<string, number[]>();

  // ------------------------------------------------------------ helpers
  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const text = await readBody(req, config.bodyLimit, () => ({ code: 413, error_code: 'request_too_large', msg: 'Request body too large' }));
    if (text.trim() === '') return {};
    const ct = String(req.headers['content-type'] ?? '');
    if (ct.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
    let v: unknown;
    try {
      v = JSON.parse(text);
    } catch {
      throw authError(400, 'bad_json', 'Could not parse request body as JSON');
    }
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw authError(400, 'bad_json', 'Request body must be a JSON object');
    return v as Record<string, unknown>;
  }

  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

  function normEmail(v: unknown): string {
    const e = str(v)?.trim().toLowerCase() ?? '';
    if (!e || e.length > 255 || !EMAIL_RE.test(e)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    return e;
  }

  function checkPassword(v: unknown): string {
    const p = str(v);
    if (!p) throw authError(422, 'validation_failed', 'Signup requires a valid password');
    if (p.length < 6) {
      throw authError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });
    }
    if (p.length > 72) throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
    return p;
  }

  function clientIp(req: IncomingMessage): string {
    const f = req.headers['x-forwarded-for'];
    return (typeof f === 'string' ? f.split(',')[0]?.trim() : undefined) || req.socket.remoteAddress || 'unknown';
  }

  function rateLimit(key: string) {
    const now = Date.now();
    const list = (attempts.get(key) ?? []).filter((t) => t > now - a.rateLimitWindowMs);
    list.push(now);
    attempts.set(key, list);
    if (attempts.size > 10000) {
      for (const [k, v] of attempts) if ((v[v.length - 1] ?? 0) < now - a.rateLimitWindowMs) attempts.delete(k);
    }
    if (list.length > a.signInRateLimit) {
      throw authError(429, 'over_request_rate_limit', 'Too many requests: request rate limit reached');
    }
  }

  function safeRedirect(v: unknown): string {
    const s = str(v);
    if (s) {
      try {
        const u = new URL(s);
        const site = new URL(a.siteUrl);
        if ((u.protocol === 'http:' || u.protocol === 'https:') && (['localhost', '127.0.0.1', '[::1]'].includes(u.hostname) || u.origin === site.origin)) return s;
      } catch {
        /* fall through */
      }
    }
    return a.siteUrl;
  }

  async function identitiesOf(q: Tx | Db, userId: string): Promise<IdentityRow[]> {
    return (await q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId])).rows;
  }

  function userJson(u: UserRow, identities: IdentityRow[]) {
    return {
      id: u.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: u.email ?? '',
      email_confirmed_at: iso(u.email_confirmed_at),
      phone: u.phone ?? '',
      confirmation_sent_at: iso(u.confirmation_sent_at),
      confirmed_at: iso(u.email_confirmed_at),
      recovery_sent_at: iso(u.recovery_sent_at),
      last_sign_in_at: iso(u.last_sign_in_at),
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      identities: identities.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email,
      })),
      created_at: iso(u.created_at),
      updated_at: iso(u.updated_at),
      is_anonymous: u.is_anonymous ?? false,
    };
  }

  async function userById(q: Tx | Db, id: string): Promise<UserRow | undefined> {
    return (await q.query<UserRow>(`select ${USER_COLS} from auth.users where id = $1 and deleted_at is null`, [id])).rows[0];
  }

  async function userByEmail(q: Tx | Db, email: string): Promise<UserRow | undefined> {
    return (await q.query<UserRow>(`select ${USER_COLS} from auth.users where lower(email) = $1 and deleted_at is null limit 1`, [email])).rows[0];
  }

  async function issueSession(tx: Tx, u: UserRow, method: string, existingSessionId?: string, parent?: string) {
    const sessionId = existingSessionId ?? randomUUID();
    if (!existingSessionId) {
      await tx.query('insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())', [sessionId, u.id]);
    } else {
      await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [sessionId]);
    }
    const refresh = randomBytes(16).toString('base64url');
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id) values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4)`,
      [refresh, u.id, parent ?? null, sessionId],
    );
    const now = Math.floor(Date.now() / 1000);
    const exp = now + a.accessTokenTtl;
    const accessToken = await new SignJWT({
      aud: 'authenticated',
      email: u.email ?? '',
      phone: u.phone ?? '',
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(u.id)
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(secret);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: a.accessTokenTtl,
      expires_at: exp,
      refresh_token: refresh,
      user: userJson(u, await identitiesOf(tx, u.id)),
    };
  }

  async function sendMail(tx: Tx, to: string, kind: string, subject: string, text: string, link: string) {
    const html = `<p>${text}</p><p><a href="${link}">${subject}</a></p>`;
    await tx.query(
      'insert into auth.local_mail_outbox (to_email, subject, body_text, body_html, links, kind) values ($1, $2, $3, $4, $5::jsonb, $6)',
      [to, subject, `${text}\n\n${link}`, html, JSON.stringify([link]), kind],
    );
  }

  async function createFlowState(tx: Tx, body: Record<string, unknown>, userId: string | null, providerType: string, method: string): Promise<string | null> {
    const challenge = str(body.code_challenge);
    if (!challenge) return null;
    const m = (str(body.code_challenge_method) ?? 'plain').toLowerCase();
    if (m !== 's256' && m !== 'plain') throw authError(400, 'validation_failed', 'Code challenge method must be one of s256, plain');
    if (challenge.length < 43 || challenge.length > 128) throw authError(400, 'validation_failed', 'Code challenge has invalid length');
    const id = randomUUID();
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, auth_code_issued_at)
       values ($1, $2, $3, $4, $5, $6, $7, now())`,
      [id, userId, randomUUID(), m, challenge, providerType, method],
    );
    return id;
  }

  /** A one-time email link (signup confirmation / recovery). */
  async function emailLink(tx: Tx, u: UserRow, type: 'signup' | 'recovery', redirectTo: string, flowStateId: string | null): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await tx.query('insert into auth.local_one_time_tokens (token, user_id, type, flow_state_id, redirect_to) values ($1, $2, $3, $4, $5)', [
      token, u.id, type, flowStateId, redirectTo,
    ]);
    const link = `${issuer}/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
    if (type === 'signup') {
      await tx.query('update auth.users set confirmation_sent_at = now() where id = $1', [u.id]);
      await sendMail(tx, u.email ?? '', 'signup', 'Confirm your signup', 'Follow this link to confirm your email address:', link);
    } else {
      await tx.query('update auth.users set recovery_sent_at = now() where id = $1', [u.id]);
      await sendMail(tx, u.email ?? '', 'recovery', 'Reset your password', 'Follow this link to reset the password for your account:', link);
    }
    return link;
  }

  async function requireUser(token: string | undefined): Promise<{ user: UserRow; claims: Record<string, unknown> }> {
    let caller: Caller;
    try {
      caller = await opts.authenticate(token);
    } catch (e) {
      const msg = e instanceof HttpError && typeof e.body.message === 'string' ? e.body.message : 'invalid JWT';
      throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${msg}`);
    }
    if (caller.role !== 'authenticated' || !caller.userId || !caller.claims) {
      throw authError(403, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const user = await userById(db, caller.userId);
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sid = str(caller.claims.session_id);
    if (sid) {
      const s = await db.query('select 1 from auth.sessions where id = $1', [sid]);
      if (s.rows.length === 0) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, claims: caller.claims };
  }

  function redirectWith(res: ServerResponse, to: string) {
    sendRaw(res, 303, '', { Location: to });
  }

  function fragmentFor(session: { access_token: string; expires_at: number; expires_in: number; refresh_token: string; token_type: string }, type: string, extra: Record<string, string> = {}) {
    return new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type,
      ...extra,
    }).toString();
  }

  const withQuery = (base: string, params: Record<string, string>) => {
    const u = new URL(base);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  };

  // ------------------------------------------------------------ endpoints
  async function signup(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await readJson(req);
    const email = normEmail(body.email);
    const password = checkPassword(body.password);
    const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? body.redirect_to);
    const hashed = await hash(password, a.bcryptCost);
    const out = await db.transaction(async (tx) => {
      const existing = await userByEmail(tx, email);
      if (existing) {
        if (!a.enableEmailConfirmations || existing.email_confirmed_at) {
          if (!a.enableEmailConfirmations) throw authError(422, 'user_already_exists', 'User already registered');
          // GoTrue hides existing accounts when confirmations are on: a user-shaped answer with no identities
          return { kind: 'user' as const, body: { ...userJson(existing, []), identities: [] } };
        }
        const flow = await createFlowState(tx, body, existing.id, 'email', 'email/signup');
        await emailLink(tx, existing, 'signup', redirectTo, flow);
        return { kind: 'user' as const, body: userJson((await userById(tx, existing.id)) as UserRow, await identitiesOf(tx, existing.id)) };
      }
      const id = randomUUID();
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, ${a.enableEmailConfirmations ? 'null' : 'now()'},
           '{"provider":"email","providers":["email"]}'::jsonb, $4::jsonb, now(), now(), false)`,
        [id, email, hashed, JSON.stringify(data)],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3::jsonb, 'email', now())`,
        [id, id, JSON.stringify({ sub: id, email, email_verified: !a.enableEmailConfirmations, phone_verified: false })],
      );
      const user = (await userById(tx, id)) as UserRow;
      if (!a.enableEmailConfirmations) {
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [id]);
        return { kind: 'session' as const, body: await issueSession(tx, (await userById(tx, id)) as UserRow, 'password') };
      }
      const flow = await createFlowState(tx, body, id, 'email', 'email/signup');
      await emailLink(tx, user, 'signup', redirectTo, flow);
      return { kind: 'user' as const, body: userJson((await userById(tx, id)) as UserRow, await identitiesOf(tx, id)) };
    });
    sendJson(res, 200, out.body);
  }

  async function tokenPassword(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const emailRaw = str(body.email);
    const password = str(body.password);
    if (!emailRaw && str(body.phone)) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!emailRaw || !password) throw authError(400, 'validation_failed', 'missing email or phone');
    const email = emailRaw.trim().toLowerCase();
    rateLimit(`${email}|${clientIp(req)}`);
    const u = await userByEmail(db, email);
    const ok = !!u && !!u.encrypted_password && (await compare(password, u.encrypted_password).catch(() => false));
    if (!u || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    if (u.banned_until && new Date(iso(u.banned_until) as string).getTime() > Date.now()) throw authError(400, 'user_banned', 'User is banned');
    if (a.enableEmailConfirmations && !u.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    const session = await db.transaction(async (tx) => {
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [u.id]);
      return issueSession(tx, (await userById(tx, u.id)) as UserRow, 'password');
    });
    sendJson(res, 200, session);
  }

  async function tokenRefresh(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const token = str(body.refresh_token);
    if (!token) throw authError(400, 'validation_failed', 'refresh_token required');
    const session = await db.transaction(async (tx) => {
      const rotated = await tx.query<{ user_id: string; session_id: string }>(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1 and revoked = false returning user_id, session_id',
        [token],
      );
      const row = rotated.rows[0];
      if (!row) {
        const old = await tx.query<{ session_id: string | null }>('select session_id from auth.refresh_tokens where token = $1', [token]);
        const o = old.rows[0];
        if (!o) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        // reuse of a rotated token: revoke the whole session (GoTrue's reuse detection)
        if (o.session_id) await tx.query('delete from auth.sessions where id = $1', [o.session_id]);
        return null;
      }
      const u = await userById(tx, row.user_id);
      if (!u) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const s = await tx.query('select 1 from auth.sessions where id = $1', [row.session_id]);
      if (s.rows.length === 0) throw authError(400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
      return issueSession(tx, u, 'token_refresh', row.session_id, token);
    });
    if (!session) throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    sendJson(res, 200, session);
  }

  async function tokenPkce(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const code = str(body.auth_code);
    const verifier = str(body.code_verifier);
    if (!code || !verifier) throw authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
    const session = await db.transaction(async (tx) => {
      const fs = await tx.query<{ id: string; user_id: string | null; code_challenge: string; code_challenge_method: string; fresh: boolean; authentication_method: string }>(
        `select id, user_id, code_challenge, code_challenge_method, authentication_method,
           coalesce(auth_code_issued_at, created_at) > now() - interval '10 minutes' as fresh
         from auth.flow_state where auth_code = $1`,
        [code],
      );
      const f = fs.rows[0];
      if (!f || !f.user_id) throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      if (!f.fresh) {
        await tx.query('delete from auth.flow_state where id = $1', [f.id]);
        throw authError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
      }
      const expected = f.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
      if (expected !== f.code_challenge) throw authError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      await tx.query('delete from auth.flow_state where id = $1', [f.id]);
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [f.user_id]);
      const u = await userById(tx, f.user_id);
      if (!u) throw authError(404, 'user_not_found', 'User not found');
      return issueSession(tx, u, f.authentication_method.startsWith('email') ? 'otp' : 'oauth');
    });
    sendJson(res, 200, session);
  }

  async function getUser(res: ServerResponse, token: string | undefined) {
    const { user } = await requireUser(token);
    sendJson(res, 200, userJson(user, await identitiesOf(db, user.id)));
  }

  async function putUser(req: IncomingMessage, res: ServerResponse, token: string | undefined) {
    const { user } = await requireUser(token);
    const body = await readJson(req);
    const out = await db.transaction(async (tx) => {
      if (body.password !== undefined) {
        const p = checkPassword(body.password);
        if (user.encrypted_password && (await compare(p, user.encrypted_password).catch(() => false))) {
          throw authError(422, 'same_password', 'New password should be different from the old password.');
        }
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, await hash(p, a.bcryptCost)]);
      }
      if (body.email !== undefined) {
        const email = normEmail(body.email);
        if (email !== user.email) {
          const other = await userByEmail(tx, email);
          if (other) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
          await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [user.id, email]);
          await tx.query(`update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`, [user.id, email]);
        }
      }
      if (body.data !== undefined) {
        if (!body.data || typeof body.data !== 'object' || Array.isArray(body.data)) throw authError(400, 'validation_failed', 'data must be an object');
        await tx.query(
          'update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, \'{}\'::jsonb) || $2::jsonb, updated_at = now() where id = $1',
          [user.id, JSON.stringify(body.data)],
        );
      }
      return userJson((await userById(tx, user.id)) as UserRow, await identitiesOf(tx, user.id));
    });
    sendJson(res, 200, out);
  }

  async function logout(res: ServerResponse, url: URL, token: string | undefined) {
    const { user, claims } = await requireUser(token);
    const scope = url.searchParams.get('scope') ?? 'global';
    const sid = str(claims.session_id) ?? null;
    if (scope === 'local') {
      if (sid) await db.query('delete from auth.sessions where id = $1', [sid]);
    } else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [user.id, sid]);
    } else if (scope === 'global') {
      await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else {
      throw authError(400, 'validation_failed', 'Unsupported logout scope');
    }
    sendRaw(res, 204, '');
  }

  async function recover(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await readJson(req);
    const email = normEmail(body.email);
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? body.redirect_to);
    await db.transaction(async (tx) => {
      const u = await userByEmail(tx, email);
      if (!u) return;
      const flow = await createFlowState(tx, body, u.id, 'recovery', 'recovery');
      await emailLink(tx, u, 'recovery', redirectTo, flow);
    });
    sendJson(res, 200, {});
  }

  async function resend(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await readJson(req);
    const type = str(body.type);
    if (type !== 'signup') throw authError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
    const email = normEmail(body.email);
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? (body.options as Record<string, unknown> | undefined)?.emailRedirectTo);
    await db.transaction(async (tx) => {
      const u = await userByEmail(tx, email);
      if (!u || u.email_confirmed_at) return;
      const flow = await createFlowState(tx, body, u.id, 'email', 'email/signup');
      await emailLink(tx, u, 'signup', redirectTo, flow);
    });
    sendJson(res, 200, { message_id: null });
  }

  /** Consumes a one-time token; returns what to do next. */
  async function consume(tx: Tx, token: string, type: string) {
    const r = await tx.query<{ user_id: string; type: string; flow_state_id: string | null; redirect_to: string | null; fresh: boolean }>(
      `update auth.local_one_time_tokens set used_at = now() where token = $1 and used_at is null
       returning user_id, type, flow_state_id, redirect_to, created_at > now() - interval '24 hours' as fresh`,
      [token],
    );
    const t = r.rows[0];
    const typeOk = t && (t.type === type || (t.type === 'signup' && (type === 'email' || type === 'magiclink')));
    if (!t || !typeOk || !t.fresh) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
    await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now() where id = $1', [t.user_id]);
    await tx.query(`update auth.identities set identity_data = identity_data || '{"email_verified":true}'::jsonb where user_id = $1 and provider = 'email'`, [t.user_id]);
    return t;
  }

  async function verifyGet(res: ServerResponse, url: URL) {
    const token = url.searchParams.get('token') ?? '';
    const type = url.searchParams.get('type') ?? '';
    const fallback = safeRedirect(url.searchParams.get('redirect_to'));
    try {
      const out = await db.transaction(async (tx) => {
        const t = await consume(tx, token, type);
        const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? t.redirect_to);
        if (t.flow_state_id) {
          const f = await tx.query<{ auth_code: string }>('update auth.flow_state set user_id = $2, auth_code_issued_at = now() where id = $1 returning auth_code', [t.flow_state_id, t.user_id]);
          const code = f.rows[0]?.auth_code;
          if (code) return withQuery(redirectTo, { code });
        }
        const u = (await userById(tx, t.user_id)) as UserRow;
        const session = await issueSession(tx, u, 'otp');
        return `${redirectTo.split('#')[0]}#${fragmentFor(session, t.type === 'recovery' ? 'recovery' : 'signup')}`;
      });
      redirectWith(res, out);
    } catch (e) {
      if (e instanceof HttpError) {
        const frag = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
        redirectWith(res, `${fallback.split('#')[0]}#${frag.toString()}`);
        return;
      }
      throw e;
    }
  }

  async function verifyPost(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const token = str(body.token_hash) ?? str(body.token);
    const type = str(body.type);
    if (!token || !type) throw authError(400, 'validation_failed', 'Verify requires a token or a token hash and a type');
    const session = await db.transaction(async (tx) => {
      const t = await consume(tx, token, type);
      return issueSession(tx, (await userById(tx, t.user_id)) as UserRow, 'otp');
    });
    sendJson(res, 200, session);
  }

  function providerOf(v: string | null): string {
    const p = (v ?? '').toLowerCase();
    if (!PROVIDERS.includes(p)) throw authError(400, 'validation_failed', `Unsupported provider: Provider ${v ?? ''} could not be found`);
    return p;
  }

  function authorizeGet(res: ServerResponse, url: URL) {
    const provider = providerOf(url.searchParams.get('provider'));
    const hidden: Record<string, string> = { provider, redirect_to: safeRedirect(url.searchParams.get('redirect_to')) };
    for (const k of ['code_challenge', 'code_challenge_method', 'scopes']) {
      const v = url.searchParams.get(k);
      if (v) hidden[k] = v;
    }
    sendRaw(res, 200, providerPage({ provider, action: `${issuer}/authorize`, hidden, email: `demo.${provider.replace(/_oidc$/, '')}@pitchside.dev`, name: 'Demo User' }), {
      'Content-Type': 'text/html; charset=utf-8',
    });
  }

  async function authorizePost(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const provider = providerOf(str(body.provider) ?? null);
    const email = normEmail(body.email);
    const fullName = (str(body.full_name) ?? str(body.name) ?? '').trim().slice(0, 200);
    const redirectTo = safeRedirect(body.redirect_to);
    const providerId = createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 21);
    const out = await db.transaction(async (tx) => {
      let u = await userByEmail(tx, email);
      const identityData = { sub: providerId, provider_id: providerId, email, email_verified: true, phone_verified: false, full_name: fullName || undefined, name: fullName || undefined, iss: `${issuer}/local-${provider}` };
      if (!u) {
        const id = randomUUID();
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), $3::jsonb, $4::jsonb, now(), now(), false)`,
          [id, email, JSON.stringify({ provider, providers: [provider] }), JSON.stringify(identityData)],
        );
        u = (await userById(tx, id)) as UserRow;
      } else {
        const providers = new Set<string>(Array.isArray(u.raw_app_meta_data?.providers) ? (u.raw_app_meta_data?.providers as string[]) : []);
        providers.add(provider);
        await tx.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
             raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers', $2::jsonb) where id = $1`,
          [u.id, JSON.stringify([...providers])],
        );
      }
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3::jsonb, $4, now())
         on conflict (provider_id, provider) do update set last_sign_in_at = now(), identity_data = excluded.identity_data`,
        [providerId, u.id, JSON.stringify(identityData), provider],
      );
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [u.id]);
      const flow = await createFlowState(tx, body, u.id, provider, 'oauth');
      if (flow) {
        const f = await tx.query<{ auth_code: string }>('select auth_code from auth.flow_state where id = $1', [flow]);
        return withQuery(redirectTo, { code: f.rows[0]?.auth_code ?? '' });
      }
      const session = await issueSession(tx, (await userById(tx, u.id)) as UserRow, 'oauth');
      return `${redirectTo.split('#')[0]}#${fragmentFor(session, '', { provider_token: 'local-provider-token' }).replace(/&?type=(?=&|$)/, '')}`;
    });
    redirectWith(res, out);
  }

  function settings(res: ServerResponse) {
    sendJson(res, 200, {
      external: { ...Object.fromEntries(PROVIDERS.map((p) => [p, true])), email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: !a.enableEmailConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }

  async function mailbox(to?: string): Promise<MailRow[]> {
    const r = await db.query<MailRow>(
      `select id::int as id, to_email, subject, body_text, body_html, links, kind, to_json(created_at)#>>'{}' as created_at
       from auth.local_mail_outbox where ($1::text is null or lower(to_email) = lower($1)) order by id desc limit 200`,
      [to ?? null],
    );
    return r.rows;
  }

  return {
    mailbox,
    async handleMailbox(_req, res, url, json) {
      const mails = await mailbox(url.searchParams.get('to') ?? undefined);
      if (json) {
        sendJson(res, 200, {
          messages: mails.map((m) => ({ id: m.id, to: m.to_email, subject: m.subject, text: m.body_text, html: m.body_html, links: m.links, kind: m.kind, created_at: m.created_at })),
        });
      } else {
        sendRaw(res, 200, mailboxPage(mails), { 'Content-Type': 'text/html; charset=utf-8' });
      }
    },
    async handle(req, res, url, subpath, token) {
      try {
        await this.route(req, res, url, subpath, token);
      } catch (e) {
        // bad bytes / values that reach Postgres (NUL in a token, ...) are the client's mistake
        if (isPgError(e) && /^(22|23)/.test(e.code)) throw authError(400, 'validation_failed', typeof e.message === 'string' ? e.message : 'Invalid input');
        throw e;
      }
    },
    async route(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string, token: string | undefined): Promise<void> {
      const method = req.method ?? 'GET';
      const route = `${method} ${subpath.replace(/\/+$/, '') || '/'}`;
      switch (route) {
        case 'GET /health':
          return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'Pitchside local GoTrue-compatible auth' });
        case 'GET /settings':
          return settings(res);
        case 'POST /signup':
          return signup(req, res, url);
        case 'POST /token': {
          const grant = url.searchParams.get('grant_type');
          if (grant === 'password') return tokenPassword(req, res);
          if (grant === 'refresh_token') return tokenRefresh(req, res);
          if (grant === 'pkce') return tokenPkce(req, res);
          throw authError(400, 'validation_failed', 'unsupported_grant_type');
        }
        case 'GET /user':
          return getUser(res, token);
        case 'PUT /user':
          return putUser(req, res, token);
        case 'POST /logout':
          return logout(res, url, token);
        case 'POST /recover':
          return recover(req, res, url);
        case 'POST /resend':
          return resend(req, res, url);
        case 'GET /verify':
          return verifyGet(res, url);
        case 'POST /verify':
          return verifyPost(req, res);
        case 'GET /authorize':
          return authorizeGet(res, url);
        case 'POST /authorize':
          return authorizePost(req, res);
        case 'GET /mailbox':
          return this.handleMailbox(req, res, url, false);
        case 'GET /mailbox.json':
          return this.handleMailbox(req, res, url, true);
        default:
          throw authError(404, 'not_found', `${method} ${subpath} is not an auth endpoint`);
      }
    },
  };
}
