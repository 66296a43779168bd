import { z } from 'zod';

const list = z.string().transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

const EnvSchema = z.object({
  SITE_ORIGINS: list.pipe(z.array(z.url()).min(1)),
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20),
  JWT_SECRET: z.string().min(32),
  STRIPE_SECRET_KEY: z.string().regex(/^sk_(test|live)_/),
  STRIPE_WEBHOOK_SECRET: z.string().min(10),
  /** The local stand-in: with these, the real SDK talks to it instead of api.stripe.com. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** 'transfer' sends payouts with Connect transfers (always so with the stand-in); 'record' only records them. */
  PAYOUT_MODE: z.enum(['transfer', 'record']).optional(),
});

export interface FunctionsConfig {
  siteOrigins: string[];
  supabaseUrl: string;
  serviceRoleKey: string;
  jwtSecret: string;
  stripe: { secretKey: string; webhookSecret: string; host?: string; port?: number; protocol?: 'http' | 'https' };
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
  const local = !!e.STRIPE_API_HOST;
  return {
    siteOrigins: e.SITE_ORIGINS,
    supabaseUrl: e.SUPABASE_URL,
    serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
    jwtSecret: e.JWT_SECRET,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL },
    payoutMode: e.PAYOUT_MODE ?? (local ? 'transfer' : 'record'),
  };
}
