import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { applicationKeys, getSupabase, invitationInboxKeys, toast, type PitchsideClient } from 'shared-ui';

export const answerSchema = z.object({
  kind: z.enum(['offer', 'roster', 'invitation']),
  id: z.string().uuid(),
  accept: z.boolean(),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
});
export type Answer = z.input<typeof answerSchema>;

const RPC = { offer: 'respond_to_direct_offer', roster: 'respond_to_roster_request', invitation: 'respond_to_invitation' } as const;

/** The talent answers a direct offer, a roster request or an invitation; the database checks who and what, and tells the other side. */
export async function answerInvitation(supabase: PitchsideClient, input: Answer): Promise<void> {
  const a = answerSchema.parse(input);
  const reason = a.accept ? undefined : a.reason || undefined;
  const { error } =
    a.kind === 'offer'
      ? await supabase.rpc(RPC.offer, { p_offer_id: a.id, p_accept: a.accept, p_reason: reason })
      : a.kind === 'roster'
        ? await supabase.rpc(RPC.roster, { p_request_id: a.id, p_accept: a.accept, p_reason: reason })
        : await supabase.rpc(RPC.invitation, { p_invitation_id: a.id, p_accept: a.accept, p_reason: reason });
  if (error) throw error;
}

const DONE: Record<Answer['kind'], [string, string]> = {
  // an accepted offer opens the deals workspace, where the deal now is (a success toast would close on the way)
  offer: ['', 'Offer declined'],
  roster: ['You joined the roster', 'Roster request declined'],
  invitation: ['', 'Invitation declined'],
};

export function useAnswerInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Answer) => answerInvitation(await getSupabase(), input),
    meta: { errorContext: 'answering the invitation' },
    onSuccess: (_r, a) => {
      const text = DONE[a.kind][a.accept ? 0 : 1];
      if (text) toast.success(text);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invitationInboxKeys.all });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['deal_invitations'] });
    },
  });
}
