/** Query keys of brands: the deals workspace edits them, the admin tools verify them. */
export const brandKeys = {
  all: ['brands'] as const,
  /** The brands a user owns. */
  ownedBy: (userId: string) => [...brandKeys.all, 'owned-by', userId] as const,
};
