/**
 * The project's keys, as hosted Supabase has them since its move to asymmetric signing keys and new API keys:
 *
 * - JWT signing keys: ES256 (P-256) private keys as JWKs, GoTrue's GOTRUE_JWT_KEYS / the Supabase CLI's
 *   signing_keys.json format. Exactly one has `"sign"` in `key_ops` and signs new access tokens (its `kid` goes in
 *   the header); the others are verify-only: a standby key published ahead of a rotation, or a previous key whose
 *   tokens are still live. A key removed from the list is revoked: its tokens are refused at once.
 * - The legacy HS256 JWT secret, while it exists: it verifies tokens without a `kid` (or with its own), and the
 *   legacy anon / service_role JWT keys are signed with it.
 * - API keys `sb_publishable_…` (role anon) and `sb_secret_…` (role service_role): opaque strings, not JWTs.
 *
 * Verification follows GoTrue's parseJWTClaims: a `kid` picks the key (an unknown `kid` is refused); no `kid` and
 * `alg: HS256` means the legacy secret. An EC key only ever verifies ES256, the secret only HS256.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomUUID, timingSafeEqual, type JsonWebKey, type KeyObject } from 'node:crypto';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyResult } from 'jose';

/** A private signing key as a JWK (what `<state dir>/signing-keys.json` holds, one per entry). */
export interface SigningJwk extends JsonWebKey {
  kty: 'EC';
  crv: 'P-256';
  kid: string;
  alg: 'ES256';
  use?: 'sig';
  key_ops: string[];
  d: string;
  x: string;
  y: string;
}

/** What the JWKS endpoint publishes for a key (GoTrue: `use: sig`, `key_ops: [verify]`, no private part). */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
  ext: true;
  x: string;
  y: string;
}

export interface ApiKeys {
  publishable: string;
  secret: string;
}

/** A new P-256 key for ES256; `sign: false` makes a standby (verify-only) key. */
export function generateSigningKey(opts: { sign?: boolean } = {}): SigningJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as { d: string; x: string; y: string };
  return {
    kty: 'EC',
    crv: 'P-256',
    kid: randomUUID(),
    alg: 'ES256',
    use: 'sig',
    key_ops: opts.sign === false ? ['verify'] : ['sign', 'verify'],
    ext: true,
    d: jwk.d,
    x: jwk.x,
    y: jwk.y,
  };
}

export function isSigning(k: SigningJwk): boolean {
  return k.key_ops.includes('sign');
}

export function publicJwk(k: SigningJwk): PublicJwk {
  return { kty: 'EC', crv: 'P-256', kid: k.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true, x: k.x, y: k.y };
}

/** Checks a key list as GoTrue's JwtKeysDecoder.Validate does: ES256 P-256 keys, unique kids, exactly one signing key. */
export function validateSigningKeys(keys: unknown): SigningJwk[] {
  if (!Array.isArray(keys) || keys.length === 0) throw new Error('signing keys: expected a non-empty JSON array of JWKs');
  const kids = new Set<string>();
  for (const k of keys as SigningJwk[]) {
    if (!k || k.kty !== 'EC' || k.crv !== 'P-256' || k.alg !== 'ES256' || !k.d || !k.x || !k.y || typeof k.kid !== 'string' || !k.kid) {
      throw new Error('signing keys: every key must be an ES256 (EC P-256) private JWK with a kid');
    }
    if (!Array.isArray(k.key_ops)) throw new Error(`signing keys: key ${k.kid} has no key_ops`);
    if (kids.has(k.kid)) throw new Error(`signing keys: kid ${k.kid} appears twice`);
    kids.add(k.kid);
  }
  const signing = (keys as SigningJwk[]).filter(isSigning);
  if (signing.length === 0) throw new Error('signing keys: no signing key detected (one key needs "sign" in key_ops)');
  if (signing.length > 1) throw new Error('signing keys: multiple signing keys detected, only 1 signing key is supported');
  return keys as SigningJwk[];
}

const b64url = (b: Buffer) => b.toString('base64url');

/**
 * A new API key in Supabase's format: `sb_publishable_` / `sb_secret_`, 22 random characters (16 bytes,
 * base64url), `_`, 8 characters of checksum. Supabase does not document its checksum; ours is the first 8
 * base64url characters of SHA-256 over the rest, enough for secret scanners to tell a key from a typo.
 */
export function generateApiKey(kind: 'publishable' | 'secret'): string {
  const body = `sb_${kind}_${b64url(randomBytes(16))}`;
  return `${body}_${b64url(createHash('sha256').update(body).digest()).slice(0, 8)}`;
}

export const API_KEY_RE = /^sb_(publishable|secret)_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{8}$/;

export function generateApiKeys(): ApiKeys {
  return { publishable: generateApiKey('publishable'), secret: generateApiKey('secret') };
}

/** Constant-time equality for keys (a `===` returns early on the first different character). */
export function sameKey(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y) && a.length === b.length;
}

