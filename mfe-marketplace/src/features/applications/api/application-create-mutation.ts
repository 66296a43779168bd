import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, getSupabase, type Json, type PitchsideClient } from 'shared-ui';
import type { ApplicationData } from '../lib/application-schema';

export interface ApplyInput {
  dealId: string;
  userId: string;
  data: ApplicationData;
}

/** Insert {deal_id, user_id, application_data, status: pending} (spec); the database checks who may apply and when. */
export async function createApplication(supabase: PitchsideClient, { dealId, userId, data }: ApplyInput): Promise<void> {
  const { error } = await supabase
    .from('applications')
    .insert({ deal_id: dealId, user_id: userId, application_data: data, status: 'pending' });
  if (error) throw error;
}

export function useApplicationCreateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplyInput) => createApplication(await getSupabase(), input),
    meta: { errorToast: false },
    onSuccess: (_r, input) => queryClient.invalidateQueries({ queryKey: applicationKeys.mine(input.userId) }),
  });
}
