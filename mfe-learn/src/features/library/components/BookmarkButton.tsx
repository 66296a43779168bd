import { Button } from 'shared-ui';
import { useBookmarkToggleMutation, type Bookmark } from 'shared-ui/bookmarks';
import { LIBRARY_BOOKMARK_TYPE } from '../api/keys';

export function BookmarkButton({ userId, itemId, title, bookmarks }: { userId: string; itemId: string; title: string; bookmarks: Bookmark[] | undefined }) {
  const toggle = useBookmarkToggleMutation();
  const existing = bookmarks?.find((b) => b.content_id === itemId);
  return (
    <Button
      type="button"
      $variant="secondary"
      $size="sm"
      aria-pressed={!!existing}
      aria-label={`${existing ? 'Remove bookmark' : 'Bookmark'}: ${title}`}
      disabled={toggle.isPending || bookmarks === undefined}
      onClick={() => toggle.mutate({ userId, contentId: itemId, contentType: LIBRARY_BOOKMARK_TYPE, existing })}
    >
      {existing ? '★ Bookmarked' : '☆ Bookmark'}
    </Button>
  );
}
