import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
// Through the package name: the client must be the main entry's one instance.
import { getSupabase } from 'shared-ui';

/**
 * Any change to `table` (rows matching `filter`, e.g. `user_id=eq.<id>`) refreshes the queries under `queryKey`
 * in the background, so filters and scroll stay. Live updates are a bonus: without them (no backend yet) the
 * queries still load and refetch on focus. `enabled: false` subscribes to nothing.
 */
export function useLiveRefresh(table: string, queryKey: QueryKey, { filter, enabled = true }: { filter?: string; enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
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
          .on('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, () => {
            void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
          })
          .subscribe();
        stop = () => void supabase.removeChannel(channel);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, table, filter, key, enabled]);
}
