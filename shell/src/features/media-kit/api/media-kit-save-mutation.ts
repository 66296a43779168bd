import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, showErrorToast, showFailureToast, toast, type PitchsideClient } from 'shared-ui';
import type { KitSection } from '../lib/kit';
import { mediaKitKeys } from './keys';

export interface KitSettingsInput {
  handle: string;
  published: boolean;
  headline: string | null;
  sections: KitSection[];
  rates: { label: string; amount: number }[];
}

/** Creates or updates the user's media kit settings (one row per user). */
export async function saveMediaKitSettings(client: PitchsideClient, userId: string, input: KitSettingsInput) {
  const { data, error } = await client.from('media_kits').upsert({ user_id: userId, ...input }, { onConflict: 'user_id' }).select().single();
  if (error) throw error;
  return data;
}

export function useSaveMediaKitSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: KitSettingsInput) => saveMediaKitSettings(await getSupabase(), userId, input),
    onSuccess: (row) => toast.success(row.published ? 'Media kit published' : 'Media kit saved (not published)'),
    onError: (error) => {
      if (typeof error === 'object' && error && 'code' in error && error.code === '23505') {
        showFailureToast('media-kit-handle', undefined, { description: 'Choose another handle for your media kit.' });
        return;
      }
      showErrorToast(error, 'your media kit');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKitKeys.all }),
  });
}
