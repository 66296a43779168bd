/** Bookmark keys (until the shared bookmark hook lands in shared-ui; then its keys replace these). */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (userId: string | null, contentType: string) => [...bookmarkKeys.all, userId ?? 'anon', contentType] as const,
};

export const LIBRARY_BOOKMARK_TYPE = 'content_library_item';
