/** Query keys of an agency's client roster. */
export const rosterKeys = {
  all: ['agency-clients'] as const,
  of: (agencyId: string) => [...rosterKeys.all, agencyId] as const,
};
