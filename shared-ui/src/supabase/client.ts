import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig, loadRuntimeConfig } from '../config/runtime-config';

let client: Promise<SupabaseClient> | null = null;

/**
 * The one supabase-js client of the page, built from /config.json with the spec's client settings.
 * supabase-js is loaded on first use, so it stays out of the landing page's first download.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([import('@supabase/supabase-js'), loadRuntimeConfig()]).then(([{ createClient }]) => {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    return createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
      realtime: { params: { eventsPerSecond: 10 } },
      db: { schema: 'public' },
    });
  });
  client.catch(() => {
    client = null;
  });
  return client;
}
