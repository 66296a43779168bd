import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { count } from './schemas';

const webVitalsSchema = z.object({
  days: count,
  since: z.string(),
  reports: count,
  rows: z.array(z.object({ route: z.string(), metric: z.string(), p75: z.coerce.number(), count })),
});
export type WebVitals = z.infer<typeof webVitalsSchema>;

/** Real users' Web Vitals: p75 per route and metric over the last `days` days (admin_web_vitals). */
export async function fetchWebVitals(supabase: PitchsideClient, days: number): Promise<WebVitals> {
  const { data, error } = await supabase.rpc('admin_web_vitals', { p_days: days });
  if (error) throw error;
  return webVitalsSchema.parse(data);
}

export function useWebVitalsQuery(days: number) {
  return useQuery({ queryKey: adminKeys.webVitals(days), queryFn: async () => fetchWebVitals(await getSupabase(), days) });
}
