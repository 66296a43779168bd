import { dealKeys, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { useAdminMutation } from './use-admin-mutation';

export interface DealActiveInput {
  dealId: string;
  title: string;
  active: boolean;
  reason?: string;
}

export async function setDealActive(supabase: PitchsideClient, { dealId, active, reason }: DealActiveInput): Promise<void> {
  const { error } = await supabase.rpc('admin_set_deal_active', { p_deal_id: dealId, p_active: active, p_reason: reason ?? undefined });
  if (error) throw error;
}

/** Deactivate a deal with a reason (the brand is notified and cannot undo it) or reactivate it. */
export function useDealActiveSetMutation() {
  return useAdminMutation<DealActiveInput>({
    run: setDealActive,
    success: (d) => (d.active ? `"${d.title}" is active again` : `"${d.title}" was deactivated`),
    failure: 'admin-deal',
    refresh: [adminKeys.dealsAll(), adminKeys.reportQueueAll(), dealKeys.all],
  });
}
