import type { Database } from '../database.types';
import { getRuntimeConfig, loadRuntimeConfig } from '../config/runtime-config';
import { sessionAwareFetch } from './session-ended';
import type { PitchsideClient } from './types';

let client: Promise<PitchsideClient> | null = null;

/**
 * The one supabase-js client of the page, built from /config.json with the spec's client settings.
 * supabase-js is loaded on first use, so it stays out of the landing page's first download.
 */
export function getSupabase(): Promise<PitchsideClient> {
  client ??= Promise.all([import('@supabase/supabase-js'), loadRuntimeConfig()]).then(([{ createClient }]) => {
    const { supabaseUrl, supabaseAnonKey, environment } = getRuntimeConfig();
    // a 401 PT401 from REST means this tab's session has ended (suspension, deletion, sign-out elsewhere):
    // getUser() then gets session_not_found from auth and supabase-js signs the tab out
    const fetchAware = sessionAwareFetch(() => created.auth.getUser());
    const created: PitchsideClient = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      global: { fetch: fetchAware },
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
      realtime: { params: { eventsPerSecond: 10 } },
      db: { schema: 'public' },
    });
    // Outside production the page's own client is reachable for end-to-end checks (e.g. that RLS refuses a
    // write); it holds nothing a script in the page could not already read from local storage.
    if (environment !== 'production') (globalThis as { __pitchsideSupabase?: PitchsideClient }).__pitchsideSupabase = created;
    return created;
  });
  client.catch(() => {
    client = null;
  });
  return client;
}
