import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTHeaderParameters, type FlattenedJWSInput, type KeyLike } from 'jose';
import type { FunctionsConfig } from './config';
import { unauthorized } from './errors';

/** How long a fetched key set is used before it is fetched again, and the least time between two fetches. */
export const JWKS_TTL_MS = 10 * 60_000;
export const JWKS_MIN_REFETCH_MS = 30_000;
const JWKS_TIMEOUT_MS = 5_000;

/** Algorithms a Supabase project's asymmetric signing keys use (ECC P-256 is the default, RSA the other choice). */
const ASYMMETRIC = ['ES256', 'RS256'];

type KeyResolver = (header: JWTHeaderParameters, token: FlattenedJWSInput) => Promise<KeyLike | Uint8Array>;

/**
 * The project's public signing keys from its JWKS URL: fetched on first use, kept for `ttlMs`, fetched again
 * sooner only when a token names a kid the set does not have (a key added since) and at most once per
 * `minRefetchMs` (a stream of forged kids cannot make every call fetch). A failed refetch keeps the old set.
 */
export function createJwksCache(
  url: string,
  opts: { ttlMs?: number; minRefetchMs?: number; fetch?: typeof fetch; now?: () => number } = {},
): KeyResolver & { fetches(): number } {
  const ttl = opts.ttlMs ?? JWKS_TTL_MS;
  const minRefetch = opts.minRefetchMs ?? JWKS_MIN_REFETCH_MS;
  const get = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  let local: ReturnType<typeof createLocalJWKSet> | undefined;
  let fetchedAt = 0;
  let attemptedAt = -Infinity;
  let pending: Promise<void> | undefined;
  let count = 0;

  const refresh = (): Promise<void> =>
    (pending ??= (async () => {
      attemptedAt = now();
      count += 1;
      try {
        const res = await get(url, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS), headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`JWKS ${url}: HTTP ${res.status}`);
        const set = (await res.json()) as JSONWebKeySet;
        if (!set || !Array.isArray(set.keys)) throw new Error(`JWKS ${url}: no keys`);
        local = createLocalJWKSet(set);
        fetchedAt = now();
      } finally {
        pending = undefined;
      }
    })());

  const resolver = async (header: JWTHeaderParameters, token: FlattenedJWSInput) => {
    if (!local) await refresh();
    else if (now() - fetchedAt >= ttl && now() - attemptedAt >= minRefetch) await refresh().catch(() => undefined);
    try {
      return await local!(header, token);
    } catch (e) {
      if (e instanceof joseErrors.JWKSNoMatchingKey && now() - attemptedAt >= minRefetch) {
        await refresh();
        return local!(header, token);
      }
      throw e;
    }
  };
  return Object.assign(resolver, { fetches: () => count });
}

const caches = new Map<string, ReturnType<typeof createJwksCache>>();

/** One cache per JWKS URL for the life of the Lambda container (warm calls reuse the keys). */
function jwksFor(url: string) {
  let c = caches.get(url);
  if (!c) caches.set(url, (c = createJwksCache(url)));
  return c;
}

export interface TokenVerification {
  jwksUrl: string;
  /** The legacy HS256 secret: only while configured, for tokens signed by it (no kid, alg HS256). */
  legacyJwtSecret?: string;
  /** For tests: the key resolver to use instead of the shared cache of `jwksUrl`. */
  keys?: KeyResolver;
}

/** Verifies a Supabase access token: signature (JWKS, or the legacy secret when configured), expiry; returns the claims. */
export async function verifyAccessToken(token: string, auth: TokenVerification) {
  const jwks = auth.keys ?? jwksFor(auth.jwksUrl);
  const secret = auth.legacyJwtSecret ? new TextEncoder().encode(auth.legacyJwtSecret) : undefined;
  const { payload } = await jwtVerify(
    token,
    (header, t) => (secret && header.alg === 'HS256' && header.kid === undefined ? Promise.resolve(secret) : jwks(header, t)),
    { algorithms: secret ? [...ASYMMETRIC, 'HS256'] : ASYMMETRIC, requiredClaims: ['exp', 'sub'] },
  );
  return payload;
}

/**
 * The signed-in caller's user id, from the Supabase access token in Authorization (verified against the project's
 * JWKS, or the legacy JWT secret while configured). The body never decides who pays.
 */
export async function callerId(headers: Record<string, string | undefined>, config: Pick<FunctionsConfig, 'auth'>): Promise<string> {
  const auth = headers.authorization ?? headers.Authorization ?? '';
  const token = /^Bearer (.+)$/i.exec(auth)?.[1];
  if (!token) throw unauthorized('Sign in to continue: this request needs your session.');
  try {
    const payload = await verifyAccessToken(token, config.auth);
    if (payload.role !== 'authenticated' || typeof payload.sub !== 'string') throw new Error('not a user session');
    return payload.sub;
  } catch {
    throw unauthorized('Your session has expired or is not valid. Sign in again.');
  }
}
