import * as z from 'zod/mini';

/** What the shell reads from /config.json at run time, so one build serves every environment. */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  functionsUrl: z.url(),
  academyUrl: z.url(),
  supportEmail: z._default(z.email(), 'support@pitchside.dev'),
  environment: z._default(z.string(), 'production'),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
