import { SIGNED_OUT_STATE, useAuthStore } from './auth-store';
import type { InitAuthOptions } from './init-auth';

/**
 * `initAuth()` (init-auth.ts) as the app calls it: its code is a chunk fetched on the call, together with
 * supabase-js, which it needs next, so a marketing page does not download either before the page is idle.
 */
const initAuthChunk = () => import(/* webpackChunkName: "init-auth" */ './init-auth');

/** The auth client's code without starting it: a signed-in frame's capture loads it so the frame preloads it. */
export const preloadAuth = (): Promise<unknown> => Promise.all([import('@supabase/supabase-js'), initAuthChunk()]);

export function initAuth(options?: InitAuthOptions): Promise<void> {
  void import('@supabase/supabase-js').catch(() => undefined);
  return initAuthChunk().then(
    (auth) => auth.initAuth(options),
    (error: unknown) => {
      console.error('[auth] the auth client could not start', error);
      useAuthStore.getState().set({ ...SIGNED_OUT_STATE, initialized: true, loading: false });
    },
  );
}
