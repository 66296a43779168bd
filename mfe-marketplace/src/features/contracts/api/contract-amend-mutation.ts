import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, toast, type Json, type PitchsideClient } from 'shared-ui';
import { contractKeys } from './keys';

/**
 * Propose an amendment to the contract in force: the changed terms and the reason. The database checks the caller is
 * a party, that the contract is in force with no other amendment waiting, and issues a new version both sign.
 */
export async function amendContract(supabase: PitchsideClient, { contractId, changes, reason }: { contractId: string; changes: Record<string, Json>; reason: string }): Promise<void> {
  const { error } = await supabase.rpc('amend_contract', { p_contract_id: contractId, p_changes: changes, p_reason: reason });
  if (error) throw error;
}

export function useAmendContractMutation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { contractId: string; changes: Record<string, Json>; reason: string }) => amendContract(await getSupabase(), input),
    meta: { errorContext: 'proposing the amendment' },
    onSuccess: () => toast.success('Amendment proposed: both parties sign it to put it in force'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.forApplication(applicationId) }),
  });
}
