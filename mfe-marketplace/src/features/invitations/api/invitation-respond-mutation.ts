import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, invitationInboxKeys, toast, type PitchsideClient } from 'shared-ui';
import { invitationKeys } from './invitation-keys';

/** The invited talent accepts (then applies) or declines with an optional reason; the database tells the brand. */
export async function respondToInvitation(supabase: PitchsideClient, { id, accept, reason }: { id: string; accept: boolean; reason?: string }): Promise<void> {
  const { error } = await supabase.rpc('respond_to_invitation', { p_invitation_id: id, p_accept: accept, p_reason: reason?.trim() || undefined });
  if (error) throw error;
}

export function useRespondInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; accept: boolean; reason?: string }) => respondToInvitation(await getSupabase(), input),
    meta: { errorContext: 'answering the invitation' },
    onSuccess: (_r, input) => {
      if (!input.accept) toast.success('Invitation declined');
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      // the dashboard's Invitations card (the same query client)
      void queryClient.invalidateQueries({ queryKey: invitationInboxKeys.all });
    },
  });
}
