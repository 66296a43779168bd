import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, getSupabase, ruleError, toast, type PitchsideClient } from 'shared-ui';
import { addendumFileProblem, addendumObjectName } from '../lib/addendum-file';
import { contractKeys } from './keys';

export type GoverningTermsInput =
  | { contractId: string; template: 'standard' }
  | { contractId: string; template: 'brand_addendum'; file: File; ownerId: string };

/**
 * The brand chooses a contract's governing terms before anyone signs: the Pitchside Standard Creator Terms, or those
 * plus its own PDF addendum. The PDF goes to the private contract-addenda bucket under the owner's folder; the
 * contract-addendum function reads it back, computes its SHA-256 and records both in the contract document, so the
 * hash both parties sign is the stored file's (never one the browser names).
 */
export async function setGoverningTerms(supabase: PitchsideClient, input: GoverningTermsInput): Promise<void> {
  if (input.template === 'standard') {
    const { error } = await supabase.rpc('set_contract_governing_terms', { p_contract_id: input.contractId, p_template: 'standard' });
    if (error) throw error;
    return;
  }
  const problem = addendumFileProblem(input.file);
  if (problem) throw ruleError(problem);
  const path = addendumObjectName(input.ownerId, input.file.name);
  // re-typed: a Blob is sent as a form part typed as the file is, and a PDF picked by its name alone has no type
  const up = await supabase.storage.from('contract-addenda').upload(path, new Blob([input.file], { type: 'application/pdf' }), { contentType: 'application/pdf', upsert: false });
  if (up.error) {
    const message = /maximum allowed size|too large/i.test(up.error.message) ? 'The addendum must be at most 5 MB' : /mime type/i.test(up.error.message) ? 'The addendum must be a PDF file' : null;
    throw message ? ruleError(message) : up.error;
  }
  await callFunction('contract-addendum', { contract_id: input.contractId, path });
}

export function useGoverningTermsMutation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GoverningTermsInput) => setGoverningTerms(await getSupabase(), input),
    meta: { errorContext: 'saving the governing terms' },
    onSuccess: (_d, input) => toast.success(input.template === 'standard' ? 'Governing terms: Pitchside Standard Creator Terms' : 'Addendum attached to the contract'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.forApplication(applicationId) }),
  });
}
