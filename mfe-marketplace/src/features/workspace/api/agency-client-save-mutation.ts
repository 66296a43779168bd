import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyClientKeys, getSupabase, profileKeys, toast, type PitchsideClient } from 'shared-ui';
import type { ClientData } from '../lib/client-schema';

/** Adds a client to the agency's roster, or saves an edit (the database keeps clients_managed in step). */
export async function saveAgencyClient(supabase: PitchsideClient, { agencyId, id, data }: { agencyId: string; id?: string; data: ClientData }): Promise<void> {
  const { error } = id
    ? await supabase.from('agency_clients').update(data).eq('id', id)
    : await supabase.from('agency_clients').insert({ agency_id: agencyId, ...data });
  if (error) throw error;
}

export function useAgencyClientSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { agencyId: string; id?: string; data: ClientData }) => saveAgencyClient(await getSupabase(), input),
    meta: { errorContext: 'saving the client' },
    onSuccess: (_r, input) => toast.success(input.id ? 'Client updated' : 'Client added'),
    onSettled: (_r, _e, input) => {
      void queryClient.invalidateQueries({ queryKey: agencyClientKeys.of(input.agencyId) });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
