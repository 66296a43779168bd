import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { contractKeys } from './keys';

/**
 * Decline an amendment the other party proposed while it waits for signatures. The database checks the caller is a party who did not propose it and that it is still waiting; the version before stays in force and the proposer is notified.
 */
export async function declineAmendment(supabase: PitchsideClient, contractId: string): Promise<void> {
  const { error } = await supabase.rpc('decline_contract_amendment', { p_contract_id: contractId });
  if (error) throw error;
}

export function useDeclineAmendmentMutation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contractId: string) => declineAmendment(await getSupabase(), contractId),
    meta: { errorContext: 'declining the amendment' },
    onSuccess: () => toast.success('Amendment declined: the version before stays in force'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.forApplication(applicationId) }),
  });
}
