/** Query keys of the talent directory (only the marketplace section reads it). */
export const discoverKeys = {
  all: ['talent_directory'] as const,
  search: (args: Record<string, unknown>) => [...discoverKeys.all, 'search', args] as const,
  talent: (userId: string) => [...discoverKeys.all, 'talent', userId] as const,
  openDeals: (userId: string) => [...discoverKeys.all, 'open-deals', userId] as const,
};
