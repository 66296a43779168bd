import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, EmptyState, Modal, Page, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { communityKeys } from '../../common/keys';
import { usePostDetailQuery } from '../../posts/api/post-detail-query';
import { PostItem } from '../../posts/components/PostItem';
import { useCommentDeleteMutation } from '../api/comment-delete-mutation';
import type { ThreadComment } from '../api/comments-list';
import { useCommentsQuery } from '../api/comments-query';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;
  margin: 0 auto;
  .back { font-size: 0.875rem; }
  h2 { margin: 0; font-size: 1.125rem; }
  section { display: grid; gap: 0.75rem; }
  ol.comments { margin: 0; padding: 0; list-style: none; }
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

function NotFound() {
  return (
    <EmptyState>
      <h2>Thread not found</h2>
      <p>This thread doesn't exist or was deleted.</p>
      <p>
        <ButtonLink to="/community" $variant="secondary">
          Back to Community
        </ButtonLink>
      </p>
    </EmptyState>
  );
}

/** /community/thread/{threadId}: the post in full and its comments oldest first, with replies, live. */
export default function ThreadPage() {
  const { threadId = '' } = useParams();
  const navigate = useNavigate();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const post = usePostDetailQuery(threadId);
  const comments = useCommentsQuery(threadId, !!post.data);
  const remove = useCommentDeleteMutation();
  const [deleting, setDeleting] = useState<ThreadComment | null>(null);
  useLiveRefresh('post_comments', communityKeys.comments(threadId), { filter: `post_id=eq.${threadId}`, enabled: !!post.data });
  useLiveRefresh('community_posts', communityKeys.post(threadId), { filter: `id=eq.${threadId}`, enabled: !!post.data });
  usePageHead({ title: post.data ? `${post.data.title} · Community` : 'Community thread' });

  return (
    <Page>
      <Layout>
        <Link className="back" to="/community">
          ← Back to Community
        </Link>
        {post.isPending ? (
          <Spinner label="Loading thread..." />
        ) : post.isError ? (
          <EmptyState>
            <h2>The thread could not load</h2>
            <p>Check your connection and try again.</p>
            <Button type="button" $variant="secondary" onClick={() => void post.refetch()}>
              Try Again
            </Button>
          </EmptyState>
        ) : !post.data ? (
          <NotFound />
        ) : (
          <>
            <PostItem post={post.data} viewerId={userId} full onDeleted={() => navigate('/community', { replace: true })} />
            <section aria-labelledby="comments-heading">
              <h2 id="comments-heading">Comments ({post.data.comments_count})</h2>
              {userId ? <CommentForm postId={threadId} userId={userId} label="Add a comment" submitLabel="Post Comment" /> : null}
              {comments.isPending ? (
                <Spinner label="Loading comments..." />
              ) : comments.isError ? (
                <p role="alert">The comments could not load. Reload the page to try again.</p>
              ) : comments.data.length === 0 ? (
                <p>No comments yet. Be the first to reply.</p>
              ) : (
                <ol className="comments" aria-label="Comments">
                  {comments.data.map((c) => (
                    <CommentItem key={c.id} comment={c} postId={threadId} viewerId={userId} onDelete={setDeleting} canReply />
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </Layout>
      {deleting ? (
        <Modal open title="Delete this comment?" onClose={() => setDeleting(null)}>
          <p>{deleting.replies.length > 0 ? `Its ${deleting.replies.length} ${deleting.replies.length === 1 ? 'reply goes' : 'replies go'} with it. ` : ''}This cannot be undone.</p>
          <Buttons>
            <Button type="button" $variant="secondary" onClick={() => setDeleting(null)}>
              Keep Comment
            </Button>
            <Button type="button" $variant="danger" disabled={remove.isPending} onClick={() => remove.mutate({ id: deleting.id, postId: threadId }, { onSuccess: () => setDeleting(null) })}>
              Delete Comment
            </Button>
          </Buttons>
        </Modal>
      ) : null}
    </Page>
  );
}
