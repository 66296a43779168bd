/** Query keys of the dashboard reads: one factory, so mutations elsewhere can invalidate the same keys. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  applications: (userId: string) => [...dashboardKeys.all, 'applications', userId] as const,
  brandDeals: (userId: string) => [...dashboardKeys.all, 'brand-deals', userId] as const,
  agencyClients: (userId: string) => [...dashboardKeys.all, 'agency-clients', userId] as const,
  platformCounts: () => [...dashboardKeys.all, 'platform-counts'] as const,
  upcomingEvents: () => [...dashboardKeys.all, 'upcoming-events'] as const,
};
