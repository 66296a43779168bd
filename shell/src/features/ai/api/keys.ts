/** Query keys of the AI tools pages (the score's keys are shared-ui/ai's aiKeys). */
export const aiToolKeys = {
  all: ['ai-tools'] as const,
  analysis: (dealId: string) => [...aiToolKeys.all, 'analysis', dealId] as const,
  postStats: (userId: string) => [...aiToolKeys.all, 'post-stats', userId] as const,
};
