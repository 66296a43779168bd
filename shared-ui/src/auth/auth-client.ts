import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../supabase/client';

let provider: () => Promise<SupabaseClient> = getSupabase;

/** The client the auth store talks to: the page's one supabase client (tests hand in a fake). */
export function authClient(): Promise<SupabaseClient> {
  return provider();
}

export function setAuthClientProvider(next: () => Promise<SupabaseClient>): void {
  provider = next;
}
