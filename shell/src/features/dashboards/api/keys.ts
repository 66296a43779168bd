/** Query keys of the reads only the dashboards make (applications and deals use the shared keys in shared-ui). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  upcomingEvents: () => [...dashboardKeys.all, 'upcoming-events'] as const,
  nextDeliverables: (userId: string) => [...dashboardKeys.all, 'next-deliverables', userId] as const,
  recommendedDeals: (userId: string) => [...dashboardKeys.all, 'recommended-deals', userId] as const,
  learning: (userId: string) => [...dashboardKeys.all, 'learning', userId] as const,
};
