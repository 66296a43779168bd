/** Query keys of deal deliverables: the deals workspace changes them, the dashboards and the content calendar read them. */
export const deliverableKeys = {
  all: ['deal-deliverables'] as const,
  next: (userId: string) => [...deliverableKeys.all, 'next', userId] as const,
  calendar: (userId: string) => [...deliverableKeys.all, 'calendar', userId] as const,
};
