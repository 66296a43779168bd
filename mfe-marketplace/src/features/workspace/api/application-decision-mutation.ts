import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, assertUpdated, dealKeys, getSupabase, type PitchsideClient } from 'shared-ui';

export type Decision = 'shortlisted' | 'accepted' | 'rejected';

export interface DecisionInput {
  applicationId: string;
  dealId: string;
  status: Decision;
  note: string;
}

/** The brand's decision on an application; the database stamps the reviewer, writes the history and notifies the applicant. */
export async function decideApplication(supabase: PitchsideClient, { applicationId, status, note }: DecisionInput): Promise<void> {
  const { data, error } = await supabase
    .from('applications')
    .update({ status, decision_note: note.trim() || null })
    .eq('id', applicationId)
    .select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useApplicationDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DecisionInput) => decideApplication(await getSupabase(), input),
    meta: { errorToast: false },
    onSettled: (_r, _e, input) => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.forDeal(input.dealId) });
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    },
  });
}
