/** Query keys of the reads only the dashboards make (tables other apps change use the shared keys in shared-ui). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  recommendedDeals: (userId: string) => [...dashboardKeys.all, 'recommended-deals', userId] as const,
};
