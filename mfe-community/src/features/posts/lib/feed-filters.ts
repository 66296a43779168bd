import { type CheckValue } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';

export type PostType = CheckValue<'community_posts_post_type'>;
export const POST_TYPES = CheckValues.community_posts_post_type;
export const POST_TYPE_LABELS: Record<PostType, string> = {
  discussion: 'Discussion',
  question: 'Question',
  announcement: 'Announcement',
  showcase: 'Showcase',
  opportunity: 'Opportunity',
};

/** The feed's filters, kept in the URL (`?type=&tag=&q=`) so a view can be shared, reloaded and gone back to. */
export interface FeedFilters {
  type: PostType | 'all';
  tag: string;
  q: string;
}

export const DEFAULT_FEED_FILTERS: FeedFilters = { type: 'all', tag: '', q: '' };

export function readFeedFilters(params: URLSearchParams): FeedFilters {
  const type = params.get('type') ?? '';
  return {
    type: (POST_TYPES as readonly string[]).includes(type) ? (type as PostType) : 'all',
    tag: (params.get('tag') ?? '').trim().toLowerCase().slice(0, 30),
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

export function writeFeedFilters(params: URLSearchParams, f: FeedFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('type', f.type === 'all' ? '' : f.type);
  set('tag', f.tag);
  set('q', f.q.trim() ? f.q : '');
  return next;
}

export function hasFeedFilters(f: FeedFilters): boolean {
  return f.type !== 'all' || !!f.tag || !!f.q.trim();
}
