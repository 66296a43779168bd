import { useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from 'shared-ui';
import { useBookmarksQuery, useBookmarkToggleMutation } from 'shared-ui/bookmarks';
import { useMyLikesQuery } from '../api/my-likes-query';
import { usePostDeleteMutation } from '../api/post-delete-mutation';
import { usePostLikeMutation } from '../api/post-like-mutation';
import type { FeedPost } from '../api/posts-list';
import { PostCard } from './PostCard';
import { PostComposerDialog } from './PostComposerDialog';

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

/** A post with what the viewer can do to it: like, bookmark, and for the author edit and delete. */
export function PostItem({ post, viewerId, full, onTag, onDeleted }: { post: FeedPost; viewerId: string | null; full?: boolean; onTag?: (tag: string) => void; onDeleted?: () => void }) {
  const likes = useMyLikesQuery(viewerId);
  const bookmarks = useBookmarksQuery(viewerId, 'post');
  const like = usePostLikeMutation();
  const toggleBookmark = useBookmarkToggleMutation();
  const remove = usePostDeleteMutation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const liked = likes.data?.includes(post.id) ?? false;
  const bookmark = bookmarks.data?.find((b) => b.content_id === post.id);
  return (
    <>
      <PostCard
        post={post}
        viewerId={viewerId}
        liked={liked}
        bookmarked={!!bookmark}
        full={full}
        onTag={onTag}
        onLike={() => viewerId && like.mutate({ postId: post.id, userId: viewerId, liked })}
        onBookmark={() => viewerId && toggleBookmark.mutate({ userId: viewerId, contentId: post.id, contentType: 'post', existing: bookmark })}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      {editing && viewerId ? <PostComposerDialog userId={viewerId} post={post} onClose={() => setEditing(false)} /> : null}
      {deleting ? (
        <Modal open title="Delete this post?" onClose={() => setDeleting(false)}>
          <p>
            “{post.title}” and its {post.comments_count} {post.comments_count === 1 ? 'comment' : 'comments'} will be gone for everyone. This cannot be undone.
          </p>
          <Buttons>
            <Button type="button" $variant="secondary" onClick={() => setDeleting(false)}>
              Keep Post
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(post.id, {
                  onSuccess: () => {
                    setDeleting(false);
                    onDeleted?.();
                  },
                })
              }
            >
              Delete Post
            </Button>
          </Buttons>
        </Modal>
      ) : null}
    </>
  );
}
