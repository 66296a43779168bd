import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { dashboardKeys } from './keys';

const COUNTED = [
  { table: 'profiles', label: 'Users' },
  { table: 'deals', label: 'Deals' },
  { table: 'applications', label: 'Applications' },
  { table: 'community_posts', label: 'Community posts' },
] as const;

/** Platform-wide counts for the admin dashboard (RLS lets admins count every row). */
export async function fetchPlatformCounts() {
  const client = await getSupabase();
  return Promise.all(
    COUNTED.map(async ({ table, label }) => {
      const { count, error } = await client.from(table).select('*', { count: 'exact', head: true });
      if (error) throw error;
      return { label, count: count ?? 0 };
    }),
  );
}

export function usePlatformCountsQuery(enabled = true) {
  return useQuery({ queryKey: dashboardKeys.platformCounts(), enabled, queryFn: fetchPlatformCounts });
}
