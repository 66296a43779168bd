import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';

export const rosterRequestSchema = z.object({
  message: z.string().trim().max(500, 'Keep the message under 500 characters'),
});
export type RosterRequestInput = z.input<typeof rosterRequestSchema>;

/** An agency asks a talent to join its roster; the talent consents (or not) and the database adds the roster row. */
export async function requestRosterJoin(supabase: PitchsideClient, { talentId, message }: { talentId: string; message: string }): Promise<void> {
  const { error } = await supabase.rpc('request_roster_join', { p_talent_id: talentId, p_message: message.trim() || undefined });
  if (error) throw error;
}

export function useRosterRequestMutation() {
  return useMutation({
    mutationFn: async (input: { talentId: string; message: string }) => requestRosterJoin(await getSupabase(), input),
    meta: { errorContext: 'sending the roster request' },
    onSuccess: () => toast.success('Roster request sent'),
  });
}
