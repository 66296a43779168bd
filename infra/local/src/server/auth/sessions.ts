/** Sessions, refresh tokens and access tokens; who the bearer of a request is. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { SignJWT } from 'jose';
import type { Tx } from '../../db';
import { HttpError, type Caller } from '../extension';
import { sendRaw } from '../http';
import { str, type AuthContext } from './context';
import { authError } from './errors';
import { identitiesOf, userById, userJson, type UserRow } from './users';

export interface Session {
  access_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

export async function issueSession(ctx: AuthContext, tx: Tx, u: UserRow, method: string, existingSessionId?: string, parent?: string): Promise<Session> {
  const ttl = ctx.config.auth.accessTokenTtl;
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
  const exp = now + ttl;
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
    .setProtectedHeader(ctx.keyring.header)
    .setSubject(u.id)
    .setIssuer(ctx.issuer)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(ctx.keyring.signingKey);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: exp,
    refresh_token: refresh,
    user: userJson(u, await identitiesOf(tx, u.id)),
  };
}

/** Signs the user in: last_sign_in_at now, a new session. */
export async function signIn(ctx: AuthContext, tx: Tx, userId: string, method: string): Promise<Session> {
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  return issueSession(ctx, tx, (await userById(tx, userId)) as UserRow, method);
}

async function callerOf(ctx: AuthContext, token: string | undefined): Promise<Caller> {
  try {
    return await ctx.authenticate(token);
  } catch (e) {
    const msg = e instanceof HttpError && typeof e.body.message === 'string' ? e.body.message : 'invalid JWT';
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${msg}`);
  }
}

/** The signed-in user behind a bearer token, with a live session. */
export async function requireUser(ctx: AuthContext, token: string | undefined): Promise<{ user: UserRow; claims: Record<string, unknown> }> {
  const caller = await callerOf(ctx, token);
  if (caller.role !== 'authenticated' || !caller.userId || !caller.claims) {
    throw authError(403, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const user = await userById(ctx.db, caller.userId);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sid = str(caller.claims.session_id);
  if (sid) {
    const s = await ctx.db.query('select 1 from auth.sessions where id = $1', [sid]);
    if (s.rows.length === 0) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, claims: caller.claims };
}

/** The admin API: only the service role (GoTrue's requireAdmin). */
export async function requireServiceRole(ctx: AuthContext, token: string | undefined): Promise<void> {
  const caller = await callerOf(ctx, token);
  if (caller.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
}

export function redirectWith(res: ServerResponse, to: string): void {
  sendRaw(res, 303, '', { Location: to });
}

export function fragmentFor(session: Session, type: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    ...(type ? { type } : {}),
    ...extra,
  });
  return params.toString();
}
