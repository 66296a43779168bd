import { errors as joseErrors, jwtVerify } from 'jose';
import type { Caller } from './extension';
import { HttpError } from './extension';
import type { DbRole } from '../db';

export interface Authenticator {
  (token: string | undefined): Promise<Caller>;
}

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

export function jwtError(code: 'PGRST301' | 'PGRST303', message: string, details: string | null = null): HttpError {
  return new HttpError(401, { code, message, details, hint: null });
}

/**
 * apikey / bearer -> Caller, as PostgREST decides it: the anon key -> anon, the service key -> service_role,
 * any other token must be an HS256 JWT signed with the secret, with an `exp` not yet passed; its `role` claim picks the role.
 * No token at all -> anon. Verified tokens are cached until they expire (bounded).
 */
export function createAuthenticator(opts: { jwtSecret: string; anonKey: string; serviceRoleKey: string }): Authenticator {
  const secret = new TextEncoder().encode(opts.jwtSecret);
  const anon: Caller = { role: 'anon', claims: { role: 'anon' }, userId: null };
  const service: Caller = { role: 'service_role', claims: { role: 'service_role' }, userId: null };
  const cache = new Map<string, { caller: Caller; exp: number }>();

  return async function authenticate(token) {
    if (!token || token === opts.anonKey) return anon;
    if (token === opts.serviceRoleKey) return service;
    const now = Date.now() / 1000;
    const hit = cache.get(token);
    if (hit) {
      if (hit.exp > now) return hit.caller;
      cache.delete(token);
    }
    if (token.length > 8192 || token.split('.').length !== 3) {
      throw jwtError('PGRST301', 'Expected 3 parts in JWT; got ' + token.split('.').length);
    }
    let payload: Record<string, unknown>;
    try {
      // a token without `exp` would be good forever: refused, like GoTrue's tokens always carry one
      ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] }));
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw jwtError('PGRST303', 'JWT expired');
      if (e instanceof joseErrors.JWTClaimValidationFailed && e.claim === 'exp') throw jwtError('PGRST301', 'JWT has no expiry (exp claim)');
      if (e instanceof joseErrors.JWSSignatureVerificationFailed) throw jwtError('PGRST301', 'JWSError JWSInvalidSignature');
      throw jwtError('PGRST301', 'JWSError (CompactDecodeError Invalid number of parts)', e instanceof Error ? e.message : null);
    }
    const role = typeof payload.role === 'string' ? payload.role : 'anon';
    if (!ROLES.has(role)) throw jwtError('PGRST301', `role "${role}" does not exist`);
    const sub = typeof payload.sub === 'string' ? payload.sub : null;
    const caller: Caller = { role: role as DbRole, claims: payload, userId: role === 'authenticated' ? sub : null };
    const exp = payload.exp as number;
    if (cache.size > 5000) cache.clear();
    cache.set(token, { caller, exp });
    return caller;
  };
}
