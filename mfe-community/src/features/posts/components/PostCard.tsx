import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, ButtonLink } from 'shared-ui';
import { ReportButton } from 'shared-ui/reports';
import { AuthorLine } from '../../common/AuthorLine';
import { RichText } from '../../common/RichText';
import type { FeedPost } from '../api/posts-list';
import { POST_TYPE_LABELS } from '../lib/feed-filters';
import { LikeButton } from './LikeButton';

const Article = styled.article`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  header { display: flex; justify-content: space-between; align-items: flex-start; gap: 0.75rem; }
  h2, h3 { margin: 0; font-size: 1.125rem; overflow-wrap: anywhere; }
  h2 { font-size: 1.5rem; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    font: inherit;
    font-size: 0.8125rem;
    padding: 0.125rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  .comments { font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; margin-right: auto; }
`;

export interface PostCardProps {
  post: FeedPost;
  viewerId: string | null;
  liked: boolean;
  bookmarked: boolean;
  /** the thread shows the post whole, the feed a few lines and a link */
  full?: boolean;
  onLike: () => void;
  onBookmark: () => void;
  onTag?: (tag: string) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A post: author, time, title, text with links, tags, type, likes and comments, and what the viewer may do. */
export function PostCard({ post, viewerId, liked, bookmarked, full, onLike, onBookmark, onTag, onEdit, onDelete }: PostCardProps) {
  const mine = viewerId === post.user_id;
  const thread = `/community/thread/${post.id}`;
  const titleId = `post-title-${post.id}`;
  const comments = `${post.comments_count} ${post.comments_count === 1 ? 'comment' : 'comments'}`;
  return (
    <Article aria-labelledby={titleId} data-post-id={post.id}>
      <header>
        <AuthorLine author={post.author} createdAt={post.created_at} />
        <Badge $tone={post.post_type === 'announcement' ? 'warning' : post.post_type === 'opportunity' ? 'success' : 'info'}>{POST_TYPE_LABELS[post.post_type as keyof typeof POST_TYPE_LABELS] ?? post.post_type}</Badge>
      </header>
      {full ? (
        <h2 id={titleId}>{post.title}</h2>
      ) : (
        <h3 id={titleId}>
          <Link to={thread}>{post.title}</Link>
        </h3>
      )}
      <RichText text={post.content} clamp={full ? undefined : 6} />
      {post.tags.length > 0 ? (
        <Tags aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              {onTag ? (
                <button type="button" onClick={() => onTag(tag)} aria-label={`Show posts tagged ${tag}`}>
                  #{tag}
                </button>
              ) : (
                <Badge>#{tag}</Badge>
              )}
            </li>
          ))}
        </Tags>
      ) : null}
      <Actions>
        <LikeButton liked={liked} count={post.likes_count} disabled={!viewerId} onToggle={onLike} />
        {full ? <span className="comments">{comments}</span> : <Link className="comments" to={thread}>{comments}</Link>}
        <Button type="button" $variant="ghost" $size="sm" aria-pressed={bookmarked} onClick={onBookmark} disabled={!viewerId}>
          {bookmarked ? 'Bookmarked' : 'Bookmark'}
        </Button>
        {mine ? (
          <>
            <Button type="button" $variant="secondary" $size="sm" onClick={onEdit} aria-label={`Edit post: ${post.title}`}>
              Edit
            </Button>
            <Button type="button" $variant="danger" $size="sm" onClick={onDelete} aria-label={`Delete post: ${post.title}`}>
              Delete
            </Button>
          </>
        ) : viewerId ? (
          <>
            <ButtonLink to={`/messages?to=${encodeURIComponent(post.user_id)}`} $variant="secondary" $size="sm" aria-label={`Message ${post.author.name}`}>
              Message
            </ButtonLink>
            <ReportButton targetType="post" targetId={post.id} ownerId={post.user_id} />
          </>
        ) : null}
      </Actions>
    </Article>
  );
}
