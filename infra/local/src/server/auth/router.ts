/**
 * /auth/v1: the GoTrue endpoints supabase-js (auth-js) calls, on the auth.* tables (platform.sql + gotrue.sql),
 * one file per endpoint under endpoints/ (as supabase/auth's internal/api). Runs as the database owner
 * (GoTrue's own role), never as the API roles.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db';
import type { FullServerConfig } from '../config';
import type { Caller } from '../extension';
import { isPgError } from '../rest/errors';
import { createConsents } from './consents';
import type { AuthContext, Endpoint } from './context';
import { authError } from './errors';
import { adminCreateUser, adminDeleteUser, adminGetUser, adminListUsers, adminUpdateUser } from './endpoints/admin';
import { authorizeAnswer, authorizePage, linkIdentityStart } from './endpoints/authorize';
import { health, settings } from './endpoints/health';
import { jwks, openidConfiguration } from './endpoints/well-known';
import type { Keyring } from '../keys';
import { logout } from './endpoints/logout';
import { serveMailbox } from './endpoints/mailbox';
import { otp } from './endpoints/otp';
import { recover, resend } from './endpoints/recover';
import { signup } from './endpoints/signup';
import { token } from './endpoints/token';
import { getUser, putUser } from './endpoints/user';
import { verifyLink, verifyOtp } from './endpoints/verify';
import { createRateLimiter } from './rate-limit';

export { PROVIDERS } from './providers';

const ROUTES: Record<string, Endpoint> = {
  'GET /health': health,
  'GET /settings': settings,
  'GET /.well-known/jwks.json': jwks,
  'GET /.well-known/openid-configuration': openidConfiguration,
  'POST /signup': signup,
  'POST /token': token,
  'POST /otp': otp,
  'POST /magiclink': otp,
  'GET /user': getUser,
  'PUT /user': putUser,
  'GET /user/identities/authorize': linkIdentityStart,
  'POST /logout': logout,
  'POST /recover': recover,
  'POST /resend': resend,
  'GET /verify': verifyLink,
  'POST /verify': verifyOtp,
  'GET /authorize': authorizePage,
  'POST /authorize': authorizeAnswer,
  'GET /mailbox': (ctx, r) => serveMailbox(ctx, r, false),
  'GET /mailbox.json': (ctx, r) => serveMailbox(ctx, r, true),
  'GET /admin/users': adminListUsers,
  'POST /admin/users': adminCreateUser,
  'GET /admin/users/:id': adminGetUser,
  'PUT /admin/users/:id': adminUpdateUser,
  'DELETE /admin/users/:id': adminDeleteUser,
};

/** Paths anyone may call without an apikey (links in mails, the provider page, the mailbox, health). */
export const OPEN_PATHS = /^\/(verify|authorize|mailbox(\.json)?|health|settings|\.well-known\/(jwks\.json|openid-configuration))\/?$/;

function routeKey(method: string, subpath: string): string {
  const p = subpath.replace(/\/+$/, '') || '/';
  return `${method} ${p.replace(/^\/admin\/users\/[^/]+$/, '/admin/users/:id')}`;
}

export interface AuthHandler {
  handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string, token: string | undefined): Promise<void>;
  /** /mailbox and /mailbox.json at the server's root. */
  handleMailbox(req: IncomingMessage, res: ServerResponse, url: URL, json: boolean): Promise<void>;
}

export function createAuthHandler(opts: { db: Db; config: FullServerConfig; authenticate(token: string | undefined): Promise<Caller>; keyring: Keyring }): AuthHandler {
  const { config } = opts;
  const ctx: AuthContext = {
    db: opts.db,
    config,
    get issuer() {
      return `${config.url}/auth/v1`;
    },
    keyring: opts.keyring,
    authenticate: opts.authenticate,
    limiter: createRateLimiter(() => config.auth.rateLimitWindowMs),
    consents: createConsents(),
  };
  return {
    handleMailbox: (req, res, url, json) => serveMailbox(ctx, { req, res, url }, json),
    async handle(req, res, url, subpath, token) {
      const method = req.method ?? 'GET';
      const endpoint = ROUTES[routeKey(method, subpath)];
      if (!endpoint) throw authError(404, 'not_found', `${method} ${subpath} is not an auth endpoint`);
      try {
        await endpoint(ctx, { req, res, url, token });
      } catch (e) {
        // bad bytes / values that reach Postgres (NUL in a token, ...) are the client's mistake
        if (isPgError(e) && /^(22|23)/.test(e.code)) throw authError(400, 'validation_failed', typeof e.message === 'string' ? e.message : 'Invalid input');
        throw e;
      }
    },
  };
}
