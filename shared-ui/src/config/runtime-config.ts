// zod/mini keeps this start-up validation small; it is on the landing page's critical path.
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

let current: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;

/** Fetches and validates /config.json once; later calls share the same promise. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  pending ??= fetch(url, { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
      const parsed = runtimeConfigSchema.safeParse(await response.json());
      if (!parsed.success) {
        throw new Error(`Invalid ${url}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      current = parsed.data;
      return parsed.data;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet: call loadRuntimeConfig() at start-up.');
  return current;
}

/** For tests and the standalone harness. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  pending = Promise.resolve(config);
}
