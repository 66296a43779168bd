import { getSupabase } from '../supabase/client';
import type { PitchsideClient } from '../supabase/types';

let provider: () => Promise<PitchsideClient> = getSupabase;

/** The client the auth store talks to: the page's one supabase client (tests hand in a fake). */
export function authClient(): Promise<PitchsideClient> {
  return provider();
}

export function setAuthClientProvider(next: () => Promise<PitchsideClient>): void {
  provider = next;
}