/** Why a token was refused, in PostgREST's words. */
export class TokenError extends Error {
  constructor(
    readonly kind: 'expired' | 'no-exp' | 'bad-signature' | 'unknown-key' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

export interface Keyring {
  /** The signing key's kid. */
  readonly kid: string;
  /** For jose's SignJWT: `.setProtectedHeader(keyring.header).sign(keyring.signingKey)`. */
  readonly header: { alg: 'ES256'; kid: string; typ: 'JWT' };
  readonly signingKey: KeyObject;
  /** Whether the legacy HS256 secret still verifies tokens. */
  readonly legacy: boolean;
  /** Verifies a JWT with the key its header names; throws TokenError. `exp` is required. */
  verify(token: string): Promise<JWTPayload>;
  /** The public keys: GET /auth/v1/.well-known/jwks.json. */
  jwks(): { keys: PublicJwk[] };
}

/** The keyring of a key list and the legacy secret (null once revoked). */
export function createKeyring(signingKeys: SigningJwk[], legacySecret: string | null): Keyring {
  const keys = validateSigningKeys(signingKeys);
  const current = keys.find(isSigning)!;
  const signingKey = createPrivateKey({ key: current as JsonWebKey, format: 'jwk' });
  const verifiers = new Map<string, KeyObject>(keys.map((k) => [k.kid, createPublicKey({ key: publicJwk(k) as unknown as JsonWebKey, format: 'jwk' })]));
  const secret = legacySecret ? new TextEncoder().encode(legacySecret) : null;
  const published = { keys: keys.map(publicJwk) };

  return {
    kid: current.kid,
    header: { alg: 'ES256', kid: current.kid, typ: 'JWT' },
    signingKey,
    legacy: !!secret,
    jwks: () => published,
    async verify(token) {
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(token);
      } catch (e) {
        throw new TokenError('malformed', e instanceof Error ? e.message : 'Invalid JWT');
      }
      let result: JWTVerifyResult;
      try {
        if (typeof header.kid === 'string' && verifiers.has(header.kid)) {
          result = await jwtVerify(token, verifiers.get(header.kid)!, { algorithms: ['ES256'], requiredClaims: ['exp'] });
        } else if (secret && header.alg === 'HS256' && header.kid === undefined) {
          result = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        } else {
          throw new TokenError('unknown-key', 'No suitable key or wrong key type');
        }
      } catch (e) {
        if (e instanceof TokenError) throw e;
        if (e instanceof joseErrors.JWTExpired) throw new TokenError('expired', 'JWT expired');
        if (e instanceof joseErrors.JWTClaimValidationFailed && e.claim === 'exp') throw new TokenError('no-exp', 'JWT has no expiry (exp claim)');
        if (e instanceof joseErrors.JWSSignatureVerificationFailed) throw new TokenError('bad-signature', 'JWSError JWSInvalidSignature');
        if (e instanceof joseErrors.JOSEAlgNotAllowed) throw new TokenError('unknown-key', 'No suitable key or wrong key type');
        throw new TokenError('malformed', e instanceof Error ? e.message : 'Invalid JWT');
      }
      return result.payload;
    },
  };
}

/**
 * Is this request from a web browser? Hosted Supabase refuses the secret key from browsers by the User-Agent
 * header (every browser's starts with `Mozilla/`); server code (Node's fetch says `node`, curl `curl/…`) passes.
 */
export function isBrowserRequest(headers: { 'user-agent'?: string | string[] }): boolean {
  const ua = headers['user-agent'];
  return typeof ua === 'string' && /^Mozilla\/\d/.test(ua);
}

/** Rotation, as the dashboard's JWT Keys page does it, on a key list (the state dir's signing-keys.json). */
export const rotation = {
  /** A new key that verifies but does not sign yet: published in the JWKS ahead of the rotation. */
  standby(keys: SigningJwk[]): { keys: SigningJwk[]; kid: string } {
    const k = generateSigningKey({ sign: false });
    return { keys: validateSigningKeys([...keys, k]), kid: k.kid };
  },
  /** `kid` (a standby key; a new key when omitted) signs from now on; the signing key becomes a previous key. */
  rotate(keys: SigningJwk[], kid?: string): { keys: SigningJwk[]; kid: string } {
    const next = kid ? keys.find((k) => k.kid === kid) : generateSigningKey();
    if (!next) throw new Error(`no key ${kid} to rotate to`);
    if (kid && isSigning(next)) throw new Error(`key ${kid} already signs`);
    const verifyOnly = (k: SigningJwk): SigningJwk => ({ ...k, key_ops: ['verify'] });
    const rest = keys.filter((k) => k.kid !== next.kid).map((k) => (isSigning(k) ? verifyOnly(k) : k));
    return { keys: validateSigningKeys([{ ...next, key_ops: ['sign', 'verify'] }, ...rest]), kid: next.kid };
  },
  /** Removes a previous or standby key: tokens it signed are refused from the next start. */
  revoke(keys: SigningJwk[], kid: string): SigningJwk[] {
    const k = keys.find((x) => x.kid === kid);
    if (!k) throw new Error(`no key ${kid}`);
    if (isSigning(k)) throw new Error(`key ${kid} is the signing key: rotate to another key first`);
    return validateSigningKeys(keys.filter((x) => x.kid !== kid));
  },
};
