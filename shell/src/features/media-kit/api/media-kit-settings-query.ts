import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { mediaKitKeys } from './keys';

/** The user's own media kit settings row (handle, publish toggle, sections, rates); null before the first save. */
export async function fetchMediaKitSettings(client: PitchsideClient, userId: string) {
  const { data, error } = await client.from('media_kits').select('handle, published, headline, sections, rates').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data;
}

export function useMediaKitSettingsQuery(userId: string) {
  return useQuery({ queryKey: mediaKitKeys.settings(userId), enabled: userId !== '', queryFn: async () => fetchMediaKitSettings(await getSupabase(), userId) });
}
