import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from 'shared-ui/reports';
import { adminKeys } from './keys';
import { count, nullableText, timestamp } from './schemas';

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const reportedItem = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.string(),
  title: nullableText,
  excerpt: nullableText,
  author_id: nullableText,
  author_name: nullableText,
  removed: z.boolean(),
  report_count: count,
  reasons: z.array(z.enum(REPORT_REASONS)),
  notes: z.array(z.string()),
  report_ids: z.array(z.string()),
  latest_report_at: timestamp,
});
export type ReportedItem = z.infer<typeof reportedItem>;

/** Reported items with their reports (most reported first). */
export async function fetchReportQueue(supabase: PitchsideClient, status: ReportStatus): Promise<ReportedItem[]> {
  const { data, error } = await supabase.rpc('admin_report_queue', { p_status: status });
  if (error) throw error;
  return z.array(reportedItem).parse(data ?? []);
}

export function useReportQueueQuery(status: ReportStatus) {
  return useQuery({ queryKey: adminKeys.reportQueue(status), queryFn: async () => fetchReportQueue(await getSupabase(), status) });
}
