/** Query keys of the admin dashboard's reads; every admin mutation refreshes what it changed (and the audit log). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: (days: number) => [...adminKeys.all, 'overview', days] as const,
  brandRequests: () => [...adminKeys.all, 'brand-requests'] as const,
  deals: (search: string, status: string) => [...adminKeys.all, 'deals', search, status] as const,
  dealsAll: () => [...adminKeys.all, 'deals'] as const,
  reportQueue: (status: string) => [...adminKeys.all, 'report-queue', status] as const,
  reportQueueAll: () => [...adminKeys.all, 'report-queue'] as const,
  recentCommunity: () => [...adminKeys.all, 'recent-community'] as const,
  users: (search: string, role: string, page: number) => [...adminKeys.all, 'users', search, role, page] as const,
  usersAll: () => [...adminKeys.all, 'users'] as const,
  payments: () => [...adminKeys.all, 'payments'] as const,
  audit: (filters: object) => [...adminKeys.all, 'audit', filters] as const,
  auditAll: () => [...adminKeys.all, 'audit'] as const,
  webVitals: (days: number) => [...adminKeys.all, 'web-vitals', days] as const,
};
