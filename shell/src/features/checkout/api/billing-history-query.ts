import { useInfiniteQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { BILLED_STATUSES, BILLING_COLUMNS, withTalentNames, type BillingRecord } from './billing-record';
import { billingKeys } from './keys';

export const BILLING_PAGE_SIZE = 10;

export interface BillingPage {
  records: BillingRecord[];
  /** The offset of the next page, or null when this was the last. */
  next: number | null;
}

/** One page of the user's billing history, newest first (one more row is asked for, to know if there is a next page). */
export async function fetchBillingPage(client: PitchsideClient, userId: string, from: number): Promise<BillingPage> {
  const { data, error } = await client
    .from('payments')
    .select(BILLING_COLUMNS)
    .eq('user_id', userId)
    .in('status', [...BILLED_STATUSES])
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + BILLING_PAGE_SIZE)
    // metadata is jsonb and the disputes embed is typed loosely by the client: the record's own shape
    .overrideTypes<Omit<BillingRecord, 'talent_name'>[], { merge: false }>();
  if (error) throw error;
  const rows = data ?? [];
  const page = rows.slice(0, BILLING_PAGE_SIZE);
  return { records: await withTalentNames(client, page), next: rows.length > BILLING_PAGE_SIZE ? from + BILLING_PAGE_SIZE : null };
}

export function useBillingHistoryQuery(userId: string | null) {
  return useInfiniteQuery({
    queryKey: billingKeys.history(userId ?? 'anon'),
    queryFn: async ({ pageParam }) => fetchBillingPage(await getSupabase(), userId!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: BillingPage) => last.next ?? undefined,
    enabled: !!userId,
  });
}
