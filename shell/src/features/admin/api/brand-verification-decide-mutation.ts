import { brandKeys, dealKeys, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { useAdminMutation } from './use-admin-mutation';

export interface BrandDecision {
  brandId: string;
  brandName: string;
  approve: boolean;
  reason?: string;
}

export async function decideBrandVerification(supabase: PitchsideClient, { brandId, approve, reason }: BrandDecision): Promise<void> {
  const { error } = await supabase.rpc('admin_decide_brand_verification', { p_brand_id: brandId, p_approve: approve, p_reason: reason ?? undefined });
  if (error) throw error;
}

/** Verify (the brand's active deals go live) or reject with a reason; the owner is notified either way. */
export function useBrandVerificationDecideMutation() {
  return useAdminMutation<BrandDecision>({
    run: decideBrandVerification,
    success: (d) => (d.approve ? `${d.brandName} is verified` : `${d.brandName} was not verified`),
    failure: 'admin-verification',
    refresh: [adminKeys.brandRequests(), adminKeys.dealsAll(), brandKeys.all, dealKeys.all],
  });
}
