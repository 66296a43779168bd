import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { workshopKeys } from './keys';

const inputSchema = z.object({ userId: z.uuid(), workshopId: z.uuid(), title: z.string() });
type RegisterInput = z.infer<typeof inputSchema>;

/** Registers through the database function, which locks the session row and enforces capacity exactly. */
export async function registerForWorkshop(supabase: PitchsideClient, input: RegisterInput): Promise<void> {
  const { workshopId } = inputSchema.parse(input);
  const { error } = await supabase.rpc('register_for_workshop', { workshop_id_param: workshopId });
  if (error) throw error;
}

export function useWorkshopRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput) => registerForWorkshop(await getSupabase(), input),
    onSuccess: (_d, input) => {
      toast.success(`You're registered for ${input.title}`);
    },
    meta: { errorContext: 'workshops' },
    onSettled: (_d, _e, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopKeys.list() }),
        queryClient.invalidateQueries({ queryKey: workshopKeys.registrations(input.userId) }),
      ]),
  });
}
