/** Query keys of the analytics figures (the dashboards read the same ones). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  talent: (userId: string) => [...analyticsKeys.all, 'talent', userId] as const,
  brand: (userId: string) => [...analyticsKeys.all, 'brand', userId] as const,
};
