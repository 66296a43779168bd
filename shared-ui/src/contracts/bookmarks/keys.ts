/** Query keys of bookmarks (deals, posts, learning items), read and toggled from several sections. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  /** All of one user's bookmarks ('anon' when signed out): one cache entry that every section reads. */
  mine: (userId: string) => [...bookmarkKeys.all, 'mine', userId] as const,
};
