import { useEffect, useRef } from 'react';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
// Through the package name: the client must be the main entry's one instance.
import { getSupabase } from 'shared-ui';

export type TableChange<Row extends Record<string, unknown>> = RealtimePostgresChangesPayload<Row>;

/**
 * Calls `onChange` with every insert, update and delete on `table` (rows matching `filter`, e.g. `user_id=eq.<id>`)
 * that realtime lets the viewer see. One channel for the component's life; a new `onChange` does not resubscribe.
 * Live updates are a bonus: without a backend nothing is called. `enabled: false` subscribes to nothing.
 *
 * `resync` is called each time the channel has joined: a change made before that (while the page's first read was on
 * its way, or while the connection was down) reached nobody, so what the page shows may be behind by it.
 */
export function useTableChanges<Row extends Record<string, unknown>>(
  table: string,
  onChange: (change: TableChange<Row>) => void,
  { filter, enabled = true, resync }: { filter?: string; enabled?: boolean; resync?: () => void } = {},
) {
  const handler = useRef(onChange);
  const resyncRef = useRef(resync);
  useEffect(() => {
    handler.current = onChange;
    resyncRef.current = resync;
  });
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.resolve()
      .then(getSupabase)
      .then((supabase) => {
        if (cancelled) return;
        const channel = supabase
          .channel(`live-${table}-${Math.random().toString(36).slice(2)}`)
          .on<Row>('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, (change) => handler.current(change))
          .subscribe((status) => {
            if (status === 'SUBSCRIBED') resyncRef.current?.();
          });
        stop = () => void supabase.removeChannel(channel);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [table, filter, enabled]);
}
