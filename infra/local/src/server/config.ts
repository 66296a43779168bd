import path from 'node:path';
import { SignJWT } from 'jose';
import type { LocalServerConfig } from './extension';
import * as locations from '../locations';
import { generateApiKeys, generateSigningKey, validateSigningKeys, type ApiKeys, type SigningJwk } from './keys';

/** The Supabase CLI's default JWT secret: only for in-process tests; `npm run backend` uses locations.jwtSecret(). */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface AuthOptions {
  siteUrl: string;
  /** false (default): sign-up returns a session at once. */
  enableEmailConfirmations: boolean;
  accessTokenTtl: number;
  /** Sign-in attempts allowed per email+IP in `rateLimitWindowMs`. */
  signInRateLimit: number;
  /** Sign-ups, recovery, resend and OTP mails allowed per email address in `rateLimitWindowMs`. */
  emailRateLimit: number;
  /** The same, per client address (higher: a whole test suite signs up from one address). */
  clientRateLimit: number;
  rateLimitWindowMs: number;
  /** bcrypt cost for new password hashes. */
  bcryptCost: number;
}

export interface FullServerConfig extends LocalServerConfig {
  auth: AuthOptions;
  /** Max request body for /rest/v1 and /auth/v1 (bytes). */
  bodyLimit: number;
  /** Deepest JSON nesting a request body may have (deeper: 400). */
  maxJsonDepth: number;
  /** Browser origins allowed by CORS and as redirect targets: the shell's and the sections' (and SITE_URL's). */
  siteOrigins: string[];
  /** Peers whose X-Forwarded-For is believed (a reverse proxy in front); everyone else is their socket address. */
  trustedProxies: string[];
  /** PostgREST's db-schemas: the schemas /rest/v1 exposes, the default first (PGRST_DB_SCHEMAS). */
  restSchemas: string[];
  /** PostgREST's db-plan-enabled (PGRST_DB_PLAN_ENABLED=true): `explain()`; off by default, as on hosted Supabase. */
  restPlanEnabled: boolean;
}

export function repoRoot(): string {
  return locations.repoRoot;
}

/** An HS256 API key like the Supabase CLI's (role anon / service_role, long-lived). */
export async function signApiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  // Same claims as the Supabase CLI's demo keys: with the default secret these ARE the CLI's well-known keys.
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(1983812996)
    .sign(new TextEncoder().encode(secret));
}

export interface BuildConfigInput {
  port?: number;
  host?: string;
  jwtSecret?: string;
  /** ES256 signing keys (default: one made now; `npm run backend` keeps them in the state dir). */
  signingKeys?: SigningJwk[];
  /** Publishable and secret API keys (default: made now; `npm run backend` keeps them in the state dir). */
  apiKeys?: ApiKeys;
  /** false: the legacy JWT secret is revoked (HS256 tokens and the legacy anon / service_role keys refused). */
  legacyJwt?: boolean;
  storageDir?: string;
  auth?: Partial<AuthOptions>;
  bodyLimit?: number;
  maxJsonDepth?: number;
  siteOrigins?: string[];
  trustedProxies?: string[];
  restSchemas?: string[];
  restPlanEnabled?: boolean;
}

export async function buildConfig(input: BuildConfigInput = {}): Promise<FullServerConfig> {
  const port = input.port ?? 54321;
  const host = input.host ?? '127.0.0.1';
  const jwtSecret = input.jwtSecret ?? DEFAULT_JWT_SECRET;
  const apiKeys = input.apiKeys ?? generateApiKeys();
  return {
    port,
    host,
    url: `http://${host}:${port}`,
    jwtSecret,
    anonKey: await signApiKey('anon', jwtSecret),
    serviceRoleKey: await signApiKey('service_role', jwtSecret),
    publishableKey: apiKeys.publishable,
    secretKey: apiKeys.secret,
    signingKeys: validateSigningKeys(input.signingKeys ?? [generateSigningKey()]),
    legacyJwt: input.legacyJwt ?? true,
    storageDir: input.storageDir ?? path.join(repoRoot(), '.local', 'storage'),
    bodyLimit: input.bodyLimit ?? 1024 * 1024,
    maxJsonDepth: input.maxJsonDepth ?? 64,
    siteOrigins: input.siteOrigins ?? locations.siteOrigins({}),
    trustedProxies: input.trustedProxies ?? [],
    restSchemas: input.restSchemas?.length ? input.restSchemas : ['public'],
    restPlanEnabled: input.restPlanEnabled ?? false,
    auth: {
      siteUrl: 'http://localhost:3000',
      enableEmailConfirmations: false,
      accessTokenTtl: 3600,
      signInRateLimit: 30,
      emailRateLimit: 30,
      clientRateLimit: 300,
      rateLimitWindowMs: 5 * 60 * 1000,
      bcryptCost: 10,
      ...input.auth,
    },
  };
}

const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Config from the environment (see main.ts for the variables). */
export async function configFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<FullServerConfig> {
  const num = (v: string | undefined) => (v && Number.isFinite(Number(v)) ? Number(v) : undefined);
  const siteUrl = env.SITE_URL || locations.shellUrl(env);
  return buildConfig({
    port: locations.supabasePort(env),
    host: env.SUPABASE_HOST || undefined,
    jwtSecret: locations.jwtSecret(env),
    signingKeys: locations.signingKeys(env),
    apiKeys: locations.apiKeys(env),
    legacyJwt: env.LEGACY_JWT !== 'off',
    storageDir: locations.storageDir(env),
    siteOrigins: [...new Set([new URL(siteUrl).origin, ...locations.siteOrigins(env), ...list(env.ADDITIONAL_SITE_ORIGINS)])],
    trustedProxies: list(env.TRUSTED_PROXIES),
    restSchemas: list(env.PGRST_DB_SCHEMAS),
    restPlanEnabled: env.PGRST_DB_PLAN_ENABLED === 'true',
    auth: {
      siteUrl,
      enableEmailConfirmations: env.ENABLE_EMAIL_CONFIRMATIONS === 'true',
      ...(num(env.JWT_EXPIRY) ? { accessTokenTtl: num(env.JWT_EXPIRY) } : {}),
      ...(num(env.AUTH_SIGNIN_RATE_LIMIT) ? { signInRateLimit: num(env.AUTH_SIGNIN_RATE_LIMIT) } : {}),
      ...(num(env.AUTH_EMAIL_RATE_LIMIT) ? { emailRateLimit: num(env.AUTH_EMAIL_RATE_LIMIT) } : {}),
      ...(num(env.AUTH_CLIENT_RATE_LIMIT) ? { clientRateLimit: num(env.AUTH_CLIENT_RATE_LIMIT) } : {}),
      ...(num(env.AUTH_RATE_LIMIT_WINDOW_MS) ? { rateLimitWindowMs: num(env.AUTH_RATE_LIMIT_WINDOW_MS) } : {}),
    },
  });
}
