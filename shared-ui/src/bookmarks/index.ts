/**
 * `shared-ui/bookmarks`: the bookmark list and toggle every section uses (deals, posts, learning items). A
 * subpath of its own so the shell's first load does not carry it; it holds no state (the query client and the
 * toasts are the main entry's).
 */
export { bookmarksQuery, fetchBookmarks, useBookmarksQuery, type Bookmark } from './bookmarks-query';
export { toggleBookmark, useBookmarkToggleMutation, type BookmarkToggleInput } from './bookmark-toggle-mutation';
