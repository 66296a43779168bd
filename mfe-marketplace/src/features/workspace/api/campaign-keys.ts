/** Query keys of a brand's campaigns (only the deals workspace reads them). */
export const campaignKeys = {
  all: ['campaigns'] as const,
  ownedBy: (userId: string) => [...campaignKeys.all, 'owned-by', userId] as const,
};
