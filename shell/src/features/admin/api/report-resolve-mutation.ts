import type { PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { useAdminMutation } from './use-admin-mutation';

export interface ResolveInput {
  reportIds: string[];
  status: 'resolved' | 'dismissed';
  note?: string;
}

/** Closes every open report of one item (each is its own audited decision). */
export async function resolveReports(supabase: PitchsideClient, { reportIds, status, note }: ResolveInput): Promise<void> {
  for (const id of reportIds) {
    const { error } = await supabase.rpc('admin_resolve_report', { p_report_id: id, p_status: status, p_note: note ?? undefined });
    if (error) throw error;
  }
}

export function useReportResolveMutation() {
  return useAdminMutation<ResolveInput>({
    run: resolveReports,
    success: (r) => (r.status === 'dismissed' ? 'Reports dismissed' : 'Reports resolved'),
    failure: 'admin-reports',
    refresh: [adminKeys.reportQueueAll()],
  });
}
