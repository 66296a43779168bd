import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import type { PostRow } from '../lib/post-csv';
import { aiToolKeys } from './keys';

/** Adds past posts; a post already imported (same platform and time) is kept as it was. Returns how many were new. */
export async function importPostStats(supabase: PitchsideClient, rows: PostRow[]): Promise<number> {
  const { data, error } = await supabase
    .from('post_stats')
    .upsert(rows.map((r) => ({ ...r, posted_at: new Date(r.posted_at).toISOString() })), { onConflict: 'user_id,platform,posted_at', ignoreDuplicates: true })
    .select('id');
  if (error) throw error;
  return data?.length ?? 0;
}

export function usePostStatsImportMutation(userId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: PostRow[]) => importPostStats(await getSupabase(), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiToolKeys.postStats(userId ?? '') }),
  });
}
