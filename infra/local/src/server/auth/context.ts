/** What every /auth/v1 endpoint gets: the database, the config, and the request helpers GoTrue's API shares. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db';
import type { FullServerConfig } from '../config';
import type { Caller } from '../extension';
import { clientAddress, parseJsonBounded, readBody } from '../http';
import { authError } from './errors';
import type { Consents } from './consents';
import type { RateLimiter } from './rate-limit';
import type { Keyring } from '../keys';

export interface AuthContext {
  db: Db;
  config: FullServerConfig;
  /** The GoTrue URL, the `iss` of its tokens. */
  issuer: string;
  /** Signs access tokens (ES256, its kid in the header) and verifies them; see ../keys.ts. */
  keyring: Keyring;
  authenticate(token: string | undefined): Promise<Caller>;
  limiter: RateLimiter;
  consents: Consents;
}

export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  token: string | undefined;
}

export type Endpoint = (ctx: AuthContext, r: AuthRequest) => Promise<void> | void;

const EMAIL_RE = /^[^\s@"'<>(),;:\\]+@[^\s@"'<>(),;:\\]+\.[^\s@"'<>(),;:\\]{2,}$/;

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export async function readJson(ctx: AuthContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req, ctx.config.bodyLimit, () => ({ code: 413, error_code: 'request_too_large', msg: `Request body too large (limit ${ctx.config.bodyLimit} bytes)` }));
  if (text.trim() === '') return {};
  const ct = String(req.headers['content-type'] ?? '');
  if (ct.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  let parsed: ReturnType<typeof parseJsonBounded>;
  try {
    parsed = parseJsonBounded(text, ctx.config.maxJsonDepth);
  } catch {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (parsed.tooDeep) throw authError(400, 'bad_json', `Request body is nested too deeply (more than ${ctx.config.maxJsonDepth} levels)`);
  const v = parsed.value;
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw authError(400, 'bad_json', 'Request body must be a JSON object');
  return v as Record<string, unknown>;
}

export function normEmail(v: unknown): string {
  const e = str(v)?.trim().toLowerCase() ?? '';
  if (!e || e.length > 255 || !EMAIL_RE.test(e)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return e;
}

export function checkPassword(v: unknown): string {
  const p = str(v);
  if (!p) throw authError(422, 'validation_failed', 'Signup requires a valid password');
  if (p.length < 6) {
    throw authError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });
  }
  if (p.length > 72) throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  return p;
}

export function clientIp(ctx: AuthContext, req: IncomingMessage): string {
  return clientAddress(req, ctx.config.trustedProxies);
}

/** A redirect target on one of the configured site origins, else the site URL (GoTrue's allow-list). */
export function safeRedirect(ctx: AuthContext, v: unknown): string {
  const s = str(v);
  if (s) {
    try {
      const u = new URL(s);
      const allowed = new Set([new URL(ctx.config.auth.siteUrl).origin, ...ctx.config.siteOrigins]);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && allowed.has(u.origin)) return s;
    } catch {
      /* not a URL: the site URL instead */
    }
  }
  return ctx.config.auth.siteUrl;
}

/** The emails a request may make: per address and per client, so neither a script nor a botnet floods a mailbox. */
export function limitEmails(ctx: AuthContext, req: IncomingMessage, email: string): void {
  const a = ctx.config.auth;
  ctx.limiter.hit(`mail:${email}`, a.emailRateLimit, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  ctx.limiter.hit(`mail-ip:${clientIp(ctx, req)}`, a.clientRateLimit, 'over_email_send_rate_limit', 'Email rate limit exceeded');
}

export const withQuery = (base: string, params: Record<string, string>): string => {
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
};
