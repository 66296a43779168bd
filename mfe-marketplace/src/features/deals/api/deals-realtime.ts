import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dealKeys, getSupabase } from 'shared-ui';

/** Any change to deals refreshes the lists in the background (the filters and the scroll stay). */
export function useDealsRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // live updates are a bonus: without them (no backend yet) the list still loads and refetches on focus
    void Promise.resolve().then(getSupabase).then((supabase) => {
      if (cancelled) return;
      const channel = supabase
        .channel(`marketplace-deals-${Math.random().toString(36).slice(2)}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'deals' }, () => {
          void queryClient.invalidateQueries({ queryKey: dealKeys.all });
        })
        .subscribe();
      stop = () => void supabase.removeChannel(channel);
    }).catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
}
