import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { workshopKeys } from './keys';

const inputSchema = z.object({ userId: z.uuid(), workshopId: z.uuid(), title: z.string() });
type CancelInput = z.infer<typeof inputSchema>;

export async function cancelRegistration(supabase: PitchsideClient, input: CancelInput): Promise<void> {
  const { workshopId } = inputSchema.parse(input);
  const { error } = await supabase.rpc('cancel_workshop_registration', { workshop_id_param: workshopId });
  if (error) throw error;
}

export function useWorkshopCancelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CancelInput) => cancelRegistration(await getSupabase(), input),
    onSuccess: (_d, input) => {
      toast.success(`Registration cancelled for ${input.title}`);
    },
    meta: { errorContext: 'workshops' },
    onSettled: (_d, _e, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopKeys.list() }),
        queryClient.invalidateQueries({ queryKey: workshopKeys.registrations(input.userId) }),
      ]),
  });
}
