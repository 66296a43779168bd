import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { termsBody, type TermsFormOutput } from '../lib/terms';

export interface ProposeInput {
  applicationId: string;
  terms: TermsFormOutput;
}

/** A new version of the terms on an application; the database checks who may propose and the terms themselves. */
export async function proposeTerms(supabase: PitchsideClient, { applicationId, terms }: ProposeInput): Promise<{ id: string; version: number }> {
  const { data, error } = await supabase
    .rpc('propose_application_terms', { p_application_id: applicationId, p_terms: termsBody(terms) })
    .select('id, version')
    .single();
  if (error) throw error;
  return data;
}

export function useProposeTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProposeInput) => proposeTerms(await getSupabase(), input),
    meta: { errorContext: 'proposing terms' },
    onSuccess: (r) => toast.success(`Version ${r.version} sent`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
