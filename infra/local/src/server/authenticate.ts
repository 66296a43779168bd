import type { Caller } from './extension';
import { HttpError } from './extension';
import type { DbRole } from '../db';
import { sameKey, TokenError, type Keyring } from './keys';

export interface Authenticator {
  (token: string | undefined): Promise<Caller>;
}

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

export function jwtError(code: 'PGRST301' | 'PGRST303', message: string, details: string | null = null): HttpError {
  return new HttpError(401, { code, message, details, hint: null });
}

export interface AuthenticatorKeys {
  keyring: Keyring;
  /** `sb_publishable_…` -> anon; `sb_secret_…` -> service_role. */
  publishableKey: string;
  secretKey: string;
  /** The legacy anon / service_role JWT keys: honoured while the keyring keeps the legacy secret. */
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * apikey / bearer -> Caller, as the Supabase API gateway and PostgREST decide it: the publishable key (or the
 * legacy anon key) -> anon, the secret key (or the legacy service key) -> service_role; any other token must be a
 * JWT signed by a key of the keyring (ES256 by kid, or the legacy HS256 secret while it exists) with an `exp` not yet
 * passed; its `role` claim picks the role. No token at all -> anon. Verified tokens are cached until they expire
 * (bounded). Whether the secret key may be used at all (not from a browser) is decided per request by the server.
 */
export function createAuthenticator(opts: AuthenticatorKeys): Authenticator {
  const { keyring } = opts;
  const anon: Caller = { role: 'anon', claims: { role: 'anon' }, userId: null };
  const service: Caller = { role: 'service_role', claims: { role: 'service_role' }, userId: null };
  const cache = new Map<string, { caller: Caller; exp: number }>();

  return async function authenticate(token) {
    if (!token) return anon;
    if (token.startsWith('sb_')) {
      if (sameKey(token, opts.publishableKey)) return anon;
      if (sameKey(token, opts.secretKey)) return service;
      throw new HttpError(401, { code: 'PGRST301', message: 'Invalid API key', details: null, hint: 'Double check the publishable or secret key you use.' });
    }
    if (keyring.legacy) {
      if (token === opts.anonKey) return anon;
      if (token === opts.serviceRoleKey) return service;
    }
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
      payload = await keyring.verify(token);
    } catch (e) {
      if (e instanceof TokenError) {
        if (e.kind === 'expired') throw jwtError('PGRST303', e.message);
        if (e.kind === 'malformed') throw jwtError('PGRST301', 'JWSError (CompactDecodeError Invalid number of parts)', e.message);
        throw jwtError('PGRST301', e.message);
      }
      throw e;
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
