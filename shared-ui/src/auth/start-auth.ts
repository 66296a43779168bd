import { SIGNED_OUT_STATE, useAuthStore } from './auth-store';
import type { InitAuthOptions } from './init-auth';

/**
 * `initAuth()` (init-auth.ts) as the app calls it: its code is a chunk fetched on the call, together with
 * supabase-js, which it needs next, so a marketing page does not download either before the page is idle.
 */
export function initAuth(options?: InitAuthOptions): Promise<void> {
  void import('@supabase/supabase-js').catch(() => undefined);
  return import(/* webpackChunkName: "init-auth" */ './init-auth').then(
    (auth) => auth.initAuth(options),
    (error: unknown) => {
      console.error('[auth] the auth client could not start', error);
      useAuthStore.getState().set({ ...SIGNED_OUT_STATE, initialized: true, loading: false });
    },
  );
}
