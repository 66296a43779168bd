import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { contractKeys } from './keys';

export const signContractSchema = z.object({
  fullName: z.string().trim().min(2, 'Type your full legal name').max(200, 'At most 200 characters'),
  agree: z.literal(true, { error: 'Select "I agree" to sign' }),
});
export type SignContractInput = z.infer<typeof signContractSchema>;

/** Sign a contract: the database checks the signer is a party and that the hash is the current document's. */
export async function signContract(supabase: PitchsideClient, { contractId, documentHash, fullName, agree }: SignContractInput & { contractId: string; documentHash: string }): Promise<void> {
  const { error } = await supabase.rpc('sign_contract', { p_contract_id: contractId, p_full_name: fullName, p_agree: agree, p_document_hash: documentHash });
  if (error) throw error;
}

export function useSignContractMutation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignContractInput & { contractId: string; documentHash: string }) => signContract(await getSupabase(), input),
    meta: { errorContext: 'signing the contract' },
    onSuccess: () => toast.success('Contract signed'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.forApplication(applicationId) }),
  });
}
