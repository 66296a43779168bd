import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { mediaKitSchema, type MediaKit } from '../lib/kit';
import { mediaKitKeys } from './keys';

type KitTarget = { handle: string } | { userId: string } | { mine: string };

/** A media kit through media_kit(): by public handle, by user (signed in), or the caller's own; null when hidden. */
export async function fetchMediaKit(client: PitchsideClient, target: KitTarget): Promise<MediaKit | null> {
  const args = 'handle' in target ? { p_handle: target.handle } : 'userId' in target ? { p_user_id: target.userId } : {};
  const { data, error } = await client.rpc('media_kit', args);
  if (error) throw error;
  return data == null ? null : mediaKitSchema.parse(data);
}

export function useMediaKitQuery(target: KitTarget) {
  const queryKey = 'handle' in target ? mediaKitKeys.byHandle(target.handle) : 'userId' in target ? mediaKitKeys.byUser(target.userId) : mediaKitKeys.mine(target.mine);
  const id = 'handle' in target ? target.handle : 'userId' in target ? target.userId : target.mine;
  return useQuery({ queryKey, enabled: id !== '', queryFn: async () => fetchMediaKit(await getSupabase(), target) });
}
