import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { PitchsideClient } from '../supabase/types';

type Result = { data: unknown; error: { code?: string; message: string } | null };
export type TableHandler = (op: { table: string; action: string; payload?: unknown }) => Result;

/** A minimal supabase client for unit tests: every query on a table resolves through `handler`. */
export function fakeClient(handler: TableHandler) {
  const calls: { table: string; action: string; payload?: unknown }[] = [];
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null;
  const from = (table: string) => {
    let action = 'select';
    let payload: unknown;
    const builder: Record<string, unknown> = {};
    const chain = () => builder;
    Object.assign(builder, {
      // A select after a write only shapes what the write returns: the action stays the write.
      select: chain,
      insert: (p: unknown) => ((action = 'insert'), (payload = p), builder),
      upsert: (p: unknown) => ((action = 'upsert'), (payload = p), builder),
      update: (p: unknown) => ((action = 'update'), (payload = p), builder),
      eq: chain,
      maybeSingle: chain,
      single: chain,
      then: (resolve: (r: Result) => unknown, reject: (e: unknown) => unknown) => {
        calls.push({ table, action, payload });
        try {
          return Promise.resolve(handler({ table, action, payload })).then(resolve, reject);
        } catch (e) {
          return Promise.reject(e).then(resolve, reject);
        }
      },
    });
    return builder;
  };
  const client = {
    from,
    auth: {
      onAuthStateChange: (cb: (event: AuthChangeEvent, session: Session | null) => void) => {
        listener = cb;
        return { data: { subscription: { unsubscribe: () => (listener = null) } } };
      },
      signOut: async () => ({ error: null }),
    },
  } as unknown as PitchsideClient;
  return { client, calls, emit: (event: AuthChangeEvent, session: Session | null) => listener?.(event, session) };
}

export function fakeSession(id = 'u1', email = 'jordan@example.com', metadata: Record<string, unknown> = {}): Session {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: { id, email, app_metadata: {}, user_metadata: metadata, aud: 'authenticated', created_at: '' },
  } as Session;
}
