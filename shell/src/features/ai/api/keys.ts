/** Query keys of the AI tools page (deal analysis, served by the marketplace section, keeps its own). */
export const aiToolKeys = {
  all: ['ai-tools'] as const,
  postStats: (userId: string) => [...aiToolKeys.all, 'post-stats', userId] as const,
};
