/** Query keys of applications: the marketplace writes them, the shell's dashboards read them. */
export const applicationKeys = {
  all: ['applications'] as const,
  /** The signed-in talent's own applications. */
  mine: (userId: string) => [...applicationKeys.all, 'mine', userId] as const,
  /** The applications to one deal (its brand's view). */
  forDeal: (dealId: string) => [...applicationKeys.all, 'deal', dealId] as const,
};
