import * as z from 'zod/mini';

/** What the shell reads from /config.json at run time, so one build serves every environment. */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  functionsUrl: z.url(),
  academyUrl: z.url(),
  supportEmail: z._default(z.email(), 'support@pitchside.dev'),
  environment: z._default(z.string(), 'production'),
  /** The share of page loads that report their Web Vitals (0 to 1; a number or its text). */
  webVitalsSampleRate: z._default(z.pipe(z.union([z.number(), z.string()]), z.transform((v) => Number(v))).check(z.gte(0), z.lte(1)), 0.1),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
