/** Query keys of community events: the community section lists and changes them, the dashboards show the next ones. */
export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  upcoming: () => [...eventKeys.all, 'upcoming'] as const,
};
