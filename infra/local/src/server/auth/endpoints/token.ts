import { createHash } from 'node:crypto';
import { compare } from 'bcryptjs';
import { sendJson } from '../../http';
import { clientIp, readJson, str, type AuthContext, type Endpoint } from '../context';
import { authError } from '../errors';
import { issueSession, signIn } from '../sessions';
import { iso, userByEmail, userById } from '../users';

/** POST /token?grant_type=password|refresh_token|pkce */
export const token: Endpoint = async (ctx, r) => {
  const grant = r.url.searchParams.get('grant_type');
  const body = await readJson(ctx, r.req);
  if (grant === 'password') return sendJson(r.res, 200, await passwordGrant(ctx, r.req, body));
  if (grant === 'refresh_token') return sendJson(r.res, 200, await refreshGrant(ctx, body));
  if (grant === 'pkce') return sendJson(r.res, 200, await pkceGrant(ctx, body));
  throw authError(400, 'validation_failed', 'unsupported_grant_type');
};

async function passwordGrant(ctx: AuthContext, req: Parameters<typeof clientIp>[1], body: Record<string, unknown>) {
  const a = ctx.config.auth;
  const emailRaw = str(body.email);
  const password = str(body.password);
  if (!emailRaw && str(body.phone)) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!emailRaw || !password) throw authError(400, 'validation_failed', 'missing email or phone');
  const email = emailRaw.trim().toLowerCase();
  ctx.limiter.hit(`signin:${email}|${clientIp(ctx, req)}`, a.signInRateLimit, 'over_request_rate_limit', 'Too many requests: request rate limit reached');
  const u = await userByEmail(ctx.db, email);
  const ok = !!u && !!u.encrypted_password && (await compare(password, u.encrypted_password).catch(() => false));
  if (!u || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  if (u.banned_until && new Date(iso(u.banned_until) as string).getTime() > Date.now()) throw authError(400, 'user_banned', 'User is banned');
  if (a.enableEmailConfirmations && !u.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction((tx) => signIn(ctx, tx, u.id, 'password'));
}

async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const token = str(body.refresh_token);
  if (!token) throw authError(400, 'validation_failed', 'refresh_token required');
  const session = await ctx.db.transaction(async (tx) => {
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
    // a suspended (banned) or deleted account gets no new token, even from a refresh token that outlived its session
    if (u.banned_until && new Date(iso(u.banned_until) as string).getTime() > Date.now()) throw authError(400, 'user_banned', 'User is banned');
    const s = await tx.query('select 1 from auth.sessions where id = $1', [row.session_id]);
    if (s.rows.length === 0) throw authError(400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
    return issueSession(ctx, tx, u, 'token_refresh', row.session_id, token);
  });
  if (!session) throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return session;
}

async function pkceGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const code = str(body.auth_code);
  const verifier = str(body.code_verifier);
  if (!code || !verifier) throw authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  return ctx.db.transaction(async (tx) => {
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
    const u = await userById(tx, f.user_id);
    if (!u) throw authError(404, 'user_not_found', 'User not found');
    return signIn(ctx, tx, u.id, f.authentication_method.startsWith('email') ? 'otp' : 'oauth');
  });
}
