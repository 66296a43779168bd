import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { nullableText, timestamp } from './schemas';

export const AUDIT_ACTIONS = [
  'brand.verify',
  'brand.reject',
  'deal.deactivate',
  'deal.reactivate',
  'post.remove',
  'post.restore',
  'comment.remove',
  'comment.restore',
  'report.resolve',
  'report.dismiss',
  'user.set_role',
  'user.suspend',
  'user.unsuspend',
] as const;

export const AUDIT_TARGET_TYPES = ['brand', 'deal', 'post', 'comment', 'report', 'user'] as const;

export interface AuditFilters {
  action: string;
  targetType: string;
  /** yyyy-mm-dd, inclusive */
  from: string;
  to: string;
}

const auditRow = z.object({
  id: z.string(),
  actor_id: nullableText,
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  reason: nullableText,
  details: z.record(z.string(), z.unknown()),
  created_at: timestamp,
  actor: z.object({ full_name: nullableText }).nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

const LIMIT = 100;

/** The newest audit rows matching the filters (admins only: RLS returns nothing to anyone else). */
export async function fetchAuditLog(supabase: PitchsideClient, f: AuditFilters): Promise<AuditRow[]> {
  let q = supabase
    .from('admin_audit_log')
    .select('id, actor_id, action, target_type, target_id, reason, details, created_at, actor:profiles(full_name)')
    .order('created_at', { ascending: false })
    .limit(LIMIT);
  if (f.action) q = q.eq('action', f.action);
  if (f.targetType) q = q.eq('target_type', f.targetType);
  if (f.from) q = q.gte('created_at', new Date(`${f.from}T00:00:00`).toISOString());
  if (f.to) q = q.lt('created_at', new Date(new Date(`${f.to}T00:00:00`).getTime() + 86_400_000).toISOString());
  const { data, error } = await q;
  if (error) throw error;
  return z.array(auditRow).parse(data ?? []);
}

export function useAuditLogQuery(filters: AuditFilters) {
  return useQuery({ queryKey: adminKeys.audit(filters), queryFn: async () => fetchAuditLog(await getSupabase(), filters), placeholderData: keepPreviousData });
}
