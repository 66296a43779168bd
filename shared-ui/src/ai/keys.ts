/** Query keys of the AI features (the shell's pages and the marketplace's cards share the score inputs). */
export const aiKeys = {
  all: ['ai'] as const,
  scoreInputs: (userId: string, dealId: string) => [...aiKeys.all, 'score-inputs', userId, dealId] as const,
  topMatches: (userId: string) => [...aiKeys.all, 'top-matches', userId] as const,
};
