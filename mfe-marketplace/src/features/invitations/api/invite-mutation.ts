import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, invitationInboxKeys, toast, type PitchsideClient } from 'shared-ui';

export const inviteSchema = z.object({
  dealId: z.string().min(1, 'Choose one of your open deals'),
  note: z.string().trim().max(500, 'Keep the note under 500 characters'),
});
export type InviteInput = z.input<typeof inviteSchema>;

/** A brand invites a talent to one of its open deals; the database checks the limits and notifies the talent. */
export async function inviteToDeal(supabase: PitchsideClient, { talentId, dealId, note }: { talentId: string; dealId: string; note: string }): Promise<void> {
  const { error } = await supabase.rpc('invite_to_deal', { p_deal_id: dealId, p_talent_id: talentId, p_note: note.trim() || undefined });
  if (error) throw error;
}

export function useInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { talentId: string; dealId: string; note: string }) => inviteToDeal(await getSupabase(), input),
    meta: { errorContext: 'sending the invitation' },
    onSuccess: () => toast.success('Invitation sent'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationInboxKeys.all }),
  });
}
