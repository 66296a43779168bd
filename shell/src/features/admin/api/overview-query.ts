import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { count } from './schemas';

const dayPoint = z.object({
  day: z.string(),
  signups: z.object({ athlete: count, creator: count, brand: count, agency: count, admin: count }),
  deals: count,
  applications: count,
  accepted: count,
  rejected: count,
  messages: count,
  payments_collected: count,
  payments_refunded: count,
});
export type DayPoint = z.infer<typeof dayPoint>;

const overviewSchema = z.object({
  days: count,
  since: z.string(),
  totals: z.object({
    users: count,
    users_by_role: z.record(z.string(), count),
    signups: count,
    suspended_users: count,
    deals_active: count,
    deals_posted: count,
    applications: count,
    accepted: count,
    rejected: count,
    messages: count,
    payments_collected: count,
    payments_refunded: count,
    deal_payments_held: count,
    deal_payments_released: count,
    open_reports: count,
    pending_verifications: count,
  }),
  series: z.array(dayPoint),
});
export type Overview = z.infer<typeof overviewSchema>;

export async function fetchOverview(supabase: PitchsideClient, days: number): Promise<Overview> {
  const { data, error } = await supabase.rpc('admin_overview', { p_days: days });
  if (error) throw error;
  return overviewSchema.parse(data);
}

export function useOverviewQuery(days: number) {
  return useQuery({ queryKey: adminKeys.overview(days), queryFn: async () => fetchOverview(await getSupabase(), days) });
}
