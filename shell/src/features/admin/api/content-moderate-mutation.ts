import type { PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { useAdminMutation } from './use-admin-mutation';

export interface ModerateInput {
  kind: 'post' | 'comment';
  id: string;
  remove: boolean;
  reason?: string;
}

export async function moderateContent(supabase: PitchsideClient, { kind, id, remove, reason }: ModerateInput): Promise<void> {
  const { error } =
    kind === 'post'
      ? await supabase.rpc('admin_moderate_post', { p_post_id: id, p_remove: remove, p_reason: reason ?? undefined })
      : await supabase.rpc('admin_moderate_comment', { p_comment_id: id, p_remove: remove, p_reason: reason ?? undefined });
  if (error) throw error;
}

/** Remove a post or comment with a reason (the author is notified, its open reports are resolved) or restore it. */
export function useContentModerateMutation() {
  return useAdminMutation<ModerateInput>({
    run: moderateContent,
    success: (m) => `The ${m.kind} was ${m.remove ? 'removed' : 'restored'}`,
    failure: 'admin-moderate',
    refresh: [adminKeys.reportQueueAll(), adminKeys.recentCommunity(), ['community']],
  });
}
