import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTableChanges } from './use-table-changes';

/**
 * Any change to `table` (rows matching `filter`, e.g. `user_id=eq.<id>`) refreshes the queries under `queryKey`
 * in the background, so filters and scroll stay, and so does the channel's joining (a change made before it reached
 * nobody). Without live updates the queries still load and refetch on focus.
 */
export function useLiveRefresh(table: string, queryKey: QueryKey, options: { filter?: string; enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  useTableChanges(table, refresh, { ...options, resync: refresh });
}
