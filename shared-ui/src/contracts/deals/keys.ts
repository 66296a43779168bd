/** Query keys of deals: the marketplace lists and manages them, the shell's dashboards count them. */
export const dealKeys = {
  all: ['deals'] as const,
  list: (filters: Record<string, unknown> = {}) => [...dealKeys.all, 'list', filters] as const,
  detail: (dealId: string) => [...dealKeys.all, 'detail', dealId] as const,
  /** The deals of the brands a user owns. */
  ownedBy: (userId: string) => [...dealKeys.all, 'owned-by', userId] as const,
};
