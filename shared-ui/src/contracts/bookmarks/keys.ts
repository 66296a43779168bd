/** Query keys of bookmarks (deals, posts, learning items), read and toggled from several sections. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  mine: (userId: string) => [...bookmarkKeys.all, 'mine', userId] as const,
};
