import { useMutation } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';

export type ViewTarget = { kind: 'media_kit'; handle: string } | { kind: 'profile'; userId: string };

/** Counts a visit to a profile or a published media kit (the database skips the owner and repeat visits). */
export async function recordProfileView(client: PitchsideClient, target: ViewTarget): Promise<boolean> {
  const { data, error } = await client.rpc('record_profile_view', target.kind === 'media_kit' ? { p_kind: 'media_kit', p_handle: target.handle } : { p_kind: 'profile', p_user_id: target.userId });
  if (error) throw error;
  return data === true;
}

export function useRecordProfileView() {
  // a view that fails to count is not the visitor's problem: no toast
  return useMutation({ mutationFn: async (input: ViewTarget) => recordProfileView(await getSupabase(), input), meta: { errorToast: false } });
}
