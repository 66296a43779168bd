import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { nullableText, timestamp } from './schemas';

const author = z.object({ full_name: nullableText }).nullable();
const recentPost = z.object({ id: z.string(), title: z.string(), content: z.string(), user_id: z.string(), created_at: timestamp, removed_at: nullableText, removed_reason: nullableText, author });
const recentComment = z.object({ id: z.string(), post_id: z.string(), content: z.string(), user_id: z.string(), created_at: timestamp, removed_at: nullableText, removed_reason: nullableText, author });
export type RecentPost = z.infer<typeof recentPost>;
export type RecentComment = z.infer<typeof recentComment>;

const LIMIT = 20;

/** The newest posts and comments, removed ones included (admins read them all). */
export async function fetchRecentCommunity(supabase: PitchsideClient): Promise<{ posts: RecentPost[]; comments: RecentComment[] }> {
  const [posts, comments] = await Promise.all([
    supabase.from('community_posts').select('id, title, content, user_id, created_at, removed_at, removed_reason, author:profiles(full_name)').order('created_at', { ascending: false }).limit(LIMIT),
    supabase.from('post_comments').select('id, post_id, content, user_id, created_at, removed_at, removed_reason, author:profiles(full_name)').order('created_at', { ascending: false }).limit(LIMIT),
  ]);
  if (posts.error) throw posts.error;
  if (comments.error) throw comments.error;
  return { posts: z.array(recentPost).parse(posts.data ?? []), comments: z.array(recentComment).parse(comments.data ?? []) };
}

export function useRecentCommunityQuery() {
  return useQuery({ queryKey: adminKeys.recentCommunity(), queryFn: async () => fetchRecentCommunity(await getSupabase()) });
}
