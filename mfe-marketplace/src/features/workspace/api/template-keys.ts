/** Query keys of deal templates (only the deals workspace reads them). */
export const templateKeys = {
  all: ['deal-templates'] as const,
  ownedBy: (userId: string) => [...templateKeys.all, 'owned-by', userId] as const,
};
