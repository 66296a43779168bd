import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { communityKeys } from '../../common/keys';
import { listComments } from './comments-list';

export function useCommentsQuery(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: async () => listComments(await getSupabase(), postId),
    enabled,
    staleTime: 60 * 1000,
  });
}
