import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { ReportButton } from 'shared-ui/reports';
import { AuthorLine } from '../../common/AuthorLine';
import { RichText } from '../../common/RichText';
import type { ThreadComment } from '../api/comments-list';
import { CommentForm } from './CommentForm';

const Item = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 0.875rem 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  .actions { display: flex; gap: 0.5rem; }
  ol { margin: 0 0 0 1.25rem; padding: 0 0 0 1rem; list-style: none; border-left: 2px solid ${({ theme }) => theme.color.border}; }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    ol { margin-left: 2.75rem; }
  }
`;

export interface CommentItemProps {
  comment: ThreadComment;
  postId: string;
  viewerId: string | null;
  onDelete: (comment: ThreadComment) => void;
  /** top-level comments take replies; replies do not (one level) */
  canReply: boolean;
}

/** A comment with its replies; the viewer replies to top-level comments and deletes their own. */
export function CommentItem({ comment, postId, viewerId, onDelete, canReply }: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  return (
    <Item aria-label={`Comment by ${comment.author.name}`} data-comment-id={comment.id}>
      <AuthorLine author={comment.author} createdAt={comment.created_at} size={32} />
      <RichText text={comment.content} />
      <div className="actions">
        {canReply && viewerId && !replying ? (
          <Button type="button" $variant="ghost" $size="sm" onClick={() => setReplying(true)} aria-label={`Reply to ${comment.author.name}`}>
            Reply
          </Button>
        ) : null}
        {viewerId === comment.user_id ? (
          <Button type="button" $variant="ghost" $size="sm" onClick={() => onDelete(comment)} aria-label={`Delete comment by ${comment.author.name}`}>
            Delete
          </Button>
        ) : (
          <ReportButton targetType="comment" targetId={comment.id} ownerId={comment.user_id} />
        )}
      </div>
      {replying && viewerId ? (
        <CommentForm postId={postId} userId={viewerId} parentId={comment.id} label={`Reply to ${comment.author.name}`} submitLabel="Post Reply" onDone={() => setReplying(false)} />
      ) : null}
      {comment.replies.length > 0 ? (
        <ol aria-label={`Replies to ${comment.author.name}`}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} postId={postId} viewerId={viewerId} onDelete={onDelete} canReply={false} />
          ))}
        </ol>
      ) : null}
    </Item>
  );
}
