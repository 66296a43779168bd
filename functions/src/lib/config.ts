import { z } from 'zod';

const list = z.string().transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

const EnvSchema = z.object({
  SITE_ORIGINS: list.pipe(z.array(z.url()).min(1)),
  SUPABASE_URL: z.url(),
  /** The project's secret API key (`sb_secret_…`): the functions' database access as service_role. */
  SUPABASE_SECRET_KEY: z.string().regex(/^sb_secret_\S{20,}$/, 'must be a secret API key (sb_secret_…)'),
  /** Where users' tokens are verified; default `<SUPABASE_URL>/auth/v1/.well-known/jwks.json`. */
  SUPABASE_JWKS_URL: z.url().optional(),
  /** The legacy HS256 JWT secret: set only while the project still has it and tokens signed by it must pass. */
  SUPABASE_LEGACY_JWT_SECRET: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^sk_(test|live)_/),
  STRIPE_WEBHOOK_SECRET: z.string().min(10),
  /** The local stand-in: with these, the real SDK talks to it instead of api.stripe.com. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * Payouts go through Stripe Connect (Express accounts, transfers) by default. 'record' is the explicit
   * fallback for a Stripe account without Connect: a release is only recorded, for paying out by hand.
   */
  PAYOUT_MODE: z.enum(['transfer', 'record']).optional(),
  /** The signing secret of a separate Connect webhook endpoint (connected accounts' events), if there is one. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(10).optional(),
});

export interface FunctionsConfig {
  siteOrigins: string[];
  supabaseUrl: string;
  /** `sb_secret_…`, sent as `apikey` (and bearer) to reach the database as service_role. */
  secretKey: string;
  /** Users' tokens: verified against this JWKS, and with the legacy secret only when it is set. */
  auth: { jwksUrl: string; legacyJwtSecret?: string };
  stripe: { secretKey: string; webhookSecret: string; connectWebhookSecret?: string; host?: string; port?: number; protocol?: 'http' | 'https' };
  payoutMode: 'transfer' | 'record';
}

/** The functions' settings from their environment; a missing or malformed one names itself. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  // serverless.yml passes unset settings as empty strings
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(`Function configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  return {
    siteOrigins: e.SITE_ORIGINS,
    supabaseUrl: e.SUPABASE_URL,
    secretKey: e.SUPABASE_SECRET_KEY,
    auth: {
      jwksUrl: e.SUPABASE_JWKS_URL ?? `${e.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/.well-known/jwks.json`,
      ...(e.SUPABASE_LEGACY_JWT_SECRET ? { legacyJwtSecret: e.SUPABASE_LEGACY_JWT_SECRET } : {}),
    },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET, host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL },
    payoutMode: e.PAYOUT_MODE ?? 'transfer',
  };
}
