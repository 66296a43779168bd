import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { contractKeys } from './keys';

/**
 * Withdraw an amendment the caller proposed while it waits for signatures. The database checks the caller is the side that proposed it and that it is still waiting; the version before stays in force and the other party is notified.
 */
export async function withdrawAmendment(supabase: PitchsideClient, contractId: string): Promise<void> {
  const { error } = await supabase.rpc('withdraw_contract_amendment', { p_contract_id: contractId });
  if (error) throw error;
}

export function useWithdrawAmendmentMutation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contractId: string) => withdrawAmendment(await getSupabase(), contractId),
    meta: { errorContext: 'withdrawing the amendment' },
    onSuccess: () => toast.success('Amendment withdrawn: the version before stays in force'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.forApplication(applicationId) }),
  });
}
