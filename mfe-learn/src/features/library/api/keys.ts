/** The bookmark content type of library items (the shared bookmark hook is `shared-ui/bookmarks`). */
export const LIBRARY_BOOKMARK_TYPE = 'content_library_item';
